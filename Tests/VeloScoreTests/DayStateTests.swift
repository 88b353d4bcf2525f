import Foundation
import Testing
import VeloScore
import _VeloTestSupport

/// ``DayState`` against Tests/Oracles/day_state_oracle.py (pandas ewm, numpy polyfit).
@Suite struct DayStateTests {
  struct Oracle: Decodable {
    struct Case: Decodable {
      var day: Int, load: Double, ctl: Double, atl: Double, tsb: Double, formTomorrow: Double, ramp: Double
      var trendPerWeek: Double?, trendDays: Int, projectedDays: Int
    }
    var start: String
    var load: [Double]
    var cases: [Case]
  }

  @Test func everyFieldMatchesTheOracle() throws {
    let oracle = try Repository.oracle("day_state_oracle.json", as: Oracle.self)
    try #require(oracle.cases.count == 12)
    let start = try #require(LocalDate(iso: oracle.start))
    let pmc = PerformanceManagement(DailyLoad(start: start, load: oracle.load))
    for c in oracle.cases {
      let s = try #require(DayState(pmc, on: start.adding(days: c.day)), "day \(c.day)")
      #expect(s.date == start.adding(days: c.day))
      for (name, got, want) in [
        ("load", s.load, c.load), ("ctl", s.ctl, c.ctl), ("atl", s.atl, c.atl), ("tsb", s.tsb, c.tsb),
        ("formTomorrow", s.formTomorrow, c.formTomorrow), ("ramp", s.rampRate, c.ramp),
      ] {
        #expect(isClose(got, want, rel: 1e-10, abs: 1e-10), "day \(c.day) \(name): \(got) vs \(want)")
      }
      #expect(s.trendDays == c.trendDays && s.projectedDays == c.projectedDays, "day \(c.day)")
      switch (s.ctlTrendPerWeek, c.trendPerWeek) {
      case (nil, nil): break
      case (let got?, let want?):
        #expect(isClose(got, want, rel: 1e-8, abs: 1e-10), "day \(c.day) trend: \(got) vs \(want)")
      default:
        Issue.record(
          "day \(c.day): trend \(String(describing: s.ctlTrendPerWeek)) vs \(String(describing: c.trendPerWeek))")
      }
    }
    #expect(DayState(pmc, on: start.adding(days: -1)) == nil)
  }

  /// Stored rows give the same state as the series they came from, with gaps read as rest days.
  @Test func storedRowsGiveTheSameState() throws {
    let oracle = try Repository.oracle("day_state_oracle.json", as: Oracle.self)
    let start = try #require(LocalDate(iso: oracle.start))
    let pmc = PerformanceManagement(DailyLoad(start: start, load: oracle.load))
    let rows = pmc.dates.indices.map { k in
      DailyMetrics(
        date: pmc.dates[k], load: pmc.load[k], activityCount: pmc.load[k] > 0 ? 1 : 0, durationSeconds: 0,
        distanceMeters: 0,
        ctl: pmc.ctl[k], atl: pmc.atl[k], tsb: pmc.tsb[k], rampRate: pmc.rampRate[k], acwr: nil, acwrEWMA: nil,
        monotony: nil,
        strain: nil, dayStrain: nil, recovery: nil, recoveryState: .warmingUp, sleepNeed: 0, sleepDebt: 0,
        sleepPerformance: nil)
    }
    for day in [3, 30, 69, 75] {
      let date = start.adding(days: day)
      let fromRows = try #require(DayState(days: rows, on: date))
      let fromSeries = try #require(DayState(pmc, on: date))
      #expect(isClose(fromRows.ctl, fromSeries.ctl) && isClose(fromRows.tsb, fromSeries.tsb, abs: 1e-9), "day \(day)")
      #expect(isClose(fromRows.ctlTrendPerWeek ?? .nan, fromSeries.ctlTrendPerWeek ?? .nan, rel: 1e-9), "day \(day)")
      // Without the rest days' rows the state is the same.
      let gappy = rows.filter { $0.load > 0 }
      let fromGaps = try #require(DayState(days: gappy, on: date))
      #expect(
        isClose(fromGaps.ctl, fromSeries.ctl, rel: 1e-9) && isClose(fromGaps.atl, fromSeries.atl, rel: 1e-9),
        "day \(day)")
    }
  }
}
