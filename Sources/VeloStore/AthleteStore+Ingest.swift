import Foundation
import VeloIO
import VeloKernels
import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Ingests `paths` for one athlete: each file in its own transaction (a bad
  /// file is reported and the rest go on), identical content skipped as a
  /// duplicate, then the daily rows recomputed from the first changed day.
  /// - Parameters:
  ///   - paths: the files, in the order given.
  ///   - athlete: whose files they are.
  ///   - options: thresholds and scoring choices given for this ingest (`IngestOptions`).
  ///   - sports: sport for a file that names none, by path.
  ///   - progress: called after each file with (done, total).
  ///   - storing: entered before the first file is stored (its first chunk
  ///     already read and scored) and left after the last, before the days are
  ///     computed; entered and left once even without files or on an error: a dataset's athletes ingested in parallel store their files
  ///     in roster order through it, so the same dataset gives the same ids.
  public func ingest(
    paths: [String], athlete: Athlete, options: IngestOptions = IngestOptions(), sports: [String: String] = [:],
    storing: OrderedSection? = nil, progress: ((Int, Int) -> Void)? = nil
  ) throws -> [IngestResult] {
    // Entered and left exactly once, whatever happens: later workers wait on it.
    var section = 0
    func enter() {
      if section == 0 {
        storing?.enter()
        section = 1
      }
    }
    func leave() {
      enter()
      if section == 1 {
        storing?.leave()
        section = 2
      }
    }
    defer { leave() }
    guard let athleteId = athlete.id else { throw StoreError.noAthletes }
    try refuseWritesIfUnwritable()
    let thresholds = try self.thresholds(athleteId: athleteId)
    let zone: AthleteTimeZone
    zone = try athlete.zone()
    let stored = try storedSources(athleteId: athleteId)
    let context = IngestContext(
      thresholds: thresholds, sex: athlete.sexValue, birthYear: athlete.birthYear, zone: zone, options: options,
      known: { stored[$0] })
    var results: [IngestResult] = []
    let chunk = max(1, options.jobs) * 4
    for start in stride(from: 0, to: paths.count, by: chunk) {
      let part = Array(paths[start..<min(paths.count, start + chunk)])
      let parsed = concurrentMap(part, jobs: options.jobs) { path in
        Result { try context.prepare(path: path, sport: sports[path]) }
      }
      enter()
      for (path, item) in zip(part, parsed) {
        results.append(try store(item, path: options.sourceNames[path] ?? path, athleteId: athleteId))
        progress?(results.count, paths.count)
      }
    }
    leave()
    try recompute(athleteId: athleteId)
    return results
  }

  /// Ingests one uploaded file's bytes as `ingest(paths:athlete:options:sports:progress:)`
  /// does a file: `name` (a client's file name, made a safe path component)
  /// names it in errors and is stored as `upload/<name>`.
  public func ingest(upload data: Data, name: String, athlete: Athlete, options: IngestOptions = IngestOptions()) throws
    -> IngestResult
  {
    guard let athleteId = athlete.id else { throw StoreError.noAthletes }
    try refuseWritesIfUnwritable()
    let zone: AthleteTimeZone
    zone = try athlete.zone()
    let context = IngestContext(
      thresholds: try thresholds(athleteId: athleteId), sex: athlete.sexValue, birthYear: athlete.birthYear, zone: zone,
      options: options,
      known: { [self] sha in try? storedSource(athleteId: athleteId, sha256: sha) })
    let path = "upload/" + SafeName.pathComponent(name, limit: 100)
    let result = try store(Result { try context.prepare(data: data, path: path) }, path: path, athleteId: athleteId)
    try recompute(athleteId: athleteId)
    return result
  }

  /// What an app sends without a file (`VeloPipeline.LoggedEntries`).
  public typealias LoggedEntries = VeloPipeline.LoggedEntries

  /// Stores what an app sent (`POST …/workouts`, `POST …/wellness`) as the
  /// file of its kind would be: `identity` (the entries in a canonical text)
  /// is hashed as a file's bytes are, so the same entries sent again are a
  /// duplicate (a retried request stores once).
  public func ingest(_ entries: LoggedEntries, identity: Data, name: String, athlete: Athlete) throws -> IngestResult {
    guard let athleteId = athlete.id else { throw StoreError.noAthletes }
    try refuseWritesIfUnwritable()
    let zone = try athlete.zone()
    let context = IngestContext(
      thresholds: try thresholds(athleteId: athleteId), sex: athlete.sexValue, birthYear: athlete.birthYear, zone: zone,
      options: IngestOptions())
    let path = "upload/" + SafeName.pathComponent(name, limit: 100)
    let result = try store(
      .success(context.prepare(entries, identity: identity, path: path)), path: path, athleteId: athleteId)
    try recompute(athleteId: athleteId)
    return result
  }

  /// Stores one parsed file (or reports why it failed); a failure of the library itself is thrown.
  private func store(_ item: Result<PreparedSource, any Error>, path: String, athleteId: Int64) throws -> IngestResult {
    switch item {
    case .failure(let known as KnownSource):
      return IngestResult(path: path, status: .duplicate(of: known.storedFrom), sha256: known.sha256)
    case .failure(let error):
      var result = IngestResult(path: path, status: .failed("\(error)"))
      result.lenientWouldRead = (error as? FITError)?.lenientReadsOn ?? false
      return result
    case .success(let source):
      do {
        let status = try store(source, athleteId: athleteId)
        let estimated: Int
        if case .added = status { estimated = source.estimatedLoads } else { estimated = 0 }
        var result = IngestResult(
          path: path, status: status, sha256: source.sha256, warnings: source.warnings, estimatedLoads: estimated)
        if case .added = status {
          result.fileThresholds = source.fileThresholds
          result.estimatedOptions = source.estimatedOptions
        }
        return result
      } catch let error as StoreError where error.isLibraryFailure {
        throw error
      } catch let error where backend.isLibraryFailure(error) {
        // The library itself failed, not this file: stop instead of failing every file.
        throw backend.classify(error) ?? error
      } catch let error as SQLDecodingError {
        throw backend.classify(error) ?? StoreError.invalid("\(error)")
      } catch {
        return IngestResult(path: path, status: .failed("\(path): \(error)"), sha256: source.sha256)
      }
    }
  }

  /// Writes one prepared file in a single transaction.
  func store(_ source: PreparedSource, athleteId: Int64) throws -> IngestResult.Status {
    try writeTransaction { db in
      if let earlier = try storedSource(db, athleteId: athleteId, sha256: source.sha256) {
        return .duplicate(of: earlier)
      }
      var file = SourceFile(
        id: nil, athleteId: athleteId, sha256: source.sha256, path: source.path, kind: source.kind,
        byteCount: source.byteCount, ingestedAt: ISO8601DateFormatter().string(from: Date()))
      try checkDates(db, source, athleteId: athleteId)
      try db.insert(&file)
      var firstDay: LocalDate?
      var sameRide = 0
      for (var activity, stream) in source.activities {
        activity.athleteId = athleteId
        activity.sourceFileId = file.id!
        if let existing = try self.sameRide(db, as: activity, athleteId: athleteId) {
          try merge(db, new: activity, stream: stream, fileId: file.id!, into: existing)
          sameRide += 1
          firstDay = min(firstDay ?? existing.localDate, min(existing.localDate, activity.localDate))
          continue
        }
        try activity.insertFast(db)
        if let stream {
          try db.insert(
            ActivityStreamBlob(
              activityId: activity.id!, sampleCount: stream.sampleCount, columns: stream.columns, data: stream.data))
        }
        firstDay = min(firstDay ?? activity.localDate, activity.localDate)
      }
      if let low = source.wellness.map(\.date).min(), let high = source.wellness.map(\.date).max() {
        // A date already stored merges, this file's values first; a value it replaces is said with the day.
        var stored = try WellnessDay.stored(db, athleteId: athleteId, from: low, through: high)
        let name = (source.path as NSString).lastPathComponent
        for reading in source.wellness {
          let day = WellnessDay(athleteId: athleteId, reading: reading)
          stored[reading.date] = stored[reading.date].map { $0.merged(with: day, from: name) } ?? day
        }
        try WellnessDay.upsertAll(db, Set(source.wellness.map(\.date)).sorted().map { stored[$0]! })
        firstDay = min(firstDay ?? low, low)
      }
      if let firstDay { try markDirty(db, athleteId: athleteId, from: firstDay) }
      return .added(
        activities: source.activities.count - sameRide, wellnessDays: source.wellness.count,
        skippedRows: source.skippedRows,
        withoutLoad: source.activities.filter { $0.0.load == nil }.count, sameRide: sameRide)
    }
  }

  /// Refuses a file whose dates lie outside ``InputLimits/dates`` or would
  /// stretch the athlete's history past ``InputLimits/maximumSpanDays``: every
  /// day between the first and the last becomes a daily row.
  func checkDates(_ db: any SQLDatabase, _ source: PreparedSource, athleteId: Int64) throws {
    let dates = source.activities.map(\.0.localDate) + source.wellness.map(\.date)
    guard let low = dates.min(), let high = dates.max() else { return }
    for d in [low, high] where !InputLimits.dates.contains(d) {
      throw StoreError.invalid(
        "\(source.path): a date \(d) lies outside \(InputLimits.dates.lowerBound)…\(InputLimits.dates.upperBound)")
    }
    if let problem = try spanProblem(db, athleteId: athleteId, from: low, through: high) {
      throw StoreError.invalid("\(source.path): \(problem)")
    }
  }

  /// Why adding days `low…high` would stretch the athlete's history past
  /// ``InputLimits/maximumSpanDays``; `nil` when it would not.
  func spanProblem(_ db: any SQLDatabase, athleteId: Int64, from low: LocalDate, through high: LocalDate) throws
    -> String?
  {
    let row = try db.row(
      sql: """
        SELECT MIN(d), MAX(d) FROM (SELECT localDate AS d FROM activity WHERE athleteId = ?
        UNION ALL SELECT date AS d FROM wellnessDay WHERE athleteId = ?) AS days
        """, arguments: [athleteId, athleteId])
    let first = min(low, try row?.decode(String?.self, at: 0).flatMap(LocalDate.init(iso:)) ?? low)
    let last = max(high, try row?.decode(String?.self, at: 1).flatMap(LocalDate.init(iso:)) ?? high)
    guard last.dayNumber - first.dayNumber >= InputLimits.maximumSpanDays else { return nil }
    return
      "with it the history would run from \(first) to \(last), \(last.dayNumber - first.dayNumber + 1) days; at most \(InputLimits.maximumSpanDays) (50 years) — is a year mistyped?"
  }

  /// `spanProblem(_:athleteId:from:through:)` for one day, read outside a write.
  public func spanProblem(athleteId: Int64, adding day: LocalDate) throws -> String? {
    try read { db in try spanProblem(db, athleteId: athleteId, from: day, through: day) }
  }

  func markDirty(_ db: any SQLDatabase, athleteId: Int64, from day: LocalDate) throws {
    try db.execute(
      sql:
        "UPDATE athlete SET dirtyFrom = CASE WHEN dirtyFrom IS NULL OR dirtyFrom > ? THEN ? ELSE dirtyFrom END, revision = revision + 1 WHERE id = ?",
      arguments: [day, day, athleteId])
  }
}
