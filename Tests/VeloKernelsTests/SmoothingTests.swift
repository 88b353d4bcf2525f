import Foundation
import Testing
import VeloKernels
import _VeloTestSupport

struct SmoothingOracle: Decodable {
  struct Week: Decodable { var monday: String, sum: Double, mean: Double, count: Int }
  var rollingSlopes28: [[Double?]]
  var rmssd120: [Double?]
  var loess: [Double]
  var weekly: [Week]
}

@Suite struct SmoothingTests {
  func loads() throws -> SeriesBatch {
    let series = try ["athlete-01", "athlete-02", "athlete-03"].map { name -> [Double] in
      let text = try String(
        contentsOf: Repository.root.appendingPathComponent("datasets/sample/\(name)/daily.csv"), encoding: .utf8)
      return text.split(separator: "\n").dropFirst().map { Double($0.split(separator: ",")[1])! }
    }
    return SeriesBatch(series: series)
  }

  @Test func rollingSlopesEqualPolyfitOnEveryWindow() throws {
    let o = try Repository.oracle("smoothing_oracle.json", as: SmoothingOracle.self)
    let slopes = try loads().rollingSlopes(window: 28)
    for (s, expected) in o.rollingSlopes28.enumerated() {
      let mine = slopes.series(s)
      for (t, e) in expected.enumerated() {
        if let e {
          #expect(isClose(mine[t], e, rel: 1e-9, abs: 1e-11), "athlete \(s) day \(t)")
        } else {
          #expect(mine[t].isNaN)
        }
      }
    }
  }

  @Test func rollingSlopeOfALineIsItsSlope() {
    let line = SeriesBatch(series: [(0..<1500).map { 3 + 0.25 * Double($0) }])
    #expect(line.rollingSlopes(window: 10).series(0).dropFirst(9).allSatisfy { isClose($0, 0.25, rel: 1e-9) })
  }

  @Test func loessEqualsStatsmodelsLowess() throws {
    let o = try Repository.oracle("smoothing_oracle.json", as: SmoothingOracle.self)
    let smooth = loess(o.rmssd120.map { $0 ?? .nan }, span: 0.3)
    #expect(smooth.count == o.loess.count)
    let worst = zip(smooth, o.loess).map { abs($0 - $1) }.max() ?? .infinity
    #expect(worst < 1e-9, "max |diff| \(worst)")
  }

  @Test func loessOfALineIsTheLine() {
    let y = (0..<50).map { 2 * Double($0) - 7 }
    #expect(zip(loess(y, span: 0.2), y).allSatisfy { isClose($0, $1, rel: 1e-9, abs: 1e-9) })
  }
}

@Suite struct BatchedTrendTests {
  @Test func batchedTrendsEqualPerSeriesFits() {
    let series = (0..<5).map { k in testSignal(count: 90, seed: UInt64(k + 1)) }
    let fits = SeriesBatch(series: series).trailingTrends(window: 28)
    for (k, x) in series.enumerated() {
      let reference = LinearFit.fit(x: (0..<28).map(Double.init), y: Array(x.suffix(28)))!
      #expect(isClose(fits[k].slope, reference.slope, rel: 1e-9, abs: 1e-12))
      #expect(isClose(fits[k].intercept, reference.intercept, rel: 1e-9))
      #expect(isClose(fits[k].rSquared, reference.rSquared, rel: 1e-8, abs: 1e-12))
      #expect(isClose(fits[k].slopeStandardError!, reference.slopeStandardError!, rel: 1e-8))
    }
  }

  /// The batched (dgemv) fits follow LinearFit's rounding rules on every CPU:
  /// a constant window of inexact decimals is flat, an exact line has zero residual.
  @Test func batchedTrendsDecideFlatAndExactByTolerance() {
    let flat = (0..<40).map { _ in 0.1 + 0.2 }
    let line = (0..<40).map { 0.7 + 0.1 * Double($0) }
    let fits = SeriesBatch(series: [flat, line]).trailingTrends(window: 28)
    #expect(fits[0].slope == 0 && fits[0].rSquared == 1 && fits[0].slopeStandardError == 0)
    #expect(isClose(fits[1].slope, 0.1, rel: 1e-12) && fits[1].residualSumOfSquares == 0 && fits[1].rSquared == 1)
    let single = LinearFit.fit(x: (0..<28).map(Double.init), y: Array(line.suffix(28)))!
    #expect(single.residualSumOfSquares == 0 && isClose(single.slope, fits[1].slope, rel: 1e-12))
  }

  /// Rolling slopes after a rest block are exactly 0, not sliding residue.
  @Test func rollingSlopesAreExactlyZeroOverRest() {
    let training = (0..<42).map { 40 + 60 * abs(sin(Double($0) * 1.3)) }
    let series = training + Array(repeating: 0, count: 35) + [27.9]
    let slopes = SeriesBatch(series: [series, series.map { $0 * 0.1 }]).rollingSlopes(window: 7).series(0)
    #expect(slopes[(42 + 6)..<(42 + 35)].allSatisfy { $0 == 0 })
    // The last window (six rest days, then 27.9): slope of 27.9 at j = 6 alone.
    let mean = 3.0
    let sxx = 28.0
    #expect(isClose(slopes.last!, (6 - mean) * 27.9 / sxx, rel: 1e-12))
  }
}
