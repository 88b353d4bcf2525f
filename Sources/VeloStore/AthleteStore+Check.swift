import Foundation
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
  /// A thorough check that finds damage leaves ``damageMarker`` beside the
  /// database, and every write is refused until a check passes.
  /// - Complexity: reads the whole database file.
  public func check(thorough: Bool = true) throws -> LibraryCheck {
    do {
      let result = try inspect(thorough: thorough)
      if thorough { markDamaged(!result.isHealthy) }
      return result
    } catch let error as StoreError {
      if case .corrupt = error { markDamaged(true) }
      throw error
    }
  }

  /// A file beside the database that says the last thorough check found damage.
  public var damageMarker: URL { directory.appendingPathComponent(Self.fileName + ".damaged") }

  func markDamaged(_ damaged: Bool) {
    if damaged {
      FileManager.default.createFile(atPath: damageMarker.path, contents: Data("found by 'veloscore check'; remove the damage, then check again\n".utf8))
    } else {
      try? FileManager.default.removeItem(at: damageMarker)
    }
  }

  /// Tables with a row the store cannot decode (a value of the wrong kind
  /// stored by another tool or a damaged page), and stream blobs that do not
  /// decode; SQLite's own checks pass over both.
  func unreadableRows(_ db: Database) throws -> [String] {
    let readers: [(String, (Database) throws -> Void)] = [
      ("athlete", { _ = try Athlete.fetchAll($0) }), ("threshold", { _ = try Threshold.fetchAll($0) }),
      ("sourceFile", { _ = try SourceFile.fetchAll($0) }), ("activity", { _ = try StoredActivity.fetchAll($0) }),
      ("wellnessDay", { _ = try WellnessDay.fetchAll($0) }), ("planEvent", { _ = try PlanEvent.fetchAll($0) }),
      ("plannedSession", { _ = try PlannedSession.fetchAll($0) }),
    ]
    var problems: [String] = []
    for (table, read) in readers {
      do { try read(db) } catch is RowDecodingError, is DecodingError { problems.append("table \(table): a row cannot be read (a value of the wrong kind or missing)") }
    }
    var badStreams = 0
    for blob in try ActivityStreamBlob.fetchAll(db) where (try? StreamCodec.decode([UInt8](blob.data))) == nil { badStreams += 1 }
    if badStreams > 0 { problems.append("table activityStream: \(badStreams) sample streams cannot be decoded") }
    return problems
  }

  func inspect(thorough: Bool) throws -> LibraryCheck {
    do {
      return try pool.read { db in
        let integrity = try String.fetchAll(db, sql: thorough ? "PRAGMA integrity_check" : "PRAGMA quick_check").filter { $0 != "ok" }
        let keys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
          "\((try? row.decode(String?.self, atIndex: 0)) ?? "?") row \((try? row.decode(Int64?.self, atIndex: 1)) ?? -1) → \((try? row.decode(String?.self, atIndex: 2)) ?? "?")"
        }
        func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
        return LibraryCheck(
          integrityProblems: integrity + (thorough ? try unreadableRows(db) : []), foreignKeyProblems: keys,
          orphanActivities: try count("SELECT COUNT(*) FROM activity WHERE sourceFileId NOT IN (SELECT id FROM sourceFile)"),
          emptySourceFiles: try count("""
            SELECT COUNT(*) FROM sourceFile s WHERE s.kind != 'wellness'
            AND NOT EXISTS (SELECT 1 FROM activity a WHERE a.sourceFileId = s.id)
            """),
          athletes: try count("SELECT COUNT(*) FROM athlete"), sourceFiles: try count("SELECT COUNT(*) FROM sourceFile"),
          activities: try count("SELECT COUNT(*) FROM activity"), wellnessDays: try count("SELECT COUNT(*) FROM wellnessDay"))
      }
    } catch {
      throw StoreError.classify(error, path: directory.appendingPathComponent(Self.fileName).path) ?? error
    }
  }
}
