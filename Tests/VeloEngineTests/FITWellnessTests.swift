import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// Garmin wellness FIT files (nightly HRV status, sleep levels, resting HR) ingested
/// as days, against Garmin's SDK decoding the same files by the stated day rules
/// (Tests/Oracles/fit_wellness_oracle.py).
@Suite struct FITWellnessTests {
  struct Day: Decodable {
    var date: String
    var rmssd, restingHeartRate, inBedHours, sleepHours, lightSleepHours, deepSleepHours, remSleepHours: Double
    var hrvValues: Int
  }

  @Test func nightsEqualGarminsSDK() throws {
    let oracle = try Repository.oracle("fit_wellness_oracle.json", as: [Day].self)
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let summaries = try ingest.run([Repository.path("datasets/wellness/garmin-fit")])
    #expect(summaries.first?.wellnessDays == 3 && summaries.first?.activities == 0)
    let stored = try store.wellness(athleteId: ana.id!)
    #expect(stored.map(\.date.description) == oracle.map(\.date))
    for (ours, theirs) in zip(stored, oracle) {
      let pairs: [(Double?, Double, String)] = [
        (ours.rmssd, theirs.rmssd, "rMSSD"), (ours.restingHeartRate, theirs.restingHeartRate, "resting HR"),
        (ours.inBedHours, theirs.inBedHours, "in bed"), (ours.sleepHours, theirs.sleepHours, "asleep"),
        (ours.lightSleepHours, theirs.lightSleepHours, "light"), (ours.deepSleepHours, theirs.deepSleepHours, "deep"),
        (ours.remSleepHours, theirs.remSleepHours, "REM"),
      ]
      for (value, expected, what) in pairs {
        #expect(value.map { abs($0 - expected) <= 1e-9 * max(1, expected) } == true, "\(theirs.date) \(what)")
      }
      #expect(ours.sdnn == nil, "Garmin's HRV is rMSSD")
      #expect(
        ours.warnings.contains(
          "\(theirs.hrvValues) five-minute HRV values not used: a night's HRV is its summary's average"))
    }
  }

  /// An activity file is still an activity: its wellness messages, if any, do not turn it into days.
  @Test func anActivityWithRecordsStaysAnActivity() throws {
    let file = try ActivityFile.read(path: Repository.path("datasets/devices/fit-parser/test2.fit"))
    #expect(file.fit?.wellness.isEmpty == true && !file.streams.time.isEmpty)
  }
}
