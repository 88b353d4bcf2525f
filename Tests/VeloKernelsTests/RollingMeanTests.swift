import Testing
import VeloKernels
import _VeloTestSupport

/// Naive O(n·w) reference: each window summed from scratch.
func naiveRollingMean(_ x: [Double], window w: Int, zeroPadded: Bool) -> [Double] {
  let first = zeroPadded ? 0 : w - 1
  guard x.count > first else { return [] }
  return (first..<x.count).map { i in
    var s = 0.0
    for j in max(0, i - w + 1)...i { s += x[j] }
    return s / Double(w)
  }
}

@Suite struct RollingMeanTests {
  @Test(arguments: [1, 2, 3, 30, 1024, 1025])
  func matchesNaiveReference(window: Int) {
    let x = testSignal(count: 5000)
    for warmUp in RollingWarmUp.allCases {
      let fast = rollingMean(x, window: window, warmUp: warmUp)
      let slow = naiveRollingMean(x, window: window, zeroPadded: warmUp == .zeroPadded)
      #expect(fast.count == slow.count)
      #expect(zip(fast, slow).allSatisfy { isClose($0, $1, rel: 1e-12) })
    }
  }

  @Test func shorterThanWindow() {
    #expect(rollingMean([1, 2, 3], window: 5).isEmpty)
    let padded = rollingMean([1, 2, 3], window: 5, warmUp: .zeroPadded)
    #expect(padded.count == 3 && zip(padded, [0.2, 0.6, 1.2]).allSatisfy { isClose($0, $1, rel: 1e-15) })
    #expect(rollingMean([], window: 5, warmUp: .zeroPadded).isEmpty)
  }

  @Test func exactWindowLengthGivesOneMean() {
    #expect(rollingMean([2, 4, 6], window: 3) == [4])
  }

  @Test func noDriftOnLongStreams() {
    // Large offset plus small signal: a purely sliding sum would drift far past 1e-9.
    let x = testSignal(count: 300_000).map { 1e6 + $0 }
    let fast = rollingMean(x, window: 30)
    for i in stride(from: 0, to: fast.count, by: 997) {
      var s = 0.0
      for j in i..<(i + 30) { s += x[j] }
      #expect(isClose(fast[i], s / 30, rel: 1e-13))
    }
  }

  @Test func fusedPowerMeanEqualsTwoStep() {
    let x = testSignal(count: 4000)
    for warmUp in RollingWarmUp.allCases {
      let fused = rollingPowerMean(x, window: 30, exponent: .fourth, warmUp: warmUp)!
      let twoStep = powerMean(rollingMean(x, window: 30, warmUp: warmUp), exponent: .fourth)!
      #expect(isClose(fused, twoStep, rel: 1e-12))
    }
    #expect(rollingPowerMean([1, 2], window: 30, exponent: .fourth) == nil)
  }
}

@Suite struct RollingFourthPowerSumTests {
  /// The four-chain kernel against the plain scan, at sizes around its block
  /// and group boundaries (1,024 outputs a block, four blocks a group).
  @Test(arguments: [0, 1, 29, 30, 31, 1053, 4125, 4126, 4127, 9000, 100_003])
  func equalsThePlainScan(n: Int) {
    var rng = SeededGenerator(seed: 101)
    let x = (0..<n).map { _ in Double.random(in: 0...600, using: &rng) }
    let (sum, count) = x.withUnsafeBufferPointer { rollingFourthPowerSum($0, window: 30) }
    var plain = 0.0
    var plainCount = 0
    x.withUnsafeBufferPointer { b in
      forEachRollingMean(b, window: 30, warmUp: .fullWindowsOnly) { r in
        plain += r * r * r * r
        plainCount += 1
      }
    }
    #expect(count == plainCount)
    #expect(count == 0 ? sum == 0 : abs(sum - plain) <= 1e-12 * plain, "n = \(n)")
  }
}
