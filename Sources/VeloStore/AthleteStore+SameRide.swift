import VeloPipeline

/// One ride once: the same ride imported as FIT, TCX and GPX is one activity.
///
/// Rule: an activity from a file matches an athlete's stored one when their
/// starts are within ``startTolerance`` and their time ranges overlap by at
/// least ``minimumOverlap`` of the longer one. The richest source is kept as
/// the activity (FIT > TCX > GPX > CSV: FIT carries the device's sessions,
/// laps, pauses and thresholds), the others are recorded as its sources
/// (table `activitySource`), and the day counts the ride once.
extension AthleteStore {
  static let startTolerance = 60.0
  static let minimumOverlap = 0.9

  /// How much a format carries: higher is richer.
  static func richness(_ format: String?) -> Int {
    switch format {
    case "fit": return 4
    case "tcx": return 3
    case "gpx": return 2
    case "csv": return 1
    default: return 0
    }
  }

  /// The stored activity that is the same ride as `a` (a file's activity), if any.
  func sameRide(_ db: any SQLDatabase, as a: StoredActivity, athleteId: Int64) throws -> StoredActivity? {
    guard let start = a.startTime, let duration = Self.span(a), duration > 0, a.format != nil else { return nil }
    let candidates = try db.fetchAll(
      StoredActivity.self,
      sql: """
        SELECT * FROM activity WHERE athleteId = ? AND format IS NOT NULL AND startTime BETWEEN ? AND ?
        AND durationSeconds > 0 ORDER BY ABS(startTime - ?)
        """, arguments: [athleteId, start - Self.startTolerance, start + Self.startTolerance, start])
    return candidates.first { b in
      guard let bStart = b.startTime, let bDuration = Self.span(b) else { return false }
      let overlap = min(start + duration, bStart + bDuration) - max(start, bStart)
      return overlap >= Self.minimumOverlap * max(duration, bDuration)
    }
  }

  /// Seconds from first to last sample, pauses included (formats without timer
  /// events cannot cut them, so the timer time would not compare).
  static func span(_ a: StoredActivity) -> Double? {
    a.activitySummary?.elapsedSeconds.map(Double.init) ?? a.durationSeconds
  }

  /// Folds `new` (from file `fileId`) into the stored `existing` ride: the
  /// richer of the two becomes the activity, the other its recorded source.
  func merge(
    _ db: any SQLDatabase, new: StoredActivity, stream: PreparedSource.Stream?, fileId: Int64,
    into existing: StoredActivity
  ) throws {
    guard let existingId = existing.id else { return }
    if Self.richness(new.format) > Self.richness(existing.format) {
      var replacement = new
      replacement.id = existingId
      // What the poorer file said and the richer one does not stays: a route without a sport
      // keeps the workout's sport (Apple Health's), a name, notes, the logged calories.
      let inheritsSport = replacement.sport == nil && existing.sport != nil
      if inheritsSport { replacement.sport = existing.sport }
      replacement.name = replacement.name ?? existing.name
      replacement.notes = replacement.notes ?? existing.notes
      try db.execute(sql: "DELETE FROM activityStream WHERE activityId = ?", arguments: [existingId])
      if let stream {
        let blob = ActivityStreamBlob(
          activityId: existingId, sampleCount: stream.sampleCount, columns: stream.columns, data: stream.data)
        try db.insert(blob)
        if inheritsSport, let athlete = try db.fetchOne(Athlete.self, id: replacement.athleteId) {
          // Scored again as the sport it now has (a run's pace, its thresholds).
          let thresholds = try db.fetchAll(Threshold.self, where: "athleteId = ?", [replacement.athleteId])
          let settings = thresholds.settings(
            on: replacement.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: replacement.sport)
          try rescoreSamples(blob, into: &replacement, settings: settings)
        }
      }
      if replacement.calories == nil || replacement.caloriesSource?.hasSuffix("(estimated)") == true,
        existing.caloriesSource == "file"
      {
        (replacement.calories, replacement.caloriesSource) = (existing.calories, existing.caloriesSource)
      }
      try db.update(replacement)
      // The sources recorded so far stay with the ride; the replaced one joins them.
      try db.execute(
        sql: "INSERT INTO activitySource (activityId, sourceFileId, format) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
        arguments: [existingId, existing.sourceFileId, existing.format])
    } else {
      try db.execute(
        sql: "INSERT INTO activitySource (activityId, sourceFileId, format) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
        arguments: [existingId, fileId, new.format])
    }
  }

  /// Other files each activity was also imported from (path, format), by activity id.
  public func otherSources(athleteId: Int64) throws -> [Int64: [String]] {
    try read { db in
      let rows = try db.rows(
        sql: """
          SELECT s.activityId AS id, f.path AS path FROM activitySource s JOIN sourceFile f ON f.id = s.sourceFileId
          JOIN activity a ON a.id = s.activityId WHERE a.athleteId = ? ORDER BY f.id
          """, arguments: [athleteId])
      var sources: [Int64: [String]] = [:]
      for row in rows {
        sources[try row.decode(Int64.self, at: 0), default: []].append(try row.decode(String.self, at: 1))
      }
      return sources
    }
  }
}
