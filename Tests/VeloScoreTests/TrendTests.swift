import Foundation
import Testing
import VeloKernels
import VeloScore
import _VeloTestSupport

struct TrendOracle: Decodable {
  struct Case: Decodable {
    var values: [Double?]
    var slope: Double, intercept: Double, r2: Double, p: Double, se: Double
    var ciLow: Double, ciHigh: Double, theilSen: Double, n: Int
  }

  struct T: Decodable { var t: Double, df: Double, p: Double, q975: Double }

  var trends: [Case]
  var studentT: [T]
}

@Suite struct TrendTests {
  @Test func matchesScipyLinregressAndTheilSen() throws {
    let o = try Repository.oracle("trend_oracle.json", as: TrendOracle.self)
    for c in o.trends {
      let trend = try #require(Trend.fit(c.values.map { $0 ?? .nan }))
      #expect(trend.count == c.n)
      #expect(isClose(trend.slope, c.slope, rel: 1e-9, abs: 1e-12))
      #expect(isClose(trend.intercept, c.intercept, rel: 1e-9))
      #expect(isClose(trend.rSquared, c.r2, rel: 1e-9, abs: 1e-12))
      #expect(isClose(trend.standardError!, c.se, rel: 1e-9))
      #expect(isClose(trend.pValue!, c.p, rel: 1e-7, abs: 1e-12))
      #expect(isClose(trend.confidenceInterval95!.lowerBound, c.ciLow, rel: 1e-8, abs: 1e-10))
      #expect(isClose(trend.confidenceInterval95!.upperBound, c.ciHigh, rel: 1e-8, abs: 1e-10))
      #expect(isClose(trend.theilSenSlope!, c.theilSen, rel: 1e-12, abs: 1e-12))
    }
  }

  @Test func studentTAgainstScipy() throws {
    for c in try Repository.oracle("trend_oracle.json", as: TrendOracle.self).studentT {
      #expect(isClose(StudentT.twoSidedPValue(c.t, degreesOfFreedom: c.df), c.p, rel: 1e-9, abs: 1e-14))
      #expect(isClose(StudentT.quantile(0.975, degreesOfFreedom: c.df), c.q975, rel: 1e-9))
    }
    #expect(StudentT.twoSidedPValue(0, degreesOfFreedom: 4) == 1)
  }

  @Test func robustToAnOutlierAndDegenerateInputs() throws {
    var values = (0..<20).map { 50 + 0.5 * Double($0) }
    values[10] = 500
    let t = try #require(Trend.fit(values))
    #expect(isClose(t.theilSenSlope!, 0.5, rel: 1e-12))  // the outlier moves OLS, not Theil–Sen
    #expect(abs(t.slope - 0.5) > 0.1)
    #expect(Trend.fit([1, .nan, 2]) == nil)
    let flat = try #require(Trend.fit([3, 3, 3, 3]))
    #expect(flat.slope == 0 && flat.pValue == nil && flat.rSquared == 1)
    #expect(try #require(Trend.fit([1, 2, 3, 4])).pValue == 0)
    // Values that differ only by rounding (0.1 + 0.2 vs 0.3) are a constant series.
    let rounded = try #require(Trend.fit([0.3, 0.1 + 0.2, 0.3, 0.1 * 3, 0.3]))
    #expect(rounded.slope == 0 && rounded.pValue == nil)
    // An exact line through inexact decimals: certain (p = 0), whatever the BLAS kernel.
    #expect(try #require(Trend.fit((0..<30).map { 0.7 + 0.1 * Double($0) })).pValue == 0)
    #expect(throws: FitUnavailable("a trend needs at least 3 days with data, has 2")) {
      try Trend.fitting([1, .nan, 2])
    }
  }
}
