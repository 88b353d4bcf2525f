import VeloIO
import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Brings the athlete's computed days up to date: when any input changed
  /// (`Athlete/dirtyFrom`), the models run over the whole history (they are
  /// recursive — EWMA, sleep debt — so a day depends on all before it) and
  /// only the rows from the first changed day on are rewritten, in one
  /// transaction with the flag cleared.
  ///
  /// The models run on a snapshot outside the write, so other athletes' writes
  /// go on meanwhile; the days are stored only if the athlete's history did not
  /// change since (its `revision`), else computed again inside the write.
  /// - Returns: rows written (0 when nothing was stale).
  @discardableResult
  public func recompute(athleteId: Int64) throws -> Int {
    guard let days = try computeStaleDays(athleteId: athleteId) else { return 0 }
    return try store(days)
  }

  /// An athlete's days computed on a snapshot, with the revision they hold for.
  struct ComputedDays {
    var athleteId: Int64
    var revision: Int64
    var rows: [DailyMetrics]
  }

  /// The athlete's days computed outside any write; `nil` when none are stale.
  func computeStaleDays(athleteId: Int64) throws -> ComputedDays? {
    try read { db in
      guard let athlete = try db.fetchOne(Athlete.self, id: athleteId), athlete.dirtyFrom != nil else { return nil }
      return ComputedDays(
        athleteId: athleteId, revision: try revision(db, athleteId: athleteId),
        rows: try computeDays(db, athlete: athlete))
    }
  }

  /// Stores `days` if the athlete's history is still the one they were computed
  /// from; else computes them again inside this write.
  func store(_ days: ComputedDays) throws -> Int {
    try writeTransaction { db in
      guard try revision(db, athleteId: days.athleteId) == days.revision else {
        return try recompute(db, athleteId: days.athleteId)
      }
      return try writeDays(db, athleteId: days.athleteId, days.rows)
    }
  }

  /// Recomputes inside a write transaction.
  func recompute(_ db: any SQLDatabase, athleteId: Int64) throws -> Int {
    guard let athlete = try db.fetchOne(Athlete.self, id: athleteId), athlete.dirtyFrom != nil else { return 0 }
    return try writeDays(db, athleteId: athleteId, try computeDays(db, athlete: athlete))
  }

  /// The athlete's change counter (``StoreSchema/addAthleteRevision(_:)``).
  func revision(_ db: any SQLDatabase, athleteId: Int64) throws -> Int64 {
    try db.scalar(Int64.self, sql: "SELECT revision FROM athlete WHERE id = ?", arguments: [athleteId]) ?? 0
  }

  /// Replaces the stale days with `rows`: from `dirtyFrom` on, or from the day
  /// after the last stored one when that is earlier (a workout logged days after
  /// the last leaves rest days between that were never stored), and any before
  /// the first computed one.
  private func writeDays(_ db: any SQLDatabase, athleteId: Int64, _ rows: [DailyMetrics]) throws -> Int {
    guard let dirtyFrom = try db.fetchOne(Athlete.self, id: athleteId)?.dirtyFrom else { return 0 }
    let lastStored = try db.scalar(
      String.self, sql: "SELECT MAX(date) FROM dailyMetric WHERE athleteId = ?", arguments: [athleteId])
    let dirty = min(dirtyFrom, lastStored.flatMap(LocalDate.init(iso:)).map { $0.adding(days: 1) } ?? dirtyFrom)
    try db.execute(
      sql: "DELETE FROM dailyMetric WHERE athleteId = ? AND (date >= ? OR date < ?)",
      arguments: [athleteId, dirty, rows.first?.date ?? dirty])
    let fresh = rows.filter { $0.date >= dirty }.map { DailyMetricRow(athleteId: athleteId, $0) }
    try DailyMetricRow.insertAll(db, fresh)
    let written = fresh.count
    try db.execute(sql: "UPDATE athlete SET dirtyFrom = NULL WHERE id = ?", arguments: [athleteId])
    return written
  }

  /// Every day from the first activity or reading to the last, computed from scratch.
  func computeDays(_ db: any SQLDatabase, athlete: Athlete) throws -> [DailyMetrics] {
    let id = athlete.id!
    let loads = try db.rows(
      sql: """
        SELECT localDate, SUM(load) AS load, COUNT(*) AS n, SUM(durationSeconds) AS duration,
               SUM(distanceMeters) AS distance, SUM(cardioLoad) AS cardio
        FROM activity WHERE athleteId = ? GROUP BY localDate ORDER BY localDate
        """, arguments: [id])
    let wellness = try db.fetchAll(WellnessDay.self, where: "athleteId = ?", [id], orderBy: "date")
    let dates = try loads.compactMap { LocalDate(iso: try $0.decode(String.self, at: 0)) } + wellness.map(\.date)
    guard let first = dates.min(), let last = dates.max() else { return [] }
    var inputs = DailyMetrics.Inputs(start: first, through: last)
    for row in loads {
      guard let date = LocalDate(iso: try row.decode(String.self, at: 0)), let i = inputs.index(of: date) else {
        continue
      }
      inputs.load[i] = try row.decode(Double?.self, at: 1) ?? 0
      inputs.activityCount[i] = try row.decode(Int.self, at: 2)
      // SUM over a day whose activities all lack the value is NULL: none, not 0.
      inputs.durationSeconds[i] = try row.decode(Double?.self, at: 3) ?? .nan
      inputs.distanceMeters[i] = try row.decode(Double?.self, at: 4) ?? .nan
      inputs.cardioLoad[i] = try row.decode(Double?.self, at: 5)
    }
    for w in wellness { if let i = inputs.index(of: w.date) { inputs.wellness[i] = w.reading } }
    return DailyMetrics.compute(inputs, sex: athlete.sexValue)
  }

  /// Rescores activities with streams from `date` on with the thresholds now
  /// in effect, and marks their days stale. With `before` (the athlete and
  /// thresholds before the change), an activity whose settings are the same
  /// both ways is left as it is: setting a value already in force rescores
  /// nothing. Returns how many were rescored.
  func rescore(
    _ db: any SQLDatabase, athleteId: Int64, from date: LocalDate,
    before: (athlete: Athlete, thresholds: [Threshold])? = nil
  ) throws -> Int {
    guard let athlete = try db.fetchOne(Athlete.self, id: athleteId) else { throw StoreError.noAthletes }
    let thresholds = try db.fetchAll(Threshold.self, where: "athleteId = ?", [athleteId])
    let activities = try db.fetchAll(
      StoredActivity.self,
      sql: """
        SELECT activity.* FROM activity JOIN activityStream ON activityStream.activityId = activity.id
        WHERE activity.athleteId = ? AND activity.localDate >= ? ORDER BY activity.id
        """, arguments: [athleteId, date])
    var first: LocalDate?
    var rescored = 0
    for var a in activities {
      let settings = thresholds.settings(
        on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: a.sport)
      if let before,
        before.thresholds.settings(
          on: a.localDate, sex: before.athlete.sexValue, birthYear: before.athlete.birthYear, sport: a.sport)
          == settings
      {
        continue
      }
      guard let blob = try db.fetchOne(ActivityStreamBlob.self, where: "activityId = ?", [a.id!]) else { continue }
      try rescoreSamples(blob, into: &a, settings: settings)
      try db.update(a)
      rescored += 1
      first = min(first ?? a.localDate, a.localDate)
    }
    if let first { try markDirty(db, athleteId: athleteId, from: first) }
    return rescored
  }

  /// Scores `a`'s stored samples again with the athlete's `settings` (by the
  /// one precedence over what its file stored), its sport and RPE as they are
  /// now; the power curve is kept: it depends on none of them.
  func rescoreSamples(_ blob: ActivityStreamBlob, into a: inout StoredActivity, settings: AthleteSettings) throws {
    let streams = try StreamCodec.decode([UInt8](blob.data))
    let swim = a.activitySummary?.swim  // lengths and beat intervals are kept in the summary, not the streams
    var choices = ActivityScoring.Choices()
    choices.rpe = a.rpe  // a logged RPE stays the fallback load
    ActivityScoring.score(
      streams, settings: ActivityScoring.settings(athlete: settings, file: a.storedFileSettings).settings, into: &a,
      choices: choices,
      swimLengths: swim?.lengths ?? [], poolLength: swim?.poolLength, beatToBeat: a.activitySummary?.beatToBeat,
      parts: .summary)
  }

  /// Puts activities with a known start and no recorded offset on their local
  /// day in `timeZone` (those with an offset keep the day they were lived on).
  /// - Returns: the earliest day an activity left or moved to; `nil` when none moved.
  func relocalize(_ db: any SQLDatabase, athleteId: Int64, timeZone: String) throws -> LocalDate? {
    let zone: AthleteTimeZone
    do { zone = try AthleteTimeZone(identifier: timeZone) } catch { throw StoreError.invalid("\(error)") }
    let rows = try db.rows(
      sql:
        "SELECT id, startTime, localDate FROM activity WHERE athleteId = ? AND startTime IS NOT NULL AND utcOffset IS NULL",
      arguments: [athleteId])
    var earliest: LocalDate?
    for row in rows {
      let date = zone.localDate(unix: try row.decode(Double.self, at: 1))
      let old = LocalDate(iso: try row.decode(String.self, at: 2))
      guard old != date else { continue }
      earliest = min(earliest ?? date, old.map { min($0, date) } ?? date)
      try db.execute(
        sql: "UPDATE activity SET localDate = ? WHERE id = ? AND athleteId = ?",
        arguments: [date, try row.decode(Int64.self, at: 0), athleteId])
    }
    return earliest
  }
}
