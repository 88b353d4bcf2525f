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

/// Deterministic daily loads for `athletes × days` (step-major, athletes
/// contiguous per day), integers 0…210 with a rest day every 7th day:
///
///     L(a, d) = 0 if (d + a) mod 7 = 0, else (a·7919 + d·104729) mod 211
///
/// `Benchmarks/compare.py` builds the same matrix with numpy.
public func benchmarkLoads(athletes: Int, days: Int) -> [Double] {
  [Double](unsafeUninitializedCapacity: athletes * days) { buffer, initialized in
    for d in 0..<days {
      for a in 0..<athletes {
        buffer[d * athletes + a] = (d + a) % 7 == 0 ? 0 : Double((a &* 7919 &+ d &* 104_729) % 211)
      }
    }
    initialized = athletes * days
  }
}

/// A 1 Hz sample CSV of `rows` rows, `time,power,heart_rate,cadence`, with
/// power from ``benchmarkPower(count:)``, heart rate `120 + (31·i mod 60)` and
/// cadence `80 + (7·i mod 20)`: what compare.py writes with pandas.
public func benchmarkStreamCSV(rows: Int) -> [UInt8] {
  var text = "time,power,heart_rate,cadence\n"
  text.reserveCapacity(rows * 24)
  for (i, p) in benchmarkPower(count: rows).enumerated() {
    text += "\(i),\(p),\(120 + (i &* 31) % 60),\(80 + (i &* 7) % 20)\n"
  }
  return Array(text.utf8)
}
