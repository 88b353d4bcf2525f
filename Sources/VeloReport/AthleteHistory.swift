import VeloPipeline
import VeloScore

/// One athlete's stored history as the report builders read it: a library
/// (`VeloEngine.LibraryHistory`) or an app's own persistence. Every read is of
/// ``athlete``; dates are the athlete's local days, ranges inclusive, `nil` open.
///
/// Only the reads whose answers cannot be derived are required; the others
/// have defaults built from them, which a store answers faster with queries.
public protocol AthleteHistory {
  var athlete: Athlete { get }

  /// Activities in date order (then start), with their stored power curves;
  /// `withPowerCurve` keeps only those that have one.
  func activities(from: LocalDate?, through: LocalDate?, withPowerCurve: Bool) throws -> [StoredActivity]
  /// An activity's samples; `nil` for a workout-list row (totals only).
  func streams(activityId: Int64) throws -> ActivityStreams?
  /// The daily rows (`DailyMetrics`) in date order.
  func days(from: LocalDate?, through: LocalDate?) throws -> [DailyMetrics]
  func wellness(from: LocalDate?, through: LocalDate?) throws -> [WellnessReading]
  /// Every threshold with its effective date.
  func thresholds() throws -> [Threshold]
  /// Planned sessions in date order.
  func plannedSessions(from: LocalDate?, through: LocalDate?) throws -> [PlannedSession]
  /// Events on or after `from`, in date order.
  func events(from: LocalDate?) throws -> [PlanEvent]

  /// The activities as the weekly models take them.
  func workoutSummaries(from: LocalDate, through: LocalDate) throws -> [WorkoutSummary]
  /// The days with at least one activity.
  func activeDates(from: LocalDate, through: LocalDate) throws -> Set<LocalDate>
  func firstActivityDate() throws -> LocalDate?
  func latestActivityDate() throws -> LocalDate?
  /// The first and last daily rows' dates.
  func dayRange() throws -> ClosedRange<LocalDate>?
  /// The last daily row on or before `through`.
  func latestDay(through: LocalDate?) throws -> DailyMetrics?
  /// The last daily row before `date`.
  func lastDay(before date: LocalDate) throws -> DailyMetrics?
  /// The daily load from the first daily row to the last (0 on days without one).
  func dailyLoad() throws -> DailyLoad?
  /// Each day's strain, where one was computed.
  func dayStrains(from: LocalDate, through: LocalDate) throws -> [LocalDate: Double]
  /// For an activity that was a ride also stored from other files (one ride
  /// recorded by two devices), those files' paths, by activity id.
  func otherSources() throws -> [Int64: [String]]
}

extension AthleteHistory {
  public func workoutSummaries(from: LocalDate, through: LocalDate) throws -> [WorkoutSummary] {
    try activities(from: from, through: through, withPowerCurve: false).map(\.workoutSummary)
  }

  public func activeDates(from: LocalDate, through: LocalDate) throws -> Set<LocalDate> {
    Set(try activities(from: from, through: through, withPowerCurve: false).map(\.localDate))
  }

  public func firstActivityDate() throws -> LocalDate? {
    try activities(from: nil, through: nil, withPowerCurve: false).first?.localDate
  }

  public func latestActivityDate() throws -> LocalDate? {
    try activities(from: nil, through: nil, withPowerCurve: false).last?.localDate
  }

  public func dayRange() throws -> ClosedRange<LocalDate>? {
    let days = try days(from: nil, through: nil)
    guard let first = days.first, let last = days.last else { return nil }
    return first.date...last.date
  }

  public func latestDay(through: LocalDate?) throws -> DailyMetrics? { try days(from: nil, through: through).last }

  public func lastDay(before date: LocalDate) throws -> DailyMetrics? {
    try days(from: nil, through: date.adding(days: -1)).last
  }

  public func dailyLoad() throws -> DailyLoad? {
    let days = try days(from: nil, through: nil)
    guard let first = days.first?.date, let last = days.last?.date else { return nil }
    var load = [Double](repeating: 0, count: last.dayNumber - first.dayNumber + 1)
    for d in days { load[d.date.dayNumber - first.dayNumber] = d.load }
    return DailyLoad(start: first, load: load)
  }

  public func dayStrains(from: LocalDate, through: LocalDate) throws -> [LocalDate: Double] {
    Dictionary(
      try days(from: from, through: through).compactMap { d in d.dayStrain.map { (d.date, $0) } },
      uniquingKeysWith: { a, _ in a })
  }

  public func otherSources() throws -> [Int64: [String]] { [:] }
}
