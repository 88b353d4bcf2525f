import VeloKernels

@_exported import struct VeloKernels.SeededGenerator

/// Draws for synthetic data from the kernels' ``SeededGenerator`` (SplitMix64).
extension SeededGenerator {
  /// Uniform in [0, 1) with 53 random bits (platform-independent, unlike
  /// `Double.random(in:using:)`, whose algorithm is not guaranteed).
  public mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// Uniform in `[a, b)`.
  public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * uniform() }

  /// Standard normal by the Box–Muller transform.
  public mutating func normal(mean: Double = 0, sd: Double = 1) -> Double {
    let u1 = max(uniform(), 0x1p-53)
    let u2 = uniform()
    return mean + sd * (-2 * _log(u1)).squareRoot() * _cos(2 * Double.pi * u2)
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { uniform() < p }
}
