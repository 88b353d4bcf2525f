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
  let pool: DatabasePool

  /// The default library: `$VELOSCORE_LIBRARY`, else `~/.veloscore`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let path = environment["VELOSCORE_LIBRARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
    return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".veloscore")
  }

  /// Opens the library in `directory`, migrating it to the current schema.
  /// - Parameter create: make the directory and database when missing;
  ///   otherwise a missing library throws ``StoreError/noLibrary(_:)``.
  public init(directory: URL, create: Bool = false) throws {
    self.directory = directory
    let file = directory.appendingPathComponent(Self.fileName)
    let fm = FileManager.default
    if !fm.fileExists(atPath: file.path) {
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
      pool = try DatabasePool(path: file.path, configuration: config)
      try StoreSchema.migrator.migrate(pool)
    } catch let error as DatabaseError {
      throw StoreError.database(file.path, message: error.message ?? "\(error.resultCode)")
    }
  }

  /// Identifiers of the migrations applied, oldest first.
  public func appliedMigrations() throws -> [String] {
    try pool.read { db in try StoreSchema.migrator.appliedMigrations(db) }
  }

  /// Runs `body` in one IMMEDIATE transaction (taking the write lock at once, so
  /// two processes never deadlock upgrading a read to a write).
  func writeTransaction<T>(_ body: (Database) throws -> T) throws -> T {
    try pool.writeWithoutTransaction { db in
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
    default: return "see 'veloscore help'"
    }
  }
}
