// Whole pipeline through the library, as an upload to `serve` or `ingest`
// takes it: any file's bytes (activity files, workout lists in English or
// Spanish, wellness logs, daily loads) ingested for an athlete without
// thresholds and one with them, then a library report built and rendered, and
// each activity the input stored built into its report. The library starts
// anew every 5 inputs, so files meet stored history without one input's
// decades of days slowing the next hundred. Each input builds one of the six
// library reports and renders one format (picked by its last byte): every
// report and format is reached across inputs, at a rate that lets the target
// run 10^6 times.
import Foundation
import FuzzDriver
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

final class ReusedLibrary {
  var store: AthleteStore
  var athletes: [Athlete]
  var uses = 0

  init() {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-fuzz-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    store = try! AthleteStore(directory: dir, create: true)
    let bare = try! store.addAthlete(Athlete(name: "bare", timeZone: "America/Mexico_City"))
    let set = try! store.addAthlete(
      Athlete(name: "set", sex: .female, birthYear: 1990, timeZone: "Europe/Berlin"),
      thresholds: [
        .ftp: 250, .lthr: 168, .maxHeartRate: 190, .restingHeartRate: 50, .thresholdPace: 255, .thresholdSwimPace: 95,
        .weight: 70,
      ])
    athletes = [bare, set]
  }
}

nonisolated(unsafe) var library = ReusedLibrary()

runFuzzer { bytes in
  library.uses += 1
  if library.uses > 5 { library = ReusedLibrary() }
  let names = ["fuzz.csv", "fuzz.fit", "2026-01-05.csv"]
  for (k, athlete) in library.athletes.enumerated() {
    let store = library.store
    let pick = Int(bytes.last ?? 0) + k
    let document = DocumentFormat.allCases[(pick / 6) % DocumentFormat.allCases.count]
    let format = ReportFormat.allCases[(pick / 6) % ReportFormat.allCases.count]
    let before = Set(((try? store.activities(athleteId: athlete.id!)) ?? []).compactMap(\.id))
    _ = try? store.ingest(upload: Data(bytes), name: names[(Int(bytes.first ?? 0) + k) % names.count], athlete: athlete)
    switch pick % 6 {
    case 0: if let r = try? WeeklyProgressReport.build(store.history(athlete)) { _ = r.render(document) }
    case 1: if let r = try? SeasonReport.build(store.history(athlete)) { _ = r.render(document) }
    case 2: if let r = try? DashboardReport.build(store.history(athlete)) { _ = r.render(document) }
    case 3: if let r = try? FitnessReport.library(store.history(athlete)) { _ = r.render(format) }
    case 4: if let r = try? WellnessReport.library(store.history(athlete)) { _ = r.render(format) }
    default: if let r = try? WeekReport.library(store.history(athlete), date: nil) { _ = r.render(format) }
    }
    for row in (try? store.activities(athleteId: athlete.id!)) ?? [] where !before.contains(row.id!) {
      if let r = try? ActivityReport.stored(Library(store), athlete: athlete, id: row.id!) { _ = r.render(format) }
    }
  }
}
