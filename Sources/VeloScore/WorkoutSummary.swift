/// One workout as a training log lists it (no samples).
public struct WorkoutSummary: Sendable, Equatable, Codable {
  /// The athlete's local calendar date of the workout.
  public var localDate: LocalDate
  /// Unix seconds of the start, when the log has a time.
  public var start: Double?
  /// Local time minus UTC at the start, seconds, when the source said it (a
  /// written offset, a wall-clock time placed in the athlete's zone, a FIT
  /// `local_timestamp`): `localDate` is then the date lived there and stays put
  /// when the athlete's zone changes. `nil`: the date follows the athlete's zone.
  public var utcOffsetSeconds: Int?
  public var sport: String?
  /// How ``sport`` was written, when the words say more than it does (a sport
  /// outside the nine, a word we do not know): kept as the activity's label.
  public var sportReading: SportName.Reading?
  /// Seconds.
  public var durationSeconds: Double?
  /// Metres.
  public var distanceMeters: Double?
  /// Kilocalories.
  public var calories: Double?
  /// Training load (TSS or the log's equivalent).
  public var load: Double?
  /// Session RPE, 0–10 (Foster's CR-10), when the log has one.
  public var rpe: Double?
  /// The workout's name and the athlete's notes, as logged.
  public var name: String?
  public var notes: String?

  public init(localDate: LocalDate) { self.localDate = localDate }

  /// Sets ``sport`` from the words as written (``SportName/read(_:)``).
  public mutating func setSport(written text: String?) {
    let reading = SportName.read(text)
    sport = reading?.sport
    sportReading = reading?.word == nil ? nil : reading
  }
}
