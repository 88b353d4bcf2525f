import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// An event as an app posts it: read strictly, field by field, with what only
/// the fields together can say left to ``PlanEventEntry/problem`` (the API's 422);
/// stored once however often it is sent.
@Suite struct PlanEventEntryTests {
  func entry(_ json: String) throws -> PlanEventEntry {
    try JSONDecoder().decode(PlanEventEntry.self, from: Data(json.utf8))
  }

  @Test func aRaceWithItsGoal() throws {
    let e = try entry(
      #"{"date": "2027-02-14", "name": "Maratón CDMX", "targetCTL": 60, "tsbLow": 5, "tsbHigh": 20, "distanceMeters": 42195, "targetSeconds": 12600}"#
    )
    #expect(e.problem == nil && e.priority == .a)
    let event = e.event(athleteId: 7)
    #expect(
      event.athleteId == 7 && event.date == LocalDate(year: 2027, month: 2, day: 14) && event.tsbBand == 5...20
        && event.targetSeconds == 12600)
  }

  @Test(arguments: [
    (#"{"name": "x"}"#, "'date' is required"), (#"{"date": "2027-02-14"}"#, "'name' is required"),
    (#"{"date": "2027-02-14", "name": "x", "priority": "a"}"#, "'priority' must be A, B or C"),
    (#"{"date": "2027-02-14", "name": "x", "targetCTL": 400}"#, "targetCTL"),
    (#"{"date": "2027-02-14", "name": "x", "tsbHigh": 5}"#, "both 'tsbLow' and 'tsbHigh'"),
    (#"{"date": "2027-02-14", "name": "x", "targetSeconds": 3600}"#, "'targetSeconds' needs 'distanceMeters'"),
    (#"{"date": "2027-02-14", "name": "x", "distanceMeters": 0}"#, "distanceMeters"),
    (#"{"date": "2027-02-14", "name": "x", "tsb": "5:20"}"#, "tsb"),
  ])
  func aFieldOutOfItsRangeIsRefusedByName(_ json: String, _ named: String) throws {
    let error = try #require(throws: (any Error).self) { try entry(json) }
    #expect("\(error)".contains(named), "\(error)")
  }

  @Test func fieldsThatCannotGoTogetherAreTheProblem() throws {
    #expect(
      try entry(#"{"date": "2027-02-14", "name": "x", "tsbLow": 20, "tsbHigh": 5}"#).problem
        == "'tsbLow' must be at most 'tsbHigh'")
    #expect(
      try entry(#"{"date": "2027-02-14", "name": "x", "distanceMeters": 42195, "targetSeconds": 600}"#).problem?
        .contains("targetSeconds") == true)
    #expect(try entry(#"{"date": "2027-02-14", "name": "  "}"#).problem?.contains("must not be empty") == true)
  }

  @Test func theSameEventIsStoredOnce() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana"))
    let event = try entry(#"{"date": "2027-02-14", "name": "Maratón CDMX", "priority": "B"}"#).event(
      athleteId: athlete.id!)
    let (first, added) = try library.addEventOnce(event)
    let (again, addedAgain) = try library.addEventOnce(event)
    #expect(added && !addedAgain && first.id == again.id)
    #expect(try library.events(athleteId: athlete.id!).count == 1)
  }
}
