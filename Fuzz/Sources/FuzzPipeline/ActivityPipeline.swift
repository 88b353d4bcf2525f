// The whole path an activity file takes after its bytes are read, as the CLI,
// the server's upload and ingest take it: decode → settings resolution (an
// athlete without thresholds, one with them, the file's stored values) →
// score → stored columns and stream blob → every report format. A trap
// anywhere on it is a bug, however the bytes parsed.
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
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

/// Runs every step after decoding on one parsed file, through the engine's
/// one scoring entry (`FileScoring`, `ActivityScoring`) as every surface does.
/// Both settings are scored every time; `variant` (a byte of the input) picks
/// the pause rule, an RPE, and which of the two goes on through every report
/// format and the store's columns, so each path is reached without doing all
/// of them on every input.
/// - Parameter detailEvery: the activity detail report (charts, laps, every
///   format: the costliest step) runs on one input in this many.
public func scoreEverywhere(_ file: ActivityFile, variant: UInt8 = 0, detailEvery: Int = 1) {
  // The two ways a file is scored: alone (the values it stores) and for an
  // athlete with thresholds (the library's values, then the file's).
  let withoutAthlete = FileScoring(file)
  let resolved = ActivityScoring.settings(
    athlete: athleteWithThresholds, file: file.fit?.storedSettings ?? AthleteSettings()
  ).settings
  let settingsList = [withoutAthlete.settings, resolved]
  let chosen = Int(variant / 2) % settingsList.count
  var choices = ActivityScoring.Choices()
  choices.pauses = PauseHandling.allCases[Int(variant) % PauseHandling.allCases.count]
  choices.rpe = variant % 3 == 0 ? 6 : nil
  let legs = file.fit?.legs ?? []
  let pieces = legs.isEmpty ? [file.streams] : legs.map(\.streams)
  for (k, settings) in settingsList.enumerated() {
    for streams in pieces {
      let summary = ActivityScoring.summary(
        streams, settings: settings, sport: withoutAthlete.sport, choices: choices,
        swimLengths: file.fit?.lengths ?? [], poolLength: file.fit?.poolLength)
      guard k == chosen else { continue }
      var report = ActivityReport(
        source: "fuzz", summary: summary, grid: ActivityScoring.grid(streams, choices: choices))
      report.device = file.fit.flatMap { DeviceValues($0) }
      for format in ReportFormat.allCases { _ = report.render(format) }
      if Int(variant) % max(1, detailEvery) == 0 {
        var scoring = withoutAthlete
        (scoring.settings, scoring.choices) = (settings, choices)
        for format in DocumentFormat.allCases { _ = scoring.detailReport(source: "fuzz").render(format) }
      }
      var row = StoredActivity(
        athleteId: 1, sourceFileId: 1, sourceRow: 0, localDate: LocalDate(year: 2026, month: 1, day: 5))
      row.sport = withoutAthlete.sport
      ActivityScoring.score(
        streams, settings: settings, into: &row, choices: choices, swimLengths: file.fit?.lengths ?? [],
        poolLength: file.fit?.poolLength)
      _ = row.meanMaxPower
      if let back = try? StreamCodec.decode(StreamCodec.encode(streams)) {
        _ = ActivityScoring.summary(back, settings: settings, sport: row.sport)
      }
    }
  }
}
