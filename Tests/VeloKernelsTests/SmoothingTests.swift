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
      let text = try String(contentsOf: Repository.root.appendingPathComponent("datasets/sample/\(name)/daily.csv"), encoding: .utf8)
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
        if let e { #expect(isClose(mine[t], e, rel: 1e-9, abs: 1e-11), "athlete \(s) day \(t)") } else { #expect(mine[t].isNaN) }
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
}
