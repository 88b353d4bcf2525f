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
      guard create else { throw StoreError.noLibrary(directory.path) }
      do {
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw StoreError.unwritable(directory.path, reason: "\(error.localizedDescription)")
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
  func writeTransaction<T>(_ body: (Database) throws -> T) throws -> T {
    guard !isReadOnly else { throw StoreError.readOnly("\(directory.path) is read-only here") }
    return try pool.writeWithoutTransaction { db in
      var result: T?
      try db.inTransaction(.immediate) {
        result = try body(db)
        return .commit
      }
      return result!
    }
  }
}

/// A store problem, worded for people; athlete data never appears in it
/// beyond the names the user typed.
public enum StoreError: Error, CustomStringConvertible, Equatable {
  case noLibrary(String)
  case unwritable(String, reason: String)
  case database(String, message: String)
  case noAthletes
  case unknownAthlete(String, known: [String])
  case chooseAthlete(known: [String])
  case athleteExists(String)
  case unknownActivity(Int64)
  case invalid(String)
  /// The library cannot be written here; the message says why.
  case readOnly(String)
  /// The database file is damaged (SQLite: corrupt, not a database).
  case corrupt(String, message: String)
  /// The disk or quota is full.
  case full(String)

  /// Classifies a GRDB error on `path`.
  init(_ error: DatabaseError, path: String) {
    switch error.resultCode.primaryResultCode {
    case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_IOERR: self = .corrupt(path, message: error.message ?? "\(error.resultCode)")
    case .SQLITE_FULL: self = .full(path)
    case .SQLITE_READONLY: self = .readOnly("\(path) is read-only here")
    default: self = .database(path, message: error.message ?? "\(error.resultCode)")
    }
  }

  public var description: String {
    switch self {
    case .noLibrary(let path): return "no athlete library at \(path)"
    case .unwritable(let path, let reason): return "cannot create the library at \(path): \(reason)"
    case .database(let path, let message): return "\(path): \(message)"
    case .noAthletes: return "the library has no athletes yet"
    case .unknownAthlete(let name, let known): return "no athlete '\(name)' (athletes: \(known.joined(separator: ", ")))"
    case .chooseAthlete(let known): return "the library has \(known.count) athletes: name one with --athlete (\(known.joined(separator: ", ")))"
    case .athleteExists(let name): return "an athlete named '\(name)' already exists"
    case .unknownActivity(let id): return "no activity \(id) for this athlete"
    case .invalid(let message): return message
    case .readOnly(let message): return "the library cannot be written: \(message)"
    case .corrupt(let path, let message): return "\(path) is damaged: \(message)"
    case .full(let path): return "no space left to write \(path)"
    }
  }

  /// What to do about it.
  public var hint: String {
    switch self {
    case .noLibrary: return "create one with 'veloscore init' (or choose another with --library PATH or VELOSCORE_LIBRARY)"
    case .noAthletes: return "add one with 'veloscore athlete add NAME --ftp 250'"
    case .unknownAthlete, .chooseAthlete: return "'veloscore athlete list' shows the athletes"
    case .athleteExists: return "change it with 'veloscore athlete set NAME …'"
    case .unknownActivity: return "'veloscore activities' lists activity ids"
    case .readOnly: return "reading works; to change it, use a copy you can write (--library PATH)"
    case .corrupt: return "'veloscore check' shows what is damaged; restore library.sqlite.bak-* or re-ingest the sources"
    case .full: return "free some space and run the command again: nothing was half-written"
    default: return "see 'veloscore help'"
    }
  }
}
