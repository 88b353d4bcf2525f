import VeloKernels
import VeloScore

/// Acute:chronic ratios, monotony and strain per day for one athlete.
public struct LoadReport: Report, Sendable {
  public struct Day: Codable, Sendable, Equatable {
    public var date: LocalDate
    /// The day's load: TSS-equivalent, or with ``LoadReport/sessionRPE``
    /// Foster's AU (JSON: `sessionRPELoad`, so a number keeps one unit per name).
    public var load: Double
    public var acwrCoupled: Double?
    public var acwrUncoupled: Double?
    public var acwrEWMA: Double?
    public var monotony: Double?
    public var strain: Double?
    public var weekOverWeekPercent: Double?
  }

  public var source: String
  /// Whether the load is Foster's session-RPE load (RPE × minutes, AU) rather than TSS.
  public var sessionRPE = false
  public var days: [Day]
  /// Days the text table shows (JSON carries every day).
  public var textDays: Int

  public init(source: String, daily: DailyLoad, textDays: Int = 21, sessionRPE: Bool = false) {
    self.source = source
    self.textDays = textDays
    self.sessionRPE = sessionRPE
    let r = LoadRatios(load: SeriesBatch(count: 1, length: daily.load.count, values: daily.load))
    func value(_ b: SeriesBatch, _ t: Int) -> Double? { b.values[t].isNaN ? nil : b.values[t] }
    days = daily.load.indices.map { t in
      Day(
        date: daily.start.adding(days: t), load: daily.load[t], acwrCoupled: value(r.acwrCoupled, t),
        acwrUncoupled: value(r.acwrUncoupled, t), acwrEWMA: value(r.acwrEWMA, t), monotony: value(r.monotony, t),
        strain: value(r.strain, t), weekOverWeekPercent: value(r.weekOverWeekPercent, t))
    }
  }

  public func renderText() -> String {
    var out = tr("load.heading", source) + (sessionRPE ? "  " + tr("load.sessionRPE") : "") + "\n"
    out += wrapped(tr("load.about"), width: 80) + "\n\n"
    var t = TextTable(
      headers: [
        tr("col.date"), sessionRPE ? "AU" : tr("col.load"), "ACWR", tr("col.uncoupled"), "EWMA", tr("col.monotony"),
        tr("col.strain"), tr("col.weekChange"),
      ],
      alignments: [.left, .right, .right, .right, .right, .right, .right, .right])
    t.rows = days.suffix(textDays).map { d in
      [
        d.date.description, fixed(d.load, 0), fixed(d.acwrCoupled, 2), fixed(d.acwrUncoupled, 2), fixed(d.acwrEWMA, 2),
        fixed(d.monotony, 2), fixed(d.strain, 0), fixed(d.weekOverWeekPercent, 0, unit: " %"),
      ]
    }
    return out + t.render()
  }

  enum CodingKeys: String, CodingKey { case source, days }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(source, forKey: .source)
    var list = c.nestedUnkeyedContainer(forKey: .days)
    for d in days { try list.encode(DayDocument(day: d, sessionRPE: sessionRPE)) }
  }

  /// A day as printed: its load under `load` (TSS) or `sessionRPELoad` (AU).
  private struct DayDocument: Encodable {
    var day: Day
    var sessionRPE: Bool
    enum Keys: String, CodingKey {
      case date, load, sessionRPELoad, acwrCoupled, acwrUncoupled, acwrEWMA, monotony, strain, weekOverWeekPercent
    }
    func encode(to encoder: Encoder) throws {
      var c = encoder.container(keyedBy: Keys.self)
      try c.encode(day.date, forKey: .date)
      try c.encode(day.load, forKey: sessionRPE ? .sessionRPELoad : .load)
      try c.encodeIfPresent(day.acwrCoupled, forKey: .acwrCoupled)
      try c.encodeIfPresent(day.acwrUncoupled, forKey: .acwrUncoupled)
      try c.encodeIfPresent(day.acwrEWMA, forKey: .acwrEWMA)
      try c.encodeIfPresent(day.monotony, forKey: .monotony)
      try c.encodeIfPresent(day.strain, forKey: .strain)
      try c.encodeIfPresent(day.weekOverWeekPercent, forKey: .weekOverWeekPercent)
    }
  }
}
