/// Exponentially weighted moving average by its exact recurrence:
///
///     y_{−1} = seed,   y_i = y_{i−1} + α·(x_i − y_{i−1})   (= (1−α)·y_{i−1} + α·x_i)
///
/// Every sample is weighted, none is dropped for warm-up; the output has the
/// input's unit. Different fields choose α differently, and the caller names it:
/// the PMC uses `α = 1 − e^(−1/τ)` (GoldenCheetah `PMCData.cpp`), Skiba's xPower
/// `α = 1/26` at 1 Hz, Williams' EWMA-ACWR `α = 2/(N+1)`.
///
/// - Parameters:
///   - x: input series.
///   - alpha: smoothing factor in `(0, 1]`.
///   - seed: the value before the first sample (`y_{−1}`).
/// One implementation serves single series and batches: this is
/// ``SeriesBatch/ewma(alpha:seeds:)`` with one series.
/// - Complexity: O(n) time, one output allocation.
public func ewma(_ x: [Double], alpha: Double, seed: Double = 0) -> [Double] {
  SeriesBatch(count: 1, length: x.count, values: x).ewma(alpha: alpha, seeds: [seed]).values
}

/// Calls `body` with each value of ``ewma(_:alpha:seed:)`` in order, without
/// allocating the output: `y_t = y_{t−1} + α·(x_t − y_{t−1})`, `y_{−1} = seed`.
@inlinable
public func forEachEWMA(_ x: UnsafeBufferPointer<Double>, alpha: Double, seed: Double, _ body: (Double) -> Void) {
  precondition(alpha > 0 && alpha <= 1, "EWMA alpha must be in (0, 1], got \(alpha)")
  var state = seed
  for v in x {
    state += alpha * (v - state)
    body(state)
  }
}

/// The power mean of the EWMA, fused so the smoothed series is never stored
/// (xPower is this with α = 1/26, p = 4). `nil` for an empty input.
/// - Complexity: O(n) time, O(1) space.
public func ewmaPowerMean(_ x: [Double], alpha: Double, seed: Double = 0, exponent: PowerMeanExponent) -> Double? {
  x.withUnsafeBufferPointer { input in
    var accumulator = PowerSum(exponent: exponent)
    forEachEWMA(input, alpha: alpha, seed: seed) { accumulator.add($0) }
    return accumulator.mean
  }
}
