import ArgumentParser
import VeloIO
import VeloReport
import VeloScore

extension NormalizedPowerConvention: ExpressibleByArgument {}
extension WPrimeBalance.Model: ExpressibleByArgument {}

struct ActivityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "activity",
    abstract: "Score one activity's power: NP, xPower, IF, TSS, VI, work, peaks, zones, W' balance.",
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

  @Option(help: "Critical power in watts: adds BikeScore and, with --wprime, W' balance.")
  var cp: Double?

  @Option(help: "W' (anaerobic work capacity) in joules, for W' balance (needs --cp).")
  var wprime: Double?

  @Option(help: "W' balance model: integral (Skiba 2012) or differential (Skiba 2015).")
  var wbalModel: WPrimeBalance.Model = .integral

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let ftp, !(ftp > 0 && ftp.isFinite && ftp < 2000) {
      throw ValidationError("'--ftp' must be a threshold power in watts between 0 and 2000, got \(ftp).")
    }
    if let cp, !(cp > 0 && cp < 2000) { throw ValidationError("'--cp' must be in watts between 0 and 2000, got \(cp).") }
    if let wprime, !(wprime > 0 && wprime < 200_000) { throw ValidationError("'--wprime' must be in joules between 0 and 200000, got \(wprime).") }
    if wprime != nil && cp == nil { throw ValidationError("'--wprime' needs '--cp' as well.") }
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
    let summary = PowerSummary(
      power1Hz: grid.power, ftp: threshold, convention: convention, criticalPower: cp, wPrime: wprime, wPrimeModel: wbalModel)
    print(ActivityReport(source: file, summary: summary, grid: grid).render(output.format), terminator: "")
  }
}
