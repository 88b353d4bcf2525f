import ArgumentParser

@main
struct Veloscore: ParsableCommand {
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "veloscore",
    abstract: "Training-load and performance analytics for endurance athletes.",
    discussion: """
      Score a ride's power (NP, IF, TSS), chart fitness and fatigue over days
      (CTL/ATL/TSB), and generate synthetic athlete histories to try it on.

      Examples:
        veloscore activity ride.csv --ftp 250
        veloscore pmc daily.csv --json
        veloscore synth --out /tmp/athletes --athletes 10 --days 730

      Exit codes: 0 success, 64 bad command line, 65 bad input data,
      66 input file missing or unreadable, 1 anything else.
      """,
    version: version,
    subcommands: [InitCommand.self, AthleteCommand.self, IngestCommand.self, ActivitiesCommand.self, ActivityCommand.self, MMPCommand.self, PMCCommand.self, LoadCommand.self, WellnessCommand.self, TrendsCommand.self, WeekCommand.self, ReportCommand.self, ExportCommand.self, BatchCommand.self, CompletionsCommand.self, FITCommand.self, ConvertCommand.self, SynthCommand.self]
  )
}
