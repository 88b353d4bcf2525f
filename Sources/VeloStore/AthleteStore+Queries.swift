import VeloPipeline
import VeloScore

extension AthleteStore {
  /// The athlete's activities in date order (then start, then id).
  public func activities(athleteId: Int64, _ filter: ActivityFilter = ActivityFilter()) throws -> [StoredActivity] {
    try activityPage(athleteId: athleteId, filter).activities
  }

  /// ``activities(athleteId:_:)`` as a page: with `ActivityFilter.last`, the
  /// latest `last` matches (before `ActivityFilter.before`, when given) and,
  /// when older ones match too, the cursor of the page before it. Pages run
  /// from the latest back; each is in date order.
  public func activityPage(athleteId: Int64, _ filter: ActivityFilter) throws -> (
    activities: [StoredActivity], next: ActivityCursor?
  ) {
    try read { db in
      var conditions = ["athleteId = ?"]
      var arguments: SQLArguments = [athleteId]
      func require(_ condition: String, _ values: SQLArguments) {
        conditions.append(condition)
        arguments += values
      }
      if let since = filter.since { require("localDate >= ?", [since]) }
      if let until = filter.until { require("localDate <= ?", [until]) }
      if let sport = SportName.normalize(filter.sport) { require("sport = ?", [sport]) }
      if filter.withPowerCurve { require("powerCurve IS NOT NULL", []) }
      if let c = filter.before {
        require("(localDate, COALESCE(startTime, ?), id) < (?, ?, ?)", [ActivityCursor.noStart, c.date, c.start, c.id])
      }
      let condition = conditions.joined(separator: " AND ")
      let start = "COALESCE(startTime, \(ActivityCursor.noStart))"
      guard let last = filter.last else {
        return (
          try db.fetchAll(StoredActivity.self, where: condition, arguments, orderBy: "localDate, \(start), id"), nil
        )
      }
      let latest = try db.fetchAll(
        StoredActivity.self, where: condition, arguments + [max(0, last) + 1],
        orderBy: "localDate DESC, \(start) DESC, id DESC LIMIT ?")
      let page = latest.prefix(max(0, last))
      return (page.reversed(), latest.count > page.count ? page.last.map(ActivityCursor.init) : nil)
    }
  }

  /// The athlete's activities that came from the file with this SHA-256,
  /// directly or as another format of the same ride, in date order.
  public func activities(athleteId: Int64, sourceSHA256 sha: String) throws -> [StoredActivity] {
    try read { db in
      try db.fetchAll(
        StoredActivity.self,
        sql: """
          SELECT a.* FROM activity a WHERE a.athleteId = ? AND (
            a.sourceFileId IN (SELECT id FROM sourceFile WHERE athleteId = ? AND sha256 = ?)
            OR a.id IN (SELECT s.activityId FROM activitySource s JOIN sourceFile f ON f.id = s.sourceFileId WHERE f.athleteId = ? AND f.sha256 = ?))
          ORDER BY a.localDate, a.startTime, a.id
          """, arguments: [athleteId, athleteId, sha, athleteId, sha])
    }
  }

  /// Local date of the athlete's latest activity (`nil` without activities).
  public func latestActivityDate(athleteId: Int64) throws -> LocalDate? {
    try read { db in
      try db.scalar(
        LocalDate.self, sql: "SELECT MAX(localDate) FROM activity WHERE athleteId = ?", arguments: [athleteId])
    }
  }

  /// The athlete an activity belongs to: activity ids are unique across the
  /// library, so a command that names one needs no `--athlete`.
  public func owner(ofActivity id: Int64) throws -> Athlete {
    let athlete = try read { db in
      try db.fetchOne(
        Athlete.self,
        sql: "SELECT athlete.* FROM athlete JOIN activity ON activity.athleteId = athlete.id WHERE activity.id = ?",
        arguments: [id])
    }
    guard let athlete else { throw StoreError.unknownActivity(id) }
    return athlete
  }

  /// One of the athlete's activities (another athlete's id is "not found").
  public func activity(id: Int64, athleteId: Int64) throws -> StoredActivity {
    let a = try read { db in
      try db.fetchOne(StoredActivity.self, where: "id = ? AND athleteId = ?", [id, athleteId])
    }
    guard let a else { throw StoreError.unknownActivity(id) }
    return a
  }

  /// The activity's decoded sample streams, `nil` for a workout-list row.
  public func streams(activityId: Int64, athleteId: Int64) throws -> ActivityStreams? {
    let blob = try read { db in
      try db.fetchOne(
        ActivityStreamBlob.self,
        sql: """
          SELECT s.* FROM activityStream s JOIN activity a ON a.id = s.activityId WHERE s.activityId = ? AND a.athleteId = ?
          """, arguments: [activityId, athleteId])
    }
    return try blob.map { try StreamCodec.decode([UInt8]($0.data)) }
  }

  /// Morning readings in date order.
  public func wellness(athleteId: Int64, from: LocalDate? = nil, through: LocalDate? = nil) throws -> [WellnessReading]
  {
    try read { db in
      try db.fetchAll(
        WellnessDay.self, where: "athleteId = ? AND date >= ? AND date <= ?",
        [athleteId, from ?? Threshold.always, through ?? .endOfTime], orderBy: "date")
    }.map(\.reading)
  }

  /// The distinct local dates with an activity in `[from, through]` (strings only: no rows decoded).
  public func activeDates(athleteId: Int64, from: LocalDate, through: LocalDate) throws -> Set<LocalDate> {
    try read { db in
      Set(
        try db.scalars(
          LocalDate.self,
          sql: "SELECT DISTINCT localDate FROM activity WHERE athleteId = ? AND localDate >= ? AND localDate <= ?",
          arguments: [athleteId, from, through]))
    }
  }

  /// The athlete's workouts in `[since, until]` as the weekly models take them,
  /// read column by column (no record decoding: the weekly routes' hot path).
  public func workoutSummaries(athleteId: Int64, since: LocalDate, until: LocalDate) throws -> [WorkoutSummary] {
    try read { db in
      let rows = try db.rows(
        sql: """
          SELECT localDate, startTime, utcOffset, sport, durationSeconds, distanceMeters, calories, load FROM activity
          WHERE athleteId = ? AND localDate >= ? AND localDate <= ? ORDER BY localDate, startTime, id
          """, arguments: [athleteId, since, until])
      var out: [WorkoutSummary] = []
      for row in rows {
        // Throwing decodes: a value of the wrong kind (a damaged or edited row) is an error, not a trap.
        guard let date = LocalDate(iso: try row.decode(String.self, at: 0)) else { continue }
        var w = WorkoutSummary(localDate: date)
        w.start = try row.decode(at: 1)
        w.utcOffsetSeconds = try row.decode(at: 2)
        w.sport = try row.decode(at: 3)
        w.durationSeconds = try row.decode(at: 4)
        w.distanceMeters = try row.decode(at: 5)
        w.calories = try row.decode(at: 6)
        w.load = try row.decode(at: 7)
        out.append(w)
      }
      return out
    }
  }

  /// Local date of the athlete's first activity (`nil` without activities).
  public func firstActivityDate(athleteId: Int64) throws -> LocalDate? {
    try read { db in
      try db.scalar(
        LocalDate.self, sql: "SELECT MIN(localDate) FROM activity WHERE athleteId = ?", arguments: [athleteId])
    }
  }

  /// The latest computed day on or before `through` (all days when `nil`), recomputing stale rows first.
  public func latestDay(athleteId: Int64, through: LocalDate? = nil) throws -> DailyMetrics? {
    if isReadOnly { return try days(athleteId: athleteId, through: through).last }
    try recompute(athleteId: athleteId)
    return try read { db in
      try db.fetchOne(
        DailyMetricRow.self,
        sql: "\(DailyMetricRow.select) WHERE athleteId = ? AND date <= ? ORDER BY date DESC LIMIT 1",
        arguments: [athleteId, through ?? .endOfTime])
    }?.metrics
  }

  /// Files ingested for the athlete, oldest first.
  public func sourceFiles(athleteId: Int64) throws -> [SourceFile] {
    try read { db in try db.fetchAll(SourceFile.self, where: "athleteId = ?", [athleteId], orderBy: "id") }
  }
}

extension LocalDate {
  /// After every stored date: the open end of a date range in SQL.
  static let endOfTime = LocalDate(year: 9999, month: 12, day: 31)
}
