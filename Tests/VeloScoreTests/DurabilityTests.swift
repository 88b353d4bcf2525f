import Testing
import VeloKernels
import VeloScore

/// Durability against brute force on a generated ride: the work before each threshold summed
/// second by second, and every duration's best mean over the rest found by trying every window.
@Suite struct DurabilityTests {
  /// 90 minutes of seeded power: a base, a slow fade and hard minutes every ten.
  static let ride: [Double] = {
    var rng = SeededGenerator(seed: 20_261_128)
    return (0..<5400).map { t in
      let hard = t % 600 >= 540 ? 180.0 : 0
      return max(0, 230 - Double(t) / 90 + hard + Double.random(in: -40...40, using: &rng))
    }
  }()

  static func bruteForce(_ x: [Double]) -> [Double] {
    (1...x.count).map { d in
      var best = -Double.infinity
      var sum = x[0..<d].reduce(0, +)
      best = sum
      for s in stride(from: 1, through: x.count - d, by: 1) {
        sum += x[s + d - 1] - x[s - 1]
        best = max(best, sum)
      }
      return best / Double(d)
    }
  }

  @Test func curvesAfterTheWorkEqualBruteForce() {
    let x = Self.ride
    let durability = Durability(power1Hz: x, afterKilojoules: [300, 800, 5000])
    let fresh = Self.bruteForce(x)
    for (k, kJ) in [300.0, 800].enumerated() {
      var sum = 0.0
      var start = 0
      while sum < kJ * 1000 {
        sum += x[start]
        start += 1
      }
      let after = durability.after[k]
      #expect(after.startSecond == start)
      let expected = Self.bruteForce(Array(x[start...]))
      #expect(after.curve.watts.count == expected.count)
      #expect(zip(after.curve.watts, expected).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, $1) })
      for d in Durability.declineSeconds {
        let decline = (1 - expected[d - 1] / fresh[d - 1]) * 100
        #expect(abs((after.declinePercent[d] ?? .nan) - decline) <= 1e-9, "\(kJ) kJ, \(d) s")
      }
    }
    // 5,000 kJ is more than the ride did (about 1,000): not reached, nothing made up.
    #expect(durability.after[2].startSecond == nil && durability.after[2].curve.watts.isEmpty)
    #expect(durability.after[2].declinePercent.isEmpty)
  }

  @Test func prefixReaching() {
    #expect(prefixLength(of: [1, 2, 3], reaching: 3) == 2)
    #expect(prefixLength(of: [1, 2, 3], reaching: 6) == 3)
    #expect(prefixLength(of: [1, 2, 3], reaching: 6.5) == nil)
    #expect(prefixLength(of: [1, 2, 3], reaching: 0) == 0)
  }
}
