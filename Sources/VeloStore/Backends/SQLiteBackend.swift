import Foundation
import GRDB

/// The embedded default: one SQLite file, `library.sqlite`, in a folder, in
/// WAL mode so readers never block the writer; writers in several processes
/// queue on a busy timeout.
struct SQLiteBackend: StoreBackend {
  static let fileName = "library.sqlite"
  /// How long a writer waits for another process's write to finish.
  static let busyTimeout: TimeInterval = 30

  let directory: URL
  let pool: any DatabaseWriter
  let isReadOnly: Bool
  var location: String { directory.path }
  var file: URL { directory.appendingPathComponent(Self.fileName) }

  /// Opens (with `create`, makes) the library in `directory` and migrates it.
  /// A library this process cannot write opens read-only (no migration; one
  /// that needs migrating throws ``StoreError/readOnly(_:)``).
  init(directory: URL, create: Bool) throws {
    self.directory = directory
    let file = directory.appendingPathComponent(Self.fileName)
    let fm = FileManager.default
    let exists = fm.fileExists(atPath: file.path)
    isReadOnly =
      exists && !create && !(fm.isWritableFile(atPath: file.path) && fm.isWritableFile(atPath: directory.path))
    if isReadOnly {
      pool = try Self.openReadOnly(file)
      return
    }
    if !exists {
      // A folder we may not enter (another user's private library) is not a missing one.
      if fm.fileExists(atPath: directory.path), access(directory.path, R_OK | X_OK) != 0 {
        throw StoreError.unreadable(directory.path)
      }
      guard create else { throw StoreError.noLibrary(directory.path) }
      do {
        // Health data: the folder (when we make it) 0700 and the database 0600; SQLite
        // gives its -wal and -shm files the database's mode.
        if !fm.fileExists(atPath: directory.path) {
          try fm.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        guard fm.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
          throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
        }
      } catch {
        throw StoreError.classify(error, path: file.path)
          ?? StoreError.unwritable(directory.path, reason: "\(error.localizedDescription)")
      }
    }
    var config = Configuration()
    config.busyMode = .timeout(Self.busyTimeout)
    config.foreignKeysEnabled = true
    config.prepareDatabase { db in
      // WAL commits need no fsync per transaction at NORMAL; a power loss may
      // drop the last commits but never corrupts the database.
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }
    do {
      let pool = try DatabasePool(path: file.path, configuration: config)
      try pool.read { db in try StoreSchema.checkMigrationRecords(db, path: file.path) }
      if try pool.read({ db in try !StoreSchema.migrator.hasCompletedMigrations(db) }) {
        try Self.backUpBeforeMigrating(pool, file: file)
      }
      try StoreSchema.migrator.migrate(pool)
      self.pool = pool
    } catch let error as DatabaseError {
      throw StoreError(error, path: file.path)
    }
  }

  /// A read-only connection. WAL needs its `-shm` file; in a folder we cannot
  /// write, SQLite reads the database as immutable instead.
  static func openReadOnly(_ file: URL) throws -> any DatabaseWriter {
    var config = Configuration()
    config.readonly = true
    config.busyMode = .timeout(busyTimeout)
    var queue: DatabaseQueue
    do {
      queue = try DatabaseQueue(path: file.path, configuration: config)
      _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
    } catch {
      do {
        queue = try DatabaseQueue(path: "file:\(file.path)?immutable=1", configuration: config)
      } catch let error as DatabaseError { throw StoreError(error, path: file.path) }
    }
    do {
      guard try queue.read({ db in try StoreSchema.migrator.hasCompletedMigrations(db) }) else {
        throw StoreError.readOnly(
          "\(file.path) needs upgrading to this version's schema; open it once where it can be written")
      }
    } catch let error as DatabaseError { throw StoreError(error, path: file.path) }
    return queue
  }

  /// Copies the library with SQLite's online backup to `library.sqlite.bak-<schema>`
  /// before a migration changes it (kept until the next migration).
  static func backUpBeforeMigrating(_ pool: DatabasePool, file: URL) throws {
    let applied = try pool.read { db in try StoreSchema.migrator.appliedMigrations(db) }
    guard let last = applied.last else { return }  // a new library: nothing to keep
    let backup = file.deletingLastPathComponent().appendingPathComponent("\(fileName).bak-\(last)")
    try? FileManager.default.removeItem(at: backup)
    _ = FileManager.default.createFile(atPath: backup.path, contents: nil, attributes: [.posixPermissions: 0o600])
    let copy = try DatabaseQueue(path: backup.path)
    try pool.backup(to: copy)
    try copy.close()
  }

  func read<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try pool.read { db in try body(SQLiteConnection(db)) }
  }

  /// One IMMEDIATE transaction: it takes the write lock at once, so two
  /// processes never deadlock upgrading a read to a write.
  func write<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try pool.writeWithoutTransaction { db in
      var result: T?
      try db.inTransaction(.immediate) {
        result = try body(SQLiteConnection(db))
        return .commit
      }
      return result!
    }
  }

  func appliedMigrations() throws -> [String] {
    try pool.read { db in try StoreSchema.migrator.appliedMigrations(db) }
  }

  /// `PRAGMA integrity_check` (`quick_check` when not `thorough`, which skips
  /// index content) and `foreign_key_check`.
  func integrityProblems(thorough: Bool) throws -> (integrity: [String], foreignKeys: [String]) {
    try pool.read { db in
      let integrity = try String.fetchAll(db, sql: thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check").filter {
        $0 != "ok"
      }
      let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
        "\((try? row.decode(String?.self, atIndex: 0)) ?? "?") row \((try? row.decode(Int64?.self, atIndex: 1)) ?? -1) → \((try? row.decode(String?.self, atIndex: 2)) ?? "?")"
      }
      return (integrity, keys)
    }
  }

  /// Moves every committed page out of the WAL file into the database (whose
  /// freed pages `secure_delete` has zeroed) and truncates the WAL.
  func erasePendingCopies() throws {
    guard let pool = pool as? DatabasePool else { return }
    _ = try pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
  }

  func isLibraryFailure(_ error: any Error) -> Bool {
    guard let error = error as? DatabaseError else { return false }
    return [
      .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FULL, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_CANTOPEN, .SQLITE_PERM,
    ]
    .contains(error.resultCode.primaryResultCode)
  }

  func classify(_ error: any Error) -> StoreError? {
    StoreError.classify(error, path: file.path)
  }
}

extension AthleteStore {
  /// The SQLite connections of a folder library (`nil` on PostgreSQL): for tests
  /// that look at the file the way another tool would.
  var sqlitePool: (any DatabaseWriter)? { (backend as? SQLiteBackend)?.pool }
}
