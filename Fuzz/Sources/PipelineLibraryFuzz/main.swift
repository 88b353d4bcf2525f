// Whole pipeline through the library, as an upload to `serve` or `ingest`
// takes it: any file's bytes (activity files, workout lists in English or
// Spanish, wellness logs, daily loads) ingested for an athlete without
// thresholds and one with them, then every library report built and rendered
// in every format. The library starts anew every 200 inputs.
import Foundation
import FuzzDriver
import VeloReport
import VeloScore
import VeloStore

final class Library {
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
      thresholds: [.ftp: 250, .lthr: 168, .maxHeartRate: 190, .restingHeartRate: 50, .thresholdPace: 255, .thresholdSwimPace: 95, .weight: 70])
    athletes = [bare, set]
  }
}

nonisolated(unsafe) var library = Library()

runFuzzer { bytes in
  library.uses += 1
  if library.uses > 200 { library = Library() }
  let names = ["fuzz.csv", "fuzz.fit", "2026-01-05.csv"]
  for (k, athlete) in library.athletes.enumerated() {
    _ = try? library.store.ingest(upload: Data(bytes), name: names[(Int(bytes.first ?? 0) + k) % names.count], athlete: athlete)
    let store = library.store
    if let r = try? WeeklyProgressReport.build(store: store, athlete: athlete) { for f in DocumentFormat.allCases { _ = r.render(f) } }
    if let r = try? SeasonReport.build(store: store, athlete: athlete) { for f in DocumentFormat.allCases { _ = r.render(f) } }
    if let r = try? DashboardReport.build(store: store, athlete: athlete) { for f in DocumentFormat.allCases { _ = r.render(f) } }
    if let r = try? FitnessReport.library(store, athlete: athlete) { for f in ReportFormat.allCases { _ = r.render(f) } }
    if let r = try? WellnessReport.library(store, athlete: athlete) { for f in ReportFormat.allCases { _ = r.render(f) } }
    if let r = try? WeekReport.library(store, athlete: athlete, date: nil) { for f in ReportFormat.allCases { _ = r.render(f) } }
    for row in (try? store.activities(athleteId: athlete.id!)) ?? [] {
      if let r = try? ActivityReport.stored(store, athlete: athlete, id: row.id!) { for f in ReportFormat.allCases { _ = r.render(f) } }
    }
  }
}
