import Foundation
import Testing
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloEngine

/// A dataset's athletes ingested in parallel store what one at a time stores, with the same ids.
@Suite struct ParallelIngestTests {
  func ingest(jobs: Int) throws -> (AthleteStore, [IngestSummary], CountingProgress) {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    var options = IngestOptions()
    options.jobs = jobs
    let progress = CountingProgress()
    var ingest = LibraryIngest(library: Library(library), options: options, progress: progress)
    return (library, try ingest.run([Repository.path("datasets/sample")]), progress)
  }

  @Test func athletesInParallelStoreWhatOneAtATimeStores() throws {
    let (serial, serialSummaries, _) = try ingest(jobs: 1)
    let (parallel, summaries, progress) = try ingest(jobs: 3)
    #expect(summaries.map(\.athlete) == serialSummaries.map(\.athlete), "summaries in roster order")
    #expect(
      summaries.map(\.activities) == serialSummaries.map(\.activities)
        && summaries.map(\.wellnessDays) == serialSummaries.map(\.wellnessDays))
    #expect(progress.total > 0 && progress.done == progress.total)
    for athlete in try serial.athletes() {
      let other = try parallel.athlete(athlete.name)
      let days = try serial.days(athleteId: athlete.id!)
      let parallelDays = try parallel.days(athleteId: other.id!)
      #expect(days.count > 300 && days == parallelDays, "\(athlete.name): the same days")
      #expect(other.id == athlete.id, "\(athlete.name): athletes created in roster order")
      let activities = try serial.activities(athleteId: athlete.id!)
      let parallelActivities = try parallel.activities(athleteId: other.id!)
      #expect(
        activities.map(\.id) == parallelActivities.map(\.id),
        "\(athlete.name): the same ids (files stored in roster order)")
      #expect(activities.map(\.load) == parallelActivities.map(\.load))
    }
  }
}
