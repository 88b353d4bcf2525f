import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct MMPCommand: ParsableCommand {

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
  var stream: StreamCurves.Channel = .power

  @Flag(help: "Print every duration as CSV (duration_s,watts,start_s).")
  var csv = false

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    if csv && output.json { throw ValidationError(say("mmp.csvOrJSON")) }
  }

  func run() throws {
    let activity = try loadActivity(file, lenient: lenient)
    guard let curve = StreamCurves.curve(activity, channel: stream) else {
      let what = stream == .power ? say("mmp.noPower") : say("mmp.noStream", stream.rawValue)
      throw failInput(
        InputDataError(file: file, message: what),
        hint: stream == .power ? say("mmp.noPower.hint") : say("mmp.noStream.hint"))
    }
    let report =
      stream == .power
      ? PowerCurveReport(source: file, curve: curve)
      : PowerCurveReport(
        source: file, curve: curve, stream: stream == .speed ? "speed" : "heart_rate",
        unit: stream == .speed ? "m/s" : "bpm")
    print(csv ? report.renderCSV() : report.render(output.format, language: language.resolved()), terminator: "")
  }
}

extension StreamCurves.Channel: ExpressibleByArgument {}
