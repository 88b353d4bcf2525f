#if PostgreSQL
// Built with the PostgreSQL package trait (Package.swift).
import Foundation
import PostgresNIO

/// A PostgreSQL failure as the store reports it: the server's message and
/// SQLSTATE, or why the server could not be reached; never the SQL or its values.
struct PostgresError: Error, CustomStringConvertible, Sendable {
  var message: String
  /// The five-character SQLSTATE (`23505` unique violation…), `nil` when the server did not answer.
  var sqlState: String?

  /// Whether the server could not be reached or is failing (not a problem of one statement).
  var isServerFailure: Bool {
    guard let sqlState else { return true }
    // 08 connection, 53 resources (disk full, out of memory), 57 operator intervention
    // (shutdown), 58 system error, XX internal error (data corrupted).
    return ["08", "53", "57", "58", "XX"].contains(String(sqlState.prefix(2)))
  }

  /// Whether the server is away rather than refusing: it could not be reached, closed the
  /// connection, did not answer in time, or is shutting down, starting or out of connections.
  /// The same statement may succeed later (503 with `Retry-After`, exit 69).
  var isUnavailability: Bool {
    guard let sqlState else { return true }
    // 08 connection exceptions; 57P01-57P05 shutdown, crash, cannot connect now, idle timeouts;
    // 57014 a statement cancelled by statement_timeout; 53300 too many connections.
    return sqlState.hasPrefix("08") || sqlState.hasPrefix("57P") || ["57014", "53300"].contains(sqlState)
  }

  var description: String { message + (sqlState.map { " (SQLSTATE \($0))" } ?? "") }

  init(message: String, sqlState: String?) {
    self.message = message
    self.sqlState = sqlState
  }

  init(_ error: any Error) {
    if let e = error as? PostgresError {
      self = e
      return
    }
    guard let e = error as? PSQLError else {
      self.init(message: "\(error)", sqlState: nil)
      return
    }
    if let info = e.serverInfo {
      self.init(message: info[.message] ?? "the server refused the statement", sqlState: info[.sqlState])
      return
    }
    let cause = e.underlying.map { " (\($0))" } ?? ""
    switch e.code {
    case .connectionError: self.init(message: "cannot connect to the server\(cause)", sqlState: nil)
    case .serverClosedConnection, .uncleanShutdown:
      self.init(message: "the server closed the connection\(cause)", sqlState: nil)
    default: self.init(message: "\(e.code)\(cause)", sqlState: nil)
    }
  }
}
#endif
