import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@Suite struct PerformanceManagementTests {
  @Test func singleWorkoutFromZero() {
    let day = LocalDate(year: 2026, month: 1, day: 5)
    let pmc = PerformanceManagement(DailyLoad(start: day, load: [100, 0]))
    let ctlAlpha = 1 - exp(-1.0 / 42)
    let atlAlpha = 1 - exp(-1.0 / 7)
    #expect(isClose(pmc.ctl[0], 100 * ctlAlpha))
    #expect(isClose(pmc.atl[0], 100 * atlAlpha))
    #expect(pmc.tsb[0] == 0)  // form going into the first day: start values
    #expect(isClose(pmc.tsb[1], 100 * ctlAlpha - 100 * atlAlpha))
    #expect(isClose(pmc.ctl[1], 100 * ctlAlpha * (1 - ctlAlpha)))
  }

  @Test func steadyLoadIsAFixedPoint() {
    var p = PMCParameters()
    p.ctlStart = 60
    p.atlStart = 60
    let pmc = PerformanceManagement(
      DailyLoad(start: LocalDate(dayNumber: 0), load: Array(repeating: 60, count: 100)), parameters: p)
    #expect(pmc.ctl.allSatisfy { isClose($0, 60) } && pmc.atl.allSatisfy { isClose($0, 60) })
    #expect(pmc.tsb.allSatisfy { abs($0) < 1e-9 } && pmc.rampRate.allSatisfy { abs($0) < 1e-9 })
  }

  @Test func reciprocalDecay() {
    var p = PMCParameters()
    p.decay = .reciprocal
    #expect(p.alpha(timeConstant: 42) == 1.0 / 42)
    p.decay = .exponential
    #expect(isClose(p.alpha(timeConstant: 7), 1 - exp(-1.0 / 7)))
  }

  @Test func matchesPandasOracle() throws {
    let oracle = try PMCOracle.load()
    #expect(oracle.cases.count >= 4)
    for c in oracle.cases {
      let daily = try DailyLoadCSV.read(path: Repository.path(c.file))
      #expect(daily.start == LocalDate(iso: c.start))
      #expect(daily.load == c.load)
      let pmc = PerformanceManagement(daily, parameters: c.parameters)
      for (mine, theirs, name) in [
        (pmc.ctl, c.ctl, "ctl"), (pmc.atl, c.atl, "atl"), (pmc.tsb, c.tsb, "tsb"), (pmc.rampRate, c.ramp, "ramp"),
      ] {
        #expect(mine.count == theirs.count)
        let worst = zip(mine, theirs).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 1e-9, "\(c.file) \(c.params) \(name): max |diff| \(worst)")
      }
    }
  }
}
