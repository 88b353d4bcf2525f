import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// The wellness document read from a library: through a day it ends with that day
/// exactly as the whole document has it, and its strain is the stored days' strain.
@Suite struct WellnessLibraryTests {
  static func sample() throws -> (AthleteStore, Athlete) {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(
      Athlete(name: "athlete-01", timeZone: "Europe/Berlin"),
      thresholds: [.ftp: 239, .lthr: 159, .maxHeartRate: 174, .restingHeartRate: 44])
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    _ = try store.ingest(paths: dataset.files(for: "athlete-01"), athlete: ana)
    return (store, ana)
  }

  @Test func throughADayEndsWithThatDayOfTheWholeDocument() throws {
    let (store, ana) = try Self.sample()
    let whole = try WellnessReport.library(store.history(ana))
    #expect(whole.days.count > 100)
    let scored = whole.days.filter { $0.recovery.score != nil }
    #expect(scored.count > 50, "the sample's recovery is scored on most days")
    for day in [
      whole.days[0], whole.days[whole.days.count / 3], scored[scored.count / 2], whole.days[whole.days.count - 2],
    ] {
      let partial = try WellnessReport.library(store.history(ana), through: day.date)
      #expect(partial.days.last == day, "\(day.date)")
      #expect(partial.days == Array(whole.days.prefix(partial.days.count)))
    }
  }

  @Test func strainIsTheStoredDaysStrain() throws {
    let (store, ana) = try Self.sample()
    let days = try store.days(athleteId: ana.id!)
    let strains = try store.dayStrains(athleteId: ana.id!)
    #expect(strains.count >= 5 && strains.count == days.filter { $0.dayStrain != nil }.count)
    for d in days { #expect(strains[d.date] == d.dayStrain, "\(d.date)") }
    let dated = strains.keys.sorted()
    let window = try store.dayStrains(athleteId: ana.id!, from: dated[1], through: dated[3])
    #expect(window.keys.sorted() == Array(dated[1...3]))
  }
}
