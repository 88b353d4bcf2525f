/// The mean-maximal curve: for every window length d = 1…n, the largest mean
/// of d consecutive samples, `mm(d) = max_i (S[i+d] − S[i]) / d` with prefix
/// sums `S`, and where that best window starts.
///
/// Exact (every duration, every start considered), computed by branch and
/// bound: for each d the window starts form a binary tree of ranges; a range
/// is skipped when its upper bound `max S[a+d…b+d] − min S[a…b]` (O(1) by a
/// sparse table) cannot beat the best found so far, which starts from the
/// previous duration's best window. On physiological data almost every range
/// is pruned, so the cost is close to O(n log n); the worst case stays O(n²).
///
/// - Parameter x: finite samples at a fixed rate (e.g. 1 Hz watts). Replace
///   samples that must not count (spikes, dropouts) before calling, e.g. by 0.
/// - Returns: `values[d−1]` (mean, unit of `x`) and `starts[d−1]` (index).
/// - Complexity: O(n log n) memory; time near O(n log n) on real data.
public struct MeanMaxCurve: Sendable, Equatable {
  public var values: [Double]
  public var starts: [Int]

  public init(_ x: [Double]) { self.init(x, maximumDuration: x.count) }

  /// The curve for durations 1 … `maximumDuration` only (capped at the input's
  /// length). The search's cost grows with the number of durations, so callers
  /// that keep a prefix of the curve ask for that prefix: on adversarial input
  /// (a periodic signal, where the bounds prune little) the worst case is
  /// O(n · maximumDuration) instead of O(n²).
  public init(_ x: [Double], maximumDuration: Int) {
    let n = x.count
    values = []
    starts = []
    guard n > 0, maximumDuration > 0 else { return }
    precondition(x.allSatisfy(\.isFinite), "mean-max needs finite samples; replace flagged ones first")
    var prefix = [Double](repeating: 0, count: n + 1)
    for i in 0..<n { prefix[i + 1] = prefix[i] + x[i] }
    let table = SparseTable(prefix)
    values.reserveCapacity(min(n, maximumDuration))
    starts.reserveCapacity(min(n, maximumDuration))
    var previousStart = 0
    for d in 1...min(n, maximumDuration) {
      let lastStart = n - d
      // Warm start: windows of length d that contain the previous best window.
      var bestStart = min(previousStart, lastStart)
      var best = prefix[bestStart + d] - prefix[bestStart]
      if previousStart >= 1, previousStart - 1 <= lastStart {
        let s = previousStart - 1
        let v = prefix[s + d] - prefix[s]
        if v > best {
          best = v
          bestStart = s
        }
      }
      prefix.withUnsafeBufferPointer { p in
        MeanMaxCurve.search(p, table, d: d, lo: 0, hi: lastStart, best: &best, bestStart: &bestStart)
      }
      values.append(best / Double(d))
      starts.append(bestStart)
      previousStart = bestStart
    }
  }

  static func search(
    _ p: UnsafeBufferPointer<Double>, _ t: SparseTable, d: Int, lo: Int, hi: Int,
    best: inout Double, bestStart: inout Int
  ) {
    if hi - lo < 32 {
      for s in lo...hi {
        let v = p[s + d] - p[s]
        if v > best {
          best = v
          bestStart = s
        }
      }
      return
    }
    let mid = (lo + hi) / 2
    let leftBound = t.max(lo + d, mid + d) - t.min(lo, mid)
    let rightBound = t.max(mid + 1 + d, hi + d) - t.min(mid + 1, hi)
    if leftBound >= rightBound {
      if leftBound > best { search(p, t, d: d, lo: lo, hi: mid, best: &best, bestStart: &bestStart) }
      if rightBound > best { search(p, t, d: d, lo: mid + 1, hi: hi, best: &best, bestStart: &bestStart) }
    } else {
      if rightBound > best { search(p, t, d: d, lo: mid + 1, hi: hi, best: &best, bestStart: &bestStart) }
      if leftBound > best { search(p, t, d: d, lo: lo, hi: mid, best: &best, bestStart: &bestStart) }
    }
  }
}
