import VeloKernels

/// Acute:chronic workload ratios and Foster's monotony and strain, for many
/// athletes at once (``SeriesBatch`` of daily load, athletes × days).
///
/// Reported as plain numbers: no "injury-risk" bands, because the evidence for
/// fixed ACWR thresholds is contested (Impellizzeri et al. 2020).
/// A day before the 28-day warm-up (day index < 27) has NaN ratios, as does a
/// day whose chronic load is 0.
public struct LoadRatios: Sendable {
  /// Rolling 7-day mean ÷ rolling 28-day mean, both ending today ("coupled";
  /// Hulin et al. 2014).
  public var acwrCoupled: SeriesBatch
  /// Rolling 7-day mean ÷ mean of the 21 days before those 7 (days t−27…t−7;
  /// "uncoupled", Windt & Gabbett 2018).
  public var acwrUncoupled: SeriesBatch
  /// EWMA acute ÷ EWMA chronic with Williams et al. 2017's `λ = 2/(N+1)`
  /// (N = 7 and 28), started from 0 on the day before day 0. This λ is not the
  /// PMC's `1 − e^(−1/τ)`: the two conventions are kept apart on purpose.
  public var acwrEWMA: SeriesBatch
  /// Foster 1998: mean ÷ sample standard deviation of the last 7 days' loads
  /// (NaN when the loads do not vary).
  public var monotony: SeriesBatch
  /// Foster 1998: the last 7 days' total load × monotony.
  public var strain: SeriesBatch
  /// Last 7 days' total vs the 7 days before, percent (NaN when that was 0).
  public var weekOverWeekPercent: SeriesBatch

  /// Days of data needed before any ratio is reported.
  public static let warmUpDays = 28

  public init(load: SeriesBatch) {
    let n = load.count
    let acute = load.rollingMean(window: 7)
    let chronic28 = load.rollingMean(window: 28)
    let chronic21 = load.rollingMean(window: 21, offset: 7)
    let acuteEWMA = load.ewma(alpha: 2.0 / 8, seeds: Array(repeating: 0, count: n))
    let chronicEWMA = load.ewma(alpha: 2.0 / 29, seeds: Array(repeating: 0, count: n))
    let sd7 = load.rollingStandardDeviation(window: 7)
    let previousWeek = load.rollingMean(window: 7, offset: 7)
    func ratio(_ a: SeriesBatch, _ b: SeriesBatch) -> SeriesBatch {
      var r = a.combined(with: b) { x, y in y > 0 ? x / y : .nan }
      for i in 0..<min(r.values.count, (Self.warmUpDays - 1) * n) { r.values[i] = .nan }
      return r
    }
    acwrCoupled = ratio(acute, chronic28)
    acwrUncoupled = ratio(acute, chronic21)
    acwrEWMA = ratio(acuteEWMA, chronicEWMA)
    monotony = acute.combined(with: sd7) { m, s in s > 0 ? m / s : .nan }
    strain = acute.combined(with: monotony) { m, mono in 7 * m * mono }
    weekOverWeekPercent = acute.combined(with: previousWeek) { now, before in before > 0 ? (now - before) / before * 100 : .nan }
  }
}
