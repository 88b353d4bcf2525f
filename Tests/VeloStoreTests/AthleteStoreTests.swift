import Foundation
import GRDB
import Testing
import VeloIO
import VeloKernels
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

struct AthleteStoreTests {
  struct PMCCase: Decodable {
    var file: String
    var start: String
    var ctl: [Double]
    var atl: [Double]
  }

  struct PMCOracle: Decodable { var cases: [PMCCase] }

  /// Store CTL/ATL vs pandas' ewm over the sample's daily.csv (an independent
  /// summary of the same training): exact before the ride files, within the
  /// 0.05 TSS rounding of daily.csv after.
  @Test func dailyRowsMatchThePandasPMCOracle() throws {
    let (store, athlete) = try sampleLibrary()
    let days = try store.days(athleteId: athlete.id!)
    let oracle = try #require(
      try Repository.oracle("pmc_oracle.json", as: PMCOracle.self).cases.first {
        $0.file.contains("athlete-01/daily.csv")
      })
    let start = try #require(LocalDate(iso: oracle.start))
    let rides = LocalDate(year: 2026, month: 11, day: 17)
    #expect(days.count >= 360)
    for d in days {
      let i = d.date.dayNumber - start.dayNumber
      let tolerance = d.date < rides ? 1e-9 : 0.05
      #expect(abs(d.ctl - oracle.ctl[i]) <= tolerance && abs(d.atl - oracle.atl[i]) <= tolerance, "\(d.date)")
    }
  }

  @Test func ingestIsIdempotentAndReportsDuplicates() throws {
    let (store, athlete) = try sampleLibrary()
    let files = try DatasetFolder(root: Repository.path("datasets/sample")).files(for: "athlete-01")
    let before = try store.activities(athleteId: athlete.id!).count
    let again = try store.ingest(paths: files, athlete: athlete)
    #expect(again.allSatisfy { if case .duplicate = $0.status { true } else { false } })
    #expect(try store.activities(athleteId: athlete.id!).count == before)
    #expect(before == 256 + 5)  // workouts.csv sessions + 5 ride files
  }

  @Test func latestActivitiesComeOldestFirst() throws {
    let (store, athlete) = try sampleLibrary()
    let all = try store.activities(athleteId: athlete.id!)
    let latest = try store.activities(athleteId: athlete.id!, ActivityFilter(last: 3))
    #expect(latest == Array(all.suffix(3)))
    #expect(try store.latestActivityDate(athleteId: athlete.id!) == all.last?.localDate)
    let rides = try store.activities(
      athleteId: athlete.id!, ActivityFilter(until: LocalDate(year: 2026, month: 1, day: 31), sport: "Ride", last: 2))
    #expect(
      rides.count == 2 && rides.allSatisfy { $0.sport == "cycling" && $0.localDate.description.hasPrefix("2026-01") })
  }

  @Test func aBadFileFailsAloneAndLeavesNothingBehind() throws {
    let dir = try makeTemporaryDirectory()
    let bad = dir.appendingPathComponent("broken.csv").path
    try Data("time,power\n0,100\n1,abc\n".utf8).write(to: URL(fileURLWithPath: bad))
    let good = Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")
    let (store, athlete) = try sampleLibrary(files: [])
    let results = try store.ingest(paths: [bad, good], athlete: athlete)
    guard case .failed(let reason) = results[0].status else {
      Issue.record("expected a failure")
      return
    }
    #expect(reason.contains("broken.csv") && reason.contains("3"), "\(reason)")
    #expect(results[1].status == .added(activities: 1, wellnessDays: 0, skippedRows: 0, withoutLoad: 0, sameRide: 0))
    #expect(try store.sourceFiles(athleteId: athlete.id!).map(\.path) == [good])
  }

  @Test func thresholdsApplyFromTheirDateAndRescoreStoredActivities() throws {
    let (store, athlete) = try sampleLibrary()
    let id = athlete.id!
    let before = try store.activities(athleteId: id, ActivityFilter(since: LocalDate(year: 2026, month: 11, day: 17)))
    let n = try store.setThreshold(
      athleteId: id, kind: .ftp, value: 300, from: LocalDate(year: 2026, month: 11, day: 20))
    #expect(n == 2)  // rides of 21 and 22 November
    let after = try store.activities(athleteId: id, ActivityFilter(since: LocalDate(year: 2026, month: 11, day: 17)))
    for (a, b) in zip(before, after) where a.normalizedPower != nil {
      if a.localDate < LocalDate(year: 2026, month: 11, day: 20) {
        #expect(a.intensityFactor == b.intensityFactor)
      } else {
        // IF = NP / FTP: the same NP over the new FTP.
        #expect(isClose(b.intensityFactor!, a.normalizedPower! / 300, rel: 1e-12))
      }
    }
    let settings = try store.thresholds(athleteId: id).settings(on: LocalDate(year: 2026, month: 11, day: 19), sex: nil)
    #expect(settings.ftp == 239)
  }

  @Test func incrementalRecomputeEqualsAFullRebuildAndKeepsEarlierRows() throws {
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    let files = dataset.files(for: "athlete-01")
    let (store, athlete) = try sampleLibrary(files: files.filter { !$0.contains("/rides/") })
    let id = athlete.id!
    let originalCount = try #require(
      try store.days(athleteId: id).first { $0.date == LocalDate(year: 2026, month: 1, day: 5) }
    ).activityCount
    // A marker in a day before the change: a recompute from later must not touch it.
    _ = try store.writeTransaction { db in
      try db.execute(
        sql: "UPDATE dailyMetric SET activityCount = 99 WHERE athleteId = ? AND date = '2026-01-05'", arguments: [id])
    }
    _ = try store.ingest(paths: files.filter { $0.contains("/rides/") }, athlete: athlete)
    var incremental = try store.days(athleteId: id)
    let marked = try #require(incremental.firstIndex { $0.date == LocalDate(year: 2026, month: 1, day: 5) })
    #expect(incremental[marked].activityCount == 99)
    incremental[marked].activityCount = originalCount
    let (full, fullAthlete) = try sampleLibrary(files: files)
    let rebuilt = try full.days(athleteId: fullAthlete.id!)
    #expect(incremental.count == rebuilt.count)
    for (a, b) in zip(incremental, rebuilt) where a != b {
      Issue.record("\(a.date): \(a) vs \(b)")
      break
    }
  }

  @Test func athletesAreIsolated() throws {
    let (store, anna) = try sampleLibrary()
    let ben = try store.addAthlete(Athlete(name: "ben"))
    let annasActivity = try #require(try store.activities(athleteId: anna.id!).last?.id)
    #expect(throws: StoreError.unknownActivity(annasActivity)) {
      try store.activity(id: annasActivity, athleteId: ben.id!)
    }
    #expect(try store.streams(activityId: annasActivity, athleteId: ben.id!) == nil)
    #expect(try store.days(athleteId: ben.id!).isEmpty)
    #expect(throws: StoreError.athleteExists("ben")) { try store.addAthlete(Athlete(name: "ben")) }
  }

  @Test func twoWritersIngestingTheSameFileStoreItOnce() throws {
    let (store, athlete) = try sampleLibrary(files: [])
    let other = try reopen(store)  // a second connection pool, as another process has
    let file = Repository.path("datasets/sample/athlete-01/rides/2026-11-21.csv")
    let outcomes = concurrentMap([store, other], jobs: 2) { s in
      (try? s.ingest(paths: [file], athlete: athlete))?.first?.status
    }
    let added = outcomes.filter { if case .added = $0 { true } else { false } }.count
    let duplicates = outcomes.filter { if case .duplicate = $0 { true } else { false } }.count
    #expect(added == 1 && duplicates == 1)
    #expect(try store.activities(athleteId: athlete.id!).count == 1)
  }

  @Test func aMissingLibraryIsAnErrorWithAHint() throws {
    let dir = try makeTemporaryDirectory().appendingPathComponent("nothing")
    #expect(throws: StoreError.noLibrary(dir.path)) { try AthleteStore(directory: dir) }
    #expect(StoreError.noLibrary(dir.path).hint.contains("veloscore init"))
  }
}
