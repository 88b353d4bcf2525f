import Foundation
import VeloIO
import VeloScore

/// The one way an activity is scored, whichever surface asks (`activity FILE`,
/// `report activity FILE|ID`, ingest, an upload to `serve`, `batch`, a rescore
/// after a threshold changes): the settings by one precedence, then
/// `ActivitySummary` (the metric definitions), then the stored columns.
public enum ActivityScoring {
  /// Longest duration kept of each activity's mean-max power curve, seconds.
  public static let curveSeconds = 3 * 3600

  /// What a scoring takes beyond the athlete's values: the `activity` command's
  /// options. The defaults are what every other surface uses.
  public struct Choices: Sendable, Equatable {
    /// Session RPE 0–10, the load fallback (Foster) when nothing else scores.
    public var rpe: Double?
    public var convention: NormalizedPowerConvention = .coggan
    public var wPrimeModel: WPrimeBalance.Model = .integral
    public var pauses: PauseHandling = .remove
    /// Dropouts up to this many seconds are interpolated; `nil`: the rule that
    /// goes with ``pauses`` (25 s, or 0 with `.zero`).
    public var fillGaps: Int?
    /// Score as a run whatever the sport says (a threshold pace was given).
    public var asRun = false
    /// How efforts are found (`ActivityIntervals`).
    public var intervals = ActivityIntervals.Parameters()

    public init() {}

    /// The dropout limit in force.
    public var gapLimit: Int { fillGaps ?? (pauses == .zero ? 0 : PowerGrid.standardGapInterpolation) }
  }

  /// An activity's settings by the one precedence, value by value: the options
  /// given > the athlete's values valid on the activity's date > the values the
  /// file stores. Each is checked against `InputLimits`; one outside its range
  /// (a watch's LTHR of 0) is ignored, and `notes` say so.
  public static func settings(
    options: AthleteSettings = AthleteSettings(), athlete: AthleteSettings = AthleteSettings(),
    file: AthleteSettings = AthleteSettings()
  ) -> (settings: AthleteSettings, notes: [String]) {
    AthleteSettings.resolved([("the command line", options), ("the library", athlete), ("the file", file)])
  }

  /// Where each of ``settings(options:athlete:file:)``'s values came from, by
  /// kind: "the command line", "the library" or "the file".
  public static func settingSources(
    options: AthleteSettings = AthleteSettings(), athlete: AthleteSettings = AthleteSettings(),
    file: AthleteSettings = AthleteSettings()
  ) -> [String: String] {
    AthleteSettings.sources([("the command line", options), ("the library", athlete), ("the file", file)])
  }

  /// The thresholds a load rests on, by kind: what an activity scored with
  /// one stored in its file is counted and said for.
  public static let loadThresholds: Set<String> = [
    "ftp", "criticalPower", "wPrime", "lthr", "maxHeartRate", "restingHeartRate", "thresholdSpeed",
    "thresholdSwimPace",
  ]

  /// The summary of an activity's samples (a file, or one leg of a multisport file).
  /// - Parameter streams: the samples.
  /// - Parameter settings: the thresholds in force (``settings(options:athlete:file:)``).
  /// - Parameter sport: the activity's sport, as its source names it.
  /// - Parameter choices: RPE, NP convention, W′ model, pause and gap rules (``Choices``).
  /// - Parameter swimLengths: a pool swim's lengths, as recorded.
  /// - Parameter poolLength: the pool's length in metres, when known.
  /// - Parameter intervals: also find the efforts (`ActivitySummary/intervals`), the climbs and the
  ///   intensity distribution: what only the summary document holds; `batch` writes none of them.
  public static func summary(
    _ streams: ActivityStreams, settings: AthleteSettings, sport: String?, choices: Choices = Choices(),
    swimLengths: [SwimSummary.Length] = [], poolLength: Double? = nil, intervals: Bool = true
  ) -> ActivitySummary {
    let isRun = sport == "running" || choices.asRun
    var summary = ActivitySummary(
      streams: streams, settings: settings, sport: sport, rpe: choices.rpe, isRun: isRun,
      convention: choices.convention, wPrimeModel: choices.wPrimeModel, interpolatingGapsUpTo: choices.gapLimit,
      pauses: choices.pauses,
      swimLengths: swimLengths, poolLength: poolLength, documentOnly: intervals)
    if intervals {
      summary.intervals = ActivityIntervals(
        streams: streams, settings: settings, isRun: isRun, parameters: choices.intervals,
        interpolatingGapsUpTo: choices.gapLimit)
    }
    return summary
  }

  /// The 1 Hz power grid the summary's power metrics rest on; `nil` without power.
  public static func grid(_ streams: ActivityStreams, choices: Choices = Choices()) -> PowerGrid? {
    guard streams.power?.contains(where: { !$0.isNaN }) == true else { return nil }
    return streams.powerOnOneHertzGrid(interpolatingGapsUpTo: choices.gapLimit, pauses: choices.pauses)
  }

  /// The columns only a library keeps (``score(_:settings:into:choices:swimLengths:poolLength:beatToBeat:parts:)``).
  public struct LibraryParts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The summary document (`StoredActivity/summary`).
    public static let summary = LibraryParts(rawValue: 1)
    /// The exact mean-max power curve (`StoredActivity/powerCurve`); left as it is when not asked for.
    public static let powerCurve = LibraryParts(rawValue: 2)
    public static let all: LibraryParts = [.summary, .powerCurve]
  }

  /// The `caloriesSource` of energy the recording device computed (a FIT
  /// session's `total_calories`): kept over our estimate when it is stored.
  public static let deviceCaloriesSource = "device"

  /// Scores `streams` into the columns of `a` (its ``StoredActivity/sport`` names the sport).
  /// - Parameter streams: the samples.
  /// - Parameter settings: the thresholds in force.
  /// - Parameter a: the stored activity whose columns are written.
  /// - Parameter choices: RPE, NP convention, W′ model, pause and gap rules (``Choices``).
  /// - Parameter swimLengths: a pool swim's lengths, as recorded.
  /// - Parameter poolLength: the pool's length in metres, when known.
  /// - Parameter beatToBeat: the analysis of the file's beat-to-beat intervals (they are not in the
  ///   streams), kept in the summary.
  /// - Parameter parts: the columns only a library keeps, to compute: the
  ///   summary document, and the exact power curve (1 s … 3 h), the costliest
  ///   part of scoring a ride. `batch` writes neither; a rescore (new
  ///   thresholds, sport or RPE) keeps the curve, which depends on none of them.
  /// A session its records cannot time takes the totals of the device's
  /// session stored with `a` (``StoredActivity/deviceRecord``,
  /// ``takeDeviceTotals(_:streams:session:)``), said in the activity's warnings.
  /// - Returns: the summary the columns come from.
  @discardableResult
  public static func score(
    _ streams: ActivityStreams, settings: AthleteSettings, into a: inout StoredActivity, choices: Choices = Choices(),
    swimLengths: [SwimSummary.Length] = [], poolLength: Double? = nil, beatToBeat: BeatToBeatAnalysis? = nil,
    parts: LibraryParts = .all
  ) -> ActivitySummary {
    var summary = summary(
      streams, settings: settings, sport: a.sport, choices: choices, swimLengths: swimLengths, poolLength: poolLength,
      intervals: parts.contains(.summary))
    summary.beatToBeat = beatToBeat
    if let note = takeDeviceTotals(&summary, streams: streams, session: a.deviceRecord?.session),
      !a.warningList.contains(note)
    {
      a.warningList.append(note)
    }
    a.durationSeconds = Double(summary.durationSeconds)
    a.movingSeconds = summary.movingSeconds.map(Double.init)
    a.distanceMeters = summary.distanceMeters
    // The device's own figure, stored at ingest, outranks our estimate (which stays in the summary).
    if a.caloriesSource != deviceCaloriesSource {
      a.calories = summary.calories
      a.caloriesSource = summary.caloriesSource
    }
    a.load = summary.load?.value
    a.loadSource = summary.load?.source.rawValue  // the estimate, if any, is in `summary`
    a.normalizedPower = summary.power?.metrics.normalizedPower
    a.intensityFactor = summary.power?.metrics.intensityFactor
    a.averagePower = summary.power?.metrics.averagePower
    a.averageHeartRate = summary.heartRate?.average
    a.summary = nil
    if parts.contains(.summary) {
      a.summary = JSONColumn.text(summary)
    }
    if parts.contains(.powerCurve) {
      a.powerCurve = grid(streams, choices: choices).map {
        Data(
          StreamCodec.encodeSeries(
            PowerCurve(
              power1Hz: PowerSummary.flaggingSpikes($0.readingPart.values).power, maximumSeconds: curveSeconds
            ).watts,
            decimals: 1))
      }
    }
    a.cardioLoad = nil
    if let hr = streams.heartRate, let rest = settings.restingHeartRate, let max = settings.maxHeartRate, max > rest {
      a.cardioLoad = DayStrain.cardioLoad(times: streams.time, heartRate: hr, rest: rest, max: max, sex: settings.sex)
    }
    return summary
  }
}

extension ActivityScoring {
  /// The sport an activity is scored as: the one the file names, else the one
  /// given (a dataset's `activities/<sport>/` folder, `--sport`), else cycling
  /// when it has power; `nil` when none applies.
  public static func sport(named: String?, given: String?, streams: ActivityStreams) -> String? {
    named ?? SportName.normalize(given) ?? (streams.power?.contains { !$0.isNaN } == true ? "cycling" : nil)
  }
}
