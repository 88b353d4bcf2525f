import Foundation
import GRDB
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// The ingest's fast writes (a cached statement, or bulk rows) store exactly what
/// the records' own Codable writes store, column for column.
@Suite struct FastWritesTests {
  @Test func activityInsertEqualsTheRecordInsert() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue)
    try queue.write { db in
      let c = SQLiteConnection(db)
      try db.execute(sql: "INSERT INTO athlete (name, createdAt) VALUES ('a', 'now')")
      try db.execute(
        sql:
          "INSERT INTO sourceFile (athleteId, sha256, path, kind, byteCount, ingestedAt) VALUES (1, 'x', 'p', 'activity', 1, 'now')"
      )
      var a = StoredActivity(
        athleteId: 1, sourceFileId: 1, sourceRow: 3, localDate: LocalDate(year: 2026, month: 11, day: 20))
      (a.sport, a.startTime, a.utcOffset, a.durationSeconds, a.movingSeconds) = (
        "cycling", 1_763_600_000.5, 3600, 3601, 3500
      )
      (a.distanceMeters, a.calories, a.caloriesSource, a.format, a.load, a.loadSource) = (
        40_000.25, 900, "file", "fit", 85.5, "power"
      )
      (a.normalizedPower, a.intensityFactor, a.averagePower, a.averageHeartRate) = (250.125, 0.9, 230, 150)
      (a.powerCurve, a.summary, a.cardioLoad) = (Data([1, 2, 3, 255]), "{\"x\":1}", 42)
      var fast = a
      var slow = a
      try fast.insertFast(c)
      try c.insert(&slow)
      let rows = try c.fetchAll(StoredActivity.self, orderBy: "id")
      #expect(rows.count == 2 && fast.id == rows[0].id && slow.id == rows[1].id)
      var expected = rows[1]
      expected.id = rows[0].id
      #expect(rows[0] == expected)
      // Every column of the table is written (a new column would need adding to insertSQL).
      let columns = try db.columns(in: "activity").map(\.name).filter { $0 != "id" }
      #expect(columns.allSatisfy { StoredActivity.insertSQL.contains($0) }, "\(columns)")
    }
  }

  @Test func wellnessUpsertEqualsTheRecordSave() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue)
    try queue.write { db in
      let c = SQLiteConnection(db)
      try db.execute(sql: "INSERT INTO athlete (name, createdAt) VALUES ('a', 'now'), ('b', 'now')")
      var r = WellnessReading(date: LocalDate(year: 2026, month: 11, day: 20))
      (r.rmssd, r.restingHeartRate, r.sleepHours, r.steps) = (61.5, 48, 7.25, 9000)
      r.subjective = ["mood": 4]
      try WellnessDay.upsertAll(c, [WellnessDay(athleteId: 1, reading: r)])
      try c.save(WellnessDay(athleteId: 2, reading: r))
      r.rmssd = 70  // a second reading of the same day replaces the first
      try WellnessDay.upsertAll(c, [WellnessDay(athleteId: 1, reading: r)])
      try c.save(WellnessDay(athleteId: 2, reading: r))
      let a = try #require(try c.fetchOne(WellnessDay.self, where: "athleteId = 1"))
      var b = try #require(try c.fetchOne(WellnessDay.self, where: "athleteId = 2"))
      b.athleteId = 1
      let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM wellnessDay")
      #expect(a == b && a.reading.rmssd == 70 && count == 2)
      let columns = try db.columns(in: "wellnessDay").map(\.name)
      #expect(Set(columns) == Set(WellnessDay.columns), "\(columns)")
      #expect(try WellnessDay.stored(c, athleteId: 1, from: r.date, through: r.date)[r.date] == a)
    }
  }

  @Test func dailyRowInsertEqualsTheRecordInsert() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue)
    try queue.write { db in
      let c = SQLiteConnection(db)
      try db.execute(sql: "INSERT INTO athlete (name, createdAt) VALUES ('a', 'now'), ('b', 'now')")
      let m = DailyMetrics(
        date: LocalDate(year: 2026, month: 11, day: 20), load: 80.5, activityCount: 2, durationSeconds: 5400,
        distanceMeters: 40_000,
        ctl: 45.25, atl: 60.125, tsb: -14.875, rampRate: 3.5, acwr: 1.2, acwrEWMA: 1.1, monotony: 1.5, strain: 700,
        dayStrain: 12.5,
        recovery: 66, recoveryState: .scored, sleepNeed: 7.9, sleepDebt: 0.4, sleepPerformance: 91.5)
      try DailyMetricRow.insertAll(c, [DailyMetricRow(athleteId: 1, m)])
      try c.insert(DailyMetricRow(athleteId: 2, m))
      let rows = try c.fetchAll(DailyMetricRow.self, sql: "\(DailyMetricRow.select) ORDER BY athleteId")
      #expect(rows.count == 2 && rows[0].metrics == rows[1].metrics && rows[0].metrics == m)
      #expect(try c.fetchAll(DailyMetricRow.self, orderBy: "athleteId").map(\.metrics) == [m, m])
      let columns = try db.columns(in: "dailyMetric").map(\.name)
      // Rows are read by position from exactly these columns: a column added to the table must join them.
      #expect(Set(columns) == Set(DailyMetricRow.columns), "\(columns)")
    }
  }
}
