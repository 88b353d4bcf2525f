import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// An athlete's history in a library: the reads the report builders make
/// (`AthleteHistory`), each one query.
public struct LibraryHistory: AthleteHistory {
  public let store: AthleteStore
  public let athlete: Athlete
  private var id: Int64 { athlete.id ?? 0 }

  /// `athlete` as read from `store` (it has an id).
  public init(_ store: AthleteStore, _ athlete: Athlete) {
    self.store = store
    self.athlete = athlete
  }

  public func activities(from: LocalDate?, through: LocalDate?, withPowerCurve: Bool) throws -> [StoredActivity] {
    try store.activities(
      athleteId: id, ActivityFilter(since: from, until: through, withPowerCurve: withPowerCurve))
  }

  public func streams(activityId: Int64) throws -> ActivityStreams? {
    try store.streams(activityId: activityId, athleteId: id)
  }

  public func days(from: LocalDate?, through: LocalDate?) throws -> [DailyMetrics] {
    try store.days(athleteId: id, from: from, through: through)
  }

  public func wellness(from: LocalDate?, through: LocalDate?) throws -> [WellnessReading] {
    try store.wellness(athleteId: id, from: from, through: through)
  }

  public func thresholds() throws -> [Threshold] { try store.thresholds(athleteId: id) }

  public func plannedSessions(from: LocalDate?, through: LocalDate?) throws -> [PlannedSession] {
    try store.plannedSessions(athleteId: id, from: from, through: through)
  }

  public func events(from: LocalDate?) throws -> [PlanEvent] { try store.events(athleteId: id, from: from) }

  public func workoutSummaries(from: LocalDate, through: LocalDate) throws -> [WorkoutSummary] {
    try store.workoutSummaries(athleteId: id, since: from, until: through)
  }

  public func activeDates(from: LocalDate, through: LocalDate) throws -> Set<LocalDate> {
    try store.activeDates(athleteId: id, from: from, through: through)
  }

  public func firstActivityDate() throws -> LocalDate? { try store.firstActivityDate(athleteId: id) }
  public func latestActivityDate() throws -> LocalDate? { try store.latestActivityDate(athleteId: id) }
  public func dayRange() throws -> ClosedRange<LocalDate>? { try store.dayRange(athleteId: id) }

  public func latestDay(through: LocalDate?) throws -> DailyMetrics? {
    try store.latestDay(athleteId: id, through: through)
  }

  public func lastDay(before date: LocalDate) throws -> DailyMetrics? {
    try store.lastDay(athleteId: id, before: date)
  }

  public func dailyLoad() throws -> DailyLoad? { try store.dailyLoad(athleteId: id) }

  public func dayStrains(from: LocalDate, through: LocalDate) throws -> [LocalDate: Double] {
    try store.dayStrains(athleteId: id, from: from, through: through)
  }

  public func otherSources() throws -> [Int64: [String]] { try store.otherSources(athleteId: id) }
}

extension AthleteStore {
  /// `athlete`'s history in this library, for the report builders.
  public func history(_ athlete: Athlete) -> LibraryHistory { LibraryHistory(self, athlete) }
}
