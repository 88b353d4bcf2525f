import GRDB

/// A file the athlete has already: a duplicate found before parsing it.
struct KnownSource: Error {
  var sha256: String
  var storedFrom: String
}

extension AthleteStore {
  /// The paths the athlete's files were stored from, by SHA-256.
  func storedSources(athleteId: Int64) throws -> [String: String] {
    try pool.read { db in
      var paths: [String: String] = [:]
      let rows = try Row.fetchCursor(db, sql: "SELECT sha256, path FROM sourceFile WHERE athleteId = ?", arguments: [athleteId])
      while let row = try rows.next() { paths[row[0]] = row[1] as String }
      return paths
    }
  }

  /// The path the athlete's file with this SHA-256 was stored from, if any.
  func storedSource(athleteId: Int64, sha256: String) throws -> String? {
    try pool.read { db in try storedSource(db, athleteId: athleteId, sha256: sha256) }
  }

  /// ``storedSource(athleteId:sha256:)`` inside a transaction (the check a write makes before storing a file).
  func storedSource(_ db: Database, athleteId: Int64, sha256: String) throws -> String? {
    try String.fetchOne(db.cachedStatement(sql: "SELECT path FROM sourceFile WHERE athleteId = ? AND sha256 = ?"), arguments: [athleteId, sha256])
  }
}
