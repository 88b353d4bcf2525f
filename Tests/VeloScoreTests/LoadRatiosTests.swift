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
    let series = try o.athletes.map {
      try DailyLoadCSV.read(path: Repository.path("datasets/sample/\($0)/daily.csv")).load
    }
    return (SeriesBatch(series: series), o)
  }

  func expectEqual(_ mine: SeriesBatch, _ theirs: [[Double?]], _ name: String) {
    for (s, expected) in theirs.enumerated() {
      let got = mine.series(s)
      #expect(got.count == expected.count)
      for (t, e) in expected.enumerated() {
        if let e {
          if !isClose(got[t], e, rel: 1e-9, abs: 1e-9) {
            Issue.record("\(name) athlete \(s) day \(t): \(got[t]) vs pandas \(e)")
            return
          }
        } else if !got[t].isNaN {
          Issue.record("\(name) athlete \(s) day \(t): \(got[t]) vs pandas NaN")
          return
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

  struct RestBreak: Decodable {
    var load: [Double]
    var acwrCoupled: [Double?], acwrUncoupled: [Double?], monotony: [Double?], strain: [Double?],
      weekOverWeekPercent: [Double?]
  }

  /// Six weeks of training, 35 rest days, one 27.9 TSS ride: uncoupled ACWR was
  /// 1.47e15 and week Δ 1.6e16 % on the ride day, ACWR −1.33 during the break,
  /// monotony 7.4e-9 on all-rest weeks. Against fresh fsum windows (no sliding).
  /// Checked alone and inside a batch of several athletes (the batched path).
  @Test func ratiosAfterRestBlocksEqualFreshWindows() throws {
    let o = try Repository.oracle("rest_break_oracle.json", as: [String: RestBreak].self)
    let names = ["restBreak", "constantThenRest"]
    let length = o["restBreak"]!.load.count
    let sample = try DailyLoadCSV.read(path: Repository.path("datasets/sample/athlete-01/daily.csv")).load
    func padded(_ v: [Double]) -> [Double] { v + Array(repeating: 0, count: length - v.count) }
    // Alone, and as athletes 0 and 1 of a batch of three (the batched path).
    let batches = [[o["restBreak"]!.load], names.map { padded(o[$0]!.load) } + [Array(sample.prefix(length))]]
    for series in batches {
      let r = LoadRatios(load: SeriesBatch(series: series))
      for (s, name) in names.enumerated() where s < series.count {
        let e = o[name]!
        let pairs = [
          (r.acwrCoupled, e.acwrCoupled, "coupled"), (r.acwrUncoupled, e.acwrUncoupled, "uncoupled"),
          (r.monotony, e.monotony, "monotony"), (r.strain, e.strain, "strain"),
          (r.weekOverWeekPercent, e.weekOverWeekPercent, "week Δ"),
        ]
        for (mine, theirs, label) in pairs {
          let got = mine.series(s)
          for (t, expected) in theirs.enumerated() {
            if let expected {
              #expect(
                isClose(got[t], expected, rel: 1e-12, abs: 1e-12), "\(name) \(label) day \(t): \(got[t]) vs \(expected)"
              )
            } else {
              #expect(got[t].isNaN, "\(name) \(label) day \(t): \(got[t]) vs n/a")
            }
          }
        }
      }
      let ride = length - 6
      #expect(isClose(r.acwrCoupled.series(0)[ride], 4, rel: 1e-12))
      #expect(r.acwrUncoupled.series(0)[ride].isNaN && r.weekOverWeekPercent.series(0)[ride].isNaN)
      #expect(r.acwrCoupled.series(0)[(42 + 28)..<ride].allSatisfy { $0.isNaN })
    }
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
