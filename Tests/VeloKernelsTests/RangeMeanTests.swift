import Testing
import VeloKernels

/// The one mean that skips NaN, used by intervals, laps, heart-rate load and the charts' tap columns.
@Suite struct RangeMeanTests {
  @Test func nanIsSkippedAndTheRangeClamped() {
    let x = [1.0, .nan, 3, 5, .nan]
    #expect(meanSkippingNaN(x, 0..<10) == 3)  // (1 + 3 + 5) / 3, past the end ignored
    #expect(meanSkippingNaN(x, 2..<4) == 4)
    #expect(meanSkippingNaN(x, 1..<2) == nil)  // only NaN
    #expect(meanSkippingNaN(x, 7..<9) == nil)  // wholly past the end
    #expect(meanSkippingNaN([]) == nil)
    #expect(meanSkippingNaN(x) == 3)
  }
}
