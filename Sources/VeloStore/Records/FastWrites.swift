import GRDB
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
    """

  /// Inserts the row (``id`` must be nil) and sets ``id``.
  mutating func insertFast(_ db: Database) throws {
    precondition(id == nil, "insertFast inserts new activities only")
    let statement = try db.cachedStatement(sql: Self.insertSQL)
    try statement.execute(arguments: [
      athleteId, sourceFileId, sourceRow, sport, startTime, localDate, utcOffset, durationSeconds,
      movingSeconds, distanceMeters, calories, caloriesSource, format, load, loadSource, normalizedPower, intensityFactor,
      averagePower, averageHeartRate, powerCurve, summary, cardioLoad, fileSettings, name, notes, rpe, sessionRPELoad,
    ])
    id = db.lastInsertedRowID
  }
}

extension WellnessDay {
  static let upsertSQL = """
    INSERT OR REPLACE INTO wellnessDay (athleteId, date, rmssd, restingHeartRate, respiratoryRate, sleepHours, sleepNeedHours,
      steps, inBedHours, subjective)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  /// Inserts the day or replaces the stored one of the same athlete and date.
  func saveFast(_ db: Database) throws {
    try db.cachedStatement(sql: Self.upsertSQL).execute(arguments: [
      athleteId, date, rmssd, restingHeartRate, respiratoryRate, sleepHours, sleepNeedHours, steps, inBedHours, subjective,
    ])
  }

  /// The athlete's stored days in `[from, through]`, by date: one query for a whole file.
  static func stored(_ db: Database, athleteId: Int64, from: LocalDate, through: LocalDate) throws -> [LocalDate: WellnessDay] {
    let rows = try WellnessDay.fetchAll(db, sql: "SELECT * FROM wellnessDay WHERE athleteId = ? AND date >= ? AND date <= ?",
                                        arguments: [athleteId, from, through])
    return Dictionary(rows.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
  }
}

extension DailyMetricRow {
  /// The values in ``columns``' order, the order reads take them back in.
  static let insertSQL =
    "INSERT INTO dailyMetric (\(columns.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"

  func insertFast(_ db: Database) throws {
    try db.cachedStatement(sql: Self.insertSQL).execute(arguments: [
      athleteId, date, load, activityCount, durationSeconds, distanceMeters, ctl, atl, tsb, rampRate,
      acwr, acwrEWMA, monotony, strain, dayStrain, recovery, recoveryState, sleepNeed, sleepDebt, sleepPerformance,
    ])
  }
}
