// The whole path an activity file takes after its bytes are read, as the CLI,
// the server's upload and ingest take it: decode → settings resolution (an
// athlete without thresholds, one with them, the file's stored values) →
// score → stored columns and stream blob → every report format. A trap
// anywhere on it is a bug, however the bytes parsed.
import Foundation
import VeloIO
import VeloReport
import VeloScore
import VeloStore

/// Settings of an athlete with the usual thresholds (the README's profile plus heart rate).
public let athleteWithThresholds: AthleteSettings = {
  var s = AthleteSettings()
  s.ftp = 250
  s.lthr = 168
  s.maxHeartRate = 190
  s.restingHeartRate = 50
  s.criticalPower = 265
  s.wPrime = 20_000
  s.weight = 70
  s.thresholdSpeed = 1000 / 255
  s.thresholdSwimPace = 95
  s.sex = .female
  s.age = 35
  return s
}()

/// Runs every step after decoding on one parsed file. Both settings are
/// scored every time; `variant` (a byte of the input) picks the pause rule and
/// which of the two goes on through every report format and the store's
/// columns, so each path is reached without doing all of them on every input.
/// - Parameter detailEvery: the activity detail report (charts, laps, every
///   format: the costliest step) runs on one input in this many.
public func scoreEverywhere(_ file: ActivityFile, variant: UInt8 = 0, detailEvery: Int = 1) {
  let stored = file.fit?.storedSettings ?? AthleteSettings()
  let layers: [[(source: String, settings: AthleteSettings)]] = [
    [("the file", stored)],
    [("the library", athleteWithThresholds), ("the file", stored)],
  ]
  let settingsList = layers.map { AthleteSettings.resolved($0).settings }
  let chosen = Int(variant / 2) % settingsList.count
  let pauses = PauseHandling.allCases[Int(variant) % PauseHandling.allCases.count]
  let legs = file.fit?.legs ?? []
  let pieces = legs.isEmpty ? [file.streams] : legs.map(\.streams)
  for (k, settings) in settingsList.enumerated() {
    for streams in pieces {
      let summary = ActivitySummary(
        streams: streams, settings: settings, sport: file.sport, rpe: 6, isRun: file.sport == "running", pauses: pauses,
        swimLengths: file.fit?.lengths ?? [], poolLength: file.fit?.poolLength)
      guard k == chosen else { continue }
      var report = ActivityReport(source: "fuzz", summary: summary, grid: streams.powerOnOneHertzGrid(pauses: pauses))
      report.device = file.fit.flatMap { DeviceValues($0) }
      for format in ReportFormat.allCases { _ = report.render(format) }
      if Int(variant) % max(1, detailEvery) == 0 {
        let detail = ActivityDetailReport(
          activity: report, streams: streams, settings: settings, date: LocalDate(year: 2026, month: 1, day: 5), startTime: file.startTime,
          deviceLaps: file.fit?.laps ?? [])
        for format in DocumentFormat.allCases { _ = detail.render(format) }
      }
      var row = StoredActivity(athleteId: 1, sourceFileId: 1, sourceRow: 0, localDate: LocalDate(year: 2026, month: 1, day: 5))
      row.sport = file.sport
      ActivityScoring.score(streams, settings: settings, into: &row, swimLengths: file.fit?.lengths ?? [], poolLength: file.fit?.poolLength)
      _ = row.meanMaxPower
      if let back = try? StreamCodec.decode(StreamCodec.encode(streams)) {
        _ = ActivitySummary(streams: back, settings: settings)
      }
    }
  }
}
