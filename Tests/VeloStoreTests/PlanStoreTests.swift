import Foundation
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

@Suite struct PlanStoreTests {
  func libraryWithAna() throws -> (AthleteStore, Athlete) {
    let store = try VeloStoreTests.emptyLibrary()
    return (store, try store.addAthlete(Athlete(name: "ana")))
  }

  @Test func eventsAndSessionsRoundTripInDateOrder() throws {
    let (store, ana) = try libraryWithAna()
    let d = try #require(LocalDate(iso: "2027-03-14"))
    let race = try store.addEvent(
      PlanEvent(
        athleteId: ana.id!, date: d, name: "Maratón CDMX", priority: .a, targetCTL: 70, tsbBand: 5...20,
        distanceMeters: 42_195, targetSeconds: 12_600))
    try store.addEvent(PlanEvent(athleteId: ana.id!, date: d.adding(days: -60), name: "10K", priority: .c))
    #expect(try store.events(athleteId: ana.id!).map(\.name) == ["10K", "Maratón CDMX"])
    #expect(try store.events(athleteId: ana.id!, from: d).first == race)
    #expect(race.tsbBand == 5...20 && PlanEvent(athleteId: 1, date: d, name: "x").tsbBand == PlanEvent.defaultTSBBand)
    let sessions = try store.addPlannedSessions([
      PlannedSession(athleteId: ana.id!, date: d.adding(days: -1), load: 20),
      PlannedSession(athleteId: ana.id!, date: d.adding(days: -3), durationSeconds: 3600),
    ])
    #expect(try store.plannedSessions(athleteId: ana.id!).map(\.id) == [sessions[1].id, sessions[0].id])
    #expect(try store.plannedSessions(athleteId: ana.id!, from: d.adding(days: -2)).count == 1)
    try store.deletePlannedSession(id: sessions[0].id!, athleteId: ana.id!)
    #expect(throws: StoreError.self) { try store.deleteEvent(id: 999, athleteId: ana.id!) }
    #expect(try store.clearPlan(athleteId: ana.id!) == 3)
  }

  @Test func badValuesAreRefusedAndNothingIsHalfStored() throws {
    let (store, ana) = try libraryWithAna()
    let d = try #require(LocalDate(iso: "2026-12-01"))
    #expect(throws: StoreError.self) {
      try store.addEvent(PlanEvent(athleteId: ana.id!, date: d, name: "bad\u{7}name"))
    }
    #expect(throws: StoreError.self) { try store.addEvent(PlanEvent(athleteId: ana.id!, date: d, name: "   ")) }
    #expect(
      try store.addEvent(PlanEvent(athleteId: ana.id!, date: d, name: "=Maratón, CDMX <b>")).name
        == "=Maratón, CDMX <b>")  // a label, escaped on output
    #expect(throws: StoreError.self) {
      try store.addEvent(PlanEvent(athleteId: ana.id!, date: LocalDate(year: 2200, month: 1, day: 1), name: "far"))
    }
    #expect(throws: StoreError.self) {
      try store.addPlannedSessions([
        PlannedSession(athleteId: ana.id!, date: d, load: 50), PlannedSession(athleteId: ana.id!, date: d, load: 1e9),
      ])
    }
    #expect(try store.plannedSessions(athleteId: ana.id!).isEmpty)
    // Another athlete's event is not found.
    let bo = try store.addAthlete(Athlete(name: "bo"))
    let e = try store.addEvent(PlanEvent(athleteId: ana.id!, date: d, name: "ana's"))
    #expect(throws: StoreError.self) { try store.deleteEvent(id: e.id!, athleteId: bo.id!) }
  }

  /// Importing adds each distinct row once, however often it appears, and
  /// checks values as strictly as adding them one by one.
  @Test func importAddsEachRowOnce() throws {
    let (store, ana) = try libraryWithAna()
    let d = try #require(LocalDate(iso: "2026-12-01"))
    let session = PlannedSession(athleteId: 0, date: d, load: 50)
    let event = PlanEvent(athleteId: 0, date: d, name: "Race")
    #expect(
      try store.importPlan(athleteId: ana.id!, events: [event, event], sessions: [session, session, session]) == (1, 1))
    #expect(try store.importPlan(athleteId: ana.id!, events: [event], sessions: [session]) == (0, 0))
    #expect(try store.plannedSessions(athleteId: ana.id!).count == 1 && store.events(athleteId: ana.id!).count == 1)
    var bad = event
    bad.tsbLow = 1e9
    #expect(throws: StoreError.self) { try store.importPlan(athleteId: ana.id!, events: [bad], sessions: []) }
  }
}
