import Testing
import VeloScore
import _VeloTestSupport

@Suite struct ActivitySummaryTests {
  let hour = ActivityStreams(
    time: (0..<3600).map(Double.init), power: Array(repeating: 250, count: 3600),
    heartRate: Array(repeating: 165, count: 3600), speed: Array(repeating: 4, count: 3600))

  @Test func missingInputsLeaveMetricsAbsent() throws {
    let bare = ActivitySummary(streams: hour, settings: AthleteSettings())
    // No FTP: everything that needs none (NP, VI, work, peaks), no IF, TSS or zones.
    let p = try #require(bare.power)
    #expect(
      p.metrics.normalizedPower == 250 && p.metrics.intensityFactor == nil && p.metrics.trainingStressScore == nil
        && p.zones.isEmpty)
    #expect(bare.heartRate?.average == 165 && bare.heartRate?.banisterTRIMP == nil)
    #expect(bare.running == nil)  // not a run
    // Power without FTP gives no TSS; heart rate then scores with estimated, tagged thresholds.
    #expect(bare.calories != nil && bare.load?.source == .heartRate && bare.load?.estimate != nil)
    #expect(ActivitySummary(streams: hour, settings: AthleteSettings(), rpe: 5).load?.source == .rpe)
  }

  @Test func everySourceAtThresholdScores100() throws {
    var a = AthleteSettings()
    a.ftp = 250
    a.lthr = 165
    a.maxHeartRate = 190
    a.restingHeartRate = 50
    a.thresholdSpeed = 4
    let s = ActivitySummary(streams: hour, settings: a, isRun: true)
    #expect(isClose(try #require(s.power?.metrics.trainingStressScore), 100, rel: 1e-9))
    #expect(isClose(try #require(s.heartRate?.hrTSS), 100, rel: 1e-9))
    #expect(isClose(try #require(s.running?.rTSS), 100, rel: 1e-9))
    #expect(s.load?.source == .power)
    // A run's power is not converted to energy (vendors' running powers differ); a ride's work is.
    #expect(s.calories == nil)
    let ride = ActivitySummary(streams: hour, settings: a)
    #expect(isClose(try #require(ride.calories), 900 / (0.24 * 4.184), rel: 1e-12))
    var noPower = hour
    noPower.power = nil
    #expect(ActivitySummary(streams: noPower, settings: a, isRun: true).load?.source == .heartRate)
    noPower.heartRate = nil
    #expect(ActivitySummary(streams: noPower, settings: a, isRun: true).load?.source == .pace)
    a.weight = 70
    let met = ActivitySummary(streams: noPower, settings: a, sport: "running", isRun: true)
    #expect(met.calories == 9.8 * 70)
  }
}

@Suite struct ActivityEdgeCaseTests {
  @Test func oneSampleAllNaNAndHugeValues() throws {
    var a = AthleteSettings()
    a.ftp = 250
    let one = ActivitySummary(streams: ActivityStreams(time: [0], power: [300]), settings: a)
    #expect(
      one.durationSeconds == 1 && one.power?.metrics.normalizedPower == nil && one.power?.peaks.first?.watts == nil)
    let nan = ActivitySummary(streams: ActivityStreams(time: [0, 1, 2], power: [.nan, .nan, .nan]), settings: a)
    #expect(nan.power == nil && nan.load == nil)  // no readings: nothing to score
    let spike = ActivitySummary(
      streams: ActivityStreams(time: (0..<120).map(Double.init), power: (0..<120).map { $0 == 60 ? 30_000 : 200 }),
      settings: a)
    #expect(spike.power?.flaggedSamples == 1)
    #expect(try #require(spike.power?.peaks.first).watts == 200)  // the 30 kW spike is not a 5 s best
  }

  @Test func recordedGradeIsUsedForRunning() throws {
    var a = AthleteSettings()
    a.thresholdSpeed = 4
    let n = 600
    var s = ActivityStreams(time: (0..<n).map(Double.init), speed: Array(repeating: 3, count: n))
    s.grade = Array(repeating: 10, count: n)  // 10 % uphill
    let uphill = try #require(ActivitySummary(streams: s, settings: a, isRun: true).running?.normalizedGradedSpeed)
    #expect(isClose(uphill, 3 * RunningLoad.minettiCost(grade: 0.1) / 3.6, rel: 1e-12))
  }
}
