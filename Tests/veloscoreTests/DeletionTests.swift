import Foundation
import GRDB
import Testing
import _VeloTestSupport

/// The right to erase: what is deleted leaves no trace in the library's files,
/// and what depended on it is recomputed.
@Suite struct DeletionTests {
  func library() throws -> String {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    return lib
  }

  @Test func deletingAnAthleteLeavesNothing() throws {
    let lib = try library()
    let marker = "Zoë Eraseme Quartz"
    #expect(try veloscore("athlete", "add", marker, "--ftp", "250", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "keeper", "--library", lib).status == 0)
    let log = try writeTemporary("date,sport,duration,tss\n2026-11-16,QuartzSport,3600,77\n", name: "log.csv")
    #expect(
      try veloscore(
        "ingest", log.path, Repository.path("datasets/fit/4078723797.fit"), "--athlete", marker, "--library", lib
      ).status == 0)
    #expect(
      try veloscore(
        "ingest", Repository.path("datasets/sample/athlete-01/wellness.csv"), "--athlete", marker, "--library", lib
      ).status == 0)
    #expect(
      try veloscore(
        "plan", "event", "--date", "2027-03-14", "--name", "QuartzRace", "--ctl", "70", "--athlete", marker,
        "--library", lib
      ).status == 0)
    #expect(
      try veloscore(
        "plan", "add", "--date", "2026-12-01", "--load", "60", "--description", "QuartzPlan", "--athlete", marker,
        "--library", lib
      ).status == 0)
    #expect(try veloscore("delete", "athlete", marker, "--library", lib).status == 64)  // no --yes: nothing happens
    let r = try veloscore("delete", "athlete", marker, "--yes", "--library", lib, "--json")
    #expect(r.status == 0 && r.stdout.contains("\"activities\" : 2"), "\(r.stdout) \(r.stderr)")
    let db = try DatabaseQueue(path: lib + "/library.sqlite")
    let left = try db.read { db in
      try [
        "threshold", "sourceFile", "activity", "activityStream", "wellnessDay", "dailyMetric", "planEvent",
        "plannedSession",
      ].map {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1
      }
    }
    try db.close()
    #expect(left == [0, 0, 0, 0, 0, 0, 0, 0])
    // Not a byte of it in the database or its write-ahead log.
    for suffix in ["", "-wal"] {
      let path = lib + "/library.sqlite" + suffix
      // The database must be there to be searched; the WAL may have been checkpointed away.
      guard suffix.isEmpty || FileManager.default.fileExists(atPath: path) else { continue }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(bytes.count > 0 || !suffix.isEmpty, "library.sqlite is empty")
      for needle in [marker, "quartzsport", "QuartzSport", "QuartzRace", "QuartzPlan"] {
        #expect(bytes.range(of: Data(needle.utf8)) == nil, "\(needle) in library.sqlite\(suffix)")
      }
    }
    #expect(try veloscore("athlete", "show", "keeper", "--library", lib).status == 0)
  }

  @Test func deletingAnActivityOrAFileRecomputesTheDays() throws {
    let lib = try library()
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let log = try writeTemporary(
      "date,sport,duration,tss\n2026-11-16,Ride,3600,80\n2026-11-18,Run,1800,40\n", name: "log.csv")
    let other = try writeTemporary("date,sport,duration,tss\n2026-11-17,Swim,1800,30\n", name: "other.csv")
    _ = try veloscore("ingest", log.path, other.path, "--athlete", "ana", "--library", lib)
    func loads() throws -> [String: Double] {
      let days =
        try #require(
          try JSONSerialization.jsonObject(with: Data(try veloscore("pmc", "--library", lib, "--json").stdout.utf8))
            as? [String: Any])["days"] as? [[String: Any]]
      return Dictionary(
        uniqueKeysWithValues: (days ?? []).map { ($0["date"] as! String, ($0["load"] as! NSNumber).doubleValue) })
    }
    #expect(try loads()["2026-11-16"] == 80)
    // The days are rewritten, none erased: it said "0 daily rows" although 17–18 Nov (the history left) were recomputed.
    let erased = try veloscore("delete", "activity", "1", "--yes", "--library", lib)
    #expect(erased.status == 0 && erased.stdout.contains("2 days recomputed"), "\(erased.stdout)")
    #expect(!erased.stdout.contains("daily row"), "\(erased.stdout)")
    #expect(try loads()["2026-11-16"] ?? 0 == 0)
    let r = try veloscore("delete", "source", other.path, "--yes", "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("1 activity, 1 source file"), "\(r.stdout) \(r.stderr)")
    #expect(try loads()["2026-11-17"] ?? 0 == 0 && loads()["2026-11-18"] == 40)
    // The file is forgotten: ingesting it again adds it back.
    #expect(try veloscore("ingest", other.path, "--athlete", "ana", "--library", lib).stdout.contains("1 added"))
    #expect(try veloscore("delete", "source", "/no/such.csv", "--yes", "--library", lib).status == 65)
  }

  /// Activity ids are global: with two athletes, `delete activity ID`, `activity ID`
  /// and `report activity ID` need no --athlete; without --yes a deletion is 64
  /// before the library is even opened.
  @Test func activityIdsAreGlobalAndDeletionAsksFirst() throws {
    let lib = try library()
    for name in ["ana", "bea"] { _ = try veloscore("athlete", "add", name, "--library", lib) }
    let log = try writeTemporary("date,sport,duration,tss\n2026-11-16,Ride,3600,80\n", name: "bea.csv")
    _ = try veloscore("ingest", log.path, "--athlete", "bea", "--library", lib)
    #expect(try veloscore("activity", "1", "--library", lib, "--json").stdout.contains("\"bea #1"))
    #expect(try veloscore("report", "activity", "1", "--library", lib, "--format", "json").status == 0)
    #expect(try veloscore("delete", "activity", "1", "--library", lib).status == 64)
    #expect(try veloscore("delete", "activity", "1", "--library", "/no/such/library").status == 64)  // asked first
    // Another athlete's id stays "not found" when --athlete names someone else.
    #expect(try veloscore("delete", "activity", "1", "--athlete", "ana", "--yes", "--library", lib).status == 65)
    #expect(try veloscore("delete", "activity", "1", "--yes", "--library", lib).status == 0)
    #expect(try veloscore("delete", "activity", "1", "--yes", "--library", lib).status == 65)
  }
}

/// One ride once: the same ride as FIT, GPX and TCX was 3 activities
/// ("3 workouts, 0:06:21" for one ride).
@Suite struct SameRideTests {
  @Test func oneRideFromThreeFormatsIsOneActivity() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--ftp", "200", "--library", lib)
    let gpx = Repository.path("datasets/tracks/activity_5039744860.gpx")
    let tcx = Repository.path("datasets/tracks/activity_5039744860.tcx")
    let fit = Repository.path("datasets/fit/2020-06-01-16-52-40.fit")
    #expect(try veloscore("ingest", gpx, "--athlete", "ana", "--library", lib).stdout.contains("1 added (1 activity"))
    let r = try veloscore("ingest", fit, tcx, "--athlete", "ana", "--library", lib)
    #expect(r.stdout.contains("2 rides were already stored from another file format"), "\(r.stdout)")
    let rows = try #require(listItems(Data(try veloscore("activities", "--library", lib, "--json").stdout.utf8)))
    #expect(rows.count == 1 && rows[0]["format"] as? String == "fit" && (rows[0]["alsoFrom"] as? [String])?.count == 2)
    #expect((rows[0]["durationSeconds"] as? NSNumber)?.intValue == 95)  // the FIT's timer time, not the GPX's
    // Erasing the kept file erases the ride and forgets its other files, which can come back.
    let erased = try veloscore("delete", "source", fit, "--yes", "--library", lib)
    #expect(erased.stdout.contains(": 1 activity, 3 source files"), "\(erased.stdout)")
    #expect(try veloscore("activities", "--library", lib, "--json").stdout.contains("\"id\"") == false)
    #expect(try veloscore("ingest", tcx, "--athlete", "ana", "--library", lib).stdout.contains("1 added (1 activity"))
  }
}
