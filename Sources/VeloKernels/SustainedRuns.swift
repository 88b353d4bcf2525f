/// Stretches of a series that hold at or above a level, bridging short dips.
///
/// 1. **Runs.** Every maximal stretch of consecutive samples with `x[i] ≥ level`
///    (a NaN is below any level).
/// 2. **Bridges.** From the left, a run and the next one are joined when the
///    dip between them is at most `maximumGap` samples *and* the mean of the
///    joined stretch (dip included, a NaN counted as 0) is still `≥ level`; a
///    joined stretch may take in further runs the same way.
/// 3. **Length.** Stretches shorter than `minimumLength` samples are dropped.
///
/// Each stretch therefore starts and ends on a sample at or above the level,
/// so a step from below to above the level is found to the sample.
///
/// - Parameters:
///   - x: the series (one value per sample).
///   - level: the threshold a stretch holds.
///   - minimumLength: the shortest stretch kept, samples (≥ 1).
///   - maximumGap: the longest dip bridged, samples (≥ 0; 0 bridges nothing).
/// - Returns: half-open index ranges, sorted and disjoint.
/// - Complexity: O(n) time, O(runs) space.
public func sustainedRuns(_ x: [Double], atLeast level: Double, minimumLength: Int, maximumGap: Int) -> [Range<Int>] {
  precondition(minimumLength >= 1, "minimum length must be at least 1 sample, got \(minimumLength)")
  precondition(maximumGap >= 0, "maximum gap must not be negative, got \(maximumGap)")
  var runs: [Range<Int>] = []
  var i = 0
  while i < x.count {
    guard x[i] >= level else {
      i += 1
      continue
    }
    let start = i
    while i < x.count && x[i] >= level { i += 1 }
    runs.append(start..<i)
  }
  guard !runs.isEmpty else { return [] }
  var merged: [Range<Int>] = []
  var current = runs[0]
  var currentSum = sum(x, current)
  for next in runs.dropFirst() {
    let gap = next.lowerBound - current.upperBound
    if gap <= maximumGap {
      let joinedSum = currentSum + sum(x, current.upperBound..<next.upperBound)
      if joinedSum >= level * Double(next.upperBound - current.lowerBound) {
        current = current.lowerBound..<next.upperBound
        currentSum = joinedSum
        continue
      }
    }
    if current.count >= minimumLength { merged.append(current) }
    current = next
    currentSum = sum(x, next)
  }
  if current.count >= minimumLength { merged.append(current) }
  return merged
}

/// Σ x over `range`, a NaN counted as 0.
private func sum(_ x: [Double], _ range: Range<Int>) -> Double {
  var s = 0.0
  for i in range where !x[i].isNaN { s += x[i] }
  return s
}
