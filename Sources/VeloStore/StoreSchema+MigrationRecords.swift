import GRDB

extension StoreSchema {
  /// Refuses a library whose record of applied migrations is not a first part of this version's
  /// list, before anything is migrated: one flipped bit in an identifier made a migration run a
  /// second time (`duplicate column name: workout`) on every command, each writing another
  /// backup. A record of a later version (a number above ``latest``'s) is a newer veloscore's
  /// library; any other gap or unknown identifier is damage.
  static func checkMigrationRecords(_ db: Database, path: String) throws {
    guard try db.tableExists("grdb_migrations") else { return }
    try checkMigrationRecords(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"), path: path)
  }

  /// ``checkMigrationRecords(_:path:)`` of the identifiers a database records (SQLite's or PostgreSQL's table).
  static func checkMigrationRecords(_ stored: [String], path: String) throws {
    let known = migrator.migrations
    let latestNumber = number(latest) ?? 0
    let unknown = stored.filter { !known.contains($0) }
    if let newer = unknown.first(where: { (number($0) ?? 0) > latestNumber }), unknown.allSatisfy({ number($0) != nil })
    {
      throw StoreError.readOnly(
        "\(path) was written by a newer veloscore (schema \(newer)); this one knows up to \(latest): upgrade veloscore")
    }
    let applied = Set(stored)
    let prefix = known.prefix { applied.contains($0) }
    guard unknown.isEmpty, prefix.count == applied.count else {
      let strange =
        unknown.first.map { "'\($0)' is no migration of this version" }
        ?? "'\(known.first { !applied.contains($0) } ?? "?")' is missing before later ones"
      throw StoreError.corrupt(path, message: "its record of schema migrations is damaged (\(strange))")
    }
  }

  /// 13 for `v13-plannedWorkout`.
  static func number(_ identifier: String) -> Int? {
    guard identifier.first == "v" else { return nil }
    return Int(identifier.dropFirst().prefix { $0.isNumber })
  }
}
