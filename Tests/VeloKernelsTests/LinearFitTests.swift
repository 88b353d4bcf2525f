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

  @Test func degenerateInputs() {
    #expect(LinearFit.fit(x: [1], y: [2]) == nil)
    #expect(LinearFit.fit(x: [3, 3, 3], y: [1, 2, 3]) == nil)
    #expect(LinearFit.fit(x: [0, 1, 2], y: [5, 5, 5])?.rSquared == 1)
  }
}
