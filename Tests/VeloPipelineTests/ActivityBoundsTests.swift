import Foundation
import Testing
import VeloIO
import VeloScore

@testable import VeloPipeline

/// An upload of 20 or 81 days of samples was scored for minutes and stored as one activity with a
/// load of 23,517 and 240,798 kcal, beyond what the documents promise (`InputLimits`): refused before
/// it is scored.
@Suite struct ActivityBoundsTests {
  /// A ride of `days` with a sample every 10 minutes at `watts`.
  func prepare(days: Double, watts: Int) throws -> PreparedSource {
    var csv = "time,power\n"
    for t in stride(from: 0, through: days * 86_400, by: 600) { csv += "\(Int(t)),\(watts)\n" }
    let context = IngestContext(
      thresholds: [Threshold(athleteId: 0, kind: .ftp, effectiveFrom: Threshold.always, value: 250)],
      zone: .utc, options: IngestOptions())
    return try context.prepare(data: Data(csv.utf8), path: "2026-11-01.csv")
  }

  @Test func twentyDaysOfSamplesAreNotOneWorkout() throws {
    #expect {
      try prepare(days: 20, watts: 150)
    } throws: { error in
      let e = error as? InputDataError
      return e?.file == "2026-11-01.csv" && e?.message.hasPrefix("the samples span 20.0 days") == true
    }
    // "The samples span": refused before scoring (no 1 Hz grid of 1.7 million seconds built; that took minutes).
  }

  @Test func totalsBeyondTheLimitsAreRefusedByName() throws {
    var a = StoredActivity(
      athleteId: 0, sourceFileId: 0, sourceRow: 0, localDate: LocalDate(year: 2026, month: 11, day: 1))
    a.load = 23_517
    #expect {
      try IngestContext.refuseImplausible(a, path: "x.csv")
    } throws: { ($0 as? InputDataError)?.message.contains("has a load of 23517, beyond the 10,000") == true }
    a.load = 400
    a.calories = 240_798
    #expect {
      try IngestContext.refuseImplausible(a, path: "x.csv")
    } throws: { ($0 as? InputDataError)?.message.contains("burns 240798") == true }
  }
}
