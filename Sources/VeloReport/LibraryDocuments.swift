import Foundation
import VeloIO
import VeloPipeline
import VeloScore

/// The JSON documents a library answers with, shared by the CLI's `--json`
/// and `veloscore serve`, so both give the same bytes for the same library.

/// An athlete with the thresholds in effect, for `athlete list|show` and `GET /v1/athletes`.
public struct AthleteView: Codable, Sendable {
  public var id: Int64
  public var name: String
  public var sex: String?
  public var birthYear: Int?
  public var timeZone: String
  public var weeklyGoal: Int
  /// The language of the athlete's reports: `en` or `es-MX`; `nil` (absent in
  /// JSON) until one is set, the reports then following the reader.
  public var language: String?
  public var thresholds: [ThresholdView]
  public var activities: Int?
  public var firstDay: String?
  public var lastDay: String?

  public struct ThresholdView: Codable, Sendable {
    public var kind: String
    /// The sport the value holds for; absent for every sport.
    public var sport: String?
    public var value: Double
    public var from: String?

    public init(kind: String, sport: String?, value: Double, from: String?) {
      self.kind = kind
      self.sport = sport
      self.value = value
      self.from = from
    }
  }

  public init(_ a: Athlete, thresholds: [Threshold], activities: [StoredActivity]? = nil) {
    id = a.id ?? 0
    name = a.name
    sex = a.sex
    birthYear = a.birthYear
    timeZone = a.timeZone
    weeklyGoal = a.weeklyGoal
    language = a.storedLanguage?.rawValue
    self.thresholds = thresholds.map {
      ThresholdView(
        kind: $0.kind.printedName, sport: $0.sport.isEmpty ? nil : $0.sport, value: $0.value,
        from: $0.effectiveFrom == Threshold.always ? nil : $0.effectiveFrom.description)
    }
    self.activities = activities?.count
    firstDay = activities?.first?.localDate.description
    lastDay = activities?.last?.localDate.description
  }
}

/// One stored activity in a list (`activities --json`, `GET …/activities`).
public struct ActivityRow: Encodable, Sendable {
  public var id: Int64
  public var date: LocalDate
  public var start: Double?
  public var sport: String?
  public var durationSeconds: Double?
  public var distanceMeters: Double?
  public var load: Double?
  public var loadSource: String?
  public var calories: Double?
  public var caloriesSource: String?
  public var normalizedPower: Double?
  public var intensityFactor: Double?
  public var averageHeartRate: Double?
  public var hasStreams: Bool
  /// The athlete's IANA time zone, for `start`'s offset (not printed).
  public var timeZone: String?
  /// The activity's file format, and the other files the same ride was imported from.
  public var format: String?
  public var alsoFrom: [String]?
  /// The name and notes the athlete logged.
  public var name: String?
  public var notes: String?
  /// The session RPE logged, and Foster's session-RPE load (RPE × minutes, arbitrary units; not in the PMC).
  public var rpe: Double?
  public var sessionRPELoad: Double?

  enum CodingKeys: String, CodingKey {
    case id, date, start, startEpochSeconds, sport, durationSeconds, distanceMeters, load, loadSource, calories,
      caloriesSource
    case normalizedPower, intensityFactor, averageHeartRate, hasStreams, format, alsoFrom, name, notes, rpe,
      sessionRPELoad
  }

  /// Schema 2: `start` as ISO 8601 at the athlete's offset then, beside `startEpochSeconds`.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(date, forKey: .date)
    try c.encodeIfPresent(
      start.map { ISOInstant.string($0, timeZone: timeZone.flatMap(TimeZone.init(identifier:))) }, forKey: .start)
    try c.encodeIfPresent(ISOInstant.epochSeconds(start), forKey: .startEpochSeconds)
    try c.encodeIfPresent(sport, forKey: .sport)
    try c.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
    try c.encodeIfPresent(distanceMeters, forKey: .distanceMeters)
    try c.encodeIfPresent(load, forKey: .load)
    try c.encodeIfPresent(loadSource, forKey: .loadSource)
    try c.encodeIfPresent(calories, forKey: .calories)
    try c.encodeIfPresent(caloriesSource, forKey: .caloriesSource)
    try c.encodeIfPresent(normalizedPower, forKey: .normalizedPower)
    try c.encodeIfPresent(intensityFactor, forKey: .intensityFactor)
    try c.encodeIfPresent(averageHeartRate, forKey: .averageHeartRate)
    try c.encode(hasStreams, forKey: .hasStreams)
    try c.encodeIfPresent(format, forKey: .format)
    try c.encodeIfPresent(alsoFrom, forKey: .alsoFrom)
    try c.encodeIfPresent(name, forKey: .name)
    try c.encodeIfPresent(notes, forKey: .notes)
    try c.encodeIfPresent(rpe, forKey: .rpe)
    try c.encodeIfPresent(sessionRPELoad, forKey: .sessionRPELoad)
  }

  /// `activities` of `history`'s athlete as rows, with the other files each ride came from.
  public static func rows(_ activities: [StoredActivity], of history: any AthleteHistory) throws -> [ActivityRow] {
    let others = try history.otherSources()
    let zone = history.athlete.timeZone
    return activities.map { a in
      ActivityRow(
        id: a.id!, date: a.localDate, start: a.startTime, sport: a.sport, durationSeconds: a.durationSeconds,
        distanceMeters: a.distanceMeters, load: a.load, loadSource: a.loadSource, calories: a.calories,
        caloriesSource: a.caloriesSource, normalizedPower: a.normalizedPower,
        intensityFactor: a.intensityFactor, averageHeartRate: a.averageHeartRate, hasStreams: a.summary != nil,
        timeZone: zone,
        format: a.format, alsoFrom: others[a.id!], name: a.name, notes: a.notes,
        rpe: a.rpe, sessionRPELoad: a.sessionRPELoad)
    }
  }
}

extension ActivityReport {
  /// The hour of the day `a` started at, on the clock of the place it was recorded (the file's
  /// offset, else the athlete's zone); `nil` unless a device file (FIT, TCX, GPX) recorded it
  /// (a CSV's start may be its file name's date at an assumed noon), or when neither the file nor
  /// a zone that resolves gives the offset (no hour guessed in UTC).
  static func localHour(_ a: StoredActivity, athlete: Athlete) -> Int? {
    guard ["fit", "tcx", "gpx"].contains(a.format ?? ""), let start = a.startTime, start.isFinite else { return nil }
    guard let offset = a.utcOffset ?? (try? athlete.zone())?.offsetSeconds(unix: start) else { return nil }
    guard let seconds = Int(checked: (start + Double(offset)).rounded(.down)) else { return nil }
    return ((seconds % 86_400) + 86_400) % 86_400 / 3600
  }

  /// The same for an activity and its samples already read from the library.
  public static func stored(_ a: StoredActivity, athlete: Athlete, streams: ActivityStreams?) -> ActivityReport {
    let source = "\(athlete.name) #\(a.id ?? 0) \(a.localDate) \(a.sport ?? "")"
    guard let summary = a.activitySummary else {
      var s = ActivitySummary(streams: ActivityStreams(time: []), settings: AthleteSettings(), sport: a.sport)
      s.durationSeconds = a.durationSeconds.flatMap { Int(checked: $0) } ?? 0
      s.calories = a.calories
      s.caloriesSource = a.caloriesSource  // the list's own figure says so ("file"), never "(estimate)"
      s.load = a.load.map {
        TrainingLoad(value: $0, source: a.loadSource.flatMap(TrainingLoad.Source.init(rawValue:)) ?? .rpe)
      }
      s.distanceMeters = a.distanceMeters
      var report = ActivityReport(source: source + " (workout-list row: totals only)", summary: s, grid: nil)
      report.storedAs = .init(athlete: athlete.name, id: a.id ?? 0, date: a.localDate, name: a.name, totalsOnly: true)
      report.warnings = a.warningList
      return report
    }
    var report = ActivityReport(
      source: source, summary: summary, grid: summary.power == nil ? nil : streams?.powerOnOneHertzGrid())
    report.storedAs = .init(
      athlete: athlete.name, id: a.id ?? 0, date: a.localDate, name: a.name, localHour: localHour(a, athlete: athlete))
    // Summaries stored before the summary carried the distance: the row's.
    if report.distanceMeters == nil { report.distanceMeters = a.distanceMeters }
    // The row's calories when they are not the summary's estimate (the device's, or a file's
    // such as the Apple Health workout a route was merged with): what the lists show too.
    if a.calories != nil, a.caloriesSource != summary.caloriesSource {
      (report.calories, report.caloriesSource) = (a.calories, a.caloriesSource)
    }
    report.warnings = a.warningList
    report.device = a.deviceRecord?.session.flatMap { DeviceValues(sessions: [$0]) }
    return report
  }
}

extension FitnessReport {
  /// The athlete's PMC over the stored history (`pmc --json` without a file),
  /// carried on with no load through `through` (default: the athlete's today)
  /// when that is after the last stored day, so its last day is today's state;
  /// `nil` without any stored day.
  public static func library(
    _ history: any AthleteHistory, parameters: PMCParameters = PMCParameters(), textDays: Int = 42,
    through: LocalDate? = nil
  ) throws -> FitnessReport? {
    guard let stored = try history.dailyLoad() else { return nil }
    let load = stored.extended(through: try through ?? history.athlete.today())
    return FitnessReport(
      source: history.athlete.name, pmc: PerformanceManagement(load, parameters: parameters), textDays: textDays)
  }

  /// The same report with only the days in `[from, to]` listed (the model runs over the whole history).
  public func keeping(from: LocalDate?, to: LocalDate?) -> FitnessReport {
    var copy = self
    copy.days = days.filter { d in (from.map { d.date >= $0 } ?? true) && (to.map { d.date <= $0 } ?? true) }
    return copy
  }
}

extension WellnessReport {
  /// The athlete's stored readings with day strain from stored heart rate (`wellness --json` without a file),
  /// through `through` when given: a day's scores depend only on the days before it, so the
  /// document through a day ends with that day exactly as the whole document has it.
  public static func library(
    _ history: any AthleteHistory, sleepNeed: Double = 7.6, textDays: Int = 14, through: LocalDate? = nil
  ) throws -> WellnessReport {
    let readings = try history.wellness(from: nil, through: through)
    var strain: [LocalDate: Double] = [:]
    if let first = readings.first?.date, let last = readings.last?.date {
      strain = try history.dayStrains(from: first, through: last)
    }
    return WellnessReport(
      source: history.athlete.name, readings: readings, strain: strain, baselineNeed: sleepNeed, textDays: textDays)
  }
}

extension WeekReport {
  /// The week holding `date` (default: `today`) from the library, as of `today`
  /// (default: the athlete's), with the plan's compliance (the library's planned
  /// sessions, or `planned` when given). `nil` when the athlete has no activities and no date was given.
  public static func library(
    _ history: any AthleteHistory, date: LocalDate?, goal: Int? = nil,
    planned override: [PlanCompliance.Entry]? = nil, today: LocalDate? = nil
  ) throws -> WeekReport? {
    let athlete = history.athlete
    guard try date != nil || history.latestActivityDate() != nil else { return nil }
    let today = try today ?? athlete.today()
    let day = date ?? today
    let goal = goal ?? athlete.weeklyGoal
    let local = try recentWorkouts(history, week: day)
    let dates = InputLimits.weeklyGoal.contains(goal) ? try StreakDates.load(history, week: day, goal: goal) : []
    let progress = try WeeklyProgress(week: day, workouts: local, goal: goal, activeDates: dates)
    let planned =
      try override
      ?? history.plannedSessions(from: progress.monday, through: progress.monday.adding(days: 6))
      .map {
        PlanCompliance.Entry.planned(date: $0.date, load: $0.load, durationSeconds: $0.durationSeconds)
      }
    var report = WeekReport(
      source: athlete.name, timeZone: athlete.timeZone, progress: progress,
      plan: compliance(planned: planned, progress: progress, workouts: local), today: today)
    report.plannedWorkouts = try PlannedWorkoutGrade.week(history, monday: progress.monday)
    return report
  }
}

extension WellnessReport {
  /// The same report with only the last `count` days listed.
  public func keepingLast(_ count: Int) -> WellnessReport {
    var copy = self
    copy.days = Array(days.suffix(max(0, count)))
    return copy
  }
}
