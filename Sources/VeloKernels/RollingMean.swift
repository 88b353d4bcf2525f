/// Trailing rolling mean: `r_i = (1/w) Σ_{j=i−w+1…i} x_j`.
///
/// - Parameters:
///   - x: samples (any unit; the result has the same unit).
///   - window: `w ≥ 1` samples.
///   - warmUp: how the first `w − 1` samples are treated (see ``RollingWarmUp``).
/// - Returns: `n − w + 1` values for `.fullWindowsOnly` (empty when `n < w`),
///   `n` values for `.zeroPadded`.
///
/// Edge cases: NaN in the window makes that window's mean NaN (and, because the
/// sum slides, the following windows until the next exact restart).
/// - Complexity: O(n) time, one output allocation.
public func rollingMean(
  _ x: [Double], window: Int, warmUp: RollingWarmUp = .fullWindowsOnly
) -> [Double] {
  let count = rollingOutputCount(count: x.count, window: window, warmUp: warmUp)
  return [Double](writingOnce: count) { out in
    x.withUnsafeBufferPointer { input in
      var k = 0
      forEachRollingMean(input, window: window, warmUp: warmUp) { mean in
        out[k] = mean
        k += 1
      }
    }
  }
}

/// The power mean of the rolling means: `((1/m) Σ r_i^p)^(1/p)` over the
/// `m` outputs of ``rollingMean(_:window:warmUp:)``, fused so no intermediate
/// array is allocated. With `w = 30`, `p = 4` on 1 Hz power this is Coggan's NP.
///
/// - Parameters:
///   - x: the samples (1 Hz power for NP).
///   - window: samples in each rolling mean (`w`).
///   - exponent: the power mean's `p` (4 for NP).
///   - warmUp: how the first `w − 1` outputs are formed (``RollingWarmUp``).
///   - segmentStarts: indices where independent segments begin (the
///     first must be 0): windows never reach across a segment boundary, each
///     segment warms up on its own, and the power mean runs over every segment's
///     outputs. `[0]` is one segment.
/// - Returns: `nil` when the scan has no output (`n < w` with `.fullWindowsOnly`,
///   or an empty input).
/// - Complexity: O(n) time, O(1) space.
public func rollingPowerMean(
  _ x: [Double], window: Int, exponent: PowerMeanExponent,
  warmUp: RollingWarmUp = .fullWindowsOnly, segmentStarts: [Int] = [0]
) -> Double? {
  x.withUnsafeBufferPointer { input in
    var accumulator = PowerSum(exponent: exponent)
    var fourthSum = 0.0
    var fourthCount = 0  // the fast path's full windows (p = 4)
    for (k, start) in segmentStarts.enumerated() where start < input.count {
      let end = k + 1 < segmentStarts.count ? min(segmentStarts[k + 1], input.count) : input.count
      guard start >= 0, end > start else { continue }
      let segment = UnsafeBufferPointer(rebasing: input[start..<end])
      guard exponent == .fourth else {
        forEachRollingMean(segment, window: window, warmUp: warmUp) { accumulator.add($0) }
        continue
      }
      if warmUp == .zeroPadded {  // the diluted leading windows, then the full ones
        var sum = 0.0
        for i in 0..<min(window - 1, segment.count) {
          sum += segment[i]
          accumulator.add(sum * (1.0 / Double(window)))
        }
      }
      let (s, c) = rollingFourthPowerSum(segment, window: window)
      fourthSum += s
      fourthCount += c
    }
    guard exponent == .fourth else { return accumulator.mean }
    let count = accumulator.count + fourthCount
    guard count > 0 else { return nil }
    return _pow((accumulator.sum + fourthSum) / Double(count), 0.25)
  }
}
