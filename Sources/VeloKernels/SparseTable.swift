/// Range-maximum and range-minimum queries in O(1) after O(n log n) setup
/// (the sparse table of Bender & Farach-Colton, "The LCA Problem Revisited",
/// 2000), with memory bounded for long inputs by their block decomposition (§3).
///
/// Up to ``plainLimit`` values (72 h at 1 Hz) the table holds every level over
/// the values themselves: 2n·log₂n doubles, 70 MB at the limit, and two
/// lookups per query. Longer inputs are cut into blocks of 32: a query that
/// spans blocks is the extreme of the suffix of its first block, the prefix of
/// its last (both kept per element) and the whole blocks between (a sparse
/// table over the blocks' extremes); one inside a block scans it. That is
/// about 4.6n doubles — 100 MB for a 31-day grid, where the plain table held
/// 900 MB (which a 4 KB FIT file with a month between two records could ask for).
/// - Complexity: setup O(n log n) up to ``plainLimit``, O(n) above; queries
///   O(1), or O(32) inside one block.
struct SparseTable {
  /// The longest input held as a plain table.
  static let plainLimit = 1 << 18

  /// log₂ of the block size: 0 (plain: each value its own block) or 5 (blocks of 32).
  private let shift: Int
  private let values: [Double]
  /// In-block running extremes from the block's start (prefix) and to its end (suffix); empty when plain.
  private var prefixMax: [Double] = [], prefixMin: [Double] = [], suffixMax: [Double] = [], suffixMin: [Double] = []
  /// Level k: the extreme of 2^k consecutive blocks.
  private var maxLevels: [[Double]]
  private var minLevels: [[Double]]

  init(_ x: [Double]) {
    values = x
    shift = x.count <= Self.plainLimit ? 0 : 5
    var blockMax = x
    var blockMin = x
    if shift > 0 {
      let b = 1 << shift
      let n = x.count
      (prefixMax, prefixMin, suffixMax, suffixMin) = (x, x, x, x)
      blockMax = []
      blockMin = []
      for start in stride(from: 0, to: n, by: b) {
        let end = Swift.min(start + b, n)
        for i in (start + 1)..<Swift.max(start + 1, end) {
          prefixMax[i] = Swift.max(prefixMax[i - 1], x[i])
          prefixMin[i] = Swift.min(prefixMin[i - 1], x[i])
        }
        for i in stride(from: end - 2, through: start, by: -1) {
          suffixMax[i] = Swift.max(suffixMax[i + 1], x[i])
          suffixMin[i] = Swift.min(suffixMin[i + 1], x[i])
        }
        blockMax.append(prefixMax[end - 1])
        blockMin.append(prefixMin[end - 1])
      }
    }
    maxLevels = [blockMax]
    minLevels = [blockMin]
    var width = 1
    while 2 * width <= blockMax.count {
      let prevMax = maxLevels[maxLevels.count - 1]
      let prevMin = minLevels[minLevels.count - 1]
      let count = blockMax.count - 2 * width + 1
      maxLevels.append((0..<count).map { Swift.max(prevMax[$0], prevMax[$0 + width]) })
      minLevels.append((0..<count).map { Swift.min(prevMin[$0], prevMin[$0 + width]) })
      width *= 2
    }
  }

  /// Level k covers 2^k blocks; `log2(length)` floored.
  @inline(__always) private func level(_ length: Int) -> Int { Int.bitWidth - 1 - length.leadingZeroBitCount }

  /// max of x[a...b] (inclusive, a ≤ b).
  @inline(__always) func max(_ a: Int, _ b: Int) -> Double {
    if shift == 0 {
      let k = level(b - a + 1)
      return Swift.max(maxLevels[k][a], maxLevels[k][b - (1 << k) + 1])
    }
    let ba = a >> shift
    let bb = b >> shift
    if ba == bb { return values[a...b].max()! }
    var m = Swift.max(suffixMax[a], prefixMax[b])
    if bb - ba > 1 {
      let k = level(bb - ba - 1)
      m = Swift.max(m, Swift.max(maxLevels[k][ba + 1], maxLevels[k][bb - (1 << k)]))
    }
    return m
  }

  /// min of x[a...b] (inclusive, a ≤ b).
  @inline(__always) func min(_ a: Int, _ b: Int) -> Double {
    if shift == 0 {
      let k = level(b - a + 1)
      return Swift.min(minLevels[k][a], minLevels[k][b - (1 << k) + 1])
    }
    let ba = a >> shift
    let bb = b >> shift
    if ba == bb { return values[a...b].min()! }
    var m = Swift.min(suffixMin[a], prefixMin[b])
    if bb - ba > 1 {
      let k = level(bb - ba - 1)
      m = Swift.min(m, Swift.min(minLevels[k][ba + 1], minLevels[k][bb - (1 << k)]))
    }
    return m
  }
}
