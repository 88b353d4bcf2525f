import Foundation
import Testing
import VeloKernels
import VeloScore
import _VeloTestSupport

/// Decoded `Tests/Oracles/interval_oracle.json` (interval_oracle.py: 20 generated
/// workouts, their efforts known by construction, figures by numpy/pandas).
struct IntervalOracle: Decodable {
  struct Interval: Decodable {
    var startSeconds: Int
    var durationSeconds: Int
    var averagePower: Double
    var normalizedPower: Double?
    var averagePowerPercentOfFTP: Double
    var wPrimeExpendedJoules: Double
    var averageHeartRate: Double
    var averageCadence: Double
    var heartRateDriftBpm: Double?
    var recoverySeconds: Int?
    var recoveryAveragePower: Double?
  }

  struct Set: Decodable {
    var firstInterval: Int
    var intervalCount: Int
    var durationSeconds: Double
    var averagePower: Double
    var averagePowerPercentOfFTP: Double
    var recoverySeconds: Double
  }

  struct Case: Decodable {
    var seed: Int
    var ftp: Double
    var criticalPower: Double
    var lthr: Double
    var power: [Double]
    var heartRate: [Double]
    var cadence: [Double]
    var intervals: [Interval]
    var sets: [Set]

    var streams: ActivityStreams {
      ActivityStreams(time: power.indices.map(Double.init), power: power, heartRate: heartRate, cadence: cadence)
    }
    var settings: AthleteSettings {
      var s = AthleteSettings()
      s.ftp = ftp
      s.criticalPower = criticalPower
      s.lthr = lthr
      return s
    }
  }

  var cases: [Case]
}

@Suite struct ActivityIntervalsTests {
  static let oracle = try! Repository.oracle("interval_oracle.json", as: IntervalOracle.self)

  @Test("every effort of 20 generated workouts, to the second", arguments: 0..<20)
  func recoversGeneratedEfforts(seed: Int) throws {
    let c = Self.oracle.cases[seed]
    let found = try #require(ActivityIntervals(streams: c.streams, settings: c.settings, isRun: false))
    #expect(found.channel == .power)
    #expect(found.level == 220)
    #expect(found.intervals.map(\.startSeconds) == c.intervals.map(\.startSeconds))
    #expect(found.intervals.map(\.durationSeconds) == c.intervals.map(\.durationSeconds))
  }

  @Test("each effort's figures match numpy's", arguments: 0..<20)
  func figuresMatchTheOracle(seed: Int) throws {
    let c = Self.oracle.cases[seed]
    let found = try #require(ActivityIntervals(streams: c.streams, settings: c.settings, isRun: false))
    try #require(found.intervals.count == c.intervals.count)
    func close(_ a: Double?, _ b: Double?) -> Bool {
      guard let a, let b else { return a == nil && b == nil }
      return isClose(a, b, rel: 1e-11, abs: 1e-9)
    }
    for (ours, theirs) in zip(found.intervals, c.intervals) {
      #expect(close(ours.averagePower, theirs.averagePower))
      #expect(close(ours.normalizedPower, theirs.normalizedPower))
      #expect(close(ours.averagePowerPercentOfFTP, theirs.averagePowerPercentOfFTP))
      #expect(close(ours.wPrimeExpendedJoules, theirs.wPrimeExpendedJoules))
      #expect(close(ours.averageHeartRate, theirs.averageHeartRate))
      #expect(close(ours.heartRateDriftBpm, theirs.heartRateDriftBpm))
      #expect(close(ours.averageCadence, theirs.averageCadence))
      #expect(ours.recoverySeconds == theirs.recoverySeconds)
      #expect(close(ours.recoveryAveragePower, theirs.recoveryAveragePower))
    }
    #expect(found.sets.count == c.sets.count)
    for (ours, theirs) in zip(found.sets, c.sets) {
      #expect(ours.firstInterval == theirs.firstInterval)
      #expect(ours.intervalCount == theirs.intervalCount)
      #expect(ours.durationSeconds == theirs.durationSeconds)
      #expect(close(ours.averagePower, theirs.averagePower))
      #expect(close(ours.averagePowerPercentOfFTP, theirs.averagePowerPercentOfFTP))
      #expect(ours.recoverySeconds == theirs.recoverySeconds)
    }
  }

  @Test func theRegularWorkoutsAreOneSetEach() {
    for c in Self.oracle.cases where c.seed % 2 == 0 {
      #expect(c.sets.count == 1 && c.sets[0].intervalCount == c.intervals.count, "seed \(c.seed)")
    }
  }

  @Test func dipsAreBridgedOnlyWhileTheMeanHolds() {
    // 40 s at 300 W, 8 s at 0 W, 40 s at 300 W: mean 272.7 ≥ 220, one effort of 88 s.
    let joined =
      [Double](repeating: 100, count: 60) + .init(repeating: 300, count: 40) + .init(repeating: 0, count: 8)
      + .init(repeating: 300, count: 40) + .init(repeating: 100, count: 60)
    #expect(sustainedRuns(joined, atLeast: 220, minimumLength: 30, maximumGap: 10) == [60..<148])
    // A dip of 11 s is not bridged: two efforts.
    let apart = [Double](repeating: 300, count: 40) + .init(repeating: 0, count: 11) + .init(repeating: 300, count: 40)
    #expect(sustainedRuns(apart, atLeast: 220, minimumLength: 30, maximumGap: 10) == [0..<40, 51..<91])
    // 5 s at 230 W then 8 s at 0 W: the mean would fall below the level, so the 5 s stay apart (and are dropped).
    let tail = [Double](repeating: 230, count: 40) + .init(repeating: 0, count: 8) + .init(repeating: 230, count: 5)
    #expect(sustainedRuns(tail, atLeast: 220, minimumLength: 30, maximumGap: 10) == [0..<40])
    // NaN is below every level; an empty series has no runs.
    #expect(sustainedRuns([.nan, 300, 300], atLeast: 0, minimumLength: 1, maximumGap: 0) == [1..<3])
    #expect(sustainedRuns([], atLeast: 0, minimumLength: 1, maximumGap: 0).isEmpty)
  }

  @Test func withoutPowerARunUsesPaceThenHeartRate() throws {
    // 10 min at 3 m/s, 4 min at 4.5 m/s, 10 min at 3 m/s; threshold speed 4.2 m/s (level 3.696 m/s).
    let speed = [Double](repeating: 3, count: 600) + .init(repeating: 4.5, count: 240) + .init(repeating: 3, count: 600)
    var streams = ActivityStreams(time: speed.indices.map(Double.init))
    streams.speed = speed
    streams.heartRate = speed.map { $0 > 4 ? 172 : 140 }
    var settings = AthleteSettings()
    settings.thresholdSpeed = 4.2
    settings.lthr = 170
    let byPace = try #require(ActivityIntervals(streams: streams, settings: settings, isRun: true))
    #expect(byPace.channel == .speed)
    #expect(byPace.intervals.map { [$0.startSeconds, $0.durationSeconds] } == [[600, 240]])
    #expect(byPace.intervals.first?.averageSpeed == 4.5)
    let byHeartRate = try #require(ActivityIntervals(streams: streams, settings: settings, isRun: false))
    #expect(byHeartRate.channel == .heartRate)
    #expect(byHeartRate.level == 0.92 * 170)
    #expect(byHeartRate.intervals.map { [$0.startSeconds, $0.durationSeconds] } == [[600, 240]])
    settings.lthr = nil
    #expect(ActivityIntervals(streams: streams, settings: settings, isRun: false) == nil)
  }

  @Test func pausesAreStoppedSecondsAndSpikesAreZero() throws {
    // 60 s at 300 W, a 30 s pause, 60 s at 300 W: two efforts at 0 s and 90 s of elapsed time.
    var streams = ActivityStreams(time: (0..<60).map(Double.init) + (90..<150).map(Double.init))
    streams.power = [Double](repeating: 300, count: 120)
    streams.power![100] = 1e19  // a damaged reading: 0 W, as in every power metric
    streams.pauses = [TimerPause(start: 59.5, end: 89.5)]
    var settings = AthleteSettings()
    settings.ftp = 250
    let found = try #require(ActivityIntervals(streams: streams, settings: settings, isRun: false))
    #expect(found.intervals.map { [$0.startSeconds, $0.durationSeconds] } == [[0, 60], [90, 60]])
    #expect(found.intervals[1].averagePower.map { isClose($0, 295) } == true)
    #expect(found.intervals[0].recoverySeconds == 30)
  }

  @Test func parametersChangeTheLevelAndLengths() throws {
    let c = Self.oracle.cases[0]
    let strict = try #require(
      ActivityIntervals(
        streams: c.streams, settings: c.settings, isRun: false, parameters: .init(intensity: 1.5, minimumSeconds: 30)))
    #expect(strict.level == 375)
    #expect(strict.intervals.isEmpty && strict.sets.isEmpty)
  }
}
