/// Range-maximum and range-minimum queries in O(1) after O(n log n) setup
/// (the sparse table of Bender & Farach-Colton, "The LCA Problem Revisited", 2000).
struct SparseTable {
  private var maxLevels: [[Double]]
  private var minLevels: [[Double]]

  init(_ x: [Double]) {
    maxLevels = [x]
    minLevels = [x]
    var width = 1
    while 2 * width <= x.count {
      let prevMax = maxLevels[maxLevels.count - 1], prevMin = minLevels[minLevels.count - 1]
      let count = x.count - 2 * width + 1
      maxLevels.append((0..<count).map { Swift.max(prevMax[$0], prevMax[$0 + width]) })
      minLevels.append((0..<count).map { Swift.min(prevMin[$0], prevMin[$0 + width]) })
      width *= 2
    }
  }

  /// Level k covers 2^k elements; `log2(length)` floored.
  @inline(__always) private func level(_ length: Int) -> Int { Int.bitWidth - 1 - length.leadingZeroBitCount }

  /// max of x[a...b] (inclusive, a ≤ b).
  @inline(__always) func max(_ a: Int, _ b: Int) -> Double {
    let k = level(b - a + 1)
    return Swift.max(maxLevels[k][a], maxLevels[k][b - (1 << k) + 1])
  }

  /// min of x[a...b] (inclusive, a ≤ b).
  @inline(__always) func min(_ a: Int, _ b: Int) -> Double {
    let k = level(b - a + 1)
    return Swift.min(minLevels[k][a], minLevels[k][b - (1 << k) + 1])
  }
}
