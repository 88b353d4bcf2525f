// What apps send without a file, through the whole path to stored scores and
// printed JSON: any bytes read as a workout (`POST …/workouts`) and as a
// morning's readings (`POST …/wellness`), stored for an athlete, then as an
// edit of the stored activity (`PATCH …/activities/{id}`: its name, notes,
// sport and RPE taken from the same JSON); the activities list, the week and
// the wellness days are printed as schema-2 JSON (vocabulary renames, the
// number finisher). The library starts anew every 20 inputs.
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
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-fuzz-entries-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    store = try! AthleteStore(directory: dir, create: true)
    athlete = try! store.addAthlete(
      Athlete(name: "ana", sex: .female, birthYear: 1990, timeZone: "America/Mexico_City"),
      thresholds: [.ftp: 250, .weight: 60])
  }
}

nonisolated(unsafe) var library = ReusedLibrary()

/// The edit fields of a JSON object, as the API's PATCH reads them (loosely: any that decode).
struct EditFields: Decodable {
  var name: String?
  var notes: String?
  var sport: String?
  var rpe: Double?
}

runFuzzer { bytes in
  library.uses += 1
  if library.uses > 20 { library = ReusedLibrary() }
  let store = library.store
  let athlete = library.athlete
  let data = Data(bytes)
  if let workout = try? JSONDecoder().decode(LoggedWorkout.self, from: data), let zone = try? athlete.zone(),
    (try? store.spanProblem(athleteId: athlete.id!, adding: workout.summary(in: zone).localDate)) == .some(nil)
  {
    _ = try? store.ingest(
      .workouts { [workout.summary(in: $0)] }, identity: Data(workout.csv.utf8), name: "workout.json", athlete: athlete)
  }
  if let morning = try? JSONDecoder().decode(LoggedWellness.self, from: data),
    (try? store.spanProblem(athleteId: athlete.id!, adding: morning.reading.date)) == .some(nil)
  {
    _ = try? store.ingest(
      .wellness([morning.reading]), identity: morning.identity, name: "wellness.json", athlete: athlete)
  }
  if let fields = try? JSONDecoder().decode(EditFields.self, from: data),
    let id = (try? store.activities(athleteId: athlete.id!))?.last?.id
  {
    _ = try? store.editActivity(
      id: id, athleteId: athlete.id!,
      ActivityEdit(name: fields.name, notes: fields.notes, sport: fields.sport, rpe: fields.rpe.map { .some($0) }))
  }
  if let rows = try? ActivityRow.rows(Library(store), athlete: athlete) { _ = try? JSONEncoder.document(rows) }
  if let week = try? WeekReport.library(store.history(athlete), date: nil) { _ = week.render(.json) }
  if let wellness = try? WellnessReport.library(store.history(athlete)) { _ = wellness.render(.json) }
}
