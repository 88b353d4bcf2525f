import Foundation
import Testing
import VeloIO
import VeloKernels
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
    var scipyStandardErrors: [String: Double]?
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
    #expect(fit.warnings.isEmpty, "\(fit.warnings)")
  }

  @Test func banisterStandardErrorsMatchScipyJacobian() throws {
    let (o, load, _) = try setup()
    let perf = zip(o.banister.days, o.banister.noisy).map { (day: $0, value: $1) }
    let x = o.banister.scipy
    let expected = try #require(o.banister.scipyStandardErrors)
    let model = BanisterModel(p0: x["p0"]!, k1: x["k1"]!, k2: x["k2"]!, tau1: x["tau1"]!, tau2: x["tau2"]!)
    let se = try model.standardErrors(load: load, performances: perf)
    // Stated tolerance: scipy's Jacobian is a central difference (step 1e-6 relative).
    for (ours, theirs) in [(se.p0, "p0"), (se.k1, "k1"), (se.k2, "k2"), (se.tau1, "tau1"), (se.tau2, "tau2")] {
      #expect(isClose(ours, expected[theirs]!, rel: 1e-4), "\(theirs)")
    }
    let fit = try #require(BanisterModel.fit(load: load, performances: perf))
    #expect(fit.standardErrors != nil)
  }

  /// No load at all: every design is rank deficient, and the fit says so instead
  /// of returning coefficients of 10^16.
  @Test func banisterWithoutVaryingLoadIsNotApplicable() {
    let load = Array(repeating: 0.0, count: 200)
    let perf = stride(from: 10, to: 200, by: 10).map { (day: $0, value: 300.0 + Double($0 % 3)) }
    #expect(throws: FitUnavailable.self) { try BanisterModel.fitting(load: load, performances: perf) }
    #expect(throws: FitUnavailable("2 measurements fall on days the load covers; the fit needs at least 4")) {
      try BanisterModel.fitting(load: load, performances: Array(perf.prefix(2)))
    }
  }

  /// Six tests gave τ1 = 22.5, τ2 = 22.4 days with R² 0.995 and no warning: too
  /// few measurements and τ1 ≈ τ2 must both be said.
  @Test func banisterWarnsWhenNotIdentifiable() throws {
    let (o, load, _) = try setup()
    let perf = Array(zip(o.banister.days, o.banister.noisy).map { (day: $0, value: $1) }.prefix(6))
    let fit = try #require(BanisterModel.fit(load: load, performances: perf))
    #expect(fit.warnings.contains { $0.contains("6 measurements for 5 parameters") })
    // τ1 ≈ τ2: data made with equal constants.
    let same = BanisterModel(p0: 300, k1: 0.2, k2: 0.1, tau1: 20, tau2: 19.5)
    let predicted = same.predict(load)
    let days = Array(stride(from: 20, to: load.count, by: 5))
    let twin = try #require(BanisterModel.fit(load: load, performances: days.map { (day: $0, value: predicted[$0]) }))
    #expect(
      twin.warnings.contains { $0.contains("too close to tell fitness from fatigue") }, "\(twin.warnings) \(twin.model)"
    )
  }
}
