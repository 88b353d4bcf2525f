import VeloIO
import VeloScore

/// How an ingest or a batch reads and scores files.
public struct IngestOptions: Sendable {
  /// Sport for activity files that do not name one.
  public var sport: String?
  /// Accept FIT files with bad CRCs (warned, not failed).
  public var lenient = false
  /// Parallel parse-and-score workers (writes stay serial, in input order).
  public var jobs = 1
  /// For files found in a folder the user named (a dataset, a Strava export,
  /// a folder of rides), that folder by file path: a file that leads outside
  /// it (a symbolic link, `../`) is refused (`ContainedPath`). Files named
  /// one by one are not in it.
  public var folders: [String: String] = [:]
  /// Thresholds an original file stored, by path, for files that cannot carry
  /// them (an archive's samples rendered as CSV): the last layer of their
  /// settings, as a FIT file's own would be.
  public var fileSettings: [String: AthleteSettings] = [:]
  /// Whether to prepare what only a library keeps: the exact power curve, the
  /// summary document, the compressed samples and the file's SHA-256. `batch`
  /// writes none of them (the curve was 48 % of its time, the hash 23 %).
  public var forTheLibrary = true
  /// The order of dates written with numbers (`16/11/2026`) in a list none of
  /// whose dates proves it (a day above 12): `--date-format`.
  public var dateOrder: DateOrder?
  /// How people know a file that is not where they put it, by its path on disk:
  /// a file unpacked from a zip is `export.zip/activities/1.fit` in messages and in the library.
  public var sourceNames: [String: String] = [:]
  /// What a list beside a file says of it (a Strava export's `activities.csv` row), by path on disk.
  public var fileDetails: [String: FileDetails] = [:]
  public init() {}
}

extension FileDetails {
  /// Sets the name, notes and device calories of `activity` (a text outside `InputLimits`' is said
  /// in its warnings).
  func apply(to activity: inout StoredActivity) {
    if let calories, InputLimits.calories.contains(calories) {
      (activity.calories, activity.caloriesSource) = (calories, ActivityScoring.deviceCaloriesSource)
    }
    for (field, value) in [(InputLimits.ActivityTextField.name, name), (.notes, notes)] {
      guard let value, !value.isEmpty else { continue }
      if let problem = InputLimits.activityTextProblem(field, value) {
        activity.warningList.append("the list's \(field.rawValue) not kept: \(problem)")
      } else if field == .name {
        activity.name = value
      } else {
        activity.notes = value
      }
    }
  }
}
