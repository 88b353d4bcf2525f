import VeloIO
import VeloScore

extension SeasonReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    s.append(
      .figures([
        (tr("season.activities"), "\(activities)"), (tr("season.hours"), fixed(totalDurationSeconds / 3600, 0)),
        (tr("figure.load"), fixed(totalLoad, 0)),
        (tr("season.ctlNow"), fixed(days.last?.ctl, 1)), (tr("season.peakCTL"), fixed(days.map(\.ctl).max(), 1)),
      ]))
    s.append(.heading(tr("season.pmc")))
    s.append(
      .chart(
        svg: SVGChart.pmc(
          dates: days.map(\.date), ctl: days.map(\.ctl), atl: days.map(\.atl), tsb: days.map(\.tsb),
          title: tr("chart.pmcTitle"),
          layers: .init(load: days.map(\.load))),
        text:
          "CTL \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].ctl }))\nTSB \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].tsb }))"
      ))
    s.append(.paragraph(SeasonReport.formZoneNote))
    s.append(.heading(tr("season.weeklyLoad")))
    let sports = SeasonReport.sportOrder(weeks)
    s.append(
      .chart(
        svg: SVGChart.stackedBars(
          sports.enumerated().map { i, sport in
            SVGChart.Series(
              name: sportLabel(sport), color: SeasonReport.sportColor(sport, i),
              values: weeks.map { $0.loadBySport[sport] ?? 0 })
          }, x: .dates(weeks.map(\.weekStart)), yTitle: tr("axis.loadPerWeek"), unit: "TSS",
          title: tr("season.weeklyLoad")),
        text: tr("season.loadPerWeekText", sparkline(weeks.map(\.load)))))
    if let calendar { s += calendar.embeddedSections }
    s.append(.heading(tr("season.powerCurve")))
    if powerCurve.isEmpty {
      s.append(.paragraph(tr("season.noPower")))
    } else {
      // The model over the durations it was fitted on, not extrapolated to the curve's end.
      let model =
        criticalPower.map { fit in
          SeasonReport.curveDurations.filter {
            $0 >= fit.fromSeconds && $0 <= min(fit.toSeconds, powerCurve.last?.seconds ?? 0)
          }.map { (Double($0), fit.power(atSeconds: Double($0))) }
        } ?? []
      s.append(
        .chart(
          svg: SVGChart.powerCurve(
            powerCurve.map { (Double($0.seconds), $0.watts) },
            previous: previousPowerCurve.map { (Double($0.seconds), $0.watts) },
            model: model, weightKg: weightKg,
            names: (tr("curve.thisSeason"), tr("curve.365Before"), tr("curve.cpModel")), title: tr("curve.title")),
          text: tr(
            "season.wattsText", sparkline(powerCurve.map(\.watts)), duration(powerCurve.first!.seconds),
            duration(powerCurve.last!.seconds))))
      let previous = Dictionary(previousPowerCurve.map { ($0.seconds, $0.watts) }, uniquingKeysWith: { a, _ in a })
      // Columns without a value (no weight, no earlier year) are left out.
      let rows = powerCurve.filter { [5, 60, 300, 1200, 3600].contains($0.seconds) }.map { p in
        [duration(p.seconds), fixed(p.watts, 0, unit: " W")] + (weightKg.map { [fixed(p.watts / $0, 2)] } ?? [])
          + (previous.isEmpty ? [] : [fixed(previous[p.seconds], 0, unit: " W")])
      }
      s.append(
        .table(
          headers: [tr("col.duration"), tr("col.bestPower")] + (weightKg == nil ? [] : ["W/kg"])
            + (previous.isEmpty ? [] : [tr("curve.365Before")]), rows: rows))
      if let cp = criticalPower {
        s.append(
          .paragraph(
            tr(
              "season.cpModel", "\(cp.fromSeconds)", "\(cp.toSeconds)", fixed(cp.criticalPower, 0),
              fixed(cp.criticalPowerStandardError, 0), fixed(cp.wPrime / 1000, 1), fixed(cp.estimatedFTP, 0))
              + " "
              + tr("season.cpModelCaveat", "\(criticalPowerEfforts.count)", "\(activities)", fixed(cp.rSquared, 3))))
        s.append(
          .table(
            headers: [tr("col.duration"), tr("col.bestPower"), tr("col.model")],
            rows: criticalPowerEfforts.map {
              [
                duration($0.seconds), fixed($0.watts, 0, unit: " W"),
                fixed(cp.power(atSeconds: Double($0.seconds)), 0, unit: " W"),
              ]
            }))
      } else if let reason = criticalPowerUnavailable {
        s.append(.paragraph(tr("season.cpUnavailable", reason)))
      }
    }
    s.append(.heading(tr("season.wellnessTrends")))
    s.append(
      .table(
        headers: [tr("col.metric"), tr("col.mean"), tr("col.perWeek"), "p", tr("col.days")],
        rows: wellnessTrends.map {
          [
            label("trendMetric", $0.metric), fixed($0.mean, 1),
            "\($0.slopePerWeek >= 0 ? "+" : "")\(fixed($0.slopePerWeek, 3))", fixed($0.pValue, 4), "\($0.days)",
          ]
        }))
    return ReportDocument(
      title: tr("season.title", athlete), subtitle: "\(from.dayMonthYear) … \(to.dayMonthYear)", sections: s)
  }

  /// The form zones the PMC chart shades, as text.
  static var formZoneNote: String {
    tr("season.formZones", SVGChart.formZones.map { "\($0.name) \($0.range)" }.joined(separator: ", "))
  }

  /// Sports by total load, largest first ("other" last).
  static func sportOrder(_ weeks: [Week]) -> [String] {
    var totals: [String: Double] = [:]
    for w in weeks { for (sport, load) in w.loadBySport { totals[sport, default: 0] += load } }
    return totals.keys.sorted { a, b in
      if (a == "other") != (b == "other") { return b == "other" }
      return (totals[a]!, b) > (totals[b]!, a)
    }
  }

  /// A stable colour per sport (a palette for the rest).
  static func sportColor(_ sport: String, _ index: Int) -> String {
    let known = [
      "cycling": "#1f6fb2", "running": "#e67e22", "swimming": "#17a589", "strength": "#8e44ad", "walking": "#7f8c8d",
      "other": "#bdc3c7",
    ]
    let palette = ["#c0392b", "#d4ac0d", "#2e4053", "#a04000", "#148f77"]
    return known[sport] ?? palette[index % palette.count]
  }

  public var csvRows: [[String]] {
    [["date", "load", "ctl", "atl", "tsb", "recovery"]]
      + days.map { d in
        [
          d.date.description, fixedDecimal(d.load, 1), fixedDecimal(d.ctl, 2), fixedDecimal(d.atl, 2),
          fixedDecimal(d.tsb, 2), d.recovery.map(String.init) ?? "",
        ]
      }
  }
}
