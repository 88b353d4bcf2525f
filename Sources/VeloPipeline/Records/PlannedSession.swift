import VeloScore

/// A session planned for a day (table `plannedSession`): what the athlete means
/// to do, compared with what was done (`PlanCompliance`).
public struct PlannedSession: Codable, Sendable, Hashable {
  public var id: Int64?
  public var athleteId: Int64
  public var date: LocalDate
  /// Canonical sport name (`SportName`), when given.
  public var sport: String?
  /// Planned training load (TSS-like), when given.
  public var load: Double?
  public var durationSeconds: Double?
  public var description: String?
  /// The prescription, step by step (stored as its JSON form); its planned
  /// load and duration fill ``load`` and ``durationSeconds`` when those are not given.
  public var workout: StructuredWorkout?

  public init(
    athleteId: Int64, date: LocalDate, sport: String? = nil, load: Double? = nil, durationSeconds: Double? = nil,
    description: String? = nil,
    workout: StructuredWorkout? = nil
  ) {
    self.athleteId = athleteId
    self.date = date
    self.sport = sport
    self.load = load
    self.durationSeconds = durationSeconds
    self.description = description
    self.workout = workout
  }

}
