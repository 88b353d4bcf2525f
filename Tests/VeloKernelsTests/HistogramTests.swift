import Testing
import _VeloTestSupport

@testable import VeloKernels

@Suite struct HistogramTests {
  // numpy: np.histogram on [−inf, 1, 2, inf] edges counts [1, 2, 2] for these values
  // (NaN dropped first); edges are left-closed here as in numpy's inner bins.
  @Test func countsAtEdgesAndSkipsNaN() {
    #expect(binCounts([0, 1, 1.5, 2, .nan, 9], edges: [1, 2]) == [1, 2, 2])
    #expect(binCounts([], edges: [1, 2]) == [0, 0, 0])
    #expect(binCounts([3, .nan, -.infinity, .infinity], edges: []) == [3])
    #expect(binCounts([-.infinity, .infinity], edges: [0]) == [1, 1])
  }

  @Test func blockedCountsEqualBinarySearch() {
    var generator = SeededGenerator(seed: 202)
    for n in [0, 1, 2047, 2048, 2049, 10_000] {
      let x = (0..<n).map { i in i % 97 == 0 ? Double.nan : Double(Int.random(in: 0...400, using: &generator)) }
      for edges in [[Double](), [200], [55, 75, 90, 105, 120, 150], (1...40).map { Double($0 * 10) }] {
        #expect(binCounts(x, edges: edges) == binCountsBySearch(x, edges: edges), "n \(n), \(edges.count) edges")
        #expect(binCounts(x, edges: edges).reduce(0, +) == x.filter { !$0.isNaN }.count)
      }
    }
  }
}
