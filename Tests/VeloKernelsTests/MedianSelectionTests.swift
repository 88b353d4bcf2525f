import Testing
import VeloKernels

@Suite struct MedianSelectionTests {
  /// The median by selection is the median by sorting, for odd and even
  /// counts, ties, sorted and reversed input (bad pivots) and infinities.
  @Test func selectionIsTheSortedMedian() {
    var rng = SeededGenerator(seed: 3)
    var cases: [[Double]] = [
      [], [5], [2, 1], [1, 1, 1, 1], Array(stride(from: 0.0, to: 1000, by: 1)),
      Array(stride(from: 1000.0, to: 0, by: -1)),
      [.infinity, -.infinity, 0, 1], Array(repeating: 3, count: 999) + [1, 2],
    ]
    for n in [3, 4, 10, 11, 100, 101, 4_950, 5_001] {
      cases.append((0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) / 8 })
      cases.append((0..<n).map { _ in Double.random(in: -1e6...1e6, using: &rng) })
    }
    for values in cases {
      let sorted = values.sorted()
      let m = sorted.count
      let expected: Double? = m == 0 ? nil : m % 2 == 1 ? sorted[m / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2
      var copy = values
      #expect(selectMedian(&copy) == expected, "\(values.count) values")
      #expect(copy.sorted() == sorted, "only reordered")
    }
  }
}
