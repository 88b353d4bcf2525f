import VeloScore

/// What happened to one input file.
public struct IngestResult: Sendable, Equatable {
  public enum Status: Sendable, Equatable {
    /// New content: activities and wellness days stored; rest-day rows of a workout list skipped.
    /// `withoutLoad`: activities stored with no training load (nothing to score
    /// it from: no power with FTP, no heart rate, no pace with a threshold, no RPE
    /// or load column); they count 0 in the PMC, so the summary says how many.
    /// `sameRide`: activities that were a ride already stored from another
    /// file format (one ride once: recorded as its source, not added again).
    case added(activities: Int, wellnessDays: Int, skippedRows: Int, withoutLoad: Int, sameRide: Int = 0)
    /// The same bytes were ingested before for this athlete (from `path`).
    case duplicate(of: String)
    /// Not stored; the reason names the file and the line or byte.
    case failed(String)
  }

  public var path: String
  public var status: Status
  /// SHA-256 of the file's bytes, when they could be read.
  public var sha256: String?
  /// What reading the file tolerated: readings dropped at the door
  /// (`ImplausibleReadings`), a FIT file's problems passed over with `lenient`.
  public var warnings: [String] = []
  /// Activities whose load rests on estimated thresholds (tagged in their summary).
  public var estimatedLoads = 0
  /// Activities scored with a threshold their file stores (``ActivityScoring/loadThresholds``).
  public var fileThresholds = 0
  /// The athlete options that would replace the estimated thresholds (`--lthr N`, …).
  public var estimatedOptions: Set<String> = []
  /// A failed FIT file that `--lenient` would read (`FITError.lenientReadsOn`): cut short or damaged past its header.
  public var lenientWouldRead = false
  /// Those options in the order a hint suggests them.
  public static let estimatedOptionOrder = ["--ftp W", "--max-hr N", "--rest-hr N", "--lthr N", "--birth-year YYYY"]

  public init(path: String, status: Status, sha256: String? = nil, warnings: [String] = [], estimatedLoads: Int = 0) {
    self.path = path
    self.status = status
    self.sha256 = sha256
    self.warnings = warnings
    self.estimatedLoads = estimatedLoads
  }
}
