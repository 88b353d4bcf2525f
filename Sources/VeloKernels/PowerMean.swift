/// Exponent of a generalized (power) mean `M_p(x) = ((1/n) Σ x_i^p)^(1/p)`.
public enum PowerMeanExponent: Sendable, Equatable {
  /// `p = 4`, with a multiply-only fast path (NP, xPower).
  case fourth
  /// Any finite `p ≠ 0`.
  case general(Double)

  @inlinable var value: Double {
    switch self {
    case .fourth: return 4
    case .general(let p): return p
    }
  }
}

/// Running accumulator of `Σ x^p` and the count, for fused reductions.
public struct PowerSum: Sendable {
  @usableFromInline var sum = 0.0
  @usableFromInline var count = 0
  @usableFromInline let exponent: PowerMeanExponent

  @inlinable public init(exponent: PowerMeanExponent) {
    if case .general(let p) = exponent {
      precondition(p.isFinite && p != 0, "power-mean exponent must be finite and non-zero, got \(p)")
    }
    self.exponent = exponent
  }

  @inlinable public mutating func add(_ x: Double) {
    switch exponent {
    case .fourth:
      let s = x * x
      sum += s * s
    case .general(let p):
      sum += _pow(x, p)
    }
    count += 1
  }

  /// `((1/n) Σ x^p)^(1/p)`, or `nil` when nothing was added.
  @inlinable public var mean: Double? {
    guard count > 0 else { return nil }
    return _pow(sum / Double(count), 1 / exponent.value)
  }
}

/// The generalized mean `M_p(x) = ((1/n) Σ x_i^p)^(1/p)` of a buffer.
///
/// `p = 1` is the arithmetic mean, `p = 4` the reduction inside NP and xPower.
/// Returns `nil` for an empty input. For `.fourth` the loop keeps four
/// independent partial sums so the adds overlap.
/// - Complexity: O(n), no allocation.
public func powerMean(_ x: [Double], exponent: PowerMeanExponent) -> Double? {
  guard !x.isEmpty else { return nil }
  guard exponent == .fourth else {
    var acc = PowerSum(exponent: exponent)
    for v in x { acc.add(v) }
    return acc.mean
  }
  return x.withUnsafeBufferPointer { b -> Double in
    var s0 = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    let n = b.count
    var i = 0
    while i + 4 <= n {
      let a0 = b[i] * b[i]
      let a1 = b[i + 1] * b[i + 1]
      let a2 = b[i + 2] * b[i + 2]
      let a3 = b[i + 3] * b[i + 3]
      s0 += a0 * a0
      s1 += a1 * a1
      s2 += a2 * a2
      s3 += a3 * a3
      i += 4
    }
    while i < n {
      let a = b[i] * b[i]
      s0 += a * a
      i += 1
    }
    return _pow((s0 + s1 + s2 + s3) / Double(n), 0.25)
  }
}
