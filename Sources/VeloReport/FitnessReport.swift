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
    /// Form going into the last day (`DayState/tsb`: the day before's CTL − ATL).
    public var tsb: Double
    /// Form going into the day after the last one: `CTL_last − ATL_last`.
    public var tsbTomorrow: Double
    public var rampRate: Double
    /// `DayState/ctlTrendPerWeek` on the last day: least-squares slope of CTL
    /// over the `trendDays` (28) days ending on it, CTL points per week.
    public var ctlTrendPerWeek: Double?
    /// The same slope per day (`ctlTrendPerWeek / 7`).
    public var ctlTrendPerDay: Double?
    public var trendDays: Int
    enum CodingKeys: String, CodingKey {
      case firstDay, lastDay, totalLoad, ctl, atl, tsb, tsbTomorrow, rampRate, ctlTrendPerWeek, ctlTrendPerDay,
        trendDays
      case days = "dayCount"
    }
  }

  public var source: String
  public var parameters: PMCParameters
  public var summary: Summary
  public var days: [Day]
  /// How many recent days the text rendering shows (JSON carries every day).
  public var textDays: Int

  public init(source: String, pmc: PerformanceManagement, textDays: Int = 28) {
    self.source = source
    parameters = pmc.parameters
    self.textDays = textDays
    days = pmc.load.indices.map { d in
      Day(
        date: pmc.start.adding(days: d), load: pmc.load[d], ctl: pmc.ctl[d], atl: pmc.atl[d],
        tsb: pmc.tsb[d], rampRate: pmc.rampRate[d])
    }
    let n = days.count
    let last = pmc.start.adding(days: max(0, n - 1))
    let state = DayState(pmc, on: last)
    summary = Summary(
      firstDay: pmc.start, lastDay: last, days: n,
      totalLoad: pmc.load.reduce(0, +), ctl: pmc.ctl.last ?? pmc.parameters.ctlStart,
      atl: pmc.atl.last ?? pmc.parameters.atlStart, tsb: pmc.tsb.last ?? 0,
      tsbTomorrow: (pmc.ctl.last ?? 0) - (pmc.atl.last ?? 0),
      rampRate: pmc.rampRate.last ?? 0, ctlTrendPerWeek: state?.ctlTrendPerWeek,
      ctlTrendPerDay: state?.ctlTrendPerWeek.map { $0 / 7 },
      trendDays: state?.trendDays ?? 0)
  }

  public func renderText() -> String {
    let s = summary
    var out = tr("fitness.heading", source) + "\n"
    out +=
      tr("fitness.range", s.firstDay.dayMonthYear, s.lastDay.dayMonthYear, "\(s.days)", fixed(s.totalLoad, 0)) + "\n"
    out +=
      tr(
        "fitness.parameters", fixed(parameters.ctlDays, 0), fixed(parameters.atlDays, 0),
        label("decay", parameters.decay.rawValue), label("balance", parameters.balance.rawValue)) + "\n\n"
    out +=
      wrapped(
        tr(
          "fitness.today", s.lastDay.fullDate, fixed(s.ctl, 1), fixed(s.atl, 1), fixed(s.tsb, 1),
          fixed(s.tsbTomorrow, 1)), width: 80) + "\n"
    out += tr("fitness.ramp", fixed(s.rampRate, 1))
    if let trend = s.ctlTrendPerWeek {
      out += "   " + tr("fitness.trend", "\(s.trendDays)", "\(trend >= 0 ? "+" : "")\(fixed(trend, 1))")
    }
    out += "\n\n"
    let recent = days.suffix(textDays)
    out += TextChart(
      title: tr("fitness.lastDays", "\(recent.count)"),
      series: [
        .init(name: "CTL", symbol: "#", values: recent.map(\.ctl)),
        .init(name: "ATL", symbol: "+", values: recent.map(\.atl)),
        .init(name: "TSB", symbol: "*", values: recent.map(\.tsb)),
      ]
    ).render()
    out += "\n"
    var table = TextTable(
      headers: [tr("col.date"), tr("col.load"), "CTL", "ATL", "TSB", tr("col.ramp")],
      alignments: [.left, .right, .right, .right, .right, .right])
    table.rows = recent.suffix(14).map { d in
      [d.date.description, fixed(d.load, 0), fixed(d.ctl, 1), fixed(d.atl, 1), fixed(d.tsb, 1), fixed(d.rampRate, 1)]
    }
    out += table.render()
    return out
  }

  enum CodingKeys: String, CodingKey { case source, parameters, summary, days }
}
