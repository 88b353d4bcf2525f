/// The shortest prefix of `x` whose sum reaches `total`: the smallest `s` with
/// `x[0] + … + x[s − 1] ≥ total` (0 when `total ≤ 0`), `nil` when the whole
/// sum stays below it. Summed in order, as the running total a reader keeps.
///
/// - Parameters:
///   - x: finite samples (NaN is not skipped: replace it first).
///   - total: the sum to reach, in the unit of `x` times samples.
/// - Complexity: O(s).
public func prefixLength(of x: [Double], reaching total: Double) -> Int? {
  guard total > 0 else { return 0 }
  var sum = 0.0
  for (i, v) in x.enumerated() {
    sum += v
    if sum >= total { return i + 1 }
  }
  return nil
}
