import Foundation
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// `activity set` and `PATCH …/activities/{id}`: one store use case.
@Suite struct ActivityEditTests {
  func library() throws -> (AthleteStore, Athlete) {
    let store = try emptyLibrary()
    let athlete = try store.addAthlete(
      Athlete(name: "ana", sex: .female, birthYear: 1990, timeZone: "UTC"), thresholds: [.ftp: 250, .weight: 60])
    let list = try makeTemporaryDirectory().appendingPathComponent("log.csv")
    try "fecha,deporte,minutos,carga,calorías\n2026-11-16,Correr,45,,\n2026-11-17,Bicicleta,60,80,700\n".write(
      to: list, atomically: true, encoding: .utf8)
    _ = try store.ingest(
      paths: [list.path, Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")], athlete: athlete)
    return (store, athlete)
  }

  @Test func anRPEScoresALoggedWorkoutAndTheDaysFollow() throws {
    let (store, ana) = try library()
    let run = try #require(try store.activities(athleteId: ana.id!).first { $0.sport == "running" })
    #expect(run.load == nil)
    let edited = try store.editActivity(
      id: run.id!, athleteId: ana.id!, ActivityEdit(name: "Trote", notes: "suave", rpe: 6))
    // Friel's table: RPE 6 = 70 TSS an hour, so 45 min = 52.5; Foster: 6 × 45 = 270 AU.
    #expect(
      edited.load == 52.5 && edited.loadSource == "rpe" && edited.sessionRPELoad == 270 && edited.name == "Trote"
        && edited.notes == "suave")
    let day = try #require(try store.days(athleteId: ana.id!).first { $0.date == run.localDate })
    #expect(day.load == 52.5)
    // Clearing the RPE takes its load away again; "" clears the name.
    let cleared = try store.editActivity(id: run.id!, athleteId: ana.id!, ActivityEdit(name: "", rpe: .some(nil)))
    #expect(
      cleared.load == nil && cleared.rpe == nil && cleared.sessionRPELoad == nil && cleared.name == nil
        && cleared.notes == "suave")
    #expect(try store.days(athleteId: ana.id!).first { $0.date == run.localDate }?.load == 0)
  }

  @Test func aLoggedLoadAndCaloriesAreKept() throws {
    let (store, ana) = try library()
    let ride = try #require(
      try store.activities(athleteId: ana.id!).first { $0.sport == "cycling" && $0.summary == nil })
    let edited = try store.editActivity(id: ride.id!, athleteId: ana.id!, ActivityEdit(sport: "Correr", rpe: 9))
    #expect(
      edited.sport == "running" && edited.load == 80 && edited.loadSource == "file" && edited.calories == 700
        && edited.rpe == 9)
  }

  @Test func aNewSportRescoresSamplesWithThatSportsThresholds() throws {
    let (store, ana) = try library()
    let ride = try #require(try store.activities(athleteId: ana.id!).first { $0.summary != nil })
    #expect(ride.loadSource == "power" && ride.load != nil)
    // A general FTP never scores a run (SportThresholds): as a run without run thresholds, the power load goes.
    let run = try store.editActivity(id: ride.id!, athleteId: ana.id!, ActivityEdit(sport: "running"))
    #expect(run.sport == "running" && run.loadSource != "power")
    let back = try store.editActivity(id: ride.id!, athleteId: ana.id!, ActivityEdit(sport: "Ride"))
    #expect(back.sport == "cycling" && back.load == ride.load && back.loadSource == "power")
  }

  @Test func badEditsAreRefusedNamingTheField() throws {
    let (store, ana) = try library()
    let id = try #require(try store.activities(athleteId: ana.id!).first?.id)
    for (edit, field) in [
      (ActivityEdit(), "nothing to change"), (ActivityEdit(rpe: 10.5), "'rpe'"),
      (ActivityEdit(rpe: .some(.nan)), "'rpe'"),
      (ActivityEdit(sport: "123"), "'sport'"), (ActivityEdit(name: String(repeating: "x", count: 201)), "'name'"),
      (ActivityEdit(notes: "a\u{7}b"), "'notes'"),
    ] {
      #expect(throws: StoreError.invalid(edit.problem ?? "")) {
        try store.editActivity(id: id, athleteId: ana.id!, edit)
      }
      #expect(edit.problem?.hasPrefix(field) == true, "\(field)")
    }
    #expect(throws: StoreError.unknownActivity(999_999)) {
      try store.editActivity(id: 999_999, athleteId: ana.id!, ActivityEdit(name: "x"))
    }
  }
}
