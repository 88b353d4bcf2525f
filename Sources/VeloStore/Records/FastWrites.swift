import VeloPipeline
import VeloScore

/// The ingest's hot writes without per-row record encoding or SQL building:
/// an activity through one cached prepared statement, arguments bound by position;
/// wellness days and daily rows in bulk (``SQLDatabase/insertRows(into:columns:_:conflict:)``).
/// Tests check they store exactly what the records' own `insert`/`save` store.

extension StoredActivity {
  static let insertSQL = """
    INSERT INTO activity (athleteId, sourceFileId, sourceRow, sport, startTime, localDate, utcOffset, durationSeconds,
      movingSeconds, distanceMeters, calories, caloriesSource, format, load, loadSource, normalizedPower, intensityFactor,
      averagePower, averageHeartRate, powerCurve, summary, cardioLoad, fileSettings, name, notes, rpe,
      sessionRPELoad, warnings, device)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    RETURNING id
    """

  /// Inserts the row (``id`` must be nil) and sets ``id``.
  mutating func insertFast(_ db: any SQLDatabase) throws {
    precondition(id == nil, "insertFast inserts new activities only")
    id = try db.scalar(
      Int64.self, sql: Self.insertSQL,
      arguments: [
        athleteId, sourceFileId, sourceRow, sport, startTime, localDate, utcOffset, durationSeconds,
        movingSeconds, distanceMeters, calories, caloriesSource, format, load, loadSource, normalizedPower,
        intensityFactor,
        averagePower, averageHeartRate, powerCurve, summary, cardioLoad, fileSettings, name, notes, rpe, sessionRPELoad,
        warnings, device,
      ])
  }
}

extension WellnessDay {
  /// A day already stored for the athlete and date is replaced, column by column.
  static let replaceOnConflict =
    " ON CONFLICT (athleteId, date) DO UPDATE SET "
    + columns.dropFirst(2).map { "\($0) = excluded.\($0)" }.joined(separator: ", ")

  /// Inserts the days or replaces the stored ones of the same athlete and date
  /// (one row per athlete and date in `days`): one statement per 5,000 days on PostgreSQL.
  static func upsertAll(_ db: any SQLDatabase, _ days: [WellnessDay]) throws {
    try db.insertRows(into: "wellnessDay", columns: columns, days.map(\.values.sqlValues), conflict: replaceOnConflict)
  }

  /// The day's values in ``columns``' order.
  var values: SQLArguments {
    let numbers: SQLArguments = WellnessReading.numbers.map { reading[keyPath: $0.path] }
    return [athleteId, date] + numbers + [subjectiveText, warningsText, alternativesText]
  }

  /// The athlete's stored days in `[from, through]`, by date: one query for a whole file.
  static func stored(_ db: any SQLDatabase, athleteId: Int64, from: LocalDate, through: LocalDate) throws -> [LocalDate:
    WellnessDay]
  {
    let rows = try db.fetchAll(
      WellnessDay.self, where: "athleteId = ? AND date >= ? AND date <= ?", [athleteId, from, through])
    return Dictionary(rows.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
  }
}

extension DailyMetricRow {
  /// Inserts `rows` (``SQLDatabase/insertRows(into:columns:_:conflict:)``).
  static func insertAll(_ db: any SQLDatabase, _ rows: [DailyMetricRow]) throws {
    try db.insertRows(into: "dailyMetric", columns: columns, rows.map { $0.values.sqlValues })
  }

  /// The row's values in ``columns``' order.
  var values: SQLArguments {
    [
      athleteId, date, load, activityCount, durationSeconds, distanceMeters, ctl, atl, tsb, rampRate,
      acwr, acwrEWMA, monotony, strain, dayStrain, recovery, recoveryState, sleepNeed, sleepDebt, sleepPerformance,
    ]
  }
}
