import ArgumentParser
import Foundation
import VeloScore
import VeloSynth

struct SynthCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synth",
    abstract: "Write a deterministic synthetic multi-athlete dataset (CSV).",
    discussion: """
      The same seed and settings always give byte-identical files. Layout:
        DIR/athletes.csv, DIR/<id>/daily.csv, DIR/<id>/wellness.csv,
        DIR/<id>/rides/<date>.csv (1 Hz rides for the last --stream-days days)

      Example:
        veloscore synth --out /tmp/athletes --athletes 10 --days 730 --seed 7
      """
  )

  @Option(help: "Directory to write (created if missing).")
  var out: String

  @Option(help: "Random seed.")
  var seed: UInt64 = 1

  @Option(help: "Number of athletes.")
  var athletes = 3

  @Option(help: "Days of history per athlete.")
  var days = 365

  @Option(help: "Most recent days that get full 1 Hz ride files.")
  var streamDays = 7

  @Option(help: "Last day of the histories (YYYY-MM-DD).")
  var end = "2026-11-22"

  func validate() throws {
    guard (1...100_000).contains(athletes) else { throw ValidationError(say("range", "--athletes", "1…100000")) }
    guard (1...36_500).contains(days) else { throw ValidationError(say("range", "--days", "1…36500")) }
    guard (0...days).contains(streamDays) else { throw ValidationError(say("range", "--stream-days", "0…'--days'")) }
    guard LocalDate(iso: end) != nil else { throw ValidationError(say("badDate", "--end", end)) }
  }

  @OptionGroup var progress: ProgressOptions
  @OptionGroup var output: OutputOptions

  func run() throws {
    var settings = DatasetWriter.Settings()
    settings.seed = seed
    settings.athletes = athletes
    settings.days = days
    settings.streamDays = streamDays
    settings.end = LocalDate(iso: end)!
    let bar = ProgressBar(label: "synth", unit: say("unit.athletes"), total: athletes, options: progress)
    let files = try DatasetWriter.write(settings, to: URL(fileURLWithPath: out)) { _, _ in bar.advance() }
    bar.finish()
    if output.json {
      struct Written: Encodable {
        var out: String
        var fileCount: Int
        var athletes: Int
        var dayCount: Int
        var streamDays: Int
        var seed: UInt64
        var wallClockSeconds: Double
      }
      printJSON(
        Written(
          out: out, fileCount: files, athletes: athletes, dayCount: days, streamDays: streamDays, seed: UInt64(seed),
          wallClockSeconds: bar.elapsed))
    } else {
      print(
        say(
          "synth.done", sayCounted("files", files), sayCounted("athletes", athletes), days, out,
          String(format: "%.1f", bar.elapsed)))
    }
  }
}
