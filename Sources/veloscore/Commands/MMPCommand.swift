import ArgumentParser
import VeloEngine
import VeloIO
import VeloReport
import VeloScore

struct MMPCommand: ParsableCommand {
  enum Stream: String, ExpressibleByArgument, CaseIterable { case power, heartRate = "heart-rate", speed }

  static let configuration = CommandConfiguration(
    commandName: "mmp",
    abstract: "Mean-maximal curve of a ride (every duration, exact): power with CP model fits, or heart rate / speed.",
    discussion: """
      Fits: work-time and inverse-time 2-parameter models on 120–1200 s, Morton's
      3-parameter model on 1–1200 s; eFTP is each model's 60-minute power.
      Power readings above 3000 W or below 0 W count as 0 W (spikes).

      Examples:
        veloscore mmp ride.fit
        veloscore mmp ride.fit --csv > curve.csv
      """
  )

  @Argument(help: "Activity file (FIT, TCX, GPX or CSV).")
  var file: String

  @Option(help: "Stream: power (with CP fits), heart-rate or speed.")
  var stream: Stream = .power

  @Flag(help: "Print every duration as CSV (duration_s,watts,start_s).")
  var csv = false

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if csv && output.json { throw ValidationError("Choose one of '--csv' and '--json'.") }
  }

  func run() throws {
    let activity = try loadActivity(file, lenient: lenient)
    if stream != .power {
      let column = stream == .speed ? activity.streams.speed : activity.streams.heartRate
      guard let values = column, values.contains(where: { !$0.isNaN }) else {
        throw failInput(InputDataError(file: file, message: "no \(stream.rawValue) readings"), hint: "choose a stream the file records")
      }
      let grid: [Double]
      if stream == .speed {
        // A second without speed is standing still: 0 m/s.
        grid = activity.streams.oneHertzGrid(values, missing: 0).power
      } else {
        // Heart rate does not drop to 0 when the strap skips: a gap between two
        // readings is interpolated (0 bpm is no reading), and the stretches
        // before the first and after the last reading are left out.
        let readings = values.map { $0 > 0 ? $0 : .nan }
        let filled = activity.streams.oneHertzGrid(readings, missing: .nan, interpolatingGapsUpTo: PowerGrid.maximumSeconds).power
        grid = Array(filled.drop { $0.isNaN }.reversed().drop { $0.isNaN }.reversed())
      }
      let report = PowerCurveReport(
        source: file, curve: PowerCurve(power1Hz: grid), stream: stream == .speed ? "speed" : "heart_rate",
        unit: stream == .speed ? "m/s" : "bpm")
      print(csv ? report.renderCSV() : report.render(output.format), terminator: "")
      return
    }
    guard let grid = activity.streams.powerOnOneHertzGrid(), activity.streams.power?.contains(where: { !$0.isNaN }) ?? false else {
      throw failInput(InputDataError(file: file, message: "no power readings: expected a 'power' column or FIT record power"), hint: "the mean-max curve needs power")
    }
    let clean = PowerSummary.flaggingSpikes(grid.power).power
    let report = PowerCurveReport(source: file, curve: PowerCurve(power1Hz: clean))
    print(csv ? report.renderCSV() : report.render(output.format), terminator: "")
  }
}
