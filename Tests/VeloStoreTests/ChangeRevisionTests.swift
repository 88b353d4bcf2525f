import Foundation
import GRDB
import Testing
import VeloPipeline
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// `athlete.revision` moves with every change an athlete's documents show,
/// whichever path writes it, and with nothing else (``StoreSchema/addChangeTriggers(_:)``):
/// `serve` answers from memory while it holds.
@Suite struct ChangeRevisionTests {
  /// A library with ana (one workout, one wellness day) and bo, and a function that
  /// tells how far each athlete's revision moved since the last call.
  func library() throws -> (AthleteStore, Athlete, () throws -> (ana: Int64, bo: Int64)) {
    let store = try emptyLibrary()
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [.ftp: 250])
    _ = try store.addAthlete(Athlete(name: "bo", timeZone: "UTC"))
    let file = try makeTemporaryDirectory().appendingPathComponent("a.csv")
    try "date,sport,minutes,load\n2026-11-16,running,45,50\n".write(to: file, atomically: true, encoding: .utf8)
    _ = try store.ingest(paths: [file.path], athlete: ana)
    var last = (try store.athlete("ana").revision, try store.athlete("bo").revision)
    return (
      store, ana,
      {
        let now = (try store.athlete("ana").revision, try store.athlete("bo").revision)
        defer { last = now }
        return (now.0 - last.0, now.1 - last.1)
      }
    )
  }

  @Test func everyChangeAnAthletesDocumentsShowMovesOnlyTheirRevision() throws {
    let (store, ana, moved) = try library()
    let id = ana.id!
    let day = LocalDate(year: 2026, month: 11, day: 20)
    let activity = try #require(try store.activities(athleteId: id).first)
    var changes: [(String, () throws -> Void)] = [
      (
        "an activity renamed",
        { _ = try store.editActivity(id: activity.id!, athleteId: id, ActivityEdit(name: "Tempo")) }
      ),
      ("a planned session", { _ = try store.addPlannedSessions([PlannedSession(athleteId: id, date: day, load: 40)]) }),
      ("an event", { _ = try store.addEvent(PlanEvent(athleteId: id, date: day, name: "10K")) }),
      (
        "the language",
        {
          var c = AthleteChange()
          c.language = .spanishMexico
          _ = try store.changeAthlete(id: id, c)
        }
      ),
      (
        "the weekly goal",
        {
          var c = AthleteChange()
          c.weeklyGoal = 5
          _ = try store.changeAthlete(id: id, c)
        }
      ),
      ("a threshold", { _ = try store.setThreshold(athleteId: id, kind: .ftp, value: 260, from: day) }),
      ("the plan cleared", { _ = try store.clearPlan(athleteId: id) }),
      ("the activity deleted", { _ = try store.deleteActivity(id: activity.id!, athleteId: id) }),
    ]
    let upload = Data("date,sport,minutes,load\n2026-11-18,cycling,60,70\n".utf8)
    changes.append(("a file uploaded", { _ = try store.ingest(upload: upload, name: "b.csv", athlete: ana) }))
    changes.append(
      (
        "its source deleted",
        {
          let sha = try #require(try store.sourceFiles(athleteId: id).first { $0.path.hasSuffix("b.csv") }).sha256
          _ = try store.deleteSource(sha, athleteId: id)
        }
      ))
    let wellness = Data("date,hrv_rmssd_ms,resting_hr_bpm\n2026-11-19,80,45\n".utf8)
    changes.append(("a wellness day", { _ = try store.ingest(upload: wellness, name: "wellness.csv", athlete: ana) }))
    changes.append(
      (
        "the wellness day deleted",
        { _ = try store.deleteWellnessDay(LocalDate(year: 2026, month: 11, day: 19), athleteId: id) }
      ))
    for (change, make) in changes {
      try make()
      let m = try moved()
      #expect(m.ana > 0 && m.bo == 0, "\(change): ana moved \(m.ana), bo \(m.bo)")
    }
  }

  @Test func bookkeepingDoesNotMoveIt() throws {
    let (store, ana, moved) = try library()
    _ = try store.writeTransaction { db in
      try store.markDirty(db, athleteId: ana.id!, from: LocalDate(year: 2026, month: 11, day: 16))
    }
    _ = try moved()
    #expect(try store.recompute(athleteId: ana.id!) > 0)
    #expect(try moved() == (0, 0), "recomputing the days (and clearing dirtyFrom) changes no document's inputs")
    _ = try store.createToken(athleteId: ana.id!, canWrite: true, label: "phone")
    #expect(try moved() == (0, 0), "a token shows in no athlete document")
  }

  /// A column added to `athlete` later must be named in the trigger or here.
  @Test func theSettingsTriggerNamesEveryColumnADocumentCanShow() throws {
    let (store, _, _) = try library()
    // PostgreSQL folds the names to lower case.
    let (columns, owned) = try store.read { db in
      db.dialect == .sqlite
        ? (
          try db.scalars(String.self, sql: "SELECT name FROM pragma_table_info('athlete')"),
          try db.scalars(
            String.self,
            sql:
              "SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c WHERE m.type = 'table' AND c.name = 'athleteId'"
          )
        )
        : (
          try db.scalars(
            String.self,
            sql:
              "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'athlete'"
          ),
          try db.scalars(
            String.self,
            sql:
              "SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'athleteid'"
          )
        )
    }
    func names(_ list: [String]) -> Set<String> { Set(list.map { $0.lowercased() }) }
    let bookkeeping: Set = ["id", "createdAt", "dirtyFrom", "revision"]
    #expect(names(columns).subtracting(names(Array(bookkeeping))) == names(StoreSchema.athleteSettingsColumns))
    // Derived (dailyMetric) or shown in no athlete document (tokens, kept API answers).
    #expect(
      names(owned).subtracting(names(["dailyMetric", "apiToken", "idempotentRequest"]))
        == names(StoreSchema.athleteOwnedTables))
  }
}
