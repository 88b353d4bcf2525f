// Structured workouts from outside, through the whole path: any bytes read as
// a workout in every form (text, JSON, a FIT workout file, Zwift .zwo); one
// that reads is written back in every form and read again, costed (planned
// load), graded against a fixed 50-minute ride, planned for a day in a library
// (the store's checks, the load filled from the steps) and the week printed as
// schema-2 JSON with its planned workouts graded. The library starts anew every 20 inputs.
import Foundation
import FuzzDriver
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

final class ReusedLibrary {
  var store: AthleteStore
  var athlete: Athlete
  var uses = 0

  init() {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-fuzz-workouts-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    store = try! AthleteStore(directory: dir, create: true)
    athlete = try! store.addAthlete(
      Athlete(name: "ana", sex: .female, birthYear: 1990), thresholds: [.ftp: 250, .lthr: 170])
    // A ride on the planned day to grade: 50 minutes of 200 W with 5 surges.
    let power = (0..<3000).map { Double($0 / 300 % 2 == 1 ? 300 : 200) }
    var csv = "time,power\n"
    for (t, w) in power.enumerated() { csv += "\(t),\(w)\n" }
    let ride = dir.appendingPathComponent("2026-12-01.csv")
    try! csv.write(to: ride, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try! ingest.run([ride.path])
  }
}

nonisolated(unsafe) var library = ReusedLibrary()
let ride = ActivityStreams(
  time: (0..<3000).map(Double.init), power: (0..<3000).map { Double($0 / 300 % 2 == 1 ? 300 : 200) })
var settings = AthleteSettings()
(settings.ftp, settings.lthr, settings.restingHeartRate, settings.maxHeartRate, settings.thresholdSpeed) = (
  250, 170, 50, 190, 4
)

runFuzzer { bytes in
  library.uses += 1
  if library.uses > 20 { library = ReusedLibrary() }
  for format in WorkoutFiles.Format.allCases {
    guard let workout = try? WorkoutFiles.parse(bytes, file: "w", format: format) else { continue }
    for out in WorkoutFiles.Format.allCases {
      if let written = try? WorkoutFiles.write(workout, as: out, settings: settings, created: 1_795_000_000, file: "w")
      {
        _ = try? WorkoutFiles.parse(written, file: "w", format: out)
      }
    }
    _ = workout.plannedLoad(settings: settings)
    _ = WorkoutCompliance(workout: workout, streams: ride, settings: settings)
    let store = library.store
    let athlete = library.athlete
    _ = try? store.addPlannedSessions([
      PlannedSession(athleteId: athlete.id!, date: LocalDate(year: 2026, month: 12, day: 1), workout: workout)
    ])
    if let week = try? WeekReport.library(store.history(athlete), date: LocalDate(year: 2026, month: 12, day: 1)) {
      _ = week.render(.json)
    }
    if let id = (try? store.activities(athleteId: athlete.id!))?.first?.id,
      let report = try? ActivityReport.stored(Library(store), athlete: athlete, id: id)
    {
      _ = report.render(.json)
    }
  }
}
