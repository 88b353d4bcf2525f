import Foundation
import Testing
import VeloIO
import VeloKernels
import VeloScore
import _VeloTestSupport

struct SeriesOracle: Decodable {
  var athletes: [String]
  var days: Int
  var load: [[Double?]]
  var ctl: [[Double?]], atl: [[Double?]]
  var acwrCoupled: [[Double?]], acwrUncoupled: [[Double?]], acwrEWMA: [[Double?]]
  var monotony: [[Double?]], strain: [[Double?]], weekOverWeekPercent: [[Double?]]
  var slopes28: [Double]
}

@Suite struct LoadRatiosTests {
  func batch() throws -> (SeriesBatch, SeriesOracle) {
    let o = try Repository.oracle("series_oracle.json", as: SeriesOracle.self)
    let series = try o.athletes.map { try DailyLoadCSV.read(path: Repository.path("datasets/sample/\($0)/daily.csv")).load }
    return (SeriesBatch(series: series), o)
  }

  func expectEqual(_ mine: SeriesBatch, _ theirs: [[Double?]], _ name: String) {
    for (s, expected) in theirs.enumerated() {
      let got = mine.series(s)
      #expect(got.count == expected.count)
      for (t, e) in expected.enumerated() {
        if let e {
          if !isClose(got[t], e, rel: 1e-9, abs: 1e-9) { Issue.record("\(name) athlete \(s) day \(t): \(got[t]) vs pandas \(e)"); return }
        } else if !got[t].isNaN {
          Issue.record("\(name) athlete \(s) day \(t): \(got[t]) vs pandas NaN"); return
        }
      }
    }
  }

  @Test func pmcBatchEqualsPandasAndTheSingleAthleteChart() throws {
    let (load, o) = try batch()
    let pmc = PerformanceManagementBatch(load: load)
    expectEqual(pmc.ctl, o.ctl, "ctl")
    expectEqual(pmc.atl, o.atl, "atl")
    let single = PerformanceManagement(DailyLoad(start: LocalDate(dayNumber: 0), load: load.series(1)))
    #expect(single.ctl == pmc.ctl.series(1) && single.tsb == pmc.tsb.series(1))
  }

  @Test func ratiosMonotonyStrainAndWeekOverWeekEqualPandas() throws {
    let (load, o) = try batch()
    let r = LoadRatios(load: load)
    expectEqual(r.acwrCoupled, o.acwrCoupled, "acwrCoupled")
    expectEqual(r.acwrUncoupled, o.acwrUncoupled, "acwrUncoupled")
    expectEqual(r.acwrEWMA, o.acwrEWMA, "acwrEWMA")
    expectEqual(r.monotony, o.monotony, "monotony")
    expectEqual(r.strain, o.strain, "strain")
    expectEqual(r.weekOverWeekPercent, o.weekOverWeekPercent, "weekOverWeek")
    #expect(r.acwrCoupled.series(0).prefix(27).allSatisfy { $0.isNaN })  // 28-day warm-up
  }

  @Test func trendSlopesByGemvEqualPolyfit() throws {
    let (load, o) = try batch()
    let slopes = load.trailingSlopes(window: 28)
    #expect(zip(slopes, o.slopes28).allSatisfy { isClose($0, $1, rel: 1e-9, abs: 1e-12) })
  }

  @Test func properties() {
    // Constant load: CTL converges to it, ACWR → 1, monotony undefined (no variation).
    let constant = SeriesBatch(count: 2, length: 400, repeating: 80)
    let pmc = PerformanceManagementBatch(load: constant)
    #expect(abs(pmc.ctl[series: 0, step: 399] - 80) < 0.01)
    let r = LoadRatios(load: constant)
    #expect(r.acwrCoupled[series: 1, step: 100] == 1 && r.acwrEWMA[series: 0, step: 399] > 0.99)
    #expect(r.monotony[series: 0, step: 50].isNaN)
    // Zero chronic load: ratio undefined, not infinite.
    #expect(LoadRatios(load: SeriesBatch(count: 1, length: 40, repeating: 0)).acwrCoupled[series: 0, step: 35].isNaN)
    // Layout: series are contiguous per step.
    let b = SeriesBatch(series: [[1, 2, 3], [10, 20, 30]])
    #expect(b.values == [1, 10, 2, 20, 3, 30] && b.series(1) == [10, 20, 30])
  }
}
