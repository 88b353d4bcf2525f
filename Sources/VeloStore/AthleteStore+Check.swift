import GRDB

/// What `veloscore check` found in a library.
public struct LibraryCheck: Sendable, Codable, Equatable {
  /// `PRAGMA integrity_check` (or `quick_check`) lines other than "ok".
  public var integrityProblems: [String]
  /// `PRAGMA foreign_key_check` rows, as "table rowid → parent".
  public var foreignKeyProblems: [String]
  /// Activities whose source file is missing from the source-file table, and
  /// source files that hold neither activities nor wellness (a half-written ingest).
  public var orphanActivities: Int
  public var emptySourceFiles: Int
  public var athletes: Int
  public var sourceFiles: Int
  public var activities: Int
  public var wellnessDays: Int

  public var isHealthy: Bool {
    integrityProblems.isEmpty && foreignKeyProblems.isEmpty && orphanActivities == 0
  }
}

extension AthleteStore {
  /// Checks the database: SQLite's `integrity_check` (every page, index and
  /// constraint; `quick_check` when `thorough` is false, which skips index
  /// content), `foreign_key_check`, and the counts against the source-file table.
  /// - Complexity: reads the whole database file.
  public func check(thorough: Bool = true) throws -> LibraryCheck {
    do {
      return try pool.read { db in
        let integrity = try String.fetchAll(db, sql: thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check").filter { $0 != "ok" }
        let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
          "\(row[0] as String? ?? "?") row \(row[1] as Int64? ?? -1) → \(row[2] as String? ?? "?")"
        }
        func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
        return LibraryCheck(
          integrityProblems: integrity, foreignKeyProblems: keys,
          orphanActivities: try count("SELECT COUNT(*) FROM activity WHERE sourceFileId NOT IN (SELECT id FROM sourceFile)"),
          emptySourceFiles: try count("""
            SELECT COUNT(*) FROM sourceFile s WHERE s.kind != 'wellness'
            AND NOT EXISTS (SELECT 1 FROM activity a WHERE a.sourceFileId = s.id)
            """),
          athletes: try count("SELECT COUNT(*) FROM athlete"), sourceFiles: try count("SELECT COUNT(*) FROM sourceFile"),
          activities: try count("SELECT COUNT(*) FROM activity"), wellnessDays: try count("SELECT COUNT(*) FROM wellnessDay"))
      }
    } catch let error as DatabaseError {
      throw StoreError(error, path: directory.appendingPathComponent(Self.fileName).path)
    }
  }
}
