import VeloStore

/// A failure of the library itself, as a surface tells it to someone who did
/// not cause it (an app's user, an API client): its kind (exit code, HTTP
/// status), a short title, what to do, and whether the operator must hear of it.
public struct StorageFailure: Sendable, Equatable {
  public var kind: FailureKind
  public var title: String
  public var detail: String?
  /// Whether the operator's log should carry it (a damaged library, a failing disk, a bug).
  public var isOperatorProblem: Bool
  /// The failure as the store worded it, for that log.
  public var logged: String

  /// The storage failure `error` is, however it surfaced (SQLite's result
  /// codes, a stored row that cannot be decoded, a full disk); `nil` for any
  /// other error.
  public init?(_ error: any Error) {
    guard let store = StoreError.classify(error, path: "the library") else { return nil }
    kind = FailureKind.of(store)
    logged = "\(store)"
    isOperatorProblem = false
    switch store {
    case .unknownAthlete, .noAthletes, .chooseAthlete: title = "not found"
    case .unknownActivity: title = "no such activity"
    case .invalid(let message): (title, detail) = ("invalid", message)
    case .readOnly, .unwritable: title = "the library cannot be written"
    case .full: (title, detail) = ("insufficient storage", "the server's disk is full; nothing was written")
    case .corrupt:
      (title, detail) = ("the library is damaged", "the operator must run 'veloscore check'; nothing was written")
      isOperatorProblem = true
    case .io:
      (title, detail) = ("the library's disk failed", "try again later; nothing was written")
      isOperatorProblem = true
    case .unavailable:
      (title, detail) = (
        "the library is unavailable",
        "the database server is not answering; nothing was written; retry after the seconds in Retry-After"
      )
      isOperatorProblem = true
    default:
      title = "library error"
      isOperatorProblem = true
    }
  }
}
