import Testing
import VeloScore
import _VeloTestSupport

struct TaperOracle: Decodable {
  struct Case: Decodable {
    var ctl0, atl0: Double
    var days, taper: Int
    var targetCTL, targetTSB, limit: Double
    var ramp, taperLoad, ctl, atl, tsb: Double
    var reachableCTL: Double?
  }
  var cases: [Case]
}

@Suite struct TaperPlannerTests {
  /// Against scipy: fsolve on a day-by-day simulation whose build loads are found
  /// by root-finding each day (taper_oracle.py), not by the closed form.
  @Test func solvesExactlyAgainstTheSimulation() throws {
    let oracle = try Repository.oracle("taper_oracle.json", as: TaperOracle.self)
    #expect(oracle.cases.count == 3)
    for c in oracle.cases {
      let planner = TaperPlanner(
        state: LoadPlanning(ctl: c.ctl0, atl: c.atl0), days: c.days, taperDays: c.taper, maximumWeeklyRamp: c.limit)
      switch planner.solve(targetCTL: c.targetCTL, targetTSB: c.targetTSB) {
      case .success(let plan):
        #expect(c.ramp <= c.limit)
        #expect(isClose(plan.weeklyRamp, c.ramp, rel: 1e-8) && isClose(plan.taperLoad, c.taperLoad, rel: 1e-8))
        #expect(isClose(plan.ctl, c.targetCTL, rel: 1e-10) && abs(plan.tsb - c.targetTSB) < 1e-8)
        #expect(plan.dailyLoads.count == c.days && plan.buildDays == c.days - c.taper)
        // The loads, projected independently of the solver, land on the targets.
        let end = LoadPlanning(ctl: c.ctl0, atl: c.atl0).project(plan.dailyLoads)
        #expect(isClose(end.ctl.values.last!, c.ctl, rel: 1e-10) && isClose(end.atl.values.last!, c.atl, rel: 1e-9))
      case .failure(let why):
        #expect(c.ramp > c.limit, "\(why)")
        guard case .rampTooSteep(let needed, let limit, let reachable) = why else {
          Issue.record("\(why)")
          continue
        }
        #expect(isClose(needed, c.ramp, rel: 1e-8) && limit == c.limit)
        #expect(isClose(reachable, try #require(c.reachableCTL), rel: 1e-8))
        #expect(why.description.hasPrefix("infeasible: needs ramp 12.1 CTL/week > limit 7"))
      }
    }
  }

  @Test func infeasibleTargetsSayWhy() {
    let fresh = TaperPlanner(state: LoadPlanning(ctl: 60, atl: 90), days: 10, taperDays: 2)
    // TSB +40 after two days from −30 cannot be had: rest is not enough.
    let r = fresh.solve(targetCTL: 60, targetTSB: 40)
    guard case .failure(.taperCannotFreshen(let load)) = r else {
      Issue.record("expected taperCannotFreshen, got \(r)")
      return
    }
    #expect(load < 0)
    #expect(
      TaperPlanner(state: LoadPlanning(ctl: 50, atl: 50), days: 7, taperDays: 7).solve(targetCTL: 55, targetTSB: 10)
        == .failure(.tooFewDays(days: 7, taperDays: 7)))
    // Dropping CTL from 80 to 20 in 3 weeks needs negative loads.
    let drop = TaperPlanner(state: LoadPlanning(ctl: 80, atl: 80), days: 21, taperDays: 3).solve(
      targetCTL: 20, targetTSB: 10)
    guard case .failure(.buildBelowRest) = drop else {
      Issue.record("expected buildBelowRest, got \(drop)")
      return
    }
  }

  /// Near-degenerate: a one-day build still has a unique, finite answer.
  @Test func shortestBuildIsStillSolved() throws {
    let planner = TaperPlanner(state: LoadPlanning(ctl: 50, atl: 55), days: 8, taperDays: 7, maximumWeeklyRamp: 100)
    let plan = try planner.solve(targetCTL: 50, targetTSB: 10).get()
    #expect(
      plan.buildDays == 1 && plan.weeklyRamp.isFinite && isClose(plan.ctl, 50, rel: 1e-10) && abs(plan.tsb - 10) < 1e-9)
  }
}
