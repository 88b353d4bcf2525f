import Foundation
import Testing
import VeloIO
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
    var ingest = LibraryIngest(library: library, progress: progress)
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
    var ingest = LibraryIngest(library: library)
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

  @Test func aFolderWithoutActivityFilesSaysSo() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    let empty = try makeTemporaryDirectory()
    var ingest = LibraryIngest(library: library)
    #expect { try ingest.run([empty.path]) } throws: { ($0 as? Failure)?.kind == .missingInput && ($0 as? Failure)?.hint?.contains("--recursive") == true }
  }

  @Test func anUnknownAthleteIsNotFound() throws {
    let library = try emptyLibrary()
    _ = try library.addAthlete(Athlete(name: "anna"))
    var ingest = LibraryIngest(library: library, athlete: "bruno")
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
    var ingest = LibraryIngest(library: library, athlete: "anna")
    let summary = try #require(try ingest.run([Repository.path("datasets/fit/4801048867.fit")]).first)
    #expect(summary.added == 1 && summary.withoutLoad == 0 && summary.estimatedLoads == 1)
    let stored = try #require(try library.activities(athleteId: athlete.id!).first)
    #expect(stored.loadSource == "heartRate" && (stored.load ?? 0) > 0)
    #expect(stored.activitySummary?.load?.estimate?.contains("from LTHR 190") == true)
  }
}
