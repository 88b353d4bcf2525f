/// What the athlete's profile says, as far as activity scoring needs it.
/// Every field is optional: a metric whose inputs are missing is left out.
public struct AthleteSettings: Sendable, Equatable, Codable {
  /// W
  public var ftp: Double?
  /// W and J
  public var criticalPower: Double?
  public var wPrime: Double?
  /// bpm
  public var lthr: Double?
  public var maxHeartRate: Double?
  public var restingHeartRate: Double?
  public var sex: Sex?
  /// Threshold running speed, m/s.
  public var thresholdSpeed: Double?
  /// Threshold swim pace, seconds per 100 m.
  public var thresholdSwimPace: Double?
  /// kg
  public var weight: Double?
  /// Years on the activity's day (for estimates when max HR is unknown).
  public var age: Int?

  public init() {}
}
