import VeloKernels
import VeloScore

/// The Performance Management Chart as a report: a day table, a text chart of
/// the recent weeks and the current fitness trend.
public struct FitnessReport: Report, Sendable {
  public struct Day: Codable, Sendable, Equatable {
    public var date: LocalDate
    public var load: Double
    public var ctl: Double
    public var atl: Double
    public var tsb: Double
    public var rampRate: Double
  }

  public struct Summary: Codable, Sendable, Equatable {
    public var firstDay: LocalDate
    public var lastDay: LocalDate
    public var days: Int
    public var totalLoad: Double
    public var ctl: Double
    public var atl: Double
    /// Form going into the day after the last one: `CTL_last − ATL_last`.
    public var tsbTomorrow: Double
    public var rampRate: Double
    /// OLS slope of CTL over the last `trendDays` days (TSS/day per day).
    public var ctlTrendPerDay: Double?
    public var trendDays: Int
  }

  public var source: String
  public var parameters: PMCParameters
  public var summary: Summary
  public var days: [Day]
  /// How many recent days the text rendering shows (JSON carries every day).
  public var textDays: Int

  public init(source: String, pmc: PerformanceManagement, textDays: Int = 28, trendDays: Int = 28) {
    self.source = source
    parameters = pmc.parameters
    self.textDays = textDays
    days = pmc.load.indices.map { d in
      Day(
        date: pmc.start.adding(days: d), load: pmc.load[d], ctl: pmc.ctl[d], atl: pmc.atl[d],
        tsb: pmc.tsb[d], rampRate: pmc.rampRate[d])
    }
    let n = days.count
    let window = min(trendDays, n)
    let recent = Array(pmc.ctl.suffix(window))
    let fit = LinearFit.fit(x: (0..<window).map(Double.init), y: recent)
    summary = Summary(
      firstDay: pmc.start, lastDay: pmc.start.adding(days: max(0, n - 1)), days: n,
      totalLoad: pmc.load.reduce(0, +), ctl: pmc.ctl.last ?? pmc.parameters.ctlStart,
      atl: pmc.atl.last ?? pmc.parameters.atlStart,
      tsbTomorrow: (pmc.ctl.last ?? 0) - (pmc.atl.last ?? 0),
      rampRate: pmc.rampRate.last ?? 0, ctlTrendPerDay: fit?.slope, trendDays: window)
  }

  public func renderText() -> String {
    let s = summary
    var out = "Fitness (PMC)  \(source)\n"
    out += "\(s.firstDay) … \(s.lastDay)  (\(s.days) days, total load \(fixed(s.totalLoad, 0)) TSS)\n"
    out += "CTL τ=\(fixed(parameters.ctlDays, 0)) d, ATL τ=\(fixed(parameters.atlDays, 0)) d, decay \(parameters.decay.rawValue), TSB from \(parameters.balance.rawValue)'s values\n\n"
    out += "Fitness CTL \(fixed(s.ctl, 1))   Fatigue ATL \(fixed(s.atl, 1))   Form for tomorrow TSB \(fixed(s.tsbTomorrow, 1))\n"
    out += "Ramp \(fixed(s.rampRate, 1)) CTL/week"
    if let trend = s.ctlTrendPerDay {
      out += "   CTL trend over \(s.trendDays) d: \(trend >= 0 ? "+" : "")\(fixed(trend * 7, 2)) per week"
    }
    out += "\n\n"
    let recent = days.suffix(textDays)
    out += TextChart(
      title: "Last \(recent.count) days",
      series: [
        .init(name: "CTL", symbol: "#", values: recent.map(\.ctl)),
        .init(name: "ATL", symbol: "+", values: recent.map(\.atl)),
        .init(name: "TSB", symbol: "o", values: recent.map(\.tsb)),
      ]
    ).render()
    out += "\n"
    var table = TextTable(
      headers: ["date", "load", "CTL", "ATL", "TSB", "ramp"],
      alignments: [.left, .right, .right, .right, .right, .right])
    table.rows = recent.suffix(14).map { d in
      [d.date.description, fixed(d.load, 0), fixed(d.ctl, 1), fixed(d.atl, 1), fixed(d.tsb, 1), fixed(d.rampRate, 1)]
    }
    out += table.render()
    return out
  }

  enum CodingKeys: String, CodingKey { case source, parameters, summary, days }
}
