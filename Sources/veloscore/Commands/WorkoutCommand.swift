import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloReport
import VeloScore

/// `veloscore workout`: structured workouts as coaches type them, to devices and back.
struct WorkoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "workout",
    abstract: "Read, check and convert structured workouts (text, JSON, FIT workout files, Zwift .zwo).",
    discussion: """
      A workout typed as text has one step a line (or several, split by ',' or ';'):
      a length, then a target.
        length   30s, 4m, 1h30m, 4m30s; a distance 1km, 400mtr, 2mi ('m' is minutes)
        target   55% (of FTP), 250w, 75% LTHR, 150bpm, 4:30/km, 1:45/100m, 95% pace,
                 RPE 6, Z2 (Coggan's power zones), Z2 HR (Friel's); a band 95-105%;
                 a ramp 'ramp 50-75%'; none: an open step
        cadence  90rpm
        repeat   '5x' before steps on its line ('5x 4m 108% 3m 55%'), or a line of
                 its own ('Main set 3x') followed by lines starting with '-'
      Other words are the step's cue; Warmup/Calentamiento, Cooldown/Enfriamiento,
      Recovery/Recuperación and Rest/Descanso set its intensity.

      Examples:
        printf '10m 55%%\\n5x 4m 108%% 3m 55%%\\n10m 50%%\\n' > vo2.txt
        veloscore workout show vo2.txt --ftp 250
        veloscore workout export vo2.txt --to fit --out vo2.fit --name "VO2 5x4"
        veloscore workout show vo2.fit --json
      """,
    subcommands: [WorkoutShowCommand.self, WorkoutExportCommand.self],
    defaultSubcommand: WorkoutShowCommand.self)
}

/// The thresholds a workout's targets refer to.
struct WorkoutThresholds: ParsableArguments {
  @Option(parsing: .unconditional, help: "FTP, W: planned load of targets in watts, and watts in Zwift files.") var ftp:
    Double?
  @Option(
    parsing: .unconditional, help: "Lactate-threshold heart rate, bpm: % LTHR targets in FIT files and heart-rate load."
  ) var lthr: Double?
  @Option(parsing: .unconditional, help: "Maximum heart rate, bpm (heart-rate load).") var maxHr: Double?
  @Option(parsing: .unconditional, help: "Resting heart rate, bpm (heart-rate load).") var restHr: Double?
  @Option(
    parsing: .unconditional,
    help: "Threshold running pace (4:15/km, 6:50/mi, or seconds per km): pace load and % pace targets in FIT files.",
    transform: PaceOption.running)
  var thresholdPace: Double?

  func validate() throws {
    try checkRanges([
      ("--ftp", ftp, InputLimits.range("ftp")), ("--lthr", lthr, InputLimits.range("lthr")),
      ("--max-hr", maxHr, InputLimits.range("maxHeartRate")),
      ("--rest-hr", restHr, InputLimits.range("restingHeartRate")),
      ("--threshold-pace", thresholdPace, InputLimits.range("thresholdPace")),
    ])
  }

  var settings: AthleteSettings {
    var s = AthleteSettings()
    (s.ftp, s.lthr, s.maxHeartRate, s.restingHeartRate) = (ftp, lthr, maxHr, restHr)
    s.thresholdSpeed = thresholdPace.map { 1000 / $0 }
    return s
  }
}

/// Where a workout comes from: a file, or text on the command line.
struct WorkoutInput: ParsableArguments {
  @Argument(
    help:
      "A workout file: text (.txt), JSON (.json), a FIT workout file (.fit) or Zwift (.zwo). '-' reads text from standard input."
  )
  var file: String
  @Option(help: "The workout's name (replaces the file's).") var name: String?
  @Option(help: "The sport: cycling, running, swimming … (replaces the file's).") var sport: String?

  func read() throws -> StructuredWorkout {
    do {
      if file == "-" {
        let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        return try WorkoutFiles.parse(
          bytes, file: "standard input", format: .text, name: name, sport: sport ?? "cycling")
      }
      var workout = try WorkoutFiles.read(path: file, name: name, sport: sport)
      if workout.sport == nil { workout.sport = "cycling" }
      return workout
    } catch {
      throw Exit.fail(error)
    }
  }
}

struct WorkoutShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Print a workout's steps and what it costs done as prescribed (duration, IF, load).")

  @OptionGroup var input: WorkoutInput
  @OptionGroup var thresholds: WorkoutThresholds
  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func run() throws {
    let workout = try input.read()
    let planned = workout.plannedLoad(settings: thresholds.settings)
    if output.json {
      struct Document: Encodable {
        var schemaVersion = JSONVocabulary.schemaVersion
        var workout: StructuredWorkout
        var text: String
        var planned: PlannedWorkoutLoad
      }
      return printJSON(Document(workout: workout, text: workout.text, planned: planned))
    }
    print(
      Localization.rendering(language.resolved()) { WorkoutReport(workout: workout, planned: planned).renderText() },
      terminator: "")
  }
}

struct WorkoutExportCommand: ParsableCommand {
  enum Target: String, ExpressibleByArgument, CaseIterable { case fit, zwo, json, text }

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a workout as a FIT workout file (for Garmin, Wahoo, Hammerhead), a Zwift .zwo, JSON or text.",
    discussion: """
      FIT states heart rate in bpm and pace as speed: % LTHR targets need --lthr and
      % pace targets --threshold-pace. FIT has no ramp: a ramp is written as its band
      with the note 'ramp' (veloscore reads it back as a ramp). Zwift files hold
      fractions of FTP (of threshold pace for runs) and time steps only: watts need
      --ftp, and heart-rate or distance steps cannot be written.
      """)

  @OptionGroup var input: WorkoutInput
  @Option(help: "Output format: fit, zwo, json or text.") var to: Target
  @Option(help: "The file to write.") var out: String
  @OptionGroup var thresholds: WorkoutThresholds
  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func run() throws {
    let workout = try input.read()
    let format = WorkoutFiles.Format(rawValue: to.rawValue)!
    let bytes: [UInt8]
    do {
      bytes = try WorkoutFiles.write(
        workout, as: format, settings: thresholds.settings, created: Int(Date().timeIntervalSince1970), file: out)
    } catch {
      throw Exit.fail(error)
    }
    try writeOutput(Data(bytes), to: out)
    if output.json {
      struct Written: Encodable {
        var schemaVersion = JSONVocabulary.schemaVersion
        var out: String, outputFormat: String, byteCount: Int
      }
      return printJSON(Written(out: out, outputFormat: to.rawValue, byteCount: bytes.count))
    }
    print(say("workout.wrote", out, to.rawValue, bytes.count, workout.flattened.count))
  }
}
