import VeloScore

/// What a list of activities says of one file (a Strava export's title, description and perceived
/// exertion): the activity's name, notes and RPE, in place of what the file itself says.
public struct FileDetails: Sendable, Equatable {
  public var name: String?
  public var notes: String?
  /// Session RPE 0–10 (CR-10): Foster's load beside the activity's, and its load when nothing else scores.
  public var rpe: Double?

  public init(name: String? = nil, notes: String? = nil, rpe: Double? = nil) {
    self.name = name
    self.notes = notes
    self.rpe = rpe
  }
}
