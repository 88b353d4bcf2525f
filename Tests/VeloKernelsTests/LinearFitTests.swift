import Testing
import VeloKernels
import _VeloTestSupport

@Suite struct LinearFitTests {
  @Test func numpyPolyfitExample() throws {
    // numpy.polyfit([0,1,2,3,4], [1.0, 2.9, 5.2, 7.1, 8.8], 1) → [1.98, 1.04];
    // scipy.stats.linregress(...).rvalue**2 → 0.997557251908397
    let fit = try #require(LinearFit.fit(x: [0, 1, 2, 3, 4], y: [1.0, 2.9, 5.2, 7.1, 8.8]))
    #expect(isClose(fit.slope, 1.98, rel: 1e-12))
    #expect(isClose(fit.intercept, 1.04, rel: 1e-12))
    #expect(isClose(fit.rSquared, 0.997557251908397, rel: 1e-10))
  }

  @Test func largeXIsWellConditioned() throws {
    let x = (0..<30).map { 20_000 + Double($0) }  // day numbers
    let fit = try #require(LinearFit.fit(x: x, y: x.map { 0.25 * $0 - 4000 }))
    #expect(isClose(fit.slope, 0.25, rel: 1e-10))
    #expect(isClose(fit.intercept, -4000, rel: 1e-9))
  }

  @Test func degenerateInputs() throws {
    #expect(LinearFit.fit(x: [1], y: [2]) == nil)
    #expect(throws: FitUnavailable.self) { try LinearFit.fitting(x: [3, 3, 3], y: [1, 2, 3]) }
    #expect(throws: FitUnavailable.self) { try LinearFit.fitting(x: [0, .nan, 2], y: [1, 2, 3]) }
    let flat = try LinearFit.fitting(x: [0, 1, 2], y: [5, 5, 5])
    #expect(flat.rSquared == 1 && flat.slope == 0 && flat.intercept == 5 && flat.slopeStandardError == 0)
  }

  /// Property: x equal up to 1e-15 relative noise cannot determine a slope;
  /// y equal up to 1e-15 relative noise is constant (slope 0, not a 10^-2 slope
  /// of rounding). Decided by range tests, the same on every CPU.
  @Test func roundingNoiseIsNotData() throws {
    for seed in UInt64(1)...100 {
      let n = 3 + Int(seed % 30)
      let level = testSignal(count: 1, seed: seed, range: -1e4...1e4)[0]
      let noise = testSignal(count: n, seed: seed &+ 100, range: -1...1).map { level * (1 + 1e-15 * $0) }
      let index = (0..<n).map(Double.init)
      #expect(throws: FitUnavailable.self) { try LinearFit.fitting(x: noise, y: index) }
      let flat = try LinearFit.fitting(x: index, y: noise)
      #expect(flat.slope == 0 && flat.rSquared == 1 && isClose(flat.intercept, level, rel: 1e-14))
    }
  }

  /// An exact line through values that are not exact in binary (0.1 steps):
  /// residuals at rounding level count as 0, so standard errors are 0.
  @Test func exactLineHasZeroResidualOnEveryCPU() throws {
    let x = (0..<50).map { Double($0) * 0.1 }
    let fit = try LinearFit.fitting(x: x, y: x.map { 0.3 * $0 + 0.7 })
    #expect(fit.residualSumOfSquares == 0 && fit.slopeStandardError == 0 && fit.rSquared == 1)
    #expect(isClose(fit.slope, 0.3, rel: 1e-13) && isClose(fit.intercept, 0.7, rel: 1e-13))
  }
}
