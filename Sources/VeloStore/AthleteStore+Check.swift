import Foundation
import VeloPipeline

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
  /// (A folder library only: a PostgreSQL server checks its own pages.)
  public var damageMarker: URL? { directory?.appendingPathComponent(Self.fileName + ".damaged") }

  func markDamaged(_ damaged: Bool) {
    guard let damageMarker else { return }
    if damaged {
      // The check's own report names the damage; the marker only repeats it to later
      // commands, so a folder that refuses the file loses nothing the user was told.
      _ = FileManager.default.createFile(
        atPath: damageMarker.path,
        contents: Data("found by 'veloscore check'; remove the damage, then check again\n".utf8))
    } else {
      try? FileManager.default.removeItem(at: damageMarker)
    }
  }

  /// Tables with a row the store cannot decode (a value of the wrong kind
  /// stored by another tool or a damaged page), and stream blobs that do not
  /// decode; SQLite's own checks pass over both.
  func unreadableRows(_ db: any SQLDatabase) throws -> [String] {
    let readers: [(String, (any SQLDatabase) throws -> Void)] = [
      ("athlete", { _ = try $0.fetchAll(Athlete.self) }), ("threshold", { _ = try $0.fetchAll(Threshold.self) }),
      ("sourceFile", { _ = try $0.fetchAll(SourceFile.self) }),
      ("activity", { _ = try $0.fetchAll(StoredActivity.self) }),
      ("wellnessDay", { _ = try $0.fetchAll(WellnessDay.self) }),
      ("planEvent", { _ = try $0.fetchAll(PlanEvent.self) }),
      ("plannedSession", { _ = try $0.fetchAll(PlannedSession.self) }),
    ]
    var problems: [String] = []
    for (table, read) in readers {
      do { try read(db) } catch is SQLDecodingError, is DecodingError {
        problems.append("table \(table): a row cannot be read (a value of the wrong kind or missing)")
      }
    }
    var badStreams = 0
    for blob in try db.fetchAll(ActivityStreamBlob.self) where (try? StreamCodec.decode([UInt8](blob.data))) == nil {
      badStreams += 1
    }
    if badStreams > 0 { problems.append("table activityStream: \(badStreams) sample streams cannot be decoded") }
    return problems
  }

  func inspect(thorough: Bool) throws -> LibraryCheck {
    do {
      let (integrity, keys) = try backend.integrityProblems(thorough: thorough)
      return try read { db in
        func count(_ sql: String) throws -> Int { try db.scalar(Int.self, sql: sql) ?? 0 }
        return LibraryCheck(
          integrityProblems: integrity + (thorough ? try unreadableRows(db) : []), foreignKeyProblems: keys,
          orphanActivities: try count(
            "SELECT COUNT(*) FROM activity WHERE sourceFileId NOT IN (SELECT id FROM sourceFile)"),
          emptySourceFiles: try count(
            """
            SELECT COUNT(*) FROM sourceFile s WHERE s.kind != 'wellness'
            AND NOT EXISTS (SELECT 1 FROM activity a WHERE a.sourceFileId = s.id)
            """),
          athletes: try count("SELECT COUNT(*) FROM athlete"),
          sourceFiles: try count("SELECT COUNT(*) FROM sourceFile"),
          activities: try count("SELECT COUNT(*) FROM activity"),
          wellnessDays: try count("SELECT COUNT(*) FROM wellnessDay"))
      }
    } catch {
      throw backend.classify(error) ?? error
    }
  }
}
