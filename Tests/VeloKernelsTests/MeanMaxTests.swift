import Testing
import _VeloTestSupport

@testable import VeloKernels

/// `count` samples of a seeded random walk from `start`, each step uniform in
/// ±`step`, pulled back toward `start` by `pull` of the gap, kept within 0…`ceiling`.
private func randomWalk(
  seed: UInt64, count: Int, start: Double, step: Double, ceiling: Double, pull: Double = 0
) -> [Double] {
  var rng = SeededGenerator(seed: seed)
  var p = start
  return (0..<count).map { _ -> Double in
    p = max(0, min(ceiling, p + Double.random(in: -step...step, using: &rng) - pull * (p - start)))
    return p
  }
}

@Suite struct MeanMaxTests {
  /// A capped curve is the full curve's prefix, value for value and start for start.
  @Test func cappedCurveIsThePrefix() {
    let x = randomWalk(seed: 303, count: 3000, start: 200, step: 30, ceiling: 900)
    let full = MeanMaxCurve(x)
    for cap in [1, 17, 600, 2999, 3000, 10_000] {
      let capped = MeanMaxCurve(x, maximumDuration: cap)
      #expect(
        capped.values == Array(full.values.prefix(cap)) && capped.starts == Array(full.starts.prefix(cap)), "cap \(cap)"
      )
    }
    #expect(MeanMaxCurve(x, maximumDuration: 0).values.isEmpty)
  }

  /// A periodic signal (the search's worst case: its bounds prune little),
  /// capped: every multiple of the period averages the period's mean exactly.
  @Test func periodicInputCapped() {
    let x = (0..<40_000).map { 200 + Double($0 % 50) }
    let c = MeanMaxCurve(x, maximumDuration: 3600)
    #expect(c.values.count == 3600 && c.values[0] == 249)
    for k in [1, 7, 72] { #expect(abs(c.values[50 * k - 1] - 224.5) < 1e-9) }
  }
}

/// Range min/max against a scan: plain tables, and blocked ones (past
/// ``SparseTable/plainLimit``) at every block edge.
@Suite struct SparseTableTests {
  @Test func everyRangeMatchesAScan() {
    var rng = SeededGenerator(seed: 11)
    for n in [1, 2, 31, 32, 33, 64, 65, 100, 257] {
      let x = (0..<n).map { _ in Double.random(in: -1000...1000, using: &rng) }
      let t = SparseTable(x)
      var checked = 0
      for a in 0..<n {
        for b in a..<n {
          #expect(t.max(a, b) == x[a...b].max()!, "n \(n) max(\(a), \(b))")
          #expect(t.min(a, b) == x[a...b].min()!, "n \(n) min(\(a), \(b))")
          checked += 1
        }
      }
      #expect(checked == n * (n + 1) / 2)
    }
  }
}

extension SparseTableTests {
  @Test func blockedTablesMatchAScan() {
    var rng = SeededGenerator(seed: 12)
    let n = SparseTable.plainLimit + 77
    let x = (0..<n).map { _ in Double.random(in: -1000...1000, using: &rng) }
    let t = SparseTable(x)
    var ranges: [(Int, Int)] = []
    for a in [0, 1, 31, 32, 33, 63, 64, 1000, n - 40, n - 33, n - 32, n - 1] {
      for length in [1, 2, 31, 32, 33, 64, 65, 97, 1000, 5000] where a + length - 1 < n {
        ranges.append((a, a + length - 1))
      }
    }
    for _ in 0..<300 {
      let a = Int.random(in: 0..<n, using: &rng)
      ranges.append((a, Int.random(in: a..<min(n, a + 70_000), using: &rng)))
    }
    ranges.append((0, n - 1))
    for (a, b) in ranges {
      #expect(t.max(a, b) == x[a...b].max()!, "max(\(a), \(b))")
      #expect(t.min(a, b) == x[a...b].min()!, "min(\(a), \(b))")
    }
    #expect(ranges.count == 396)
  }
}

/// Past the exact durations the curve is exact on its 1 % grid, and each
/// duration between takes the grid value at or above it; the cost is bounded
/// whatever the input (a periodic signal prunes nothing).
@Suite struct MeanMaxGridTests {
  /// Every duration's best mean by trying every window (the independent computation).
  func bruteForce(_ x: [Double], _ d: Int) -> Double {
    var sum = x[0..<d].reduce(0, +)
    var best = sum
    for s in stride(from: 1, through: x.count - d, by: 1) {
      sum += x[s + d - 1] - x[s - 1]
      best = max(best, sum)
    }
    return best / Double(d)
  }

  @Test func exactUpToTheLimitThenOnTheGrid() {
    let x = randomWalk(seed: 404, count: 2000, start: 220, step: 40, ceiling: 800)
    let limit = 300
    let curve = MeanMaxCurve(x, maximumDuration: x.count, exactDurations: limit)
    #expect(curve.values.count == x.count && curve.starts.count == x.count)
    for d in 1...limit { #expect(abs(curve.values[d - 1] - bruteForce(x, d)) < 1e-9, "exact d \(d)") }
    // The grid: 300, then each 1 % longer rounded up (303, 307, …), ending at the input's length.
    var grid: [Int] = []
    var d = limit
    while d < x.count {
      d = min(x.count, max(d + 1, Int((Double(d) * 1.01).rounded(.up))))
      grid.append(d)
    }
    #expect(grid.first == 303 && grid.last == x.count && grid.count < 200)
    var next = 0
    for d in (limit + 1)...x.count {
      while grid[next] < d { next += 1 }
      #expect(abs(curve.values[d - 1] - bruteForce(x, grid[next])) < 1e-9, "d \(d) takes grid \(grid[next])")
      #expect(curve.starts[d - 1] + grid[next] <= x.count)
    }
    #expect(curve == MeanMaxCurve(x, maximumDuration: x.count, exactDurations: limit), "deterministic")
  }

  @Test func physiologicalDataStaysWithinTheSearchBudget() {
    let x = randomWalk(seed: 505, count: 30_000, start: 200, step: 25, ceiling: 900, pull: 0.02)
    let bounded = MeanMaxCurve(x, maximumDuration: 4000, exactDurations: 4000)
    let unbounded = MeanMaxCurve(x, maximumDuration: 4000, exactDurations: 4000, searchBudget: .max)
    #expect(bounded == unbounded, "a random walk is searched exactly to the end")
  }

  @Test func aSearchPastItsBudgetHandsOverToTheGrid() {
    let x = (0..<6000).map { 200 + Double(($0 * 7) % 50) }
    let curve = MeanMaxCurve(x, maximumDuration: x.count, exactDurations: 3000, searchBudget: 20_000)
    #expect(curve.values.count == x.count)
    // Each duration's value is the exact best of itself or of a duration at most 1 % longer (the grid's).
    let brute = (1...x.count).map { bruteForce(x, $0) }
    for d in 1...x.count {
      let longest = min(x.count, Int((Double(d) * 1.01).rounded(.up)) + 1)
      #expect((d...longest).contains { abs(curve.values[d - 1] - brute[$0 - 1]) < 1e-9 }, "d \(d)")
    }
    #expect(curve.values[0] == 249 && abs(curve.values[x.count - 1] - brute[x.count - 1]) < 1e-9)
    #expect(curve != MeanMaxCurve(x, maximumDuration: x.count, exactDurations: 3000, searchBudget: .max))
  }

  @Test func aLongPeriodicSignalHasItsWholeCurve() {
    // 2.3 days at 1 Hz of a 50-second period, the search's worst case: every duration has a value.
    let x = (0..<200_000).map { 200 + Double($0 % 50) }
    let curve = MeanMaxCurve(x, maximumDuration: x.count, exactDurations: 600)
    #expect(curve.values.count == x.count && curve.values[0] == 249)
    #expect(abs(curve.values[x.count - 1] - 224.5) < 1e-9, "the whole input is 4000 periods")
  }
}
