import Foundation
import Testing
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloEngine

/// Records progress calls (the CLI's progress bar stands here).
final class CountingProgress: IngestProgress, @unchecked Sendable {
  private let lock = NSLock()
  private(set) var total = 0, done = 0
  func add(total: Int, bytes: Int64) { lock.withLock { self.total += total } }
  func advance(_ count: Int, bytes: Int64) { lock.withLock { done += count } }
}

@Suite struct LibraryIngestTests {
  func emptyLibrary() throws -> AthleteStore {
    try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
  }

  @Test func aDatasetFolderCreatesItsAthletesWithTheirFilesAndPlans() throws {
    let library = try emptyLibrary()
    let progress = CountingProgress()
    var ingest = LibraryIngest(library: Library(library), progress: progress)
    let summaries = try ingest.run([Repository.path("datasets/sample")])
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    #expect(summaries.map(\.athlete) == dataset.roster.map(\.name))
    let expectedFiles = dataset.roster.reduce(0) { $0 + dataset.files(for: $1.name).count }
    #expect(progress.total == expectedFiles && progress.done == expectedFiles)
    #expect(summaries.allSatisfy { $0.failed == 0 && $0.added == $0.files.count })
    #expect(try library.athletes().map(\.name).sorted() == dataset.roster.map(\.name).sorted())
    // The same folder again stores nothing new.
    let again = try ingest.run([Repository.path("datasets/sample")])
    #expect(again.allSatisfy { $0.added == 0 && $0.duplicates == $0.files.count })
  }

  @Test func aMissingPathWritesNothing() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    var ingest = LibraryIngest(library: Library(library))
    let good = Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")
    do {
      _ = try ingest.run([good, "/nonexistent/ride.fit"])
      Issue.record("expected a failure")
    } catch let f as Failure {
      #expect(f.kind == .missingInput && f.kind.exitCode == 66)
      #expect(f.message.contains("/nonexistent/ride.fit"))
    }
    #expect(try library.activities(athleteId: 1).isEmpty)
  }

  /// A folder of folders read without --recursive: the files below are named
  /// with their count, never passed over in silence; with it, they are read.
  @Test func aFolderOfFoldersNamesTheFilesItDidNotRead() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    let root = try makeTemporaryDirectory().appendingPathComponent("exports")
    let rides = Repository.path("datasets/sample/athlete-01/rides")
    for (folder, name) in [("2026-11", "2026-11-21.csv"), ("2026-11", "2026-11-22.csv"), ("old", "2026-11-18.csv")] {
      let dir = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: "\(rides)/\(name)", toPath: dir.appendingPathComponent(name).path)
    }
    var ingest = LibraryIngest(library: Library(library))
    #expect {
      _ = try ingest.run([root.path])
    } throws: { error in
      let f = error as? Failure
      return f?.kind == .missingInput && f?.message.contains("3 files are in 2 subfolders") == true
        && f?.hint?.contains("--recursive") == true
    }
    try FileManager.default.copyItem(
      atPath: "\(rides)/2026-11-17.csv", toPath: root.appendingPathComponent("2026-11-17.csv").path)
    let top = try ingest.run([root.path])
    #expect(top.first?.added == 1)
    #expect(ingest.warnings == ["\(root.path): 3 files in 2 subfolders were not read; add --recursive to read them"])
    var recursive = LibraryIngest(library: Library(library), recursive: true)
    let all = try recursive.run([root.path])
    #expect(all.first?.added == 3 && all.first?.duplicates == 1 && recursive.warnings.isEmpty)
  }

  /// A zip is read as the folder it holds (a zip inside it too), its files named as in the zip in the
  /// summary and the library; what it was unpacked into is gone after.
  @Test func aZipIsIngestedAsTheFolderItHolds() throws {
    let library = try emptyLibrary()
    let ana = try library.addAthlete(Athlete(name: "anna"), thresholds: [.ftp: 250])
    var ingest = LibraryIngest(library: Library(library))
    let summaries = try ingest.run([
      Repository.path("datasets/zip/rides.zip"), Repository.path("datasets/zip/zip-in-zip.zip"),
    ])
    #expect(summaries.reduce(0) { $0 + $1.added } == 3 && summaries.allSatisfy { $0.failed == 0 })
    // A zip of FIT files, read after: two more rides, named as in the zip.
    let fit = try ingest.run([Repository.path("datasets/zip/fit-rides.zip")])
    #expect(fit.first?.added == 2 && fit.first?.activities == 2, "\(fit)")
    let stored = try library.sourceFiles(athleteId: ana.id!).map(\.path)
    #expect(
      stored == [
        Repository.path("datasets/zip/rides.zip") + "/rides/2026-11-16.csv",
        Repository.path("datasets/zip/rides.zip") + "/rides/2026-11-18.csv",
        Repository.path("datasets/zip/zip-in-zip.zip")
          + "/DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip/2026-11-20.csv",
        Repository.path("datasets/zip/fit-rides.zip") + "/2020-06-01-16-52-40.fit",
        Repository.path("datasets/zip/fit-rides.zip") + "/6449921903_ACTIVITY.fit",
      ], "\(stored)")
    let scratch = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
      $0.hasPrefix("veloscore-unzip-")
    }
    #expect(scratch.isEmpty, "\(scratch)")
    #expect {
      _ = try ingest.run([Repository.path("datasets/zip/outside.zip")])
    } throws: { ($0 as? Failure)?.message.contains("named outside the archive's folder") == true }
  }

  /// A Garmin export unzipped by hand keeps its uploaded FIT files in zips: a folder's zips are read too.
  @Test func theZipsInsideAFolderAreRead() throws {
    let library = try emptyLibrary()
    let ana = try library.addAthlete(Athlete(name: "anna"), thresholds: [.ftp: 250])
    let export = try makeTemporaryDirectory()
    let uploads = export.appendingPathComponent("DI_CONNECT/DI-Connect-Uploaded-Files")
    try FileManager.default.createDirectory(at: uploads, withIntermediateDirectories: true)
    let part = uploads.appendingPathComponent("UploadedFiles_0-_Part1.zip")
    try FileManager.default.copyItem(atPath: Repository.path("datasets/zip/fit-rides.zip"), toPath: part.path)
    var topOnly = LibraryIngest(library: Library(library))
    #expect(throws: Failure.self) { try topOnly.run([export.path]) }
    var ingest = LibraryIngest(library: Library(library), recursive: true)
    let summaries = try ingest.run([export.path])
    #expect(summaries.first?.added == 2 && summaries.first?.failed == 0, "\(summaries)")
    let stored = try library.sourceFiles(athleteId: ana.id!).map(\.path)
    #expect(stored == [part.path + "/2020-06-01-16-52-40.fit", part.path + "/6449921903_ACTIVITY.fit"], "\(stored)")
  }

  @Test func aFolderWithoutActivityFilesSaysSo() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    let empty = try makeTemporaryDirectory()
    var ingest = LibraryIngest(library: Library(library))
    #expect { try ingest.run([empty.path]) } throws: {
      ($0 as? Failure)?.kind == .missingInput && ($0 as? Failure)?.hint?.contains("--recursive") == true
    }
  }

  @Test func anUnknownAthleteIsNotFound() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    var ingest = LibraryIngest(library: Library(library), athlete: "bruno")
    let ride = Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")
    // A storage error passes through typed; its kind is what a surface maps.
    #expect { try ingest.run([ride]) } throws: { FailureKind.of($0) == .notFound }
  }
}

/// With the usual profile (FTP and LTHR, no max or resting HR) a heart-rate-only
/// ride was stored without a load and counted 0 in the PMC.
@Suite struct EstimatedLoadTests {
  @Test func anHROnlyRideWithLTHRAloneGetsAnEstimatedLoadAndIsCounted() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "anna"), thresholds: [.ftp: 250, .lthr: 190])
    var ingest = LibraryIngest(library: Library(library), athlete: "anna")
    let summary = try #require(try ingest.run([Repository.path("datasets/fit/4801048867.fit")]).first)
    #expect(summary.added == 1 && summary.withoutLoad == 0 && summary.estimatedLoads == 1)
    let stored = try #require(try library.activities(athleteId: athlete.id!).first)
    #expect(stored.loadSource == "heartRate" && (stored.load ?? 0) > 0)
    #expect(stored.activitySummary?.load?.estimate?.contains("from LTHR 190") == true)
  }
}

/// One rule for what a folder holds (issue 30): an athlete's folder named alone
/// is read as inside a dataset, and a `date,tss` log is never a workout list.
@Suite struct FolderRuleTests {
  @Test func anAthletesFolderCountsEachSessionOnce() throws {
    let whole = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("a"), create: true)
    var viaDataset = LibraryIngest(library: Library(whole))
    _ = try viaDataset.run([Repository.path("datasets/sample")])
    let one = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("b"), create: true)
    let entry = try #require(
      try DatasetFolder(root: Repository.path("datasets/sample")).roster.first { $0.name == "athlete-01" })
    _ = try one.upsertAthlete(entry)
    var viaFolder = LibraryIngest(library: Library(one), athlete: "athlete-01")
    let summary = try #require(try viaFolder.run([Repository.path("datasets/sample/athlete-01")]).first)
    #expect(summary.failed == 0 && !summary.files.contains { $0.path.hasSuffix("daily.csv") })
    // The same days as the dataset ingest (before: daily.csv was a second workout list, CTL 76.5 for 38.3).
    let a = try whole.days(athleteId: try whole.athlete("athlete-01").id!).last
    let b = try one.days(athleteId: try one.athlete("athlete-01").id!).last
    #expect(a?.date == b?.date && isClose(a?.ctl ?? .nan, b?.ctl ?? -1, rel: 1e-12))
  }

  @Test func aDailyLoadLogIsRefusedAndNotRecorded() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    _ = try library.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    for _ in 0..<2 {  // a failed file is not recorded: the second try fails again, it is no duplicate
      let s = try #require(try ingest.run([Repository.path("datasets/sample/athlete-01/daily.csv")]).first)
      #expect(s.failed == 1 && s.duplicates == 0)
      #expect(s.files.first?.detail?.contains("daily load log") == true)
    }
    #expect(try library.activities(athleteId: 1).isEmpty)
  }

  /// `fecha,deporte,minutos,carga` said "1 added (0 activities)" and recorded
  /// the file, so the corrected list was a "duplicate" (issue 30, item 1).
  @Test func aSpanishWorkoutListIsStoredAndAnUnusableOneIsNotRecorded() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    _ = try library.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    let dir = try makeTemporaryDirectory()
    func file(_ name: String, _ text: String) throws -> String {
      let path = dir.appendingPathComponent(name).path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return path
    }
    let good = try #require(
      try ingest.run([try file("semana.csv", "fecha,deporte,minutos,carga,nombre\n2026-11-20,correr,45,50,Rodaje\n")])
        .first)
    #expect(good.files.first?.activities == 1)
    let stored = try #require(try library.activities(athleteId: 1).first)
    #expect(
      stored.durationSeconds == 2700 && stored.load == 50 && stored.loadSource == "file" && stored.name == "Rodaje")
    for (name, text, says) in [
      ("sin-duracion.csv", "fecha,deporte,zapatillas\n2026-11-21,correr,Pegasus\n", "no duration or load column"),
      ("vacia.csv", "fecha,deporte,minutos\n2026-11-21,correr,\n", "no workout has a duration or a load"),
    ] {
      let path = try file(name, text)
      for _ in 0..<2 {  // not recorded: the second try fails again instead of being a duplicate
        let s = try #require(try ingest.run([path]).first)
        #expect(
          s.failed == 1 && s.duplicates == 0 && s.files.first?.detail?.contains(says) == true, "\(name): \(s.files)")
      }
    }
    #expect(try library.activities(athleteId: 1).count == 1)
  }

  @Test func headersByKind() throws {
    let cases: [(String, CSVTableKind)] = [
      ("date,tss", .dailyLoad), ("date,tss,kind,minutes", .dailyLoad), ("fecha,carga", .dailyLoad),
      ("start_time,sport,duration_s,tss", .workoutList), ("date,sport,tss", .workoutList),
      ("fecha,deporte,minutos,carga", .workoutList),
      ("date,hrv_rmssd_ms,sleep_hours", .wellness), ("time,power", .activityStreams),
    ]
    for (header, kind) in cases {
      #expect(try CSVTableKind.sniff(bytes: Array("\(header)\n".utf8), file: "x.csv") == kind, "\(header)")
    }
  }
}
