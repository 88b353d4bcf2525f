import Foundation
import VeloScore

/// Scores an activity file's streams into the columns of ``StoredActivity``
/// with the athlete's settings on the activity's date (the metric definitions
/// are ``ActivitySummary``'s).
public enum ActivityScoring {
  /// Longest duration kept of each activity's mean-max power curve, seconds.
  public static let curveSeconds = 3 * 3600

  public static func score(
    _ streams: ActivityStreams, settings: AthleteSettings, into a: inout StoredActivity,
    swimLengths: [SwimSummary.Length] = [], poolLength: Double? = nil
  ) {
    let summary = ActivitySummary(
      streams: streams, settings: settings, sport: a.sport, isRun: a.sport == "running", swimLengths: swimLengths, poolLength: poolLength)
    a.durationSeconds = Double(summary.durationSeconds)
    a.movingSeconds = summary.movingSeconds.map(Double.init)
    a.distanceMeters = summary.swim?.distance ?? streams.distance.flatMap { $0.filter(\.isFinite).max() }
    a.calories = summary.calories
    a.caloriesSource = summary.caloriesSource
    a.load = summary.load?.value
    a.loadSource = summary.load?.source.rawValue  // the estimate, if any, is in `summary`
    a.normalizedPower = summary.power?.metrics.normalizedPower
    a.intensityFactor = summary.power?.metrics.intensityFactor
    a.averagePower = summary.power?.metrics.averagePower
    a.averageHeartRate = summary.heartRate?.average
    a.summary = (try? JSONEncoder.sorted.encode(summary)).map { String(decoding: $0, as: UTF8.self) }
    a.powerCurve = nil
    if streams.power?.contains(where: { !$0.isNaN }) == true, let grid = streams.powerOnOneHertzGrid() {
      let curve = PowerCurve(power1Hz: PowerSummary.flaggingSpikes(grid.power).power, maximumSeconds: curveSeconds).watts
      a.powerCurve = Data(StreamCodec.encodeSeries(curve, decimals: 1))
    }
    a.cardioLoad = nil
    if let hr = streams.heartRate, let rest = settings.restingHeartRate, let max = settings.maxHeartRate, max > rest {
      a.cardioLoad = DayStrain.cardioLoad(times: streams.time, heartRate: hr, rest: rest, max: max, sex: settings.sex)
    }
  }
}
