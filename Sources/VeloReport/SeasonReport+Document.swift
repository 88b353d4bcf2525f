import VeloIO
import VeloScore

extension SeasonReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    s.append(.figures([("Activities", "\(activities)"), ("Hours", fixed(totalHours, 0)), ("Load", fixed(totalLoad, 0)),
                       ("CTL now", fixed(days.last?.ctl, 1)), ("Peak CTL", fixed(days.map(\.ctl).max(), 1))]))
    s.append(.heading("Performance management"))
    let labels = days.map { d in "\(d.date)".prefix(7).description }
    s.append(.chart(
      svg: SVGChart.lines([.init(name: "CTL (fitness)", color: "#2e86c1", values: days.map(\.ctl)),
                           .init(name: "ATL (fatigue)", color: "#e67e22", values: days.map(\.atl)),
                           .init(name: "TSB (form)", color: "#27ae60", values: days.map(\.tsb))],
                          labels: labels, title: "CTL, ATL and TSB"),
      text: "CTL \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].ctl }))\nTSB \(sparkline(stride(from: 0, to: days.count, by: 7).map { days[$0].tsb }))"))
    s.append(.heading("Weekly load"))
    s.append(.chart(svg: SVGChart.bars(weeks.map(\.load), labels: weeks.map { "\($0.weekStart)".dropFirst(5).description }, color: "#8e44ad", title: "Weekly load"),
                    text: "load/week \(sparkline(weeks.map(\.load)))"))
    s.append(.heading("Power curve"))
    if powerCurve.isEmpty {
      s.append(.paragraph("No power data in this range."))
    } else {
      let model = criticalPower.map { fit in SeasonReport.curveDurations.filter { $0 >= 60 && $0 <= (powerCurve.last?.seconds ?? 0) }.map { (Double($0), fit.power(atSeconds: Double($0))) } } ?? []
      s.append(.chart(svg: SVGChart.logCurve(powerCurve.map { (Double($0.seconds), $0.watts) }, model: model, title: "Mean-max power"),
                      text: ""))
      s.append(.table(headers: ["duration", "best power"], rows: powerCurve.filter { [5, 60, 300, 1200, 3600].contains($0.seconds) }.map { [duration($0.seconds), fixed($0.watts, 0, unit: " W")] }))
      if let cp = criticalPower {
        s.append(.paragraph("CP model (work–time, \(cp.fromSeconds)–\(cp.toSeconds) s): CP \(fixed(cp.criticalPower, 0)) W, W′ \(fixed(cp.wPrime / 1000, 1)) kJ, R² \(fixed(cp.rSquared, 3)), eFTP \(fixed(cp.estimatedFTP, 0)) W."))
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

  public var csvRows: [[String]] {
    [["date", "load", "ctl", "atl", "tsb", "recovery"]]
      + days.map { d in [d.date.description, fixedDecimal(d.load, 1), fixedDecimal(d.ctl, 2), fixedDecimal(d.atl, 2), fixedDecimal(d.tsb, 2), d.recovery.map(String.init) ?? ""] }
  }
}
