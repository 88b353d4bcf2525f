import VeloScore

/// Decoded `Tests/Oracles/workout_oracle.json` (workout_oracle.py: the steps typed by hand, numpy/pandas).
public struct WorkoutOracle: Decodable, Sendable {
  public struct Settings: Decodable, Sendable {
    public var ftp: Double
    public var thresholdPaceSecondsPerKm: Double
    public var lthr: Double
    public var restingHeartRate: Double
    public var maxHeartRate: Double
  }
  public struct Case: Decodable, Sendable, CustomStringConvertible {
    public var name: String
    public var text: String
    public var durationSeconds: Double
    public var intensityFactor: Double
    public var load: Double
    public var description: String { name }
  }
  public var settings: Settings
  public var cases: [Case]
}

extension WorkoutOracle {
  /// The oracle's thresholds as settings.
  public var athlete: AthleteSettings {
    var a = AthleteSettings()
    (a.ftp, a.lthr, a.restingHeartRate, a.maxHeartRate) = (
      settings.ftp, settings.lthr, settings.restingHeartRate, settings.maxHeartRate
    )
    a.thresholdSpeed = 1000 / settings.thresholdPaceSecondsPerKm
    return a
  }
}
