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
    #expect(running.runningEffectiveness == nil)  // no power
  }

  /// Running effectiveness (Stryd): 3.5 m/s at 250 W for a 70 kg runner is 3.5 / (250 / 70) = 0.98; the
  /// seconds standing (speed 0) and without a power reading do not count.
  @Test func runningEffectivenessWhereRunningPowerExists() throws {
    let speed = Array(repeating: 3.5, count: 1200) + Array(repeating: 0, count: 60) + [3.5, 3.5]
    let power = Array(repeating: 250.0, count: 1200) + Array(repeating: 20, count: 60) + [.nan, .nan]
    let re = try #require(RunEfficiency.effectiveness(speed1Hz: speed, power1Hz: power, weightKg: 70))
    #expect(abs(re - 0.98) < 1e-12)
    #expect(RunEfficiency.effectiveness(speed1Hz: speed, power1Hz: power, weightKg: nil) == nil)
    var streams = ActivityStreams(time: (0..<1200).map(Double.init))
    streams.speed = Array(repeating: 3.5, count: 1200)
    streams.power = Array(repeating: 250, count: 1200)
    var settings = AthleteSettings()
    settings.weight = 70
    let running = try #require(ActivitySummary(streams: streams, settings: settings, isRun: true).running)
    #expect(abs((running.runningEffectiveness ?? 0) - 0.98) < 1e-12)
  }
}

/// Per-km splits of a flat run at 3.0 m/s for 40 minutes (7.2 km): each second belongs to the
/// kilometre its distance covered so far lies in; seven full kilometres and 0.2 km, graded pace equal to
/// pace on the flat, heart rate the mean of the split's seconds.
@Suite struct RunSplitTests {
  @Test(arguments: [false, true])
  func splitsOfAFlatRun(withDistance: Bool) throws {
    var streams = ActivityStreams(time: (0..<2400).map(Double.init))
    streams.speed = Array(repeating: 3.0, count: 2400)
    streams.heartRate = (0..<2400).map { 130 + Double($0) / 100 }
    if withDistance { streams.distance = (0..<2400).map { 50 + 3 * Double($0) } }  // the device's odometer
    let splits = try #require(
      ActivitySummary(streams: streams, settings: AthleteSettings(), isRun: true).running?.kilometerSplits)
    // Independently: second i has covered 3·i m, so it is in kilometre ⌊3i / 1000⌋.
    var seconds: [Int: [Int]] = [:]
    for i in 0..<2400 { seconds[3 * i / 1000, default: []].append(i) }
    #expect(splits.count == 8 && splits.map(\.kilometer) == Array(1...8))
    for s in splits {
      let mine = try #require(seconds[s.kilometer - 1])
      let meters = s.kilometer == 8 ? 3.0 * 2399 - 7000 : 1000
      #expect(s.durationSeconds == Double(mine.count) && abs(s.distanceMeters - meters) < 1e-9)
      #expect(abs((s.paceSecondsPerKm ?? 0) - Double(mine.count) / meters * 1000) < 1e-9)
      #expect(abs((s.gradeAdjustedPaceSecondsPerKm ?? 0) - 1000 / 3.0) < 1e-9)
      let hr = mine.map { 130 + Double($0) / 100 }.reduce(0, +) / Double(mine.count)
      #expect(abs((s.averageHeartRate ?? 0) - hr) < 1e-9)
    }
  }
}
