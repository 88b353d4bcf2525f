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
