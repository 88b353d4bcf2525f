import Testing
import _VeloTestSupport

@testable import VeloKernels

@Suite struct MeanMaxTests {
  /// A capped curve is the full curve's prefix, value for value and start for start.
  @Test func cappedCurveIsThePrefix() {
    var rng = SeededGenerator(seed: 303)
    var p = 200.0
    let x = (0..<3000).map { _ -> Double in
      p = max(0, min(900, p + Double.random(in: -30...30, using: &rng)))
      return p
    }
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
