import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Erases an athlete and everything stored for them (thresholds, source
  /// files, activities and their samples, readings, computed days), by the
  /// schema's cascading foreign keys, with SQLite's `secure_delete` so freed
  /// pages are overwritten, then checkpoints the WAL so no copy stays there.
  @discardableResult
  public func deleteAthlete(id: Int64) throws -> DeletionSummary {
    let summary = try writeTransaction { db -> DeletionSummary in
      try db.overwriteWhatIsErased()
      var s = DeletionSummary()
      s.activities =
        try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM activity WHERE athleteId = ?", arguments: [id]) ?? 0
      s.sourceFiles =
        try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM sourceFile WHERE athleteId = ?", arguments: [id]) ?? 0
      s.wellnessDays =
        try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM wellnessDay WHERE athleteId = ?", arguments: [id]) ?? 0
      s.dailyRows =
        try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM dailyMetric WHERE athleteId = ?", arguments: [id]) ?? 0
      guard try db.execute(sql: "DELETE FROM athlete WHERE id = ?", arguments: [id]) == 1 else {
        throw StoreError.noAthletes
      }
      return s
    }
    try erasePendingCopies()
    return summary
  }

  /// Erases one activity (its samples too) and recomputes the athlete's days
  /// from its date. A source file left without activities is forgotten too,
  /// so the file can be ingested again.
  @discardableResult
  public func deleteActivity(id: Int64, athleteId: Int64) throws -> DeletionSummary {
    let summary = try writeTransaction { db -> DeletionSummary in
      try db.overwriteWhatIsErased()
      guard let a = try db.fetchOne(StoredActivity.self, where: "id = ? AND athleteId = ?", [id, athleteId]) else {
        throw StoreError.unknownActivity(id)
      }
      try db.execute(sql: "DELETE FROM activity WHERE id = ? AND athleteId = ?", arguments: [id, athleteId])
      var s = DeletionSummary(activities: 1)
      let left =
        try db.scalar(
          Int.self, sql: "SELECT COUNT(*) FROM activity WHERE sourceFileId = ?", arguments: [a.sourceFileId]) ?? 0
      if left == 0 {
        s.sourceFiles = try db.execute(
          sql: "DELETE FROM sourceFile WHERE id = ? AND athleteId = ? AND kind != 'wellness'",
          arguments: [a.sourceFileId, athleteId])
      }
      try markDirty(db, athleteId: athleteId, from: a.localDate)
      return s
    }
    var erased = summary
    erased.recomputedDays = try recompute(athleteId: athleteId)
    try erasePendingCopies()
    return erased
  }

  /// Erases one ingested activity file or workout list — its record and every
  /// activity it brought — found by the path it was ingested from or by its
  /// SHA-256 (or a unique prefix of 8+ hex digits), and recomputes the days.
  /// Wellness files are merged day by day with other readings, so they cannot
  /// be taken back one file at a time: deleting the athlete erases them.
  @discardableResult
  public func deleteSource(_ key: String, athleteId: Int64) throws -> DeletionSummary {
    let summary = try writeTransaction { db -> DeletionSummary in
      try db.overwriteWhatIsErased()
      let candidates = try db.fetchAll(SourceFile.self, where: "athleteId = ?", [athleteId]).filter { f in
        f.path == key || (key.count >= 8 && f.sha256.hasPrefix(key.lowercased()))
      }
      guard candidates.count == 1, let file = candidates.first, let fileId = file.id else {
        throw StoreError.invalid(
          candidates.isEmpty
            ? "no ingested file \(key) for this athlete ('veloscore sources' lists them)"
            : "\(key) matches \(candidates.count) files: give more of the SHA-256")
      }
      guard file.kind != .wellness else {
        throw StoreError.invalid(
          "\(file.path) is a wellness file: its readings are merged by day with others, so only deleting the athlete erases them"
        )
      }
      let first = try db.scalar(
        String.self, sql: "SELECT MIN(localDate) FROM activity WHERE sourceFileId = ?", arguments: [fileId])
      var s = DeletionSummary(sourceFiles: 1)
      s.activities =
        try db.scalar(Int.self, sql: "SELECT COUNT(*) FROM activity WHERE sourceFileId = ?", arguments: [fileId]) ?? 0
      // Files that were the same rides in another format are forgotten with them,
      // so they can be ingested again; a file only recorded as another ride's
      // source just stops being one.
      s.sourceFiles += try db.execute(
        sql: """
          DELETE FROM sourceFile WHERE athleteId = ? AND id IN (
            SELECT s.sourceFileId FROM activitySource s JOIN activity a ON a.id = s.activityId WHERE a.sourceFileId = ?)
          """, arguments: [athleteId, fileId])
      try db.execute(sql: "DELETE FROM sourceFile WHERE id = ? AND athleteId = ?", arguments: [fileId, athleteId])
      if let first = first.flatMap(LocalDate.init(iso:)) { try markDirty(db, athleteId: athleteId, from: first) }
      return s
    }
    var erased = summary
    erased.recomputedDays = try recompute(athleteId: athleteId)
    try erasePendingCopies()
    return erased
  }

  /// Leaves no copy of erased rows where the database keeps old pages (``StoreBackend/erasePendingCopies()``).
  func erasePendingCopies() throws {
    try backend.erasePendingCopies()
  }
}

extension AthleteStore {
  /// Erases one day's readings (`secure_delete`) and recomputes the days from
  /// it; the files they came from stay recorded (a wellness file is merged by
  /// day, so ingesting it again brings the day back).
  @discardableResult
  public func deleteWellnessDay(_ date: LocalDate, athleteId: Int64) throws -> DeletionSummary {
    let summary = try writeTransaction { db -> DeletionSummary in
      try db.overwriteWhatIsErased()
      guard
        try db.execute(sql: "DELETE FROM wellnessDay WHERE athleteId = ? AND date = ?", arguments: [athleteId, date])
          == 1
      else { throw StoreError.invalid("no readings on \(date)") }
      try markDirty(db, athleteId: athleteId, from: date)
      return DeletionSummary(wellnessDays: 1)
    }
    var erased = summary
    erased.recomputedDays = try recompute(athleteId: athleteId)
    try erasePendingCopies()
    return erased
  }
}
