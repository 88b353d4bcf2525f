import VeloKernels
import VeloPipeline
import VeloScore

/// The season report's model: PMC over a date range, weekly load, the
/// mean-max power envelope with a CP fit, and wellness trends.
public struct SeasonReport: Codable, Sendable {
  public struct Day: Codable, Sendable {
    public var date: LocalDate
    public var load: Double
    public var ctl: Double
    public var atl: Double
    public var tsb: Double
    public var recovery: Int?
  }

  public struct Week: Codable, Sendable {
    public var weekStart: LocalDate
    public var load: Double
    public var durationSeconds: Double
    public var activities: Int
    /// The activities' load by sport (the rest of the week's load, from workout
    /// lists without a sport, is under "other").
    public var loadBySport: [String: Double] = [:]
  }

  public struct CurvePoint: Codable, Sendable {
    public var seconds: Int
    public var watts: Double
  }

  public struct WellnessTrend: Codable, Sendable {
    public var metric: String
    public var days: Int
    public var mean: Double
    enum CodingKeys: String, CodingKey {
      case metric, mean, slopePerWeek, pValue
      case days = "dayCount"
    }
    public var slopePerWeek: Double
    public var pValue: Double?
  }

  public var schemaVersion = WeeklyProgressReport.currentSchemaVersion
  public var athlete: String
  public var from: LocalDate
  public var to: LocalDate
  public var activities: Int
  public var totalLoad: Double
  public var totalDurationSeconds: Double
  public var days: [Day]
  public var weeks: [Week]
  public var powerCurve: [CurvePoint]
  /// The same durations over the 365 days before `from` (the previous season), for comparison.
  public var previousPowerCurve: [CurvePoint] = []
  /// Body weight on `to`, kg (for W/kg), when set.
  public var weightKg: Double?
  /// The envelope's points the CP model was fitted to (2–20 min).
  public var criticalPowerEfforts: [CurvePoint] = []
  /// Work–time CP model over 2–20 min of the envelope (`CriticalPowerFit`).
  public var criticalPower: CriticalPowerFit?
  /// Why there is no CP model when there is a power curve.
  public var criticalPowerUnavailable: String?
  public var wellnessTrends: [WellnessTrend]
  /// The season's last month, drawn by the human formats (`report calendar` is its JSON).
  public var calendar: CalendarReport?

  /// Schema 2: the CP model is `criticalPowerFit` (the name `criticalPower` is its watts, as in `mmp`'s fits).
  enum CodingKeys: String, CodingKey {
    case schemaVersion, athlete, from, to, activities, totalLoad, totalDurationSeconds, days, weeks, powerCurve,
      previousPowerCurve
    case weightKg, criticalPowerEfforts, criticalPowerUnavailable, wellnessTrends
    case criticalPower = "criticalPowerFit"
  }

  /// Durations sampled from the envelope for the curve (seconds).
  public static let curveDurations = [
    1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 420, 600, 900, 1200, 1800, 2700, 3600, 5400, 7200, 10800,
  ]

  /// Builds the report for `from…to` (default: the 365 days ending at the last
  /// day with data); with `calendar`, the month calendar of its last day too.
  public static func build(
    _ history: any AthleteHistory, from: LocalDate? = nil, to: LocalDate? = nil, calendar: Bool = false
  ) throws -> SeasonReport {
    let athlete = history.athlete
    let end = try to ?? history.dayRange()?.upperBound ?? LocalDate(year: 2026, month: 1, day: 1)
    let start = from ?? end.adding(days: -364)
    let days = start <= end ? try history.days(from: start, through: end) : []
    let activities = try history.activities(from: start, through: end, withPowerCurve: false)
    var weeks: [Week] = []
    for d in days {
      let monday = d.date.adding(days: -(d.date.isoWeekday - 1))
      if weeks.last?.weekStart != monday {
        weeks.append(Week(weekStart: monday, load: 0, durationSeconds: 0, activities: 0))
      }
      weeks[weeks.count - 1].load += d.load
      weeks[weeks.count - 1].durationSeconds += d.durationSeconds ?? 0  // the time of the activities that give one
      weeks[weeks.count - 1].activities += d.activityCount
    }
    let weekOf = Dictionary(uniqueKeysWithValues: weeks.enumerated().map { ($1.weekStart, $0) })
    for a in activities {
      let monday = a.localDate.adding(days: -(a.localDate.isoWeekday - 1))
      guard let w = weekOf[monday], let load = a.load, load > 0 else { continue }
      weeks[w].loadBySport[a.sport ?? "other", default: 0] += load
    }
    for w in weeks.indices {  // load from workout lists or daily logs without an activity row
      let rest = weeks[w].load - weeks[w].loadBySport.values.reduce(0, +)
      if rest > 0.5 { weeks[w].loadBySport["other", default: 0] += rest }
    }
    let envelope = PowerCurve(envelopeOf: activities.compactMap { $0.powerCurve == nil ? nil : $0.meanMaxPower })
    let curve = curveDurations.compactMap { d in envelope.peak(seconds: d).map { CurvePoint(seconds: d, watts: $0) } }
    let before = try history.activities(
      from: start.adding(days: -365), through: start.adding(days: -1), withPowerCurve: true)
    let previous = PowerCurve(envelopeOf: before.compactMap { $0.powerCurve == nil ? nil : $0.meanMaxPower })
    let previousCurve = curveDurations.compactMap { d in
      previous.peak(seconds: d).map { CurvePoint(seconds: d, watts: $0) }
    }
    let wellness = Dictionary(
      try history.wellness(from: nil, through: nil).map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
    let series: [(String, (DailyMetrics) -> Double?)] = [
      ("rMSSD (ms)", { wellness[$0.date]?.rmssd }), ("resting HR (bpm)", { wellness[$0.date]?.restingHeartRate }),
      ("sleep (h)", { wellness[$0.date]?.sleepHours }), ("recovery", { $0.recovery.map(Double.init) }),
      ("CTL", { $0.ctl }),
    ]
    let trends = series.compactMap { name, f -> WellnessTrend? in
      let values = days.map { f($0) ?? .nan }
      let present = values.filter { !$0.isNaN }
      guard let t = Trend.fit(values), !present.isEmpty else { return nil }
      return WellnessTrend(
        metric: name, days: t.count, mean: present.reduce(0, +) / Double(present.count), slopePerWeek: t.slope * 7,
        pValue: t.pValue)
    }
    var cp: Result<CriticalPowerFit, FitUnavailable>?
    if !envelope.watts.isEmpty {
      cp = Result { () throws(FitUnavailable) in try CriticalPowerFit.fitting(envelope, model: .workTime) }
    }
    var report = SeasonReport(
      athlete: athlete.name, from: start, to: end, activities: activities.count,
      totalLoad: days.map(\.load).reduce(0, +), totalDurationSeconds: days.compactMap(\.durationSeconds).reduce(0, +),
      days: days.map {
        Day(date: $0.date, load: $0.load, ctl: $0.ctl, atl: $0.atl, tsb: $0.tsb, recovery: $0.recovery)
      },
      weeks: weeks, powerCurve: curve, criticalPower: try? cp?.get(),
      wellnessTrends: trends)
    if case .failure(let reason) = cp { report.criticalPowerUnavailable = reason.reason }
    report.previousPowerCurve = previousCurve
    report.weightKg = try history.thresholds().settings(on: end, sex: athlete.sexValue).weight
    if let fit = report.criticalPower {
      report.criticalPowerEfforts = curve.filter { $0.seconds >= fit.fromSeconds && $0.seconds <= fit.toSeconds }
    }
    if calendar { report.calendar = try CalendarReport.build(history, month: end) }
    return report
  }
}
