import Foundation
import ArgumentParser
import VeloEngine
import VeloIO
import VeloReport
import VeloScore
import VeloStore

extension NormalizedPowerConvention: ExpressibleByArgument {}
extension WPrimeBalance.Model: ExpressibleByArgument {}
extension PauseHandling: ExpressibleByArgument {}

struct ActivityCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "activity",
    abstract: "Score one activity's power: NP, xPower, IF, TSS, VI, work, peaks, zones, W' balance.",
    discussion: """
      FILE is a FIT file (recognised by content) or a CSV stream with a header:
      a time column in seconds ('time') and a 'power' column in watts;
      heart_rate, cadence, speed, distance, altitude, temperature are read when
      present. Samples are put on a 1 Hz grid of running time: paused stretches
      (FIT timer events; elsewhere a gap of 30 s or more without movement) are
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

  @Argument(help: "Activity file (.fit, .tcx, .gpx or CSV time,power,...), or the id of an activity in the library ('veloscore activities').")
  var file: String

  @OptionGroup var store: StoreOptions

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

  @Option(help: "Lactate-threshold heart rate, bpm (hrTSS, Friel zones, Lucia TRIMP). FIT: stored value by default.")
  var lthr: Double?

  @Option(help: "Maximum heart rate, bpm (TRIMP, Edwards zones).")
  var maxHr: Double?

  @Option(help: "Resting heart rate, bpm (TRIMP, hrTSS).")
  var restHr: Double?

  @Option(help: "Sex for Banister's TRIMP coefficients: male or female (default male).")
  var sex: Sex?

  @Option(help: "Threshold running pace in seconds per km (e.g. 255 for 4:15/km): enables rTSS.")
  var thresholdPace: Double?

  @Option(help: "Threshold swim pace in seconds per 100 m (e.g. 95 for 1:35/100 m): enables sTSS for pool swims.")
  var thresholdSwimPace: Double?

  @Option(help: "Body weight in kg (MET-based calories without power).")
  var weight: Double?

  @Option(help: "Session RPE 0–10: the load fallback (RPE × minutes, Foster) when nothing else scores.")
  var rpe: Double?

  @Option(help: "Paused time (FIT timer stops; in other files a still gap of 30 s or more): remove (not seconds of the ride: the device's own rule) or zero (0 W seconds, veloscore 0.2's rule).")
  var pauses: PauseHandling = .remove

  @Option(help: "Interpolate dropouts of up to this many seconds; longer gaps are stopped time (0 W). Default 25 (GoldenCheetah's FIT import), or 0 with --pauses zero; 0 interpolates nothing.")
  var fillGaps: Int?

  /// The dropout limit in force: `--fill-gaps`, else the rule that goes with `--pauses`.
  var gapLimit: Int { fillGaps ?? (pauses == .zero ? 0 : PowerGrid.standardGapInterpolation) }

  @Option(help: "Sport (running, cycling, ...); FIT files carry their own.")
  var sport: String?

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let fillGaps, !(0...600).contains(fillGaps) { throw ValidationError("'--fill-gaps' must be 0…600 seconds, got \(fillGaps).") }
    if wprime != nil && cp == nil { throw ValidationError("'--wprime' needs '--cp' as well.") }
    try checkRanges([
      ("--ftp", ftp, InputLimits.range("ftp")), ("--cp", cp, InputLimits.range("criticalPower")), ("--wprime", wprime, InputLimits.range("wPrime")),
      ("--lthr", lthr, InputLimits.range("lthr")), ("--max-hr", maxHr, InputLimits.range("maxHeartRate")),
      ("--rest-hr", restHr, InputLimits.range("restingHeartRate")), ("--threshold-pace", thresholdPace, InputLimits.range("thresholdPace")),
      ("--threshold-swim-pace", thresholdSwimPace, InputLimits.range("thresholdSwimPace")), ("--weight", weight, InputLimits.range("weight")),
      ("--rpe", rpe, 0...10),
    ])
  }

  func run() throws {
    if !FileManager.default.fileExists(atPath: file), let id = Int64(file) { return try showStored(id) }
    let activity = try loadActivity(file, lenient: lenient)
    let streams = activity.streams
    let present = { (c: [Double]?) in c?.contains(where: { !$0.isNaN }) ?? false }
    let hasPower = present(streams.power)
    let hasLengths = !(activity.fit?.lengths.isEmpty ?? true)
    guard hasPower || present(streams.heartRate) || present(streams.speed) || hasLengths || rpe != nil else {
      throw failInput(InputDataError(file: file, message: "nothing to score: no power, heart-rate or speed readings"),
        hint: "pass '--rpe N' to log a session-RPE load for this activity")
    }
    let fit = activity.fit
    let options = AthleteSettings.options(
      ftp: ftp, cp: cp, wprime: wprime, lthr: lthr, maxHr: maxHr, restHr: restHr, thresholdPace: thresholdPace,
      thresholdSwimPace: thresholdSwimPace, weight: weight, sex: sex)
    let settings = fileSettings(fit, options: options)
    if hasPower, ftp == nil, let stored = settings.ftp {
      writeToStandardError("note: using the FTP stored in the file, \(Int(stored)) W; pass '--ftp' to override\n")
    }
    let sportName = sport ?? fit?.sport.map(SportName.fit)
    let summary = ActivitySummary(
      streams: streams, settings: settings, sport: sportName, rpe: rpe,
      isRun: sportName == "running" || thresholdPace != nil, convention: convention, wPrimeModel: wbalModel,
      interpolatingGapsUpTo: gapLimit, pauses: pauses, swimLengths: fit?.lengths ?? [], poolLength: fit?.poolLength)
    let grid = hasPower ? streams.powerOnOneHertzGrid(interpolatingGapsUpTo: gapLimit, pauses: pauses) : nil
    var report = ActivityReport(source: file, summary: summary, grid: grid)
    report.device = fit.flatMap { DeviceValues($0) }
    print(report.render(output.format), terminator: "")
  }
}

extension ActivityCommand {
  /// A stored activity as scored at ingest (with the thresholds of its date).
  func showStored(_ id: Int64) throws {
    let (library, athlete) = try store.openAthlete()
    do {
      print(try ActivityReport.stored(library, athlete: athlete, id: id).render(output.format), terminator: "")
    } catch let e as StoreError { throw failStore(e) }
  }
}

/// Throws a usage error naming the first option whose value lies outside its
/// range (the ranges of ``InputLimits``, which files obey too).
func checkRanges(_ checks: [(name: String, value: Double?, range: ClosedRange<Double>)]) throws {
  for (name, value, range) in checks {
    if let value, !range.contains(value) {
      throw ValidationError("'\(name)' must be between \(InputLimits.describe(range.lowerBound)) and \(InputLimits.describe(range.upperBound)), got \(value).")
    }
  }
}

extension AthleteSettings {
  /// The settings the command-line options give (threshold pace in s/km as a speed).
  static func options(
    ftp: Double? = nil, cp: Double? = nil, wprime: Double? = nil, lthr: Double? = nil, maxHr: Double? = nil, restHr: Double? = nil,
    thresholdPace: Double? = nil, thresholdSwimPace: Double? = nil, weight: Double? = nil, sex: Sex? = nil
  ) -> AthleteSettings {
    var s = AthleteSettings()
    (s.ftp, s.criticalPower, s.wPrime, s.lthr, s.maxHeartRate, s.restingHeartRate) = (ftp, cp, wprime, lthr, maxHr, restHr)
    (s.thresholdSpeed, s.thresholdSwimPace, s.weight, s.sex) = (thresholdPace.map { 1000 / $0 }, thresholdSwimPace, weight, sex)
    return s
  }
}

/// An activity file's settings by precedence, value by value: the option
/// given, else the value the FIT file stores — each checked against
/// ``InputLimits/thresholds``; a stored value outside it (a watch's LTHR of 0)
/// is ignored with a warning on stderr, never used.
func fileSettings(_ fit: FITActivity?, options: AthleteSettings) -> AthleteSettings {
  let (settings, notes) = AthleteSettings.resolved([("the command line", options), ("the file", fit?.storedSettings ?? AthleteSettings())])
  for note in notes { writeToStandardError("warning: \(note)\n") }
  return settings
}

/// `--sex` takes M/F or male/female, any case, on every command.
extension Sex: ExpressibleByArgument {
  public init?(argument: String) { self.init(code: argument) }
  public static var allValueStrings: [String] { ["M", "F", "male", "female"] }
}
