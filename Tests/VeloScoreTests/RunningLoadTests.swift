import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

struct RunOracle: Decodable {
  var threshold: Double
  var seconds: Int
  var gradeSum: Double
  var gradeAbsMax: Double
  var gapMean: Double
  var ngs: Double
  var rTSS: Double
  var minetti: [String: Double]
}

@Suite struct RunningLoadTests {
  @Test func gradeAdjustedPaceAndRTSSMatchTheOracle() throws {
    let o = try Repository.oracle("run_oracle.json", as: RunOracle.self)
    let s = try ActivityFile.read(path: Repository.path("datasets/fit/4078723797.fit")).streams
    let speed = s.oneHertzGrid(s.speed!, missing: 0).power
    let altitude = s.oneHertzGrid(s.altitude!, missing: .nan).power
    let distance = s.oneHertzGrid(s.distance!, missing: .nan).power
    #expect(speed.count == o.seconds)
    let grade = RunningLoad.grade(altitude: altitude, distance: distance)
    #expect(isClose(grade.reduce(0, +), o.gradeSum, rel: 1e-10))
    #expect(grade.map(abs).max() == o.gradeAbsMax)
    let gap = RunningLoad.gradeAdjustedSpeed(speed: speed, grade: grade)
    #expect(isClose(gap.reduce(0, +) / Double(gap.count), o.gapMean, rel: 1e-11))
    let ngs = try #require(RunningLoad.normalizedGradedSpeed(gradeAdjustedSpeed: gap))
    #expect(isClose(ngs, o.ngs, rel: 1e-11))
    #expect(
      isClose(
        RunningLoad.rTSS(normalizedGradedSpeed: ngs, seconds: gap.count, thresholdSpeed: o.threshold), o.rTSS,
        rel: 1e-11))
    for (g, c) in o.minetti { #expect(isClose(RunningLoad.minettiCost(grade: Double(g)!), c, rel: 1e-12)) }
  }

  @Test func workedExamples() {
    // One hour exactly at threshold speed on the flat scores 100 rTSS.
    let flat = Array(repeating: 4.0, count: 3600)
    let ngs = RunningLoad.normalizedGradedSpeed(
      gradeAdjustedSpeed: RunningLoad.gradeAdjustedSpeed(speed: flat, grade: Array(repeating: 0, count: 3600)))!
    #expect(isClose(RunningLoad.rTSS(normalizedGradedSpeed: ngs, seconds: 3600, thresholdSpeed: 4), 100))
    // Uphill running costs more: GAP exceeds actual speed at +10 %.
    #expect(RunningLoad.gradeAdjustedSpeed(speed: [3], grade: [0.1])[0] > 3)
    #expect(RunningLoad.pace(speed: 4) == 250)  // 4:10 per km
    #expect(RunningLoad.pace(speed: 0) == nil)
    // Calories: 1000 kJ at 24 % ≈ 996 kcal; 1 h at 8 MET for 70 kg = 560 kcal.
    #expect(isClose(Calories.fromWork(kilojoules: 1000), 1000 / (0.24 * 4.184)))
    #expect(Calories.fromMET(8, weightKg: 70, seconds: 3600) == 560)
  }

  @Test func loadSourcePreference() {
    #expect(
      TrainingLoad.choose(powerTSS: 80, hrTSS: 70, rTSS: nil, rpe: 6, minutes: 60)
        == TrainingLoad(value: 80, source: .power))
    #expect(TrainingLoad.choose(powerTSS: nil, hrTSS: 70, rTSS: 90, rpe: nil, minutes: 60)?.source == .heartRate)
    #expect(TrainingLoad.choose(powerTSS: nil, hrTSS: nil, rTSS: 90, rpe: nil, minutes: 60)?.source == .pace)
    #expect(
      TrainingLoad.choose(powerTSS: nil, hrTSS: nil, rTSS: nil, rpe: 6, minutes: 45)
        == TrainingLoad(value: 52.5, source: .rpe))  // 70 TSS/h × 0.75 h
    #expect(TrainingLoad.choose(powerTSS: nil, hrTSS: nil, rTSS: nil, rpe: nil, minutes: 45) == nil)
  }
}
