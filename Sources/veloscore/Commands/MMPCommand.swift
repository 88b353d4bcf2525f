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

      Durability (--after-kj): the best 1, 5, 20 and 60-minute power of the
      part of the ride after each amount of work (the running sum of power
      from the start), beside the fresh curve, with the decline in %
      (Maunder et al. 2021); --after-kj-per-kg with --weight gives the amounts
      per kilogram. JSON carries every duration of each curve.

      Examples:
        veloscore mmp ride.fit
        veloscore mmp ride.fit --csv > curve.csv
        veloscore mmp ride.fit --after-kj 1000,2000
        veloscore mmp ride.fit --after-kj-per-kg 15,30 --weight 62
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

  @Option(help: "Durability: the best efforts after each amount of work, kJ (comma-separated: 1000,2000).")
  var afterKJ: String?

  @Option(help: "Durability by body mass: kJ per kg (15,30), with --weight.")
  var afterKJPerKg: String?

  @Option(help: "Body mass for --after-kj-per-kg, kg.")
  var weight: Double?

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    if csv && output.json { throw ValidationError(say("mmp.csvOrJSON")) }
    _ = try kilojoules()
  }

  /// The amounts of work asked, kJ (per kg × `--weight` for `--after-kj-per-kg`), in the order given.
  func kilojoules() throws -> [Double] {
    func list(_ text: String?, _ option: String, _ range: ClosedRange<Double>) throws -> [Double] {
      guard let text else { return [] }
      let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard !values.isEmpty, values.count <= 8, values.allSatisfy({ $0.map(range.contains) == true }) else {
        throw ValidationError(say("mmp.afterKJ.invalid", option, InputLimits.describe(range)))
      }
      return values.compactMap { $0 }
    }
    if afterKJPerKg != nil, weight == nil { throw ValidationError(say("mmp.afterKJPerKg.weight")) }
    if let weight, !InputLimits.bodyMass.contains(weight) {
      throw ValidationError(say("mmp.weight.invalid", InputLimits.describe(InputLimits.bodyMass)))
    }
    if (afterKJ != nil || afterKJPerKg != nil) && stream != .power { throw ValidationError(say("mmp.afterKJ.power")) }
    return try list(afterKJ, "--after-kj", 1...20_000)
      + list(afterKJPerKg, "--after-kj-per-kg", 0.1...300).map { $0 * (weight ?? 0) }
  }

  func run() throws {
    let activity = try loadActivity(file, lenient: lenient)
    guard let curve = StreamCurves.curve(activity, channel: stream) else {
      let what = stream == .power ? say("mmp.noPower") : say("mmp.noStream", stream.rawValue)
      throw failInput(
        InputDataError(file: file, message: what),
        hint: stream == .power ? say("mmp.noPower.hint") : say("mmp.noStream.hint"))
    }
    var report =
      stream == .power
      ? PowerCurveReport(source: file, curve: curve)
      : PowerCurveReport(
        source: file, curve: curve, stream: stream == .speed ? "speed" : "heart_rate",
        unit: stream == .speed ? "m/s" : "bpm")
    let work = try kilojoules()
    if !work.isEmpty { report.durability = StreamCurves.durability(activity, afterKilojoules: work, fresh: curve) }
    print(csv ? report.renderCSV() : report.render(output.format, language: language.resolved()), terminator: "")
  }
}

extension StreamCurves.Channel: ExpressibleByArgument {}
