/// Centred moving mean: each sample replaced by the mean of the `window`
/// samples around it (`window / 2` either side), fewer at the ends where the
/// window would pass them. Summed left to right over each window, so callers
/// that smooth the same samples get the same values.
/// - Complexity: O(n · window).
public func centredMean(_ x: [Double], window: Int) -> [Double] {
  let half = window / 2
  return x.indices.map { i in
    let lo = max(0, i - half)
    let hi = min(x.count - 1, i + half)
    return x[lo...hi].reduce(0, +) / Double(hi - lo + 1)
  }
}
