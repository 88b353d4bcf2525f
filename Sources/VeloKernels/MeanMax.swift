/// The mean-maximal curve: for every window length d = 1…n, the largest mean
/// of d consecutive samples, `mm(d) = max_i (S[i+d] − S[i]) / d` with prefix
/// sums `S`, and where that best window starts.
///
/// Exact for every duration up to ``exactDurations`` (3 hours at 1 Hz; every
/// start considered) while the search stays within ``searchBudget``, computed
/// by branch and bound: for each d the window
/// starts form a binary tree of ranges; a range is skipped when its upper
/// bound `max S[a+d…b+d] − min S[a…b]` (O(1) by a sparse table) cannot beat
/// the best found so far, which starts from the previous duration's best
/// window. On physiological data almost every range is pruned, so the cost is
/// close to O(n log n) per duration; the worst case is O(n) per duration.
///
/// Longer durations are computed exactly on a grid (each 1 % longer than the
/// one before, rounded up, and the whole input), by one O(n) scan each; a
/// duration between two grid points takes the value and start of the grid
/// duration at or above it (at most 1 % longer; the curve is not monotone in
/// general, so that value is the grid duration's, not a bound on its own). The
/// grid also takes over from the duration at which the search passes
/// ``searchBudget``. So the cost is at most the budget plus O(100 · n · ln n)
/// whatever the input: a two-week recording of a periodic signal costs
/// seconds, not minutes.
///
/// - Parameter x: finite samples at a fixed rate (e.g. 1 Hz watts). Replace
///   samples that must not count (spikes, dropouts) before calling, e.g. by 0.
/// - Returns: `values[d−1]` (mean, unit of `x`) and `starts[d−1]` (index).
/// - Complexity: O(n log n) memory.
public struct MeanMaxCurve: Sendable, Equatable {
  public var values: [Double]
  public var starts: [Int]

  /// Durations computed exactly: 3 hours of 1 Hz samples (GoldenCheetah's
  /// season curves and every model fit use far shorter ones).
  public static let exactDurations = 3 * 3600
  /// Beyond ``exactDurations``, each grid duration is this much longer than the previous one.
  public static let gridStep = 1.01
  /// Windows and ranges the exact search may try in all before the grid takes
  /// over: 4·10⁸ (about 3 s). Physiological data stays far below it (a
  /// two-week 1 Hz recording of a random walk: exact to 3 h); a signal the
  /// bounds cannot prune (a periodic one) goes over it.
  public static let searchBudget = 400_000_000

  public init(_ x: [Double]) { self.init(x, maximumDuration: x.count) }

  /// The curve for durations 1 … `maximumDuration` only (capped at the input's
  /// length): callers that keep a prefix of the curve ask for that prefix.
  /// `exactDurations` is the longest duration computed exactly (tests lower it).
  public init(
    _ x: [Double], maximumDuration: Int, exactDurations: Int = MeanMaxCurve.exactDurations,
    searchBudget: Int = MeanMaxCurve.searchBudget
  ) {
    let n = x.count
    values = []
    starts = []
    guard n > 0, maximumDuration > 0 else { return }
    precondition(x.allSatisfy(\.isFinite), "mean-max needs finite samples; replace flagged ones first")
    let last = min(n, maximumDuration)
    var prefix = [Double](repeating: 0, count: n + 1)
    for i in 0..<n { prefix[i + 1] = prefix[i] + x[i] }
    values.reserveCapacity(last)
    starts.reserveCapacity(last)
    var exact = min(last, max(1, exactDurations))
    let table = SparseTable(prefix)
    var previousStart = 0
    var work = 0
    for d in 1...exact {
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
        MeanMaxCurve.search(p, table, d: d, lo: 0, hi: lastStart, best: &best, bestStart: &bestStart, work: &work)
      }
      values.append(best / Double(d))
      starts.append(bestStart)
      previousStart = bestStart
      if work > searchBudget {
        exact = d  // an input the bounds do not prune (periodic, synthetic): the grid from here
        break
      }
    }
    guard last > exact else { return }
    var d = exact
    while d < last {
      let next = min(last, max(d + 1, Int((Double(d) * Self.gridStep).rounded(.up))))
      var best = -Double.infinity
      var start = 0
      prefix.withUnsafeBufferPointer { Self.scan($0, d: next, lo: 0, hi: n - next, best: &best, bestStart: &start) }
      values.append(contentsOf: repeatElement(best / Double(next), count: next - d))
      starts.append(contentsOf: repeatElement(start, count: next - d))
      d = next
    }
  }

  /// Windows of `d` samples starting at `lo…hi`, tried one by one over the
  /// prefix sums `p`: `best` (a sum) and `bestStart` are replaced by any window
  /// whose sum is larger. The search's leaves and the grid's durations both.
  @inline(__always)
  static func scan(
    _ p: UnsafeBufferPointer<Double>, d: Int, lo: Int, hi: Int, best: inout Double, bestStart: inout Int
  ) {
    for s in lo...hi {
      let v = p[s + d] - p[s]
      if v > best {
        best = v
        bestStart = s
      }
    }
  }

  static func search(
    _ p: UnsafeBufferPointer<Double>, _ t: SparseTable, d: Int, lo: Int, hi: Int,
    best: inout Double, bestStart: inout Int, work: inout Int
  ) {
    work += 1
    if hi - lo < 32 {
      work += hi - lo
      scan(p, d: d, lo: lo, hi: hi, best: &best, bestStart: &bestStart)
      return
    }
    let mid = (lo + hi) / 2
    let leftBound = t.max(lo + d, mid + d) - t.min(lo, mid)
    let rightBound = t.max(mid + 1 + d, hi + d) - t.min(mid + 1, hi)
    if leftBound >= rightBound {
      if leftBound > best { search(p, t, d: d, lo: lo, hi: mid, best: &best, bestStart: &bestStart, work: &work) }
      if rightBound > best { search(p, t, d: d, lo: mid + 1, hi: hi, best: &best, bestStart: &bestStart, work: &work) }
    } else {
      if rightBound > best { search(p, t, d: d, lo: mid + 1, hi: hi, best: &best, bestStart: &bestStart, work: &work) }
      if leftBound > best { search(p, t, d: d, lo: lo, hi: mid, best: &best, bestStart: &bestStart, work: &work) }
    }
  }
}
