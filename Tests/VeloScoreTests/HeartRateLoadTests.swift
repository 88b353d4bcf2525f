import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

struct HROracle: Decodable {
  struct Load: Decodable {
    var banister: Double
    var hrTSS: Double
    var goldenCheetah: Double
  }

  var rest: Double, max: Double, lthr: Double, vt1: Double, vt2: Double
  var seconds: Int
  var male: Load, female: Load
  var edwards: Double, lucia: Double
  var frielSeconds: [Int]
  var ef: Double, decoupling: Double
}

@Suite struct HeartRateLoadTests {
  func ride() throws -> (hr: [Double], power: [Double], oracle: HROracle) {
    let file = try ActivityFile.read(path: Repository.path("datasets/fit/4078723797.fit"))
    let hr = file.streams.oneHertzGrid(file.streams.heartRate!, missing: .nan).power
    let power = try #require(file.streams.powerOnOneHertzGrid()).power
    return (hr, power, try Repository.oracle("hr_oracle.json", as: HROracle.self))
  }

  @Test func trimpFamilyAndHrTSSMatchTheOracle() throws {
    let (hr, _, o) = try ride()
    #expect(hr.count == o.seconds)
    for (sex, expected) in [(Sex.male, o.male), (.female, o.female)] {
      #expect(
        isClose(
          HeartRateLoad.banisterTRIMP(heartRate1Hz: hr, rest: o.rest, max: o.max, sex: sex), expected.banister,
          rel: 1e-11))
      #expect(
        isClose(
          HeartRateLoad.hrTSS(heartRate1Hz: hr, rest: o.rest, max: o.max, lthr: o.lthr, sex: sex), expected.hrTSS,
          rel: 1e-11))
      #expect(
        isClose(
          HeartRateLoad.goldenCheetahTRIMP(
            heartRate1Hz: hr, minutes: Double(hr.count) / 60, rest: o.rest, max: o.max, sex: sex),
          expected.goldenCheetah, rel: 1e-11))
    }
    #expect(isClose(HeartRateLoad.edwardsTRIMP(heartRate1Hz: hr, max: o.max), o.edwards, rel: 1e-12))
    #expect(isClose(HeartRateLoad.luciaTRIMP(heartRate1Hz: hr, vt1: o.vt1, vt2: o.vt2), o.lucia, rel: 1e-12))
  }

  @Test func oneHourAtLTHRIs100() {
    let hour = Array(repeating: 165.0, count: 3600)
    for sex in Sex.allCases {
      #expect(
        isClose(HeartRateLoad.hrTSS(heartRate1Hz: hour, rest: 50, max: 190, lthr: 165, sex: sex), 100, rel: 1e-12))
    }
    #expect(
      HeartRateLoad.hrTSS(heartRate1Hz: Array(repeating: .nan, count: 60), rest: 50, max: 190, lthr: 165, sex: .male)
        == 0)
  }

  @Test func zonesEfficiencyAndDecoupling() throws {
    let (hr, power, o) = try ride()
    #expect(
      HeartRateZones.seconds(heartRate1Hz: hr, edges: HeartRateZones.frielLTHR, reference: o.lthr) == o.frielSeconds)
    let np = try #require(normalizedPower(power1Hz: power))
    #expect(isClose(Efficiency.factor(normalizedPower: np, heartRate1Hz: hr)!, o.ef, rel: 1e-11))
    #expect(isClose(Efficiency.decoupling(power1Hz: power, heartRate1Hz: hr)!, o.decoupling, rel: 1e-10))
    // Steady ride with rising HR: positive decoupling; constant: zero.
    let steady = Array(repeating: 200.0, count: 600)
    #expect(Efficiency.decoupling(power1Hz: steady, heartRate1Hz: Array(repeating: 140, count: 600)) == 0)
    #expect(Efficiency.decoupling(power1Hz: steady, heartRate1Hz: (0..<600).map { 130 + Double($0) / 30 })! > 0)
    #expect(Efficiency.factor(normalizedPower: 200, heartRate1Hz: [.nan]) == nil)
  }
}
