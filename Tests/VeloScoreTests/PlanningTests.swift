import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

struct PlanningOracle: Decodable {
  struct Banister: Decodable {
    var truth: [String: Double]
    var days: [Int]
    var clean: [Double]
    var noisy: [Double]
    var scipy: [String: Double]
    var scipySSE: Double
  }

  var ctl: Double, atl: Double
  var plan: [Double]
  var projected: [[Double]]
  var loadForTSBMinus10In7: Double
  var loadForCTLPlus5In14: Double
  var banister: Banister
}

@Suite struct PlanningTests {
  func setup() throws -> (PlanningOracle, [Double], LoadPlanning) {
    let o = try Repository.oracle("planning_oracle.json", as: PlanningOracle.self)
    let daily = try DailyLoadCSV.read(path: Repository.path("datasets/sample/athlete-01/daily.csv"))
    return (o, daily.load, LoadPlanning(history: PerformanceManagement(daily)))
  }

  @Test func projectionAndInverseMatchTheSimulation() throws {
    let (o, _, planning) = try setup()
    #expect(isClose(planning.ctl, o.ctl, rel: 1e-12) && isClose(planning.atl, o.atl, rel: 1e-12))
    let p = planning.project(o.plan)
    for (d, state) in o.projected.enumerated() {
      #expect(isClose(p.ctl.values[d], state[0], rel: 1e-12) && isClose(p.atl.values[d], state[1], rel: 1e-12))
    }
    let tsbLoad = try #require(planning.constantLoad(reaching: -10, metric: .tsbAfter, days: 7))
    #expect(isClose(tsbLoad, o.loadForTSBMinus10In7, rel: 1e-9))
    let ctlLoad = try #require(planning.constantLoad(reaching: o.ctl + 5, metric: .ctl, days: 14))
    #expect(isClose(ctlLoad, o.loadForCTLPlus5In14, rel: 1e-9))
  }

  @Test func ranges() throws {
    let (_, _, planning) = try setup()
    // TSB between −30 and −10 after a week: a band of daily loads, the −10 end being the lower load.
    let band = try #require(planning.constantLoadRange(keeping: -30 ... -10, metric: .tsbAfter, days: 7))
    #expect(isClose(planning.constantLoadValue(band.lowerBound, metric: .tsbAfter, days: 7), -10, abs: 1e-9))
    #expect(isClose(planning.constantLoadValue(band.upperBound, metric: .tsbAfter, days: 7), -30, abs: 1e-9))
    // Full rest cannot push TSB above what resting gives: unreachable targets are nil.
    #expect(planning.constantLoad(reaching: 500, metric: .tsbAfter, days: 7) == nil)
  }

  @Test func banisterRecoversExactParametersOnCleanData() throws {
    let (o, load, _) = try setup()
    let perf = zip(o.banister.days, o.banister.clean).map { (day: $0, value: $1) }
    let fit = try #require(BanisterModel.fit(load: load, performances: perf))
    let t = o.banister.truth
    #expect(abs(fit.model.tau1 - t["tau1"]!) < 1e-9 && abs(fit.model.tau2 - t["tau2"]!) < 1e-9)
    #expect(isClose(fit.model.k1, t["k1"]!, rel: 1e-8) && isClose(fit.model.k2, t["k2"]!, rel: 1e-8))
    #expect(isClose(fit.model.p0, t["p0"]!, rel: 1e-10))
    #expect(fit.rSquared > 0.999_999)
  }

  @Test func banisterOnNoisyDataIsAsGoodAsScipy() throws {
    let (o, load, _) = try setup()
    let perf = zip(o.banister.days, o.banister.noisy).map { (day: $0, value: $1) }
    let fit = try #require(BanisterModel.fit(load: load, performances: perf))
    // Stated tolerance: our 0.1-day grid lands within 0.1 day of scipy's continuous optimum
    // and its residual sum of squares within 0.1 %.
    #expect(abs(fit.model.tau1 - o.banister.scipy["tau1"]!) <= 0.1 + 1e-9)
    #expect(abs(fit.model.tau2 - o.banister.scipy["tau2"]!) <= 0.1 + 1e-9)
    let sse = fit.rmse * fit.rmse * Double(fit.observations)
    #expect(sse <= o.banister.scipySSE * 1.001)
    #expect(BanisterModel.fit(load: load, performances: Array(perf.prefix(3))) == nil)
  }
}
