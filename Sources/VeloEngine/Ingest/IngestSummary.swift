/// What one ingest did for one athlete: counts and a line per file (the
/// `ingest --json` document).
public struct IngestSummary: Codable, Sendable {
  public var athlete: String
  public var added = 0, duplicates = 0, failed = 0, activities = 0, wellnessDays = 0
  /// Activities stored without a training load (they count 0 in the PMC).
  public var withoutLoad = 0
  /// Activities whose load rests on estimated thresholds (max HR from age or
  /// LTHR, resting HR assumed…): set the athlete's own to replace them.
  public var estimatedLoads = 0
  /// Activities scored with a threshold their file stores (a watch's FTP,
  /// LTHR…), not the athlete's: set the athlete's own to replace them.
  public var fileThresholds = 0
  /// The athlete options that would replace the estimates behind ``estimatedLoads``, in the order they
  /// are suggested (`--max-hr N`, `--rest-hr N`, `--lthr N`, `--birth-year YYYY`); not in JSON.
  public var estimatedOptions: [String] = []
  /// Activities that were a ride already stored from another file format.
  public var sameRide = 0
  /// Failed FIT files that `--lenient` would read (cut short or damaged past their header); not in JSON.
  public var lenientWouldRead = 0
  /// Plan rows added from a dataset folder's events.csv and plan.csv.
  public var events = 0, plannedSessions = 0
  public var files: [FileResult] = []

  /// Schema 2: the count of events is `plannedEvents` (`events` is a list elsewhere).
  enum CodingKeys: String, CodingKey {
    case athlete, added, duplicates, failed, activities, wellnessDays, withoutLoad, estimatedLoads, fileThresholds,
      sameRide, plannedSessions, files
    case events = "plannedEvents"
  }

  public init(athlete: String) { self.athlete = athlete }

  /// One file's outcome: `added`, `duplicate` or `failed`, with why.
  public struct FileResult: Codable, Sendable {
    public var path: String
    public var status: String
    public var activities: Int?
    public var wellnessDays: Int?
    public var detail: String?
    /// Readings dropped at the door and the like (also in `detail`), for stderr.
    public var warnings: [String] = []
    private enum CodingKeys: String, CodingKey { case path, status, activities, wellnessDays, detail }

    public init(
      path: String, status: String, activities: Int? = nil, wellnessDays: Int? = nil, detail: String? = nil,
      warnings: [String] = []
    ) {
      self.path = path
      self.status = status
      self.activities = activities
      self.wellnessDays = wellnessDays
      self.detail = detail
      self.warnings = warnings
    }
  }
}

/// Where an ingest reports how far it is (a progress bar, a log): files and
/// bytes to do, then done.
public protocol IngestProgress: Sendable {
  func add(total: Int, bytes: Int64)
  func advance(_ count: Int, bytes: Int64)
}
