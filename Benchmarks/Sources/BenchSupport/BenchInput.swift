/// Deterministic benchmark inputs that Python peers can rebuild bit-for-bit
/// (integer arithmetic only, every value exact in Double):
///
///     p_i = 100 + 0.5·((i·7919) mod 1009) + 20·(⌊i/600⌋ mod 7)      (watts)
///
/// `Benchmarks/compare.py` builds the same array with numpy.
public func benchmarkPower(count: Int) -> [Double] {
  [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
    for i in 0..<count {
      buffer[i] = 100 + 0.5 * Double((i &* 7919) % 1009) + 20 * Double((i / 600) % 7)
    }
    initialized = count
  }
}
