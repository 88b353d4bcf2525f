import VeloKernels

/// Acute:chronic workload ratios and Foster's monotony and strain, for many
/// athletes at once (`SeriesBatch` of daily load, athletes × days).
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

  /// One pass over the days with per-athlete running sums (7, 14, 28-day and
  /// sum of squares) and EWMA states, so no intermediate batch is allocated.
  ///
  /// Sliding sums updated by add-and-subtract keep rounding residue (≈ 10⁻¹⁴)
  /// after the loads that made them leave the window, and a residue is not a
  /// load: divided by, it gave ratios of 10¹⁵ after a rest block. So each window
  /// also counts its non-zero days (integers, exact): a window with none has sum
  /// exactly 0, and a difference of windows (the 21 days before the last 7, the
  /// 7 before those) is 0 when the counts say so. A 7-day variance within
  /// rounding of the sum of squares (≤ 64·ε·Σx²) is 0: constant loads have no
  /// monotony. Sums are also recomputed exactly every 512 days.
  /// - Complexity: O(athletes × days) time, O(athletes) extra space.
  public init(load: SeriesBatch) {
    let n = load.count
    let days = load.length
    let total = n * days
    // Six separate buffers (not copies of one, which would copy on first write).
    func nans() -> [Double] { [Double](largeRepeating: .nan, count: total) }
    var coupled = nans()
    var uncoupled = nans()
    var ewmaRatio = nans()
    var mono = nans()
    var strainOut = nans()
    var wow = nans()
    var sum7 = [Double](repeating: 0, count: n)
    var sum14 = sum7
    var sum28 = sum7
    var squares7 = sum7
    var acuteE = sum7
    var chronicE = sum7
    var active7 = [Int32](repeating: 0, count: n)
    var active14 = active7
    var active28 = active7
    let alphaA = 2.0 / 8
    let alphaC = 2.0 / 29
    let roundingOfSquares = 64 * Double.ulpOfOne
    load.values.withUnsafeBufferPointer { x in
      @inline(__always) func isActive(_ v: Double) -> Int32 { v != 0 ? 1 : 0 }
      for t in 0..<days {
        let row = t * n
        if t % 512 == 0 {  // exact restart of the sliding sums
          for s in 0..<n {
            func window(_ w: Int) -> Double {
              stride(from: max(0, t - w), to: t, by: 1).reduce(0) { $0 + x[$1 * n + s] }
            }
            sum7[s] = window(7)
            sum14[s] = window(14)
            sum28[s] = window(28)
            squares7[s] = stride(from: max(0, t - 7), to: t, by: 1).reduce(0) { $0 + x[$1 * n + s] * x[$1 * n + s] }
          }
        }
        for s in 0..<n {
          let v = x[row + s]
          let old7 = t >= 7 ? x[row - 7 * n + s] : 0
          let old14 = t >= 14 ? x[row - 14 * n + s] : 0
          let old28 = t >= 28 ? x[row - 28 * n + s] : 0
          let a = isActive(v)
          active7[s] += a - isActive(old7)
          active14[s] += a - isActive(old14)
          active28[s] += a - isActive(old28)
          sum7[s] += v - old7
          squares7[s] += v * v - old7 * old7
          sum14[s] += v - old14
          sum28[s] += v - old28
          if active7[s] == 0 {
            sum7[s] = 0
            squares7[s] = 0
          }
          if active14[s] == 0 { sum14[s] = 0 }
          if active28[s] == 0 { sum28[s] = 0 }
          acuteE[s] += alphaA * (v - acuteE[s])
          chronicE[s] += alphaC * (v - chronicE[s])
          let i = row + s
          if t >= 6 {
            let mean = sum7[s] / 7
            let spread = squares7[s] - sum7[s] * sum7[s] / 7
            if spread > roundingOfSquares * squares7[s] {
              mono[i] = mean / (spread / 6).squareRoot()
              strainOut[i] = sum7[s] * mono[i]
            }
          }
          if t >= 13, active14[s] > active7[s] {
            let previous = sum14[s] - sum7[s]
            if previous > 0 { wow[i] = (sum7[s] - previous) / previous * 100 }
          }
          if t >= Self.warmUpDays - 1 {
            let acute = sum7[s] / 7
            let chronic28 = sum28[s] / 28
            let chronic21 = (sum28[s] - sum7[s]) / 21
            if chronic28 > 0 { coupled[i] = acute / chronic28 }
            if chronic21 > 0, active28[s] > active7[s] { uncoupled[i] = acute / chronic21 }
            if chronicE[s] > 0 { ewmaRatio[i] = acuteE[s] / chronicE[s] }
          }
        }
      }
    }
    func batch(_ v: [Double]) -> SeriesBatch { SeriesBatch(count: n, length: days, values: v) }
    acwrCoupled = batch(coupled)
    acwrUncoupled = batch(uncoupled)
    acwrEWMA = batch(ewmaRatio)
    monotony = batch(mono)
    strain = batch(strainOut)
    weekOverWeekPercent = batch(wow)
  }
}
