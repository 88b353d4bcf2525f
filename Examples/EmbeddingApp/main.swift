// What an app embedding veloscore does, through the public API only (no
// @testable, no internal types): score a file, keep a library, read a day.
// Built by `swift build` and run by `make test` (scripts/e2e.sh), so the
// articles in Sources/VeloEngine/VeloEngine.docc stay true.
//
// Usage: veloscore-example REPOSITORY_ROOT
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

let root = CommandLine.arguments.dropFirst().first ?? "."

// Score an activity: the FTP given wins over the one the file stores.
let file = try ActivityFile.read(path: "\(root)/datasets/fit/4078723797.fit")
var thresholds = AthleteSettings()
thresholds.ftp = 250
let scoring = FileScoring(file, options: thresholds)
let summary = scoring.summary
guard let np = summary.power?.metrics.normalizedPower, let load = summary.load else {
  print("error: the ride has power, so it has NP and a load")
  exit(1)
}
print("ride: NP \(fixedDecimal(np, 1)) W, load \(fixedDecimal(load.value, 1)) (\(load.source.rawValue))")

// Keep a library: one athlete, her rides, and today's state.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-example-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let library = try Library.open(LibraryLocation(option: folder.path), create: true)
let anna = try library.add(Athlete(name: "anna", timeZone: "Europe/Berlin"), thresholds: [.ftp: 239, .lthr: 159])
var ingest = LibraryIngest(library: library, athlete: "anna")
let summaries = try ingest.run(["\(root)/datasets/sample/athlete-01/rides"])
let added = summaries.reduce(0) { $0 + $1.added }
let days = try library.history(anna).days(from: nil, through: nil)
guard added > 0, let last = days.last, let state = DayState(days: days, on: last.date) else {
  print("error: the rides should be stored and give days")
  exit(1)
}
print("library: \(added) files, \(last.date): CTL \(fixedDecimal(state.ctl, 1)), TSB \(fixedDecimal(state.tsb, 1))")

// A failure has a kind, hence an exit code and an HTTP status.
do {
  _ = try ingest.run(["\(root)/no/such/ride.fit"])
} catch let failure as Failure {
  print("failure: \(failure.kind.rawValue) → exit \(failure.kind.exitCode), HTTP \(failure.kind.httpStatus)")
}
