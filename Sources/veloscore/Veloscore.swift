import ArgumentParser
import VeloEngine
import VeloKernels
import VeloPipeline
import VeloReport
import VeloScore

@main
struct Veloscore: AsyncParsableCommand {
  static let version = VeloscoreVersion.current

  static let configuration = CommandConfiguration(
    commandName: "veloscore",
    abstract: "Training-load and performance analytics for endurance athletes.",
    discussion: """
      Score a ride's power (NP, IF, TSS), chart fitness and fatigue over days
      (CTL/ATL/TSB), keep athletes' histories in a library and report on them.
      Commands that take a FILE work on that file alone; without one they read
      the athlete library (--library: a folder, or --database: a PostgreSQL URL;
      else $VELOSCORE_DATABASE, $VELOSCORE_LIBRARY or $HOME/.veloscore).

      Examples:
        veloscore init && veloscore ingest datasets/sample
        veloscore report weekly --athlete athlete-01 --format html --out week.html
        veloscore activity ride.csv --ftp 250
        veloscore pmc daily.csv --json
        veloscore synth --out /tmp/athletes --athletes 10 --days 730

      Exit codes: 0 success, 64 bad command line, 65 bad input data (or an
      unknown athlete/activity), 66 input missing (file, library, nothing to
      ingest), 73 output or library not writable, 74 damaged database or full
      disk, 1 an internal error. With --json a failure also prints
      {"error", "detail", "exitCode"} on stdout.
      """,
    version: version,
    subcommands: [
      InitCommand.self, CheckCommand.self, AthleteCommand.self, IngestCommand.self, ActivitiesCommand.self,
      SourcesCommand.self, DeleteCommand.self, ActivityCommand.self, MMPCommand.self, PMCCommand.self, LoadCommand.self,
      BanisterCommand.self, WellnessCommand.self, TrendsCommand.self, WeekCommand.self, PlanCommand.self,
      PredictCommand.self, DashboardCommand.self, ReportCommand.self, ServeCommand.self, TokenCommand.self,
      ExportCommand.self, BatchCommand.self, CompletionsCommand.self, FITCommand.self, ConvertCommand.self,
      WorkoutCommand.self, SynthCommand.self,
    ]
  )

  /// Runs the command; under `--json` (or `--format json`) a command-line error
  /// (exit 64) also prints the JSON error document, as every other failure does.
  static func main() async {
    BLASThreads.keepOnCallingThread()
    let arguments = Array(CommandLine.arguments.dropFirst())
    let wantsJSON =
      arguments.contains("--json") || arguments.contains("--format=json")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "json" }
    // Every failure under --json or --format json prints the JSON error document too.
    Exit.jsonErrors = wantsJSON
    let language = wantsJSON ? .english : CLILanguage.of(arguments)
    await Localization.speaking(language, marked: CLILanguage.marksTranslations) {
      await run(arguments, wantsJSON: wantsJSON)
    }
  }

  /// "--weight 58.5": the option written with a decimal point, when a value
  /// refused as a number was one with a decimal comma (`--weight 58,5`, as
  /// Spanish keyboards write it).
  static func decimalCommaHint(_ message: String) -> String? {
    guard let value = message.firstMatch(of: /The value '([0-9]+,[0-9]+)' is invalid for '(--[a-z0-9-]+)/) else {
      return nil
    }
    let point = value.1.replacingOccurrences(of: ",", with: ".")
    return Double(point) == nil ? nil : say("decimalComma", "\(value.2) \(point)")
  }

  /// Parses and runs the command, exiting through the failure's code.
  static func run(_ arguments: [String], wantsJSON: Bool) async {
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let commaHint = exitCode(for: error).rawValue == Exit.usage ? decimalCommaHint(message(for: error)) : nil
      if wantsJSON, !(error is ExitCode), exitCode(for: error).rawValue == Exit.usage {
        let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad command line"
        Exit.printErrorDocument(
          message.replacingOccurrences(of: "Error: ", with: ""), hint: commaHint ?? say("usage.hint"), code: Exit.usage)
      } else if let commaHint {
        writeToStandardError(say("hint", commaHint) + "\n")
      }
      // A storage failure no command caught (a damaged row, a full disk, a
      // read-only mount) exits by its SQLite result code, never as a raw dump.
      if !(error is ExitCode), Failure.storage(error, path: Exit.libraryFile ?? "the library") != nil {
        exit(withError: failStore(error))
      }
      exit(withError: error)
    }
  }
}
