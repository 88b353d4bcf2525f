import VeloScore

/// What a list of activities says of one file (a Strava export's title, description and perceived
/// exertion; a library export's `activity-details.csv`): the activity's name, notes, RPE and the
/// device's calories, in place of what the file itself says.
public struct FileDetails: Sendable, Equatable {
  public var name: String?
  public var notes: String?
  /// Session RPE 0–10 (CR-10): Foster's load beside the activity's, and its load when nothing else scores.
  public var rpe: Double?
  /// The calories the device gave (kcal), which a sample file rendered to CSV cannot carry.
  public var calories: Double?
  /// The thresholds the original file stored (a FIT file's), which a CSV cannot carry either.
  public var fileSettings: AthleteSettings?

  public init(name: String? = nil, notes: String? = nil, rpe: Double? = nil, calories: Double? = nil) {
    self.name = name
    self.notes = notes
    self.rpe = rpe
    self.calories = calories
  }
}
