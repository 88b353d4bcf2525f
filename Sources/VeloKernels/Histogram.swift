/// Counts samples per bin given ascending bin edges:
/// bin 0 is `x < edges[0]`, bin k is `edges[k−1] ≤ x < edges[k]`, and the last
/// bin is `x ≥ edges.last`, so there are `edges.count + 1` bins. NaN is skipped.
///
/// At 1 Hz the counts are seconds (time in zone).
///
/// Counted as "how many samples are ≥ each edge" over cache-sized blocks: one
/// branch-free, vectorisable compare-and-add pass per edge while the block is
/// in L1, so the data is read from memory once. Bin k is then the difference of
/// neighbouring counts. Above 32 edges a binary search per sample is cheaper.
/// - Complexity: O(n·b) compares for b ≤ 32 edges, else O(n log b).
public func binCounts(_ x: [Double], edges: [Double]) -> [Int] {
  precondition(zip(edges, edges.dropFirst()).allSatisfy { $0 < $1 }, "bin edges must be strictly ascending")
  guard edges.count <= 32 else { return binCountsBySearch(x, edges: edges) }
  var atLeast = [Int](repeating: 0, count: edges.count)
  var valid = 0
  x.withUnsafeBufferPointer { xs in
    guard let base = xs.baseAddress else { return }
    let raw = UnsafeRawPointer(base)
    let block = 2048
    let lanes = 8
    var start = 0
    // Counts of lanes where `value ≥ edge` (or, for the valid count, `value == value`), 8 at a time.
    func count(from: Int, to: Int, _ test: (SIMD8<Double>) -> SIMDMask<SIMD8<Int64>>, _ scalar: (Double) -> Bool) -> Int
    {
      var acc = SIMD8<Int64>()
      var i = from
      while i + lanes <= to {
        acc.replace(with: acc &+ 1, where: test(raw.loadUnaligned(fromByteOffset: i * 8, as: SIMD8<Double>.self)))
        i += lanes
      }
      var total = Int(acc.wrappedSum())
      while i < to {
        if scalar(base[i]) { total += 1 }
        i += 1
      }
      return total
    }
    while start < xs.count {
      let end = min(start + block, xs.count)
      valid += count(from: start, to: end, { $0 .== $0 }, { $0 == $0 })  // false only for NaN
      for k in edges.indices {
        let e = edges[k]
        let ev = SIMD8<Double>(repeating: e)
        atLeast[k] += count(from: start, to: end, { $0 .>= ev }, { $0 >= e })  // NaN compares false
      }
      start = end
    }
  }
  var counts = [Int](repeating: 0, count: edges.count + 1)
  counts[0] = valid - (atLeast.first ?? 0)
  for k in edges.indices { counts[k + 1] = atLeast[k] - (k + 1 < edges.count ? atLeast[k + 1] : 0) }
  return counts
}

/// ``binCounts(_:edges:)`` by a binary search per sample, for many edges.
func binCountsBySearch(_ x: [Double], edges: [Double]) -> [Int] {
  var counts = [Int](repeating: 0, count: edges.count + 1)
  for v in x where !v.isNaN {
    var lo = 0
    var hi = edges.count  // first edge > v
    while lo < hi {
      let mid = (lo + hi) / 2
      if edges[mid] <= v { lo = mid + 1 } else { hi = mid }
    }
    counts[lo] += 1
  }
  return counts
}
