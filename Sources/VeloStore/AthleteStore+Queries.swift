import GRDB
import VeloScore

/// Filters for listing activities (all optional, dates inclusive).
public struct ActivityFilter: Sendable {
  public var since: LocalDate?
  public var until: LocalDate?
  public var sport: String?
  /// Keep only the latest `last` matches (still returned oldest first).
  public var last: Int?
  /// Only activities before this one in date order (the next page of ``AthleteStore/activityPage(athleteId:_:)``).
  public var before: ActivityCursor?
  /// Only activities with a stored power curve (best efforts).
  public var withPowerCurve = false
  public init(
    since: LocalDate? = nil, until: LocalDate? = nil, sport: String? = nil, last: Int? = nil, before: ActivityCursor? = nil, withPowerCurve: Bool = false
  ) {
    self.since = since
    self.until = until
    self.sport = sport
    self.last = last
    self.before = before
    self.withPowerCurve = withPowerCurve
  }
}

extension AthleteStore {
  /// The athlete's activities in date order (then start, then id).
  public func activities(athleteId: Int64, _ filter: ActivityFilter = ActivityFilter()) throws -> [StoredActivity] {
    try activityPage(athleteId: athleteId, filter).activities
  }

  /// ``activities(athleteId:_:)`` as a page: with ``ActivityFilter/last``, the
  /// latest `last` matches (before ``ActivityFilter/before``, when given) and,
  /// when older ones match too, the cursor of the page before it. Pages run
  /// from the latest back; each is in date order.
  public func activityPage(athleteId: Int64, _ filter: ActivityFilter) throws -> (activities: [StoredActivity], next: ActivityCursor?) {
    try pool.read { db in
      var request = StoredActivity.filter(StoredActivity.Columns.athleteId == athleteId)
      if let since = filter.since { request = request.filter(StoredActivity.Columns.localDate >= since) }
      if let until = filter.until { request = request.filter(StoredActivity.Columns.localDate <= until) }
      if let sport = SportName.normalize(filter.sport) { request = request.filter(StoredActivity.Columns.sport == sport) }
      if filter.withPowerCurve { request = request.filter(Column("powerCurve") != nil) }
      if let c = filter.before {
        request = request.filter(sql: "(localDate, COALESCE(startTime, ?), id) < (?, ?, ?)", arguments: [ActivityCursor.noStart, c.date, c.start, c.id])
      }
      let start = SQL("COALESCE(startTime, \(ActivityCursor.noStart))").sqlExpression
      let order = [StoredActivity.Columns.localDate.sqlExpression, start, StoredActivity.Columns.id.sqlExpression]
      guard let last = filter.last else { return (try request.order(order).fetchAll(db), nil) }
      let latest = try request.order(order.map { $0.desc }).limit(max(0, last) + 1).fetchAll(db)
      let page = latest.prefix(max(0, last))
      return (page.reversed(), latest.count > page.count ? page.last.map(ActivityCursor.init) : nil)
    }
  }

  /// The athlete's activities that came from the file with this SHA-256,
  /// directly or as another format of the same ride, in date order.
  public func activities(athleteId: Int64, sourceSHA256 sha: String) throws -> [StoredActivity] {
    try pool.read { db in
      try StoredActivity.fetchAll(db, sql: """
        SELECT a.* FROM activity a WHERE a.athleteId = ? AND (
          a.sourceFileId IN (SELECT id FROM sourceFile WHERE athleteId = ? AND sha256 = ?)
          OR a.id IN (SELECT s.activityId FROM activitySource s JOIN sourceFile f ON f.id = s.sourceFileId WHERE f.athleteId = ? AND f.sha256 = ?))
        ORDER BY a.localDate, a.startTime, a.id
        """, arguments: [athleteId, athleteId, sha, athleteId, sha])
    }
  }

  /// Local date of the athlete's latest activity (`nil` without activities).
  public func latestActivityDate(athleteId: Int64) throws -> LocalDate? {
    try pool.read { db in
      try LocalDate.fetchOne(db, sql: "SELECT MAX(localDate) FROM activity WHERE athleteId = ?", arguments: [athleteId])
    }
  }

  /// The athlete an activity belongs to: activity ids are unique across the
  /// library, so a command that names one needs no `--athlete`.
  public func owner(ofActivity id: Int64) throws -> Athlete {
    let athlete = try pool.read { db in
      try Athlete.fetchOne(db, sql: "SELECT athlete.* FROM athlete JOIN activity ON activity.athleteId = athlete.id WHERE activity.id = ?", arguments: [id])
    }
    guard let athlete else { throw StoreError.unknownActivity(id) }
    return athlete
  }

  /// One of the athlete's activities (another athlete's id is "not found").
  public func activity(id: Int64, athleteId: Int64) throws -> StoredActivity {
    let a = try pool.read { db in
      try StoredActivity.filter(StoredActivity.Columns.id == id && StoredActivity.Columns.athleteId == athleteId).fetchOne(db)
    }
    guard let a else { throw StoreError.unknownActivity(id) }
    return a
  }

  /// The activity's decoded sample streams, `nil` for a workout-list row.
  public func streams(activityId: Int64, athleteId: Int64) throws -> ActivityStreams? {
    let blob = try pool.read { db in
      try ActivityStreamBlob.fetchOne(db, sql: """
        SELECT s.* FROM activityStream s JOIN activity a ON a.id = s.activityId WHERE s.activityId = ? AND a.athleteId = ?
        """, arguments: [activityId, athleteId])
    }
    return try blob.map { try StreamCodec.decode([UInt8]($0.data)) }
  }

  /// Computed days in `[from, through]` (all when `nil`), recomputing stale rows first.
  /// A read-only library with stale rows computes them in memory instead.
  public func days(athleteId: Int64, from: LocalDate? = nil, through: LocalDate? = nil) throws -> [DailyMetrics] {
    if isReadOnly {
      let stale = try pool.read { db -> [DailyMetrics]? in
        guard let athlete = try Athlete.fetchOne(db, key: athleteId), athlete.dirtyFrom != nil else { return nil }
        return try computeDays(db, athlete: athlete)
      }
      if let stale {
        let low = from ?? Threshold.always
        return stale.filter { day in day.date >= low && (through.map { day.date <= $0 } ?? true) }
      }
    } else {
      try recompute(athleteId: athleteId)
    }
    return try pool.read { db in
      try DailyMetricRow.fetchAll(db, sql: """
        \(DailyMetricRow.select) WHERE athleteId = ? AND date >= ? AND date <= ? ORDER BY date
        """, arguments: [athleteId, from ?? Threshold.always, through ?? LocalDate(year: 9999, month: 12, day: 31)])
    }.map(\.metrics)
  }

  /// Morning readings in date order.
  public func wellness(athleteId: Int64, from: LocalDate? = nil) throws -> [WellnessReading] {
    try pool.read { db in
      var request = WellnessDay.filter(WellnessDay.Columns.athleteId == athleteId)
      if let from { request = request.filter(WellnessDay.Columns.date >= from) }
      return try request.order(WellnessDay.Columns.date).fetchAll(db)
    }.map(\.reading)
  }

  /// The distinct local dates with an activity in `[from, through]` (strings only: no rows decoded).
  public func activeDates(athleteId: Int64, from: LocalDate, through: LocalDate) throws -> Set<LocalDate> {
    try pool.read { db in
      Set(try LocalDate.fetchAll(db, sql: "SELECT DISTINCT localDate FROM activity WHERE athleteId = ? AND localDate >= ? AND localDate <= ?",
                                 arguments: [athleteId, from, through]))
    }
  }

  /// The athlete's workouts in `[since, until]` as the weekly models take them,
  /// read column by column (no record decoding: the weekly routes' hot path).
  public func workoutSummaries(athleteId: Int64, since: LocalDate, until: LocalDate) throws -> [WorkoutSummary] {
    try pool.read { db in
      let rows = try Row.fetchCursor(db, sql: """
        SELECT localDate, startTime, utcOffset, sport, durationSeconds, distanceMeters, calories, load FROM activity
        WHERE athleteId = ? AND localDate >= ? AND localDate <= ? ORDER BY localDate, startTime, id
        """, arguments: [athleteId, since, until])
      var out: [WorkoutSummary] = []
      while let row = try rows.next() {
        // Throwing decodes: a value of the wrong kind (a damaged or edited row) is an error, not a trap.
        guard let date = LocalDate(iso: try row.decode(String.self, atIndex: 0)) else { continue }
        var w = WorkoutSummary(localDate: date)
        w.start = try row.decode(atIndex: 1)
        w.utcOffsetSeconds = try row.decode(atIndex: 2)
        w.sport = try row.decode(atIndex: 3)
        w.durationSeconds = try row.decode(atIndex: 4)
        w.distanceMeters = try row.decode(atIndex: 5)
        w.calories = try row.decode(atIndex: 6)
        w.load = try row.decode(atIndex: 7)
        out.append(w)
      }
      return out
    }
  }

  /// Local date of the athlete's first activity (`nil` without activities).
  public func firstActivityDate(athleteId: Int64) throws -> LocalDate? {
    try pool.read { db in
      try LocalDate.fetchOne(db, sql: "SELECT MIN(localDate) FROM activity WHERE athleteId = ?", arguments: [athleteId])
    }
  }

  /// The latest computed day on or before `through` (all days when `nil`), recomputing stale rows first.
  public func latestDay(athleteId: Int64, through: LocalDate? = nil) throws -> DailyMetrics? {
    if isReadOnly { return try days(athleteId: athleteId, through: through).last }
    try recompute(athleteId: athleteId)
    return try pool.read { db in
      try DailyMetricRow.fetchOne(db, sql: "\(DailyMetricRow.select) WHERE athleteId = ? AND date <= ? ORDER BY date DESC LIMIT 1",
                                  arguments: [athleteId, through ?? LocalDate(year: 9999, month: 12, day: 31)])
    }?.metrics
  }

  /// Files ingested for the athlete, oldest first.
  public func sourceFiles(athleteId: Int64) throws -> [SourceFile] {
    try pool.read { db in try SourceFile.filter(SourceFile.Columns.athleteId == athleteId).order(Column("id")).fetchAll(db) }
  }
}
