import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// What a file said beyond its samples is stored with each activity it
/// became and shown wherever the activity is (`activity ID` in text and JSON,
/// the API): what reading it left out, the device's figures and laps, and
/// which thresholds it lent the scoring.
@Suite struct StoredFileFactsTests {
  @Test func droppedSamplesAndSeveralActivitiesAreStoredWithTheActivity() throws {
    let dir = try makeTemporaryDirectory()
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "Europe/Madrid"))
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([
      Repository.path("datasets/repro/garbage-timestamps-14-records.fit"),
      Repository.path("datasets/repro/two-runs-two-days.tcx"),
      Repository.path("datasets/fit/4078723797.fit"),
    ])
    let stored = try library.activities(athleteId: athlete.id!, ActivityFilter())
    #expect(stored.count == 4)
    let garbled = try #require(stored.first { $0.localDate == LocalDate(year: 2017, month: 3, day: 25) })
    #expect(
      garbled.warningList.contains { $0.hasPrefix("14 samples out of time order dropped") }, "\(garbled.warningList)")
    let runs = stored.filter { $0.sport == "running" }
    #expect(runs.count == 2)
    #expect(runs.allSatisfy { $0.warningList.contains { $0.hasPrefix("the file holds 2 activities") } })
    let clean = try #require(stored.first { $0.format == "fit" && $0.id != garbled.id })
    #expect(clean.warnings == nil, "\(clean.warningList)")

    let report = try ActivityReport.stored(Library(library), athlete: athlete, id: garbled.id!)
    let json = try JSONSerialization.jsonObject(with: Data(report.render(.json).utf8)) as? [String: Any]
    #expect((json?["warnings"] as? [String])?.first?.hasPrefix("14 samples out of time order") == true)
    let text = report.render(.text, language: .spanishMexico)
    #expect(text.contains("Aviso: 14 samples out of time order dropped"), "\(text.prefix(400))")
    let cleanJSON = try ActivityReport.stored(Library(library), athlete: athlete, id: clean.id!).render(.json)
    #expect(cleanJSON.contains("\"warnings\" : [\n\n  ]") || cleanJSON.contains("\"warnings\" : []"))
  }

  /// A stored FIT ride shows the device's table and laps as its file does, and
  /// says its FTP came from the file until the athlete has one of their own.
  @Test func aStoredRideKeepsTheDevicesFiguresAndLaps() throws {
    let dir = try makeTemporaryDirectory()
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "Europe/Madrid"))
    let path = Repository.path("datasets/fit/4078723797.fit")
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    let summaries = try ingest.run([path])
    #expect(summaries.map(\.fileThresholds) == [1])
    let stored = try #require(try library.activities(athleteId: athlete.id!, ActivityFilter()).first)
    let file = FileScoring(try ActivityFile.read(path: path))
    let fromFile = file.report(source: "ride.fit")
    let fromLibrary = try ActivityReport.stored(Library(library), athlete: athlete, id: stored.id!)
    #expect(fromLibrary.device != nil && fromLibrary.device == fromFile.device)
    #expect(fromLibrary.settingSources == ["ftp": "file", "maxHeartRate": "file"])
    #expect(fromFile.settingSources == fromLibrary.settingSources)
    let detail = try ActivityDetailReport.stored(Library(library), athlete: athlete, id: stored.id!).render(.text)
    #expect(detail.contains("Laps (the device's)"), "\(detail.prefix(1200))")
    let text = fromLibrary.render(.text)
    #expect(text.contains("Thresholds: FTP, max HR stored in the file"))
    try library.setThreshold(athleteId: athlete.id!, kind: .ftp, value: 250)
    let rescored = try ActivityReport.stored(Library(library), athlete: athlete, id: stored.id!)
    #expect(rescored.settingSources["ftp"] == "athlete")
  }

  /// A workout list's own calories are shown as logged, not as an estimate.
  @Test func aListedWorkoutsCaloriesAreAsLogged() throws {
    let dir = try makeTemporaryDirectory()
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    let file = dir.appendingPathComponent("workouts.csv")
    try "Workout start time,Duration (min),Activity name,Energy burned (cal)\n2026-10-11 07:02:11,63,Cycling,712\n"
      .write(to: file, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([file.path])
    let stored = try #require(try library.activities(athleteId: athlete.id!, ActivityFilter()).first)
    let report = try ActivityReport.stored(Library(library), athlete: athlete, id: stored.id!)
    #expect(report.calories == 712 && report.caloriesSource == "file")
    #expect(report.render(.text).contains("712 kcal (as logged)"))
  }
}
