import Foundation
import VeloScore

/// An athlete library: by default a folder holding one SQLite database
/// (`SQLiteBackend`); or a PostgreSQL database (`PostgresBackend`) that
/// several servers share. The store's queries do not know which.
///
/// Every query and write is scoped by athlete id, with bound arguments only.
public final class AthleteStore: Sendable {
  public static let fileName = SQLiteBackend.fileName
  /// How long a writer waits for another process's write to finish.
  public static let busyTimeout = SQLiteBackend.busyTimeout

  let backend: any StoreBackend

  /// Opened read-only because the library cannot be written here (a read-only
  /// mount, another user's files): reads work, writes throw ``StoreError/readOnly(_:)``.
  public var isReadOnly: Bool { backend.isReadOnly }

  /// Where the library is, for messages: its folder, or the PostgreSQL URL without a password.
  public var location: String { backend.location }

  /// The library's folder (`nil` for a PostgreSQL library).
  public var directory: URL? { (backend as? SQLiteBackend)?.directory }

  /// The default library: `$VELOSCORE_LIBRARY`, else `$HOME/.veloscore`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let path = environment["VELOSCORE_LIBRARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home).appendingPathComponent(".veloscore")
    }
    // NSHomeDirectory, not FileManager.homeDirectoryForCurrentUser, which Apple ships on macOS only:
    // on iOS it is the app's sandbox.
    return URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".veloscore")
  }

  /// Opens the library in `directory`, migrating it to the current schema.
  /// A library this process cannot write opens read-only (no migration; one
  /// that needs migrating throws ``StoreError/readOnly(_:)``).
  /// - Parameter directory: the library's folder.
  /// - Parameter create: make the directory and database when missing;
  ///   otherwise a missing library throws ``StoreError/noLibrary(_:)``.
  public init(directory: URL, create: Bool = false) throws {
    backend = try SQLiteBackend(directory: directory, create: create)
  }

  /// Opens the library in the PostgreSQL database at `url`
  /// (`postgresql://user[:password]@host[:port]/database`, or with `?host=/socket/folder`),
  /// creating or migrating its tables (`PostgresSchema`).
  /// - Parameter url: the database's URL (``PostgresLocation``).
  /// - Parameter create: create the tables when the database has none;
  ///   otherwise an empty database throws ``StoreError/noLibrary(_:)``.
  /// - Throws: ``StoreError/invalid(_:)`` in a build without the `PostgreSQL`
  ///   package trait, naming how to get one.
  public init(postgresURL url: String, create: Bool = false) throws {
    #if PostgreSQL
    backend = try PostgresBackend(url: url, create: create)
    #else
    throw StoreError.invalid(
      "\(PostgresLocation.redacted(url)): this veloscore was built without PostgreSQL; build it with "
        + "`swift build --traits PostgreSQL` (or `make release`), or use a library folder")
    #endif
  }

  /// Whether this build can open a PostgreSQL library (the `PostgreSQL` package trait).
  public static var supportsPostgreSQL: Bool {
    #if PostgreSQL
    true
    #else
    false
    #endif
  }

  /// Whether the database itself keeps a task acting for one athlete
  /// (``RowOwner``) to that athlete's rows: PostgreSQL with a role that does
  /// not bypass row-level security. SQLite has no such thing; there the
  /// store's queries, each scoped by athlete id, are the only guard.
  public var rowOwnershipEnforced: Bool {
    #if PostgreSQL
    (try? (backend as? PostgresBackend)?.enforcesRowOwnership()) ?? false
    #else
    false
    #endif
  }

  /// Identifiers of the migrations applied, oldest first.
  public func appliedMigrations() throws -> [String] {
    try backend.appliedMigrations()
  }

  /// Runs `body` on one consistent snapshot of the library.
  func read<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try backend.read(body)
  }

  /// Runs `body` in one transaction holding the library's write lock from the
  /// start (so two processes never deadlock upgrading a read to a write).
  /// Refused while ``check(thorough:)`` last found the library damaged
  /// (``damageMarker``): a write must not build on a damaged file.
  func writeTransaction<T>(_ body: (any SQLDatabase) throws -> T) throws -> T {
    try refuseWritesIfUnwritable()
    return try backend.write(body)
  }

  /// Throws when no write can succeed: a read-only library, or one `check`
  /// found damaged. Ingest asks first, so a damaged library is the answer
  /// before any file is read.
  func refuseWritesIfUnwritable() throws {
    guard !isReadOnly else { throw StoreError.readOnly("\(location) is read-only here") }
    if let marker = damageMarker, FileManager.default.fileExists(atPath: marker.path) {
      throw StoreError.corrupt(
        (backend as? SQLiteBackend)?.file.path ?? location,
        message: "'veloscore check' found damage, so writes are refused until a check passes")
    }
  }
}
