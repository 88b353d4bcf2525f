import Foundation
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// A FIT file's own calories are what the library keeps; ours stay in the summary.
@Suite struct DeviceCaloriesTests {
  @Test func theDevicesCaloriesAreStoredAndSurviveARescore() throws {
    let store = try emptyLibrary()
    let athlete = try store.addAthlete(
      Athlete(name: "runner", sex: .male, birthYear: 1990, timeZone: "UTC"), thresholds: [.weight: 69])
    // A Forerunner 965 run: 770 kcal stored, 11.233 km (Garmin's SDK).
    _ = try store.ingest(paths: [Repository.path("datasets/devices/fit-parser/garmin-stamina.fit")], athlete: athlete)
    let run = try #require(try store.activities(athleteId: athlete.id!).first)
    #expect(run.calories == 770 && run.caloriesSource == "device")
    let ours = try #require(run.activitySummary?.calories)
    #expect(abs(ours - 69 * 11.233) < 1, "ours beside it: 1 kcal/kg/km")
    try store.setThreshold(athleteId: athlete.id!, kind: .weight, value: 80)
    let rescored = try #require(try store.activities(athleteId: athlete.id!).first)
    #expect(rescored.calories == 770 && rescored.caloriesSource == "device")
    #expect(abs((rescored.activitySummary?.calories ?? 0) - 80 * 11.233) < 1)
  }
}
