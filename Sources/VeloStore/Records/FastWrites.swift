import VeloScore

/// The ingest's hot writes without per-row record encoding or SQL building:
/// one cached prepared statement each, arguments bound by position. Tests check
/// they store exactly what the records' own `insert`/`save` store.

extension StoredActivity {
  static let insertSQL = """
    INSERT INTO activity (athleteId, sourceFileId, sourceRow, sport, startTime, localDate, utcOffset, durationSeconds,
      movingSeconds, distanceMeters, calories, caloriesSource, format, load, loadSource, normalizedPower, intensityFactor,
      averagePower, averageHeartRate, powerCurve, summary, cardioLoad, fileSettings, name, notes, rpe,
      sessionRPELoad)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    RETURNING id
    """

  /// Inserts the row (``id`` must be nil) and sets ``id``.
  mutating func insertFast(_ db: any SQLDatabase) throws {
    precondition(id == nil, "insertFast inserts new activities only")
    id = try db.scalar(Int64.self, sql: Self.insertSQL, arguments: [
      athleteId, sourceFileId, sourceRow, sport, startTime, localDate, utcOffset, durationSeconds,
      movingSeconds, distanceMeters, calories, caloriesSource, format, load, loadSource, normalizedPower, intensityFactor,
      averagePower, averageHeartRate, powerCurve, summary, cardioLoad, fileSettings, name, notes, rpe, sessionRPELoad,
    ])
  }
}

extension WellnessDay {
  static let upsertSQL = """
    INSERT INTO wellnessDay (athleteId, date, rmssd, restingHeartRate, respiratoryRate, sleepHours, sleepNeedHours,
      steps, inBedHours, subjective)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (athleteId, date) DO UPDATE SET rmssd = excluded.rmssd, restingHeartRate = excluded.restingHeartRate,
      respiratoryRate = excluded.respiratoryRate, sleepHours = excluded.sleepHours, sleepNeedHours = excluded.sleepNeedHours,
      steps = excluded.steps, inBedHours = excluded.inBedHours, subjective = excluded.subjective
    """

  /// Inserts the day or replaces the stored one of the same athlete and date.
  func saveFast(_ db: any SQLDatabase) throws {
    try db.execute(sql: Self.upsertSQL, arguments: [
      athleteId, date, rmssd, restingHeartRate, respiratoryRate, sleepHours, sleepNeedHours, steps, inBedHours, subjective,
    ])
  }

  /// The athlete's stored days in `[from, through]`, by date: one query for a whole file.
  static func stored(_ db: any SQLDatabase, athleteId: Int64, from: LocalDate, through: LocalDate) throws -> [LocalDate: WellnessDay] {
    let rows = try db.fetchAll(WellnessDay.self, where: "athleteId = ? AND date >= ? AND date <= ?", [athleteId, from, through])
    return Dictionary(rows.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
  }
}

extension DailyMetricRow {
  /// The values in ``columns``' order, the order reads take them back in.
  static let insertSQL =
    "INSERT INTO dailyMetric (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"

  /// Inserts `rows`: one cached statement per row on SQLite (in-process, no
  /// round trip), multi-row statements of ``rowsPerStatement`` on PostgreSQL,
  /// where each statement is a round trip to the server (a 50-year history is 18,000 rows).
  static func insertAll(_ db: any SQLDatabase, _ rows: [DailyMetricRow]) throws {
    guard db.dialect == .postgresql else {
      for row in rows { try row.insertFast(db) }
      return
    }
    let tuple = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
    for start in stride(from: 0, to: rows.count, by: rowsPerStatement) {
      let chunk = rows[start..<min(rows.count, start + rowsPerStatement)]
      let sql = "INSERT INTO dailyMetric (\(columns.joined(separator: ", "))) VALUES " + Array(repeating: tuple, count: chunk.count).joined(separator: ", ")
      try db.execute(sql, chunk.flatMap { $0.values.sqlValues })
    }
  }

  /// 200 rows of 20 values: 4,000 parameters a statement, well inside both databases' limits.
  static let rowsPerStatement = 200

  /// The row's values in ``columns``' order.
  var values: SQLArguments {
    [
      athleteId, date, load, activityCount, durationSeconds, distanceMeters, ctl, atl, tsb, rampRate,
      acwr, acwrEWMA, monotony, strain, dayStrain, recovery, recoveryState, sleepNeed, sleepDebt, sleepPerformance,
    ]
  }

  func insertFast(_ db: any SQLDatabase) throws {
    try db.execute(sql: Self.insertSQL, arguments: values)
  }
}
