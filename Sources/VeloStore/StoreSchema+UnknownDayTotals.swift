import GRDB

extension StoreSchema {
  /// v20: a day's `durationSeconds` and `distanceMeters` may be `NULL` — none of
  /// the day's activities gave one (a strength session has no distance) — where
  /// they were 0 before. SQLite cannot drop a NOT NULL, so the table is rebuilt
  /// (SQLite's documented twelve-step procedure, "Making Other Kinds Of Table
  /// Schema Changes": the table has no index, trigger or view of its own); then
  /// the days stored before take the same rule (``unknownDayTotalsUpdate``).
  static func allowUnknownDayTotals(_ db: Database) throws {
    let columns = """
      athleteId, date, load, activityCount, durationSeconds, distanceMeters, ctl, atl, tsb, rampRate, acwr, acwrEWMA,
      monotony, strain, recovery, recoveryState, sleepNeed, sleepDebt, sleepPerformance, dayStrain
      """
    try db.execute(
      sql: """
        CREATE TABLE dailyMetric_v20 (
          athleteId INTEGER NOT NULL REFERENCES athlete(id) ON DELETE CASCADE,
          date TEXT NOT NULL,
          load REAL NOT NULL,
          activityCount INTEGER NOT NULL,
          durationSeconds REAL,
          distanceMeters REAL,
          ctl REAL NOT NULL,
          atl REAL NOT NULL,
          tsb REAL NOT NULL,
          rampRate REAL NOT NULL,
          acwr REAL,
          acwrEWMA REAL,
          monotony REAL,
          strain REAL,
          recovery INTEGER,
          recoveryState TEXT NOT NULL,
          sleepNeed REAL NOT NULL,
          sleepDebt REAL NOT NULL,
          sleepPerformance REAL,
          dayStrain REAL,
          PRIMARY KEY (athleteId, date)
        );
        INSERT INTO dailyMetric_v20 (\(columns)) SELECT \(columns) FROM dailyMetric;
        DROP TABLE dailyMetric;
        ALTER TABLE dailyMetric_v20 RENAME TO dailyMetric;
        \(unknownDayTotalsUpdate)
        """)
  }

  /// A stored day with activities takes the sums SQL gives (`SUM` over values
  /// that are all NULL is NULL): what ``DailyMetrics/Inputs/accumulate(_:_:firstOfDay:)``
  /// computes from now on.
  static let unknownDayTotalsUpdate = """
    UPDATE dailyMetric SET
      durationSeconds = (SELECT SUM(a.durationSeconds) FROM activity a
                         WHERE a.athleteId = dailyMetric.athleteId AND a.localDate = dailyMetric.date),
      distanceMeters = (SELECT SUM(a.distanceMeters) FROM activity a
                        WHERE a.athleteId = dailyMetric.athleteId AND a.localDate = dailyMetric.date)
    WHERE activityCount > 0;
    """

  /// The same change on PostgreSQL (`PostgresSchema.steps`).
  static let unknownDayTotalsPostgreSQL = """
    ALTER TABLE dailyMetric ALTER COLUMN durationSeconds DROP NOT NULL, ALTER COLUMN distanceMeters DROP NOT NULL;
    \(unknownDayTotalsUpdate)
    """
}
