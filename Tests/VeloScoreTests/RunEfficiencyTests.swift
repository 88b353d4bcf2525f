import Testing
import VeloScore

/// A run's efficiency without power, against TrainingPeaks' definitions worked by hand: EF = NGP in
/// yards per minute over mean heart rate; Pa:HR decoupling = the drop of (graded speed / HR) from the
/// first half to the second, in %.
@Suite struct RunEfficiencyTests {
  @Test func theDefinitionsWorkedByHand() throws {
    // 3.5 m/s = 229.659 yd/min; at 150 bpm EF = 1.53106.
    let ef = try #require(RunEfficiency.factor(normalizedGradedSpeed: 3.5, heartRate1Hz: [150, 150]))
    #expect(abs(ef - 3.5 * 60 / 0.9144 / 150) < 1e-12 && abs(ef - 1.531059) < 1e-6)
    // First half 3.5 m/s at 150 bpm, second 3.4 m/s at 155: (3.5/150 − 3.4/155) / (3.5/150) = 5.9908 %.
    let speed = Array(repeating: 3.5, count: 600) + Array(repeating: 3.4, count: 600)
    let hr = Array(repeating: 150.0, count: 600) + Array(repeating: 155.0, count: 600)
    let decoupling = try #require(RunEfficiency.decoupling(gradeAdjustedSpeed: speed, heartRate1Hz: hr))
    #expect(abs(decoupling - (3.5 / 150 - 3.4 / 155) / (3.5 / 150) * 100) < 1e-9 && abs(decoupling - 5.9908) < 1e-4)
    #expect(RunEfficiency.decoupling(gradeAdjustedSpeed: speed, heartRate1Hz: hr.map { _ in .nan }) == nil)
  }

  /// A flat run without power (no altitude: every second's grade is 0, so graded speed is speed):
  /// 40 minutes at 3.0 m/s, heart rate 140 then 150. NGS of a constant speed is that speed.
  @Test func aRunWithoutPowerGetsThemThroughTheSummary() throws {
    var streams = ActivityStreams(time: (0..<2400).map(Double.init))
    streams.speed = Array(repeating: 3.0, count: 2400)
    streams.heartRate = Array(repeating: 140.0, count: 1200) + Array(repeating: 150.0, count: 1200)
    let running = try #require(ActivitySummary(streams: streams, settings: AthleteSettings(), isRun: true).running)
    #expect(abs((running.averageGradeAdjustedSpeed ?? 0) - 3.0) < 1e-12)
    #expect(abs((running.runningEfficiencyFactor ?? 0) - 3.0 * 60 / 0.9144 / 145) < 1e-9)
    #expect(abs((running.paceDecouplingPercent ?? 0) - (3.0 / 140 - 3.0 / 150) / (3.0 / 140) * 100) < 1e-9)
  }
}
