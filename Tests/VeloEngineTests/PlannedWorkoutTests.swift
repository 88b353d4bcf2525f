import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import _VeloTestSupport

@testable import VeloStore

/// A workout planned for a day fills the session's load and duration, and the
/// activity ridden that day is graded against it in every surface that shows
/// a stored activity (activity show, report activity, the API's activity).
@Suite struct PlannedWorkoutTests {
  /// The generated execution of WorkoutComplianceTests as a ride file of 2026-12-01.
  static func rideFile() throws -> String {
    let pieces: [(Int, Double)] = [
      (180, 100), (600, 137.5), (240, 270), (180, 137.5), (240, 270), (180, 200), (240, 237.5), (180, 137.5),
      (240, 270), (180, 137.5),
      (120, 270), (120, 137.5), (180, 137.5), (600, 125), (60, 80),
    ]
    var csv = "time,power\n"
    var t = 0
    for (n, w) in pieces {
      for i in 0..<n {
        csv += "\(t),\(w + (i % 2 == 0 ? 3 : -3))\n"
        t += 1
      }
    }
    let path = try makeTemporaryDirectory().appendingPathComponent("2026-12-01.csv").path
    try csv.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func theDaysActivityIsGradedAgainstItsWorkout() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana"))
    _ = try library.setThreshold(athleteId: athlete.id!, kind: .ftp, value: 250)
    let workout = try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
    let day = LocalDate(year: 2026, month: 12, day: 1)
    let session = try library.addPlannedSessions([PlannedSession(athleteId: athlete.id!, date: day, workout: workout)])[
      0]
    // Load and duration from the steps, with the athlete's FTP (the oracle's IF 0.855, 67.0).
    #expect(session.durationSeconds == 3300 && session.load == 67.0)
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([try Self.rideFile()])
    let id = try #require(try library.activities(athleteId: athlete.id!, ActivityFilter()).first?.id)
    let report = try ActivityReport.stored(Library(library), athlete: athlete, id: id)
    let c = try #require(report.workoutCompliance)
    #expect(c.offsetSeconds == 180 && isClose(c.complianceScore, 2760.0 / 3300 * 100))
    let detail = try ActivityDetailReport.stored(Library(library), athlete: athlete, id: id)
    #expect(detail.activity.workoutCompliance == c)
    #expect(detail.document.renderHTML().contains("Step 6 (active) · 0:04:00 · target 257.5–282.5 W · 0 % in target"))
    // The week shows the workout with its grade, in `week` and `report weekly` alike.
    let week = try #require(try WeekReport.library(library.history(athlete), date: day))
    #expect(
      week.plannedWorkouts.map(\.activityId) == [id] && week.plannedWorkouts.first?.complianceScore == c.complianceScore
    )
    #expect(
      try WeeklyProgressReport.build(library.history(athlete), date: day).plannedWorkouts
        == week.plannedWorkouts)
    #expect(report.intervals?.intervals.count == 5)
    // A summary stored before efforts were found gets them on reading, with the settings of its day.
    try library.sqlitePool!.write { db in
      try db.execute(sql: "UPDATE activity SET summary = json_remove(summary, '$.intervals')")
    }
    #expect(try library.activity(id: id, athleteId: athlete.id!).activitySummary?.intervals == nil)
    #expect(try ActivityReport.stored(Library(library), athlete: athlete, id: id).intervals == report.intervals)
    #expect(
      try ActivityDetailReport.stored(Library(library), athlete: athlete, id: id).activity.intervals == report.intervals
    )
    // A session of another sport does not grade it.
    try library.clearPlan(athleteId: athlete.id!)
    _ = try library.addPlannedSessions([
      PlannedSession(athleteId: athlete.id!, date: day, sport: "running", workout: workout)
    ])
    #expect(try ActivityReport.stored(Library(library), athlete: athlete, id: id).workoutCompliance == nil)
  }

  @Test func aBadWorkoutIsRefusedByTheStore() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana"))
    let bad = StructuredWorkout(steps: [.repeated(count: 500, steps: [StructuredWorkout.Step(durationSeconds: 60)])])
    #expect(throws: StoreError.self) {
      try library.addPlannedSessions([
        PlannedSession(athleteId: athlete.id!, date: LocalDate(year: 2026, month: 12, day: 1), workout: bad)
      ])
    }
    #expect(try library.plannedSessions(athleteId: athlete.id!).isEmpty)
  }

  @Test func anAppsSessionIsReadStrictly() throws {
    func problem(_ json: String) -> String? {
      do {
        _ = try JSONDecoder().decode(PlannedSessionEntry.self, from: Data(json.utf8))
        return nil
      } catch {
        return "\(error)"
      }
    }
    let good = try JSONDecoder().decode(
      PlannedSessionEntry.self,
      from: Data(
        #"{"date": "2026-12-01", "sport": "Bicicleta", "workout": {"workoutSteps": [{"durationSeconds": 600, "target": {"kind": "percentFTP", "low": 55}}]}}"#
          .utf8))
    #expect(good.session(athleteId: 1).sport == "cycling" && good.row.workout?.flattened.count == 1)
    #expect(problem(#"{"date": "2026-12-01"}"#) == "give a load, a durationSeconds or a workout")
    #expect(problem(#"{"load": 50}"#)?.contains("'date' is required") == true)
    #expect(problem(#"{"date": "2026-12-01", "load": 50, "tss": 5}"#)?.contains("unknown field 'tss'") == true)
    #expect(problem(#"{"date": "2026-12-01", "load": 1e19}"#)?.contains("'load' must be a number") == true)
    #expect(
      problem(#"{"date": "2026-12-01", "workout": {"workoutSteps": [{"durationSeconds": null}]}}"#)?.hasPrefix(
        "workout.workoutSteps[0].durationSeconds: expected") == true)
    #expect(
      problem(
        #"{"date": "2026-12-01", "workout": {"workoutSteps": [{"durationSeconds": 60, "target": {"kind": "rpe", "low": 11}}]}}"#
      )?
      .hasPrefix("workout.workoutSteps[0].target.low: expected") == true)
    #expect(
      problem(#"{"date": "2026-12-01", "load": 10, "description": "a\u0007b"}"#)?.contains("'description'") == true)
    // Too big is not a field's fault: read, then refused as too big by whoever stores it.
    let huge = try JSONDecoder().decode(
      PlannedSessionEntry.self,
      from: Data(
        #"{"date": "2026-12-01", "workout": {"workoutSteps": [{"repeat": 99, "workoutSteps": [{"durationSeconds": 3600}]}]}}"#
          .utf8))
    #expect(huge.row.workout?.sizeProblem?.contains("24 h") == true)
  }
}
