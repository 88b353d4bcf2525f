import Foundation

/// The database behind an ``AthleteStore``: it opens, migrates and checks the
/// library and runs transactions; every query above it goes through
/// ``SQLDatabase`` and does not know which backend answers.
protocol StoreBackend: Sendable {
  /// Where the library is, for messages: a folder, or a PostgreSQL URL without its password.
  var location: String { get }
  var isReadOnly: Bool { get }
  /// Runs `body` on one consistent snapshot.
  func read<T>(_ body: (any SQLDatabase) throws -> T) throws -> T
  /// Runs `body`, which runs exactly one query: a statement is its own
  /// snapshot, so a backend may skip the transaction around it.
  func readStatement<T>(_ body: (any SQLDatabase) throws -> T) throws -> T
  /// Runs `body` in one transaction that holds the library's write lock from
  /// its first statement: writers queue (in every process), and a write never
  /// upgrades from a read.
  func write<T>(_ body: (any SQLDatabase) throws -> T) throws -> T
  /// Identifiers of the migrations applied, oldest first.
  func appliedMigrations() throws -> [String]
  /// The database's own consistency checks: problems found, as lines.
  func integrityProblems(thorough: Bool) throws -> (integrity: [String], foreignKeys: [String])
  /// After an erase: makes sure no copy of the erased rows stays where the backend can reach it.
  func erasePendingCopies() throws
  /// Whether `error` is a failure of the library itself (damaged, full,
  /// read-only, unreachable), not of what was being stored.
  func isLibraryFailure(_ error: any Error) -> Bool
  /// Maps a backend error to the store's errors (``StoreError``), when it is one the store names.
  func classify(_ error: any Error) -> StoreError?
}

extension StoreBackend {
  func readStatement<T>(_ body: (any SQLDatabase) throws -> T) throws -> T { try read(body) }
}

extension SQLDatabase {
  /// Inside a write that erases: SQLite overwrites the pages it frees
  /// (`secure_delete`); PostgreSQL's dead rows are removed by
  /// ``StoreBackend/erasePendingCopies()`` after the commit.
  func overwriteWhatIsErased() throws {
    if dialect == .sqlite { try execute(sql: "PRAGMA secure_delete = ON") }
  }
}
