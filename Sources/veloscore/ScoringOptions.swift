import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

extension NormalizedPowerConvention: ExpressibleByArgument {}
extension WPrimeBalance.Model: ExpressibleByArgument {}
extension PauseHandling: ExpressibleByArgument {}

/// The thresholds and scoring choices of one activity file, shared by
/// `activity FILE` and `report activity FILE`, so both score a file the same
/// way (``FileScoring``). A value given here wins over the one the file stores.
/// Numbers are read as given, so `--ftp -5` is refused for its range, not
/// mistaken for an option.
struct ScoringOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help:
      "Functional threshold power in watts (GoldenCheetah users: pass CP to match its numbers). FIT: stored value by default."
  )
  var ftp: Double?

  @Option(help: "NP warm-up convention: coggan (full 30 s windows only) or goldenCheetah (zero-padded start).")
  var convention: NormalizedPowerConvention = .coggan

  @Option(parsing: .unconditional, help: "Critical power in watts: adds BikeScore and, with --wprime, W' balance.")
  var cp: Double?

  @Option(parsing: .unconditional, help: "W' (anaerobic work capacity) in joules, for W' balance (needs --cp).")
  var wprime: Double?

  @Option(help: "W' balance model: integral (Skiba 2012) or differential (Skiba 2015).")
  var wbalModel: WPrimeBalance.Model = .integral

  @Option(
    parsing: .unconditional,
    help: "Lactate-threshold heart rate, bpm (hrTSS, Friel zones, Lucia TRIMP). FIT: stored value by default.")
  var lthr: Double?

  @Option(parsing: .unconditional, help: "Maximum heart rate, bpm (TRIMP, Edwards zones).")
  var maxHr: Double?

  @Option(parsing: .unconditional, help: "Resting heart rate, bpm (TRIMP, hrTSS).")
  var restHr: Double?

  @Option(help: "Sex for Banister's TRIMP coefficients: male or female (default male).")
  var sex: Sex?

  @Option(
    parsing: .unconditional,
    help: "Threshold running pace: 4:15/km, 6:50/mi, or seconds per km (255): enables rTSS and pace zones.",
    transform: PaceOption.running)
  var thresholdPace: Double?

  @Option(
    parsing: .unconditional,
    help: "Threshold swim pace: 1:35/100m, or seconds per 100 m (95): enables sTSS for pool swims.",
    transform: PaceOption.swimming)
  var thresholdSwimPace: Double?

  @Option(parsing: .unconditional, help: "Body weight in kg (MET-based calories without power).")
  var weight: Double?

  @Option(
    parsing: .unconditional,
    help:
      "Session RPE 0–10: the load fallback when nothing else scores, on the TSS scale (Friel: RPE 6 = 70 TSS per hour)."
  )
  var rpe: Double?

  @Option(
    help:
      "Paused time (FIT timer stops; in other files a gap of 10 s or more crossed at ≤ 0.3 m/s): remove (not seconds of the ride: the device's own rule) or zero (0 W seconds, veloscore 0.2's rule)."
  )
  var pauses: PauseHandling = .remove

  @Option(
    parsing: .unconditional,
    help:
      "Interpolate dropouts of up to this many seconds; longer gaps are stopped time (0 W). Default 25 (GoldenCheetah's FIT import), or 0 with --pauses zero; 0 interpolates nothing."
  )
  var fillGaps: Int?

  @Option(help: "Sport for a file that names none (running, cycling, ...); a sport the file names wins.")
  var sport: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A threshold for one sport's sessions, SPORT:NAME=VALUE with NAME one of ftp, cp, wprime, lthr, max-hr, rest-hr, threshold-pace, threshold-swim-pace (repeat it: --sport-threshold running:ftp=380 --sport-threshold running:lthr=172). It wins over the general option for that sport. In a multisport file the general --ftp, --cp and --wprime are the bike's and never score a run.",
      valueName: "sport:name=value"))
  var sportThreshold: [String] = []

  @Flag(help: "FIT: read on past CRC errors and truncation, reporting them as warnings.")
  var lenient = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Intervals: the fraction of the threshold an effort holds (0.5–2). Default 0.88 of FTP (sweet spot and above), 0.88 of threshold speed for a run without power, 0.92 of LTHR on heart rate alone. Efforts last 30 s or more; dips of up to 10 s are bridged.",
      valueName: "fraction"))
  var intervalIntensity: Double?

  @Option(
    help:
      "A multisport file's session to score alone (1 = the first; a triathlon's swim, transition, bike, …). Without it the whole file is scored and each session listed."
  )
  var session: Int?

  func validate() throws {
    if let session, session < 1 { throw ValidationError(say("scoring.session", session)) }
    if let fillGaps, !(0...600).contains(fillGaps) { throw ValidationError(say("scoring.fillGaps", fillGaps)) }
    if wprime != nil && cp == nil { throw ValidationError(say("scoring.wprimeNeedsCP")) }
    try checkRanges([
      ("--ftp", ftp, InputLimits.range("ftp")), ("--cp", cp, InputLimits.range("criticalPower")),
      ("--wprime", wprime, InputLimits.range("wPrime")),
      ("--lthr", lthr, InputLimits.range("lthr")), ("--max-hr", maxHr, InputLimits.range("maxHeartRate")),
      ("--rest-hr", restHr, InputLimits.range("restingHeartRate")),
      ("--threshold-pace", thresholdPace, InputLimits.range("thresholdPace")),
      ("--threshold-swim-pace", thresholdSwimPace, InputLimits.range("thresholdSwimPace")),
      ("--weight", weight, InputLimits.range("weight")),
      ("--rpe", rpe, InputLimits.rpe),
      ("--interval-intensity", intervalIntensity, ActivityIntervals.Parameters.intensityRange),
    ])
    _ = try sportSettings()
  }

  /// `--sport-threshold` values by canonical sport; throws naming the value that is not `SPORT:NAME=VALUE` in range.
  func sportSettings() throws -> [String: AthleteSettings] {
    var out: [String: AthleteSettings] = [:]
    let names = Threshold.Kind.allCases.filter { $0 != .weight }
    for given in sportThreshold {
      let parts = given.split(separator: ":", maxSplits: 1).map(String.init)
      let pair = parts.count == 2 ? parts[1].split(separator: "=", maxSplits: 1).map(String.init) : []
      guard pair.count == 2, let reading = SportName.read(parts[0]), reading.isKnown else {
        throw ValidationError(say("scoring.sportThreshold", given))
      }
      let sport = reading.sport
      guard SportName.isCanonical(sport) else {
        throw ValidationError(say("scoring.sportThreshold", given))
      }
      guard let kind = names.first(where: { $0.optionName == pair[0].lowercased() || $0.rawValue == pair[0] }) else {
        throw ValidationError(
          say("scoring.unknownThreshold", given, pair[0], names.map(\.optionName).joined(separator: ", ")))
      }
      guard let value = Double(pair[1]), value.isFinite else {
        throw ValidationError(say("scoring.thresholdNumber", given, pair[1]))
      }
      try checkRanges([("--sport-threshold \(sport):\(kind.optionName)", value, InputLimits.range(kind.rawValue))])
      out[sport, default: AthleteSettings()].set(kind, value)
    }
    return out
  }

  /// The values given, as the first layer of the settings.
  var settings: AthleteSettings {
    var s = AthleteSettings()
    (s.ftp, s.criticalPower, s.wPrime, s.lthr, s.maxHeartRate, s.restingHeartRate) = (
      ftp, cp, wprime, lthr, maxHr, restHr
    )
    (s.thresholdSpeed, s.thresholdSwimPace, s.weight, s.sex) = (
      thresholdPace.map { 1000 / $0 }, thresholdSwimPace, weight, sex
    )
    return s
  }

  var choices: ActivityScoring.Choices {
    var c = ActivityScoring.Choices()
    (c.rpe, c.convention, c.wPrimeModel, c.pauses, c.fillGaps) = (rpe, convention, wbalModel, pauses, fillGaps)
    c.asRun = thresholdPace != nil
    c.intervals.intensity = intervalIntensity
    return c
  }

  /// Scores `file` with these options, printing the values ignored to stderr
  /// (the reader's own warnings were printed when it was read).
  func score(_ file: ActivityFile) throws -> FileScoring {
    var scoring = FileScoring(
      file, options: settings, sportOptions: (try? sportSettings()) ?? [:], sport: sport, choices: choices)
    for note in scoring.notes where !file.warnings.contains(note) { writeToStandardError(say("warning", note) + "\n") }
    if let session {
      do { scoring = try scoring.selecting(session: session) } catch { throw Exit.fail(error) }
    }
    return scoring
  }
}
