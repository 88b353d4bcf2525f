import Foundation
import GRDB
import VeloScore

/// An athlete library: a directory holding one SQLite database (`library.sqlite`)
/// in WAL mode, so readers never block the writer and several processes can
/// ingest at once (writers queue on a busy timeout).
///
/// Every query and write is scoped by athlete id, with bound arguments only.
public final class AthleteStore: Sendable {
  public static let fileName = "library.sqlite"
  /// How long a writer waits for another process's write to finish.
  public static let busyTimeout: TimeInterval = 30

  public let directory: URL
  let pool: any DatabaseWriter
  /// Opened read-only because the library cannot be written here (a read-only
  /// mount, another user's files): reads work, writes throw ``StoreError/readOnly(_:)``.
  public let isReadOnly: Bool

  /// The default library: `$VELOSCORE_LIBRARY`, else `$HOME/.veloscore`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let path = environment["VELOSCORE_LIBRARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
    if let home = environment["HOME"], !home.isEmpty { return URL(fileURLWithPath: home).appendingPathComponent(".veloscore") }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".veloscore")
  }

  /// Opens the library in `directory`, migrating it to the current schema.
  /// A library this process cannot write opens read-only (no migration; one
  /// that needs migrating throws ``StoreError/readOnly(_:)``).
  /// - Parameter create: make the directory and database when missing;
  ///   otherwise a missing library throws ``StoreError/noLibrary(_:)``.
  public init(directory: URL, create: Bool = false) throws {
    self.directory = directory
    let file = directory.appendingPathComponent(Self.fileName)
    let fm = FileManager.default
    let exists = fm.fileExists(atPath: file.path)
    isReadOnly = exists && !create && !(fm.isWritableFile(atPath: file.path) && fm.isWritableFile(atPath: directory.path))
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
          try fm.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        guard fm.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
          throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
        }
      } catch {
        throw StoreError.classify(error, path: file.path) ?? StoreError.unwritable(directory.path, reason: "\(error.localizedDescription)")
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
        throw StoreError.readOnly("\(file.path) needs upgrading to this version's schema; open it once where it can be written")
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
    FileManager.default.createFile(atPath: backup.path, contents: nil, attributes: [.posixPermissions: 0o600])
    let copy = try DatabaseQueue(path: backup.path)
    try pool.backup(to: copy)
    try copy.close()
  }

  /// Identifiers of the migrations applied, oldest first.
  public func appliedMigrations() throws -> [String] {
    try pool.read { db in try StoreSchema.migrator.appliedMigrations(db) }
  }

  /// Runs `body` in one IMMEDIATE transaction (taking the write lock at once, so
  /// two processes never deadlock upgrading a read to a write).
  /// Refused while ``check(thorough:)`` last found the library damaged
  /// (``damageMarker``): a write must not build on a damaged file.
  func writeTransaction<T>(_ body: (Database) throws -> T) throws -> T {
    try refuseWritesIfUnwritable()
    return try pool.writeWithoutTransaction { db in
      var result: T?
      try db.inTransaction(.immediate) {
        result = try body(db)
        return .commit
      }
      return result!
    }
  }

  /// Throws when no write can succeed: a read-only library, or one `check`
  /// found damaged. Ingest asks first, so a damaged library is the answer
  /// before any file is read.
  func refuseWritesIfUnwritable() throws {
    guard !isReadOnly else { throw StoreError.readOnly("\(directory.path) is read-only here") }
    if FileManager.default.fileExists(atPath: damageMarker.path) {
      throw StoreError.corrupt(
        directory.appendingPathComponent(Self.fileName).path, message: "'veloscore check' found damage, so writes are refused until a check passes")
    }
  }
}
