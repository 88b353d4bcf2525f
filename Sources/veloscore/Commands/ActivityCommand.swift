import ArgumentParser
import VeloIO
import VeloReport
import VeloScore

extension NormalizedPowerConvention: ExpressibleByArgument {}

struct ActivityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "activity",
    abstract: "Score one activity's power: NP, IF, TSS, VI, work.",
    discussion: """
      FILE is a FIT file (recognised by content) or a CSV stream with a header:
      a time column in seconds ('time') and a 'power' column in watts;
      heart_rate, cadence, speed, distance, altitude, temperature are read when
      present. Samples are put on a 1 Hz grid; seconds without a reading count
      as 0 W (stopped) and are reported.

      Without --ftp, the FTP stored in a FIT file (zones_target) is used.

      Examples:
        veloscore activity ride.csv --ftp 250 --json
        veloscore activity ride.fit
      """
  )

  @Argument(help: "Activity file: .fit or CSV (time,power,...).")
  var file: String

  @Option(help: "Functional threshold power in watts (GoldenCheetah users: pass CP to match its numbers).")
  var ftp: Double?

  @Option(help: "NP warm-up convention: coggan (full 30 s windows only) or goldenCheetah (zero-padded start).")
  var convention: NormalizedPowerConvention = .coggan

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let ftp, !(ftp > 0 && ftp.isFinite && ftp < 2000) {
      throw ValidationError("'--ftp' must be a threshold power in watts between 0 and 2000, got \(ftp).")
    }
  }

  func run() throws {
    let activity = try loadActivity(file, lenient: lenient)
    guard let grid = activity.streams.powerOnOneHertzGrid(), activity.streams.power?.contains(where: { !$0.isNaN }) ?? false else {
      throw failInput(InputDataError(file: file, message: "no power readings: expected a 'power' (or 'watts') column or FIT record power"),
        hint: "'activity' scores power; heart-rate and pace scoring arrive with the activity-metrics work")
    }
    guard let threshold = ftp ?? activity.fit?.functionalThresholdPower, threshold > 0 else {
      writeToStandardError("error: no FTP for \(file): the file stores none\nhint: pass '--ftp WATTS'\n")
      throw ExitCode(64)
    }
    if ftp == nil { writeToStandardError("note: using the FTP stored in the file, \(Int(threshold)) W; pass '--ftp' to override\n") }
    let metrics = ActivityMetrics(power1Hz: grid.power, ftp: threshold, convention: convention)
    print(ActivityReport(source: file, metrics: metrics, grid: grid).render(output.format), terminator: "")
  }
}
