import Foundation
import GRDB
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// A library written at schema v1 (the frozen SQL fixture) opens and migrates
/// forward with every row kept.
struct StoreMigrationTests {
  @Test func migratesAVersion1LibraryWithoutLosingData() throws {
    let dir = try makeTemporaryDirectory()
    let fixture = try String(
      contentsOfFile: Repository.path("Tests/VeloStoreTests/Fixtures/library-v1.sql"), encoding: .utf8)
    let v1 = try DatabaseQueue(path: dir.appendingPathComponent(AthleteStore.fileName).path)
    try v1.write { db in try db.execute(sql: fixture) }
    let checksum = "SELECT COUNT(*), TOTAL(load), TOTAL(durationSeconds), GROUP_CONCAT(localDate) FROM activity"
    let before = try v1.read { db in try Row.fetchOne(db, sql: checksum)! }
    let counts =
      "SELECT (SELECT COUNT(*) FROM athlete), (SELECT COUNT(*) FROM threshold), (SELECT COUNT(*) FROM wellnessDay), (SELECT COUNT(*) FROM dailyMetric), (SELECT TOTAL(rmssd) FROM wellnessDay)"
    let countsBefore = try v1.read { db in try Row.fetchOne(db, sql: counts)! }
    try v1.close()

    let store = try AthleteStore(directory: dir)
    #expect(
      try store.appliedMigrations() == [
        "v1-createSchema", "v2-dayStrain", "v3-utcOffset", "v4-caloriesSource", "v5-sameRide", "v6-plans",
        "v7-apiTokens", "v8-fileSettings", "v9-thresholdSport", "v10-activityNameNotes", "v11-rpeOnTSSScale",
        "v12-athleteRevision", "v13-plannedWorkout", "v14-athleteLanguage", "v15-changeTriggers", "v16-idempotencyKeys",
        "v17-activityFileFacts", "v18-wellnessFacts", "v19-wellnessBodyAndAlternatives", "v20-unknownDayTotals",
      ])
    let (after, countsAfter, columns, wellnessColumns) = try store.sqlitePool!.read { db in
      (
        try Row.fetchOne(db, sql: checksum)!, try Row.fetchOne(db, sql: counts)!,
        try db.columns(in: "activity").map(\.name), try db.columns(in: "wellnessDay").map(\.name)
      )
    }
    #expect(after == before)
    #expect(countsAfter == countsBefore)
    #expect(columns.contains("cardioLoad") && columns.contains("utcOffset") && columns.contains("warnings"))
    #expect(wellnessColumns.contains("sdnn") && wellnessColumns.contains("warnings"))
    // v20: the stored day whose one ride had no distance has none (it held 0); its time stays.
    let storedDay = try store.sqlitePool!.read { db in
      try Row.fetchOne(
        db, sql: "SELECT durationSeconds, distanceMeters FROM dailyMetric WHERE athleteId = 1 AND date = '2026-05-17'")!
    }
    #expect(storedDay[0] as Double? == 3600 && storedDay[1] as Double? == nil)
    // The migrated library works: thresholds by date, days recomputed on demand.
    let anna = try store.athlete("anna")
    #expect(
      try store.thresholds(athleteId: anna.id!).settings(on: LocalDate(year: 2026, month: 7, day: 1), sex: nil).ftp
        == 255)
    try store.sqlitePool!.write { db in try db.execute(sql: "UPDATE athlete SET dirtyFrom = '2026-05-17'") }
    #expect(try store.days(athleteId: anna.id!).map(\.load) == [70.5, 0, 45.25, 0, 110])
    // Workouts logged without a distance: none on their days, 0 on the days between.
    #expect(try store.days(athleteId: anna.id!).map(\.distanceMeters) == [nil, 0, nil, 0, nil])
    #expect(try store.days(athleteId: anna.id!).map(\.durationSeconds) == [3600, 0, 2700, 0, 5400])
  }

  /// A library whose hand-logged sessions carry Foster's RPE × minutes as
  /// their load migrates to loads on the TSS scale, the AU kept beside.
  @Test func sessionRPELoadsMoveToTheTSSScale() throws {
    let dir = try makeTemporaryDirectory()
    let fixture = try String(
      contentsOfFile: Repository.path("Tests/VeloStoreTests/Fixtures/library-v1.sql"), encoding: .utf8)
    let v1 = try DatabaseQueue(path: dir.appendingPathComponent(AthleteStore.fileName).path)
    try v1.write { db in
      try db.execute(sql: fixture)
      // 45 min at RPE 6, stored the old way: 270 AU, tagged sessionRPE.
      try db.execute(
        sql:
          "UPDATE activity SET load = 270, durationSeconds = 2700, loadSource = 'sessionRPE' WHERE id = (SELECT MIN(id) FROM activity)"
      )
    }
    try v1.close()
    let store = try AthleteStore(directory: dir)
    let anna = try store.athlete("anna")
    let migrated = try #require(try store.activities(athleteId: anna.id!).first { $0.sessionRPELoad != nil })
    #expect(
      migrated.loadSource == "rpe" && migrated.rpe == 6 && migrated.sessionRPELoad == 270 && migrated.load == 52.5)
    #expect(try store.days(athleteId: anna.id!).map(\.load).first == 52.5)  // the days were recomputed
  }
}
