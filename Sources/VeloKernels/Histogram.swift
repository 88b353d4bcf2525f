/// Counts samples per bin given ascending bin edges:
/// bin 0 is `x < edges[0]`, bin k is `edges[k−1] ≤ x < edges[k]`, and the last
/// bin is `x ≥ edges.last`, so there are `edges.count + 1` bins. NaN is skipped.
///
/// At 1 Hz the counts are seconds (time in zone).
/// - Complexity: O(n log b) for b edges.
public func binCounts(_ x: [Double], edges: [Double]) -> [Int] {
  precondition(zip(edges, edges.dropFirst()).allSatisfy { $0 < $1 }, "bin edges must be strictly ascending")
  var counts = [Int](repeating: 0, count: edges.count + 1)
  for v in x where !v.isNaN {
    var lo = 0, hi = edges.count  // first edge > v
    while lo < hi {
      let mid = (lo + hi) / 2
      if edges[mid] <= v { lo = mid + 1 } else { hi = mid }
    }
    counts[lo] += 1
  }
  return counts
}
