import VeloIO
import VeloScore

extension SeasonReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    s.append(.figures([("Activities", "\(activities)"), ("Hours", fixed(totalDurationSeconds / 3600, 0)), ("Load", fixed(totalLoad, 0)),
                       ("CTL now", fixed(days.last?.ctl, 1)), ("Peak CTL", fixed(days.map(\.ctl).max(), 1))]))
    s.append(.heading("Performance management"))
    s.append(.chart(
      svg: SVGChart.pmc(dates: days.map(\.date), ctl: days.map(\.ctl), atl: days.map(\.atl), tsb: days.map(\.tsb), title: "CTL, ATL and TSB"),
      text: "CTL \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].ctl }))\nTSB \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].tsb }))"))
    s.append(.paragraph(SeasonReport.formZoneNote))
    s.append(.heading("Weekly load by sport"))
    let sports = SeasonReport.sportOrder(weeks)
    s.append(.chart(
      svg: SVGChart.stackedBars(sports.enumerated().map { i, sport in
        SVGChart.Series(name: sport, color: SeasonReport.sportColor(sport, i), values: weeks.map { $0.loadBySport[sport] ?? 0 })
      }, x: .dates(weeks.map(\.weekStart)), yTitle: "load (TSS/week)", title: "Weekly load by sport"),
      text: "load/week \(sparkline(weeks.map(\.load)))"))
    s.append(.heading("Power curve"))
    if powerCurve.isEmpty {
      s.append(.paragraph("No power data in this range."))
    } else {
      let model = criticalPower.map { fit in SeasonReport.curveDurations.filter { $0 >= 60 && $0 <= (powerCurve.last?.seconds ?? 0) }.map { (Double($0), fit.power(atSeconds: Double($0))) } } ?? []
      s.append(.chart(
        svg: SVGChart.powerCurve(powerCurve.map { (Double($0.seconds), $0.watts) }, previous: previousPowerCurve.map { (Double($0.seconds), $0.watts) },
                                 model: model, weightKg: weightKg,
                                 names: ("this season", "the 365 days before", "CP model"), title: "Mean-max power"),
        text: "watts  \(sparkline(powerCurve.map(\.watts)))  (\(duration(powerCurve.first!.seconds)) … \(duration(powerCurve.last!.seconds)))"))
      let previous = Dictionary(previousPowerCurve.map { ($0.seconds, $0.watts) }, uniquingKeysWith: { a, _ in a })
      s.append(.table(headers: ["duration", "best power", "W/kg", "the 365 days before"], rows: powerCurve.filter { [5, 60, 300, 1200, 3600].contains($0.seconds) }.map { p in
        [duration(p.seconds), fixed(p.watts, 0, unit: " W"), weightKg.map { fixed(p.watts / $0, 2) } ?? "n/a", fixed(previous[p.seconds], 0, unit: " W")]
      }))
      if let cp = criticalPower {
        s.append(.paragraph("CP model (work–time, \(cp.fromSeconds)–\(cp.toSeconds) s): CP \(fixed(cp.criticalPower, 0)) W ± \(fixed(cp.criticalPowerStandardError, 0)), W′ \(fixed(cp.wPrime / 1000, 1)) kJ, eFTP \(fixed(cp.estimatedFTP, 0)) W. "
          + "It rests on the \(criticalPowerEfforts.count) best efforts below, from \(activities) activities in the range; R² \(fixed(cp.rSquared, 3)) measures the fit to those points only, so a near-perfect R² from a few rides is not evidence of a good model."))
        s.append(.table(headers: ["duration", "best power", "model"], rows: criticalPowerEfforts.map {
          [duration($0.seconds), fixed($0.watts, 0, unit: " W"), fixed(cp.power(atSeconds: Double($0.seconds)), 0, unit: " W")]
        }))
      } else if let reason = criticalPowerUnavailable {
        s.append(.paragraph("CP model: n/a (\(reason))."))
      }
    }
    s.append(.heading("Wellness trends"))
    s.append(.table(headers: ["metric", "mean", "per week", "p", "days"], rows: wellnessTrends.map {
      [$0.metric, fixed($0.mean, 1), "\($0.slopePerWeek >= 0 ? "+" : "")\(fixed($0.slopePerWeek, 3))", fixed($0.pValue, 4), "\($0.days)"]
    }))
    return ReportDocument(title: "Season: \(athlete)", subtitle: "\(from) … \(to)", sections: s)
  }

  /// The form zones the PMC chart shades, as text.
  static let formZoneNote = "Form zones (TSB, as intervals.icu draws them): " + SVGChart.formZones.map { "\($0.name) \($0.range)" }.joined(separator: ", ") + "."

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
    let known = ["cycling": "#1f6fb2", "running": "#e67e22", "swimming": "#17a589", "strength": "#8e44ad", "walking": "#7f8c8d", "other": "#bdc3c7"]
    let palette = ["#c0392b", "#d4ac0d", "#2e4053", "#a04000", "#148f77"]
    return known[sport] ?? palette[index % palette.count]
  }

  public var csvRows: [[String]] {
    [["date", "load", "ctl", "atl", "tsb", "recovery"]]
      + days.map { d in [d.date.description, fixedDecimal(d.load, 1), fixedDecimal(d.ctl, 2), fixedDecimal(d.atl, 2), fixedDecimal(d.tsb, 2), d.recovery.map(String.init) ?? ""] }
  }
}
