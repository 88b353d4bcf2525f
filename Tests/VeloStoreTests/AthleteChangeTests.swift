import Foundation
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// `athlete set` and `PATCH /v1/athletes/{athlete}`: one transaction, and only
/// the activities whose settings changed are scored again.
@Suite struct AthleteChangeTests {
  func library() throws -> (AthleteStore, Athlete) {
    let store = try emptyLibrary()
    let athlete = try store.addAthlete(
      Athlete(name: "ana", sex: .female, birthYear: 1990, timeZone: "UTC"), thresholds: [.ftp: 250, .weight: 60])
    _ = try store.ingest(paths: [Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")], athlete: athlete)
    return (store, athlete)
  }

  @Test func aValueAlreadyInForceRescoresNothing() throws {
    let (store, ana) = try library()
    let ride = try #require(try store.activities(athleteId: ana.id!).first)
    var same = AthleteChange()
    same.thresholds = [.ftp: 250]
    #expect(try store.changeAthlete(id: ana.id!, same).rescored == 0)
    #expect(try store.activities(athleteId: ana.id!).first?.load == ride.load)

    var higher = AthleteChange()
    higher.thresholds = [.ftp: 275]
    higher.weeklyGoal = 4
    let (athlete, rescored) = try store.changeAthlete(id: ana.id!, higher)
    let after = try #require(try store.activities(athleteId: ana.id!).first)
    // TSS scales with 1/FTP² at the same NP: (250/275)² of the load before.
    #expect(rescored == 1 && athlete.weeklyGoal == 4)
    #expect(abs(after.load! - ride.load! * (250.0 / 275) * (250.0 / 275)) < 1e-9 * ride.load!)
    #expect(after.powerCurve == ride.powerCurve, "the curve depends on no threshold: kept")
    #expect(try store.days(athleteId: ana.id!).first { $0.date == after.localDate }?.load == after.load)
  }

  @Test func aLaterDateRescoresOnlyFromThere() throws {
    let (store, ana) = try library()
    var later = AthleteChange()
    later.thresholds = [.ftp: 300]
    later.from = LocalDate(year: 2027, month: 1, day: 1)
    #expect(try store.changeAthlete(id: ana.id!, later).rescored == 0)
    var sport = AthleteChange()
    (sport.thresholds, sport.sport) = ([.ftp: 300], "running")
    #expect(try store.changeAthlete(id: ana.id!, sport).rescored == 0, "a runner's FTP leaves a ride as it was")
  }

  @Test func aNewSexRescoresTheActivities() throws {
    let (store, ana) = try library()
    var heart = AthleteChange()
    heart.thresholds = [.restingHeartRate: 50, .maxHeartRate: 190]
    _ = try store.changeAthlete(id: ana.id!, heart)
    let ride = try #require(try store.activities(athleteId: ana.id!).first)
    let strain = { try store.days(athleteId: ana.id!).first { $0.date == ride.localDate }?.dayStrain }
    let strainBefore = try strain()
    var change = AthleteChange()
    change.sex = .male
    _ = try store.changeAthlete(id: ana.id!, change)
    let after = try #require(try store.activities(athleteId: ana.id!).first)
    // Banister's TRIMP weighting differs by sex (0.64·e^1.92x men, 0.86·e^1.67x women): the cardio load follows.
    #expect(ride.cardioLoad != nil && after.cardioLoad != ride.cardioLoad)
    let strainAfter = try strain()
    #expect(strainBefore != nil && strainAfter != strainBefore, "the day's strain follows")
  }
}
