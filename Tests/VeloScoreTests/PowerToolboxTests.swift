import Foundation
import Testing
import VeloIO
import VeloKernels
import VeloScore
import _VeloTestSupport

/// Decoded `Tests/Oracles/power_oracle.json` (power_oracle.py, brute force in numpy).
struct PowerOracle: Decodable {
  struct Balance: Decodable {
    var tau: Double?
    var balance: [Double]
  }

  struct XP: Decodable {
    var goldenCheetah: Double
    var exponential: Double
  }

  struct Case: Decodable {
    var name: String
    var ftp: Double
    var cp: Double
    var wprime: Double
    var seconds: Int
    var meanMax: [Double]
    var xPower: XP
    var wbalIntegral: Balance
    var wbalDifferential: Balance
    var zoneSeconds: [Int]
    var cpFits: [String: [String: Double]]

    func power() throws -> [Double] {
      let file = try ActivityFile.read(path: Repository.path(name))
      return try #require(file.streams.powerOnOneHertzGrid()).power
    }
  }

  var cases: [Case]

  static func load() throws -> PowerOracle { try Repository.oracle("power_oracle.json", as: PowerOracle.self) }

  /// The oracle's cases, and never fewer than power_oracle.py writes: a loop
  /// over an empty or cut list would pass without checking anything.
  static func cases() throws -> [Case] {
    let cases = try load().cases
    try #require(cases.count == 3, "power_oracle.json holds \(cases.count) cases, power_oracle.py writes 3")
    return cases
  }
}

@Suite struct PowerToolboxTests {
  @Test func meanMaxCurveEqualsBruteForceForEveryDuration() throws {
    for c in try PowerOracle.cases() {
      let p = try c.power()
      #expect(p.count == c.seconds)
      let curve = PowerCurve(power1Hz: p)
      #expect(curve.watts.count == c.meanMax.count)
      let worst = zip(curve.watts, c.meanMax).map { abs($0 - $1) / max(1, abs($1)) }.max() ?? 0
      #expect(worst <= 1e-12, "\(c.name): worst relative difference \(worst)")
      // The reported start achieves the value.
      for d in [1, 5, 60, 300, min(1200, p.count)] {
        let s = curve.starts[d - 1]
        let mean = p[s..<(s + d)].reduce(0, +) / Double(d)
        #expect(isClose(mean, curve.watts[d - 1], rel: 1e-9))
      }
    }
  }

  @Test func meanMaxMatchesNaiveOnRandomAndAdversarialData() {
    let inputs: [[Double]] = [
      testSignal(count: 300, seed: 3),
      (0..<250).map { Double($0) },  // increasing: best windows at the end
      (0..<250).map { Double(250 - $0) },  // decreasing
      Array(repeating: 200, count: 300),
      [5],
      (0..<300).map { $0 % 97 == 0 ? 1500 : Double($0 % 7) },  // sparse spikes
    ]
    for x in inputs {
      let curve = MeanMaxCurve(x)
      for d in 1...x.count {
        var best = -Double.infinity
        for s in 0...(x.count - d) { best = max(best, x[s..<(s + d)].reduce(0, +)) }
        #expect(isClose(curve.values[d - 1], best / Double(d), rel: 1e-10, abs: 1e-10))
      }
    }
    #expect(MeanMaxCurve([]).values.isEmpty)
  }

  @Test func peaksAndNonIncreasingCurve() throws {
    let c = try #require(try PowerOracle.cases().first)
    let curve = PowerCurve(power1Hz: try c.power())
    #expect(curve.peak(seconds: 5) == c.meanMax[4])
    #expect(curve.peak(seconds: 3600) == c.meanMax[3599])
    #expect(curve.peak(seconds: c.seconds + 1) == nil)
    // The O(n) single-duration scan agrees with the oracle's mean-max.
    for d in PowerCurve.standardDurations where d <= c.seconds {
      #expect(
        isClose(
          try #require(PowerCurve.peak(power1Hz: try c.power(), seconds: d)), c.meanMax[d - 1], rel: 1e-12, abs: 1e-9))
    }
    #expect(PowerCurve.peak(power1Hz: try c.power(), seconds: c.seconds + 1) == nil)
    // Not monotone in general ([10, 0, 10]: 10, 5, 6.7), but 1 s is the maximum sample.
    #expect(curve.peak(seconds: 1) == (try c.power()).max())
    #expect(MeanMaxCurve([10, 0, 10]).values[2] > MeanMaxCurve([10, 0, 10]).values[1])
  }

  @Test func xPowerBothConventions() throws {
    for c in try PowerOracle.cases() {
      let p = try c.power()
      #expect(isClose(xPower(power1Hz: p)!, c.xPower.goldenCheetah, rel: 1e-11), "\(c.name)")
      #expect(isClose(xPower(power1Hz: p, convention: .exponential)!, c.xPower.exponential, rel: 1e-11), "\(c.name)")
    }
    #expect(xPower(power1Hz: []) == nil)
    // BikeScore: 1 h at xPower = CP scores 100.
    #expect(isClose(bikeScore(xPower: 250, seconds: 3600, criticalPower: 250), 100))
  }

  @Test func wPrimeBalanceBothModels() throws {
    for c in try PowerOracle.cases() {
      let p = try c.power()
      let integral = WPrimeBalance(power1Hz: p, cp: c.cp, wPrime: c.wprime, model: .integral)
      #expect(isClose(integral.tau!, c.wbalIntegral.tau!, rel: 1e-12))
      let worstI = zip(integral.balance, c.wbalIntegral.balance).map { abs($0 - $1) }.max() ?? 0
      #expect(worstI < 1e-6, "\(c.name) integral: max |diff| \(worstI) J")
      let differential = WPrimeBalance(power1Hz: p, cp: c.cp, wPrime: c.wprime, model: .differential)
      let worstD = zip(differential.balance, c.wbalDifferential.balance).map { abs($0 - $1) }.max() ?? 0
      #expect(worstD < 1e-6, "\(c.name) differential: max |diff| \(worstD) J")
      #expect(isClose(integral.minimum!, c.wbalIntegral.balance.min()!, rel: 1e-12, abs: 1e-6))
    }
  }

  @Test func wPrimeBalanceWorkedExample() {
    // 70 s at CP + 100 W from full: the differential model spends exactly 7 kJ.
    let p = Array(repeating: 350.0, count: 70) + Array(repeating: 150.0, count: 10)
    let d = WPrimeBalance(power1Hz: p, cp: 250, wPrime: 20_000, model: .differential)
    #expect(isClose(d.balance[69], 13_000))
    // Recovery below CP: W += (CP − P)(W′ − W)/W′ = 100 · 7000 / 20000 = 35 J in the first second.
    #expect(isClose(d.balance[70], 13_035))
    #expect(d.matchesBurned == 1)
    let truncated = WPrimeBalance(power1Hz: p, cp: 250, wPrime: 20_000, truncateTau: true)
    #expect(truncated.tau == truncated.tau!.rounded(.towardZero))
  }

  @Test func cogganZones() throws {
    for c in try PowerOracle.cases() {
      #expect(PowerZones.coggan.seconds(power1Hz: try c.power(), ftp: c.ftp) == c.zoneSeconds, "\(c.name)")
    }
    #expect(binCounts([0, 1, 1.5, 2, .nan, 9], edges: [1, 2]) == [1, 2, 2])
  }
}

@Suite struct CriticalPowerFitTests {
  @Test func twoParameterFitsEqualScipyLinregress() throws {
    for c in try PowerOracle.cases() {
      let curve = PowerCurve(power1Hz: try c.power())
      for model in [CriticalPowerFit.Model.workTime, .inverseTime] {
        let fit = try #require(CriticalPowerFit.fit(curve, model: model))
        let o = try #require(c.cpFits[model.rawValue])
        #expect(isClose(fit.criticalPower, o["cp"]!, rel: 1e-9), "\(c.name) \(model)")
        #expect(isClose(fit.wPrime, o["wprime"]!, rel: 1e-9), "\(c.name) \(model)")
        #expect(isClose(fit.rSquared, o["r2"]!, rel: 1e-9), "\(c.name) \(model)")
        #expect(isClose(fit.criticalPowerStandardError!, o["cpSE"]!, rel: 1e-7), "\(c.name) \(model)")
        #expect(isClose(fit.wPrimeStandardError!, o["wprimeSE"]!, rel: 1e-7), "\(c.name) \(model)")
        #expect(fit.fromSeconds == 120 && fit.toSeconds == min(1200, c.seconds))
      }
    }
  }

  @Test func mortonFitAgreesWithScipyCurveFit() throws {
    for c in try PowerOracle.cases() {
      let fit = try #require(CriticalPowerFit.fit(PowerCurve(power1Hz: try c.power()), model: .morton3))
      let o = try #require(c.cpFits["morton3"])
      // Stated tolerance: both optimisers converge on the same minimum to ~1e-4.
      #expect(isClose(fit.criticalPower, o["cp"]!, rel: 1e-4), "\(c.name)")
      #expect(isClose(fit.wPrime, o["wprime"]!, rel: 1e-3), "\(c.name)")
      #expect(isClose(fit.k!, o["k"]!, rel: 1e-3), "\(c.name)")
      #expect(isClose(fit.pMax!, o["pmax"]!, rel: 1e-3), "\(c.name)")
    }
  }

  /// k was searched only up to 600 s and the bound hit silently (CP 159.8 W
  /// where the least-squares k is 759 s and CP 134.1 W).
  @Test func mortonFindsALargeKOrSaysWhyNot() throws {
    var curve = PowerCurve(power1Hz: [])
    curve.watts = (1...1200).map { 134.1 + 60_000 / (Double($0) + 759) }
    curve.starts = Array(repeating: 0, count: 1200)
    let morton = try CriticalPowerFit.fitting(curve, model: .morton3)
    #expect(isClose(morton.k!, 759, rel: 1e-4) && isClose(morton.criticalPower, 134.1, rel: 1e-5), "\(morton)")
    curve.watts = (1...1200).map { 300 - 0.05 * Double($0) }  // a straight line: no curvature for k
    #expect(throws: FitUnavailable.self) { try CriticalPowerFit.fitting(curve, model: .morton3) }
  }

  @Test func recoversAnExactModel() throws {
    // A curve that is exactly CP + W'/(t + k): every model should see CP = 280.
    let watts = (1...1800).map { 280 + 18_000 / (Double($0) + 12) }
    let curve = PowerCurve(power1Hz: [])
    var exact = curve
    exact.watts = watts
    exact.starts = Array(repeating: 0, count: watts.count)
    let morton = try #require(CriticalPowerFit.fit(exact, model: .morton3))
    #expect(
      isClose(morton.criticalPower, 280, rel: 1e-6) && isClose(morton.wPrime, 18_000, rel: 1e-6)
        && isClose(morton.k!, 12, rel: 1e-5))
    #expect(isClose(morton.estimatedFTP, 280 + 18_000 / 3612, rel: 1e-6))
    #expect(CriticalPowerFit.fit(PowerCurve(power1Hz: [100, 100]), model: .workTime) == nil)
  }
}
