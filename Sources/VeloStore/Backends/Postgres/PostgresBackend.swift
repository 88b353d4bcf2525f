#if PostgreSQL
// Built with the PostgreSQL package trait (Package.swift).
import Foundation
import PostgresNIO
import VeloPipeline

/// A library in a PostgreSQL database, which several `veloscore` processes
/// (servers behind a load balancer, batch jobs) share.
///
/// The store's semantics are SQLite's, kept on a server:
/// - **One writer at a time**: every write transaction first takes a
///   transaction-scoped advisory lock for the library, so writes from all
///   processes queue as they do on SQLite's write lock; a duplicate upload sent
///   to two servers at once is checked inside the lock and stored once, and an
///   athlete's stale days are recomputed by whichever write comes first.
/// - **Snapshot reads**: a read runs in one `REPEATABLE READ READ ONLY` transaction.
/// - **Erase**: rows are deleted by the same cascades; then the tables that held
///   them are vacuumed, so their pages no longer hold the rows (the server's WAL
///   archive and backups are the administrator's to expire).
struct PostgresBackend: StoreBackend {
  /// The URL as given (with its password: never shown; ``location`` is what messages show).
  let url: String
  let place: PostgresLocation
  let pool: PostgresConnectionPool
  /// The advisory lock that serialises writes to this library (database and schema).
  let writeLock: Int64
  var location: String { place.description }
  var isReadOnly: Bool { false }

  init(url: String, create: Bool) throws {
    self.url = url
    place = try PostgresLocation(url: url)
    pool = try PostgresConnectionPool(place)
    writeLock = Self.lockKey("veloscore:\(place.database):\(place.schema ?? "")")
    try PostgresSchema.migrate(self, create: create)
  }

  func read<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", lock: false, body)
  }

  /// One query outside `BEGIN`/`COMMIT` (one round trip instead of three), unless
  /// the task acts for one athlete, whose scope needs a transaction to hold it.
  func readStatement<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    guard RowOwner.athleteId == nil else { return try read(body) }
    return try classifying { try pool.withConnection { c in try body(c) } }
  }

  func write<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try transaction("BEGIN", lock: true, body)
  }

  /// Runs `body` in one transaction on a connection of its own, committed when
  /// it returns and rolled back when it throws; `lock` takes the library's write lock first.
  private func transaction<T>(_ begin: String, lock: Bool, _ body: (any SQLDatabase) throws -> T) throws -> T {
    try classifying { try pool.withConnection { c in try transaction(on: c, begin, lock: lock, body) } }
  }

  private func transaction<T>(
    on c: PostgresSQLConnection, _ begin: String, lock: Bool, _ body: (any SQLDatabase) throws -> T
  ) throws -> T {
    try c.execute(begin, [])
    do {
      if lock { _ = try c.fetch("SELECT pg_advisory_xact_lock(?)", [.integer(writeLock)]) }
      try scope(c)
      let result = try body(c)
      try c.execute("COMMIT", [])
      return result
    } catch {
      _ = try? c.execute("ROLLBACK", [])
      throw error
    }
  }

  /// `body`'s result; a PostgreSQL failure it throws becomes the store's error
  /// (``classify(_:)``), so every surface tells an outage, a full disk or a
  /// read-only server in words with its exit code and status, never as SQLSTATE.
  private func classifying<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as PostgresError { throw classify(error) ?? error }
  }

  /// Limits the transaction to ``RowOwner/athleteId``'s rows, when the task acts for one athlete.
  private func scope(_ c: PostgresSQLConnection) throws {
    guard let athlete = RowOwner.athleteId else { return }
    _ = try c.fetch("SELECT set_config('veloscore.athlete', ?, true)", [.text(String(athlete))])
  }

  /// Whether the database enforces ``RowOwner``: not for a role that bypasses
  /// row-level security (a superuser, or one created `BYPASSRLS`).
  func enforcesRowOwnership() throws -> Bool {
    try read { db in
      try db.scalar(
        Bool.self, sql: "SELECT NOT (rolsuper OR rolbypassrls) FROM pg_roles WHERE rolname = current_user") ?? false
    }
  }

  func appliedMigrations() throws -> [String] {
    try read { db in try PostgresSchema.applied(db) }
  }

  /// PostgreSQL checks its own pages and enforces the foreign keys on every
  /// write, so there is nothing like SQLite's `integrity_check` to run: this
  /// asks the server for the rows a key points away from, which can only be
  /// there if someone disabled the triggers.
  func integrityProblems(thorough: Bool) throws -> (integrity: [String], foreignKeys: [String]) {
    try read { db in
      var problems: [String] = []
      for (table, column, parent) in [
        ("activity", "athleteId", "athlete"), ("activity", "sourceFileId", "sourceFile"),
        ("sourceFile", "athleteId", "athlete"),
      ] {
        let n =
          try db.scalar(
            Int.self,
            sql:
              "SELECT COUNT(*) FROM \(table) t WHERE NOT EXISTS (SELECT 1 FROM \(parent) p WHERE p.id = t.\(column))")
          ?? 0
        if n > 0 { problems.append("\(table) \(n) rows → \(parent)") }
      }
      return ([], problems)
    }
  }

  /// Vacuums the tables an erase deletes from, so their dead rows are removed from the pages.
  func erasePendingCopies() throws {
    try classifying {
      try pool.withConnection { c in
        try c.executeScript(PostgresSchema.erasedTables.map { "VACUUM \($0)" }.joined(separator: "; "))
      }
    }
  }

  func isLibraryFailure(_ error: any Error) -> Bool {
    (error as? PostgresError)?.isServerFailure ?? false
  }

  func classify(_ error: any Error) -> StoreError? {
    switch error {
    case let e as StoreError: return e
    case let e as PostgresError:
      if e.sqlState == "53100" { return .full(location) }
      if e.sqlState?.hasPrefix("XX") == true { return .corrupt(location, message: e.description) }
      if e.sqlState == "25006" { return .readOnly("\(location) is a read-only server") }
      if e.isUnavailability { return .unavailable(location, message: e.description) }
      return .database(location, message: e.description)
    case is SQLDecodingError, is DecodingError:
      return .corrupt(location, message: "a stored row cannot be read (a value of the wrong kind or missing)")
    case let e as StreamCodecError:
      return .corrupt(location, message: "a stored sample stream cannot be decoded (\(e))")
    default: return nil
    }
  }

  /// A stable 64-bit key for `text` (FNV-1a), the same in every process.
  static func lockKey(_ text: String) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int64(bitPattern: hash)
  }
}
#endif
