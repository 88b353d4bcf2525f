/// `Σ r_i⁴` and the count over the full trailing windows of `x` (`r_i` the mean
/// of the `window` samples ending at `i`): the reduction inside NP, without the
/// two serial dependency chains of the plain scan.
///
/// The plain scan is bound by floating-point add latency, not memory: each
/// output needs the previous window sum and the previous accumulator. Here the
/// outputs are cut into blocks of 1,024 and four blocks advance in lockstep,
/// each lane with its own window sum (exact at the block's start, so rounding
/// drift stays bounded as in ``forEachRollingMean(_:window:warmUp:_:)``) and its
/// own accumulator: four independent chains the CPU overlaps. The terms are
/// the same as the scan's; only the order of the final sum differs.
/// - Complexity: O(n + n·w/1024), no allocation.
@inlinable
public func rollingFourthPowerSum(_ x: UnsafeBufferPointer<Double>, window: Int) -> (sum: Double, count: Int) {
  precondition(window >= 1, "rolling window must be at least 1 sample, got \(window)")
  let n = x.count
  guard let base = x.baseAddress, n >= window else { return (0, 0) }
  let outputs = n - window + 1
  let block = 1024
  let scale = 1.0 / Double(window)
  @inline(__always) func exactSum(endingAt e: Int) -> Double {
    var s = 0.0
    for j in (e - window + 1)...e { s += base[j] }
    return s
  }
  @inline(__always) func fourth(_ s: Double) -> Double {
    let r = s * scale
    let r2 = r * r
    return r2 * r2
  }
  var total = 0.0
  var first = window - 1  // end index of the first window of the next group
  // Groups of four full blocks, four chains.
  while first + 4 * block <= n {
    let e0 = first
    let e1 = first + block
    let e2 = first + 2 * block
    let e3 = first + 3 * block
    var s0 = exactSum(endingAt: e0)
    var s1 = exactSum(endingAt: e1)
    var s2 = exactSum(endingAt: e2)
    var s3 = exactSum(endingAt: e3)
    var a0 = fourth(s0)
    var a1 = fourth(s1)
    var a2 = fourth(s2)
    var a3 = fourth(s3)
    for j in 1..<block {
      s0 += base[e0 + j] - base[e0 + j - window]
      s1 += base[e1 + j] - base[e1 + j - window]
      s2 += base[e2 + j] - base[e2 + j - window]
      s3 += base[e3 + j] - base[e3 + j - window]
      a0 += fourth(s0)
      a1 += fourth(s1)
      a2 += fourth(s2)
      a3 += fourth(s3)
    }
    total += (a0 + a1) + (a2 + a3)
    first += 4 * block
  }
  // The rest, one block at a time.
  while first < n {
    let end = min(first + block, n)
    var s = exactSum(endingAt: first)
    var a = fourth(s)
    var i = first + 1
    while i < end {
      s += base[i] - base[i - window]
      a += fourth(s)
      i += 1
    }
    total += a
    first = end
  }
  return (total, outputs)
}
