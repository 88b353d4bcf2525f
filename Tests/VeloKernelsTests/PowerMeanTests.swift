import Testing
import VeloKernels
import _VeloTestSupport

@Suite struct PowerMeanTests {
  @Test func firstPowerIsArithmeticMean() {
    #expect(powerMean([1, 2, 3, 6], exponent: .general(1)) == 3)
  }

  @Test func fourthPowerFastPathMatchesGeneral() {
    for n in [1, 3, 4, 5, 1001] {
      let x = testSignal(count: n, seed: UInt64(n))
      let fast = powerMean(x, exponent: .fourth)!
      let general = powerMean(x, exponent: .general(4))!
      #expect(isClose(fast, general, rel: 1e-12))
    }
  }

  @Test func knownValue() {
    // ((1 + 16) / 2)^(1/4) = 8.5^(1/4); Python: 8.5 ** 0.25
    #expect(isClose(powerMean([1, 2], exponent: .fourth)!, 1.7074764851741444, rel: 1e-15))
  }

  @Test func constantInputIsItsOwnMean() {
    #expect(isClose(powerMean([250, 250, 250], exponent: .fourth)!, 250, rel: 1e-15))
    #expect(isClose(powerMean([250, 250, 250], exponent: .general(2.5))!, 250, rel: 1e-15))
  }

  @Test func emptyIsNil() {
    #expect(powerMean([], exponent: .fourth) == nil)
    #expect(PowerSum(exponent: .fourth).mean == nil)
  }

  @Test func powerMeanIsAtLeastArithmeticMean() {
    let x = testSignal(count: 777)
    #expect(powerMean(x, exponent: .fourth)! >= powerMean(x, exponent: .general(1))!)
  }
}
