extension AthleteStore {
  /// The paths the athlete's files were stored from, by SHA-256.
  func storedSources(athleteId: Int64) throws -> [String: String] {
    try read { db in
      var paths: [String: String] = [:]
      for row in try db.rows(sql: "SELECT sha256, path FROM sourceFile WHERE athleteId = ?", arguments: [athleteId]) {
        paths[try row.decode(String.self, at: 0)] = try row.decode(String.self, at: 1)
      }
      return paths
    }
  }

  /// The path the athlete's file with this SHA-256 was stored from, if any.
  func storedSource(athleteId: Int64, sha256: String) throws -> String? {
    try read { db in try storedSource(db, athleteId: athleteId, sha256: sha256) }
  }

  /// ``storedSource(athleteId:sha256:)`` inside a transaction (the check a write makes before storing a file).
  func storedSource(_ db: any SQLDatabase, athleteId: Int64, sha256: String) throws -> String? {
    try db.scalar(
      String.self, sql: "SELECT path FROM sourceFile WHERE athleteId = ? AND sha256 = ?",
      arguments: [athleteId, sha256])
  }
}
