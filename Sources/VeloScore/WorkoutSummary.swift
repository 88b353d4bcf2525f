/// One workout as a training log lists it (no samples).
public struct WorkoutSummary: Sendable, Equatable, Codable {
  /// The athlete's local calendar date of the workout.
  public var localDate: LocalDate
  /// Unix seconds of the start, when the log has a time.
  public var start: Double?
  public var sport: String?
  /// Seconds.
  public var durationSeconds: Double?
  /// Metres.
  public var distanceMeters: Double?
  /// Kilocalories.
  public var calories: Double?
  /// Training load (TSS or the log's equivalent).
  public var load: Double?

  public init(localDate: LocalDate) { self.localDate = localDate }
}
