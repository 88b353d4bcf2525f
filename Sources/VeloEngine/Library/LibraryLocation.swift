import Foundation
import VeloPipeline
import VeloStore

/// Where a library is: a folder holding one SQLite file, or a PostgreSQL
/// database. `--library`/`--database` name it; without them
/// `$VELOSCORE_DATABASE`, else `$VELOSCORE_LIBRARY`, else `~/.veloscore`.
public struct LibraryLocation: Sendable, Equatable {
  /// The PostgreSQL URL, for a database library.
  public var databaseURL: String?
  /// The folder, for a folder library (the default folder when a database is named).
  public var directory: URL

  /// The location an option names (`nil`: none given), read with `environment`.
  public init(option: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
    directory = option.map { URL(fileURLWithPath: $0) } ?? AthleteStore.defaultDirectory(environment: environment)
    if let option {
      databaseURL = PostgresLocation.isURL(option) ? option : nil
    } else {
      databaseURL = environment["VELOSCORE_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// Where the library is, for messages (a PostgreSQL URL without its password).
  public var description: String {
    databaseURL.map { (try? PostgresLocation(url: $0))?.description ?? PostgresLocation.redacted($0) }
      ?? directory.path
  }

  /// What a storage failure names: the database, or the folder's SQLite file.
  public var file: String {
    databaseURL == nil ? directory.appendingPathComponent(AthleteStore.fileName).path : description
  }

  /// Whether a library is there already (nothing is created).
  public var exists: Bool {
    if let url = databaseURL { return (try? AthleteStore(postgresURL: url, create: false)) != nil }
    return FileManager.default.fileExists(atPath: directory.appendingPathComponent(AthleteStore.fileName).path)
  }
}

extension Library {
  /// Opens the library at `location`; `create` makes a new one there (only
  /// `init` and `athlete add` do: a mistyped path is an error, not a new library).
  public static func open(_ location: LibraryLocation, create: Bool = false) throws -> Library {
    if let url = location.databaseURL { return Library(try AthleteStore(postgresURL: url, create: create)) }
    return Library(try AthleteStore(directory: location.directory, create: create))
  }

  /// The schema versions applied to the library, oldest first.
  public func appliedMigrations() throws -> [String] { try store.appliedMigrations() }

  /// Checks the database (`check`): SQLite's integrity and foreign-key checks
  /// and the counts; damage found leaves writes refused until a check passes.
  public func check(thorough: Bool = true) throws -> LibraryCheck { try store.check(thorough: thorough) }

  /// Refuses what follows when the library is damaged (`LibraryHealth`); `consequence` says what was not done.
  public func refuseIfDamaged(consequence: String) throws {
    try LibraryHealth.refuseIfDamaged(store, consequence: consequence)
  }
}

extension Failure {
  /// A storage failure (`StoreError`, however it surfaced: SQLite's result
  /// codes, a row that cannot be decoded, a full disk) in the language being
  /// spoken, naming `path`, with its hint; `nil` for any other error.
  public static func storage(_ error: any Error, path: String) -> Failure? {
    guard let e = StoreError.classify(error, path: path) else { return nil }
    return Failure(FailureKind.of(e), e.localizedMessage, hint: e.localizedHint)
  }

  /// Whether `error` is the store's own (a refusal or a lookup that failed), not one it classifies.
  public static func isStoreError(_ error: any Error) -> Bool { error is StoreError }
}
