import Testing
import VeloKernels
import _VeloTestSupport

@testable import VeloScore

@Suite struct RobustBaselineTests {
  // Values from numpy: np.median(x), np.median(np.abs(x - np.median(x))).
  @Test func medianAndScaledMADOfWorkedExamples() throws {
    let odd = try #require(RobustBaseline([1, 2, 3, 4, 100], minimumScale: 0))
    #expect(odd.median == 3 && abs(odd.scale - 1.4826) < 1e-12 && odd.count == 5)
    let even = try #require(RobustBaseline([8, .nan, 1, 4, 2], minimumScale: 0))
    #expect(even.median == 3 && abs(even.scale - 1.4826 * 1.5) < 1e-12 && even.count == 4)
    #expect(RobustBaseline([5, 5, 5], minimumScale: 0.4)?.scale == 0.4)
    #expect(RobustBaseline([.nan], minimumScale: 1) == nil)
  }

  @Test func mergedDeviationsEqualSortingThem() {
    var generator = SeededGenerator(seed: 404)
    for n in 1...40 {
      for _ in 0..<20 {
        let v = (0..<n).map { _ in Double(Int.random(in: 0...9, using: &generator)) }.sorted()
        let m = RobustBaseline.median(v)
        let sortedDeviations = v.map { abs($0 - m) }.sorted()
        #expect(
          RobustBaseline.medianAbsoluteDeviation(sorted: v, median: m) == RobustBaseline.median(sortedDeviations),
          "\(v)")
      }
    }
  }
}
