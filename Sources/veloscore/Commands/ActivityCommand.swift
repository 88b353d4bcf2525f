import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

/// `activity`: score a file or show a stored activity (`show`, the default),
/// or change a stored one (`set`).
struct ActivityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "activity",
    abstract: "Score one activity (a file, or a stored one by id), or change a stored one's name, notes, sport or RPE.",
    discussion: """
      'veloscore activity FILE|ID' is 'activity show': 'veloscore activity show --help'
      lists its options (thresholds, pauses, gaps, conventions).

      Examples:
        veloscore activity ride.fit --ftp 250
        veloscore activity 42 --json
        veloscore activity set 42 --name "Rodada matutina" --rpe 6
      """,
    subcommands: [ActivityShowCommand.self, ActivitySetCommand.self],
    defaultSubcommand: ActivityShowCommand.self
  )
}

struct ActivityShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Score one activity's power: NP, xPower, IF, TSS, VI, work, peaks, zones, W' balance.",
    discussion: """
      FILE is a FIT file (recognised by content) or a CSV stream with a header:
      a time column in seconds ('time') and a 'power' column in watts;
      heart_rate, cadence, speed, distance, altitude, temperature are read when
      present. Samples are put on a 1 Hz grid of running time: paused stretches
      (FIT timer events; elsewhere a gap of 10 s or more crossed at ≤ 1 km/h) are
      left out (--pauses zero counts them as 0 W). A dropout inside running
      time of up to 25 s without a reading is interpolated between the readings
      on either side (GoldenCheetah's FIT import rule); a longer one counts as
      0 W (stopped). --fill-gaps N sets the limit; 0, and --pauses zero unless
      --fill-gaps is given, is the strict rule: every missing second is 0 W.

      Without --ftp, the FTP stored in a FIT file (zones_target) is used; with
      none at all, everything that needs no threshold is still printed (NP,
      xPower, VI, work, peaks, heart rate), and the report says what an FTP adds.
      A FIT file's own NP, IF and TSS are shown beside ours.

      Examples:
        veloscore activity ride.csv --ftp 250 --json
        veloscore activity ride.fit
      """
  )

  @Argument(
    help:
      "Activity file (.fit, .tcx, .gpx or CSV time,power,...), or the id of an activity in the library ('veloscore activities')."
  )
  var file: String

  @OptionGroup var store: StoreOptions

  @OptionGroup var scoring: ScoringOptions

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func run() throws {
    if !FileManager.default.fileExists(atPath: file), let id = Int64(file) { return try showStored(id) }
    let activity = try loadActivity(file, lenient: scoring.lenient)
    let streams = activity.streams
    let present = { (c: [Double]?) in c?.contains(where: { !$0.isNaN }) ?? false }
    let hasPower = present(streams.power)
    let hasLengths = !(activity.fit?.lengths.isEmpty ?? true)
    guard hasPower || present(streams.heartRate) || present(streams.speed) || hasLengths || self.scoring.rpe != nil
    else {
      throw failInput(
        InputDataError(file: file, message: say("activity.nothingToScore")),
        hint: say("activity.nothingToScore.hint"))
    }
    let scoring = try self.scoring.score(activity)
    if hasPower, self.scoring.ftp == nil, let stored = scoring.settings.ftp {
      writeToStandardError(say("activity.fileFTP", Int(stored)) + "\n")
    }
    print(scoring.report(source: file).render(output.format, language: language.resolved()), terminator: "")
  }
}

extension ActivityShowCommand {
  /// A stored activity as scored at ingest (with the thresholds of its date).
  func showStored(_ id: Int64) throws {
    let (library, athlete) = try store.openActivity(id)
    do {
      print(
        try ActivityReport.stored(library, athlete: athlete, id: id).render(
          output.format, language: language.resolved(for: athlete)), terminator: "")
    } catch let e where Failure.isStoreError(e) { throw failStore(e) }
  }
}

/// Throws a usage error naming the first option whose value lies outside its
/// range (the ranges of ``InputLimits``, which files obey too).
func checkRanges(_ checks: [(name: String, value: Double?, range: ClosedRange<Double>)]) throws {
  for (name, value, range) in checks {
    if let value, !range.contains(value) {
      throw ValidationError(
        say(
          "between", name, InputLimits.describe(range.lowerBound), InputLimits.describe(range.upperBound),
          InputLimits.describe(value)))
    }
  }
}

/// `--sex` takes M/F or male/female, any case, on every command.
extension Sex: ExpressibleByArgument {
  public init?(argument: String) { self.init(code: argument) }
  public static var allValueStrings: [String] { ["M", "F", "male", "female"] }
}
