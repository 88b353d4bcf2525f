import Testing
import VeloKernels

@Suite struct SortedWindowTests {
  /// Every window of a series with ties, NaNs and signed values holds exactly
  /// what sorting the window afresh gives.
  @Test func slidingEqualsSortingEachWindow() {
    var rng = SeededGenerator(seed: 7)
    let x: [Double] = (0..<2_000).map { i in i % 11 == 0 ? .nan : Double(Int.random(in: -20...20, using: &rng)) / 4 }
    let w = 60
    var window = SortedWindow(capacity: w)
    for t in x.indices {
      window.insert(x[t])
      if t >= w { window.remove(x[t - w]) }
      let expected = x[max(0, t - w + 1)...t].filter { !$0.isNaN }.sorted()
      #expect(window.values == expected, "window ending at \(t)")
      if window.values != expected { return }
    }
  }
}
