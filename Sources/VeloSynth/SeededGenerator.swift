import VeloKernels

/// SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number
/// generators", OOPSLA 2014): a tiny, fast generator whose whole state is one
/// seed, so every synthetic dataset is reproducible from its seed on any platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1) with 53 random bits (platform-independent, unlike
  /// `Double.random(in:using:)`, whose algorithm is not guaranteed).
  public mutating func uniform() -> Double { Double(next() >> 11) * 0x1p-53 }

  /// Uniform in `[a, b)`.
  public mutating func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * uniform() }

  /// Standard normal by the Box–Muller transform.
  public mutating func normal(mean: Double = 0, sd: Double = 1) -> Double {
    let u1 = max(uniform(), 0x1p-53), u2 = uniform()
    return mean + sd * (-2 * _log(u1)).squareRoot() * _cos(2 * Double.pi * u2)
  }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { uniform() < p }
}
