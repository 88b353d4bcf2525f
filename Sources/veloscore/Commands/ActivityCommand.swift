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
      FILE is a CSV stream with a header: a time column in seconds ('time') and
      a 'power' column in watts; heart_rate, cadence, speed, distance, altitude,
      temperature are read when present. Samples are put on a 1 Hz grid; seconds
      without a reading count as 0 W (stopped) and are reported.

      Example:
        veloscore activity ride.csv --ftp 250 --json
      """
  )

  @Argument(help: "Activity CSV file (time,power,...).")
  var file: String

  @Option(help: "Functional threshold power in watts (GoldenCheetah users: pass CP to match its numbers).")
  var ftp: Double

  @Option(help: "NP warm-up convention: coggan (full 30 s windows only) or goldenCheetah (zero-padded start).")
  var convention: NormalizedPowerConvention = .coggan

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard ftp > 0, ftp.isFinite, ftp < 2000 else {
      throw ValidationError("'--ftp' must be a threshold power in watts between 0 and 2000, got \(ftp).")
    }
  }

  func run() throws {
    let streams: ActivityStreams
    do {
      streams = try ActivityCSV.read(path: file)
    } catch {
      throw failInput(error, hint: "expected a CSV with a header such as 'time,power,heart_rate' and one line per sample")
    }
    guard let grid = streams.powerOnOneHertzGrid() else {
      let error = CSVError(file: file, line: 1, message: "no power column: expected 'power' or 'watts' in the header")
      throw failInput(error, hint: "'activity' scores power; add a power column in watts")
    }
    let metrics = ActivityMetrics(power1Hz: grid.power, ftp: ftp, convention: convention)
    print(ActivityReport(source: file, metrics: metrics, grid: grid).render(output.format), terminator: "")
  }
}
