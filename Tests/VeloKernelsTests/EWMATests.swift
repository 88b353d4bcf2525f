import Testing
import VeloKernels
import _VeloTestSupport

@Suite struct EWMATests {
  /// Closed form: y_n = (1−α)^(n+1)·seed + Σ_i α(1−α)^(n−i)·x_i.
  func closedForm(_ x: [Double], alpha: Double, seed: Double, at n: Int) -> Double {
    var y = seed
    for _ in 0...n { y *= 1 - alpha }
    for i in 0...n {
      var w = alpha
      for _ in 0..<(n - i) { w *= 1 - alpha }
      y += w * x[i]
    }
    return y
  }

  @Test(arguments: [0.02, 1.0 / 26, 0.5, 1.0])
  func matchesClosedForm(alpha: Double) {
    let x = testSignal(count: 200)
    let y = ewma(x, alpha: alpha, seed: 37)
    for n in [0, 1, 17, 199] {
      #expect(isClose(y[n], closedForm(x, alpha: alpha, seed: 37, at: n), rel: 1e-11))
    }
  }

  @Test func alphaOneTracksInput() {
    #expect(ewma([3, 1, 4], alpha: 1, seed: 100) == [3, 1, 4])
  }

  @Test func firstStepFromSeed() {
    #expect(ewma([100], alpha: 0.25, seed: 20) == [40])
    #expect(ewma([], alpha: 0.25).isEmpty)
  }

  @Test func constantInputConvergesAndStays() {
    let y = ewma(Array(repeating: 80, count: 2000), alpha: 0.05, seed: 80)
    #expect(y.allSatisfy { $0 == 80 })
  }

  @Test func fusedPowerMeanEqualsStoringTheSeries() throws {
    let x = (0..<5_000).map { Double(($0 * 7919) % 1009) / 2 + 100 }
    for exponent in [PowerMeanExponent.fourth, .general(1), .general(2.5)] {
      let stored = try #require(powerMean(ewma(x, alpha: 1.0 / 26, seed: 3), exponent: exponent))
      let fused = try #require(ewmaPowerMean(x, alpha: 1.0 / 26, seed: 3, exponent: exponent))
      #expect(abs(fused - stored) <= 1e-12 * stored)
    }
    #expect(ewmaPowerMean([], alpha: 0.5, exponent: .fourth) == nil)
  }
}

@Suite struct BlockedEWMATests {
  /// The plain recurrence, as the reference.
  func sequential(_ x: [Double], alpha: Double, seed: Double) -> [Double] {
    var s = seed
    return x.map {
      s += alpha * ($0 - s)
      return s
    }
  }

  @Test func fourChainsEqualTheRecurrenceUpToRounding() {
    for n in [(1 << 15) - 1, 1 << 15, (1 << 15) + 3, 200_001] {
      let x = (0..<n).map { Double(($0 &* 7919) % 1009) - 300 }
      for (alpha, seed) in [(1.0 / 26, 0.0), (0.5, 1e6), (0.01, -250.0), (1e-4, -250.0), (1.0, 3.0)] {
        let got = ewma(x, alpha: alpha, seed: seed)
        let want = sequential(x, alpha: alpha, seed: seed)
        let worst = zip(got, want).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? 0
        #expect(got.count == n && worst < 1e-12, "n \(n), alpha \(alpha), seed \(seed): \(worst)")
      }
    }
  }
}
