import Testing
@testable import VeloKernels
import _VeloTestSupport

@Suite struct MeanMaxTests {
  /// A capped curve is the full curve's prefix, value for value and start for start.
  @Test func cappedCurveIsThePrefix() {
    var rng = SeededRandom(seed: 303)
    var p = 200.0
    let x = (0..<3000).map { _ -> Double in
      p = max(0, min(900, p + Double.random(in: -30...30, using: &rng)))
      return p
    }
    let full = MeanMaxCurve(x)
    for cap in [1, 17, 600, 2999, 3000, 10_000] {
      let capped = MeanMaxCurve(x, maximumDuration: cap)
      #expect(capped.values == Array(full.values.prefix(cap)) && capped.starts == Array(full.starts.prefix(cap)), "cap \(cap)")
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

/// The block-decomposed range min/max against a scan, at every block edge.
@Suite struct SparseTableTests {
  @Test func everyRangeMatchesAScan() {
    var rng = SeededRandom(seed: 11)
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
