import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

struct PauseOracle: Decodable {
  struct Ride: Decodable {
    var seconds: Int, pausedSeconds: Int
    var np: Double, tss: Double, averagePower: Double
  }
  var ftp: Double
  var rides: [String: Ride]
}

/// Paused time is not ride time: real FIT files against Garmin's SDK + pandas
/// building the same timer-time grid independently (pause_oracle.py).
@Suite struct PauseTests {
  @Test func realFilesOnTimerTimeMatchTheOracle() throws {
    let o = try Repository.oracle("pause_oracle.json", as: PauseOracle.self)
    #expect(o.rides.count == 3)
    for (name, expected) in o.rides {
      let fit = try FITActivity.read(
        Array(Data(contentsOf: Repository.root.appendingPathComponent("datasets/fit/\(name)"))), file: name)
      var settings = AthleteSettings()
      settings.ftp = o.ftp
      let s = ActivitySummary(streams: fit.streams, settings: settings)
      let m = try #require(s.power?.metrics)
      #expect(s.durationSeconds == expected.seconds && s.pausedSeconds == expected.pausedSeconds, "\(name)")
      #expect(isClose(m.normalizedPower!, expected.np, rel: 1e-12), "\(name) NP")
      #expect(isClose(m.trainingStressScore!, expected.tss, rel: 1e-12), "\(name) TSS")
      #expect(isClose(m.averagePower!, expected.averagePower, rel: 1e-12), "\(name) average")
    }
  }

  /// The audit's case in miniature: a pause counted as 0 W lowered NP and
  /// added its seconds to TSS; removed, neither happens, and the 30 s windows
  /// restart after the pause.
  @Test func pausesAreNotZeros() throws {
    // 120 s at 200 W, a 600 s pause with no records, 120 s at 300 W.
    let time = (0..<120).map(Double.init) + (720..<840).map(Double.init)
    var streams = ActivityStreams(
      time: time, power: Array(repeating: 200, count: 120) + Array(repeating: 300, count: 120))
    streams.pauses = [TimerPause(start: 120, end: 720)]
    let removed = try #require(streams.powerOnOneHertzGrid())
    #expect(
      removed.power.count == 240 && removed.segmentStarts == [0, 120] && removed.pausedSamples == 0
        && removed.filledSeconds == 0)
    let zeroed = try #require(streams.powerOnOneHertzGrid(pauses: .zero))
    #expect(zeroed.power.count == 840 && zeroed.filledSeconds == 600)
    // NP over the two stretches separately: 91 windows of 200 W, 91 of 300 W (none spans both).
    let expected = ((91 * pow(200.0, 4) + 91 * pow(300.0, 4)) / 182).squareRoot().squareRoot()
    let np = try #require(normalizedPower(power1Hz: removed.power, segmentStarts: removed.segmentStarts))
    #expect(isClose(np, expected, rel: 1e-12))
    #expect(try #require(normalizedPower(power1Hz: zeroed.power)) < np)
    // The pause travels as a column (CSV, JSON, the store) and comes back as the same grid.
    var copy = ActivityStreams(time: time, power: streams.power)
    copy.pauseBefore = streams.pauseBefore
    #expect(copy.powerOnOneHertzGrid() == removed)
  }

  /// Files without timer events: a gap of 10 s or more (and 10 median
  /// intervals) crossed at ≤ 0.3 m/s is a pause from the second after its last
  /// sample; a gap with movement (a sensor dropout while riding) is not.
  @Test func stillGapsArePausesInFilesWithoutTimerEvents() {
    let time: [Double] = [0, 1, 2, 62, 63, 64, 124, 125]
    let distance: [Double] = [0, 5, 10, 12, 17, 22, 400, 405]
    let s = ActivityStreams(time: time, distance: distance).detectingPauses()
    #expect(s.pauses == [TimerPause(start: 3, end: 62)])
    // Smart recording (a sample every 5 s): a 40 s gap is under 10 intervals, not a pause.
    let smart = ActivityStreams(time: [0, 5, 10, 15, 55, 60, 65], distance: [0, 10, 20, 30, 32, 42, 52])
      .detectingPauses()
    #expect(smart.pauses.isEmpty)
    let stopped = ActivityStreams(time: [0, 5, 10, 15, 115, 120], distance: [0, 10, 20, 30, 40, 50]).detectingPauses()
    #expect(stopped.pauses == [TimerPause(start: 16, end: 115)])  // 10 m in 100 s: 0.1 m/s
    // A slow climb, 11 s between samples at 2 m/s, is riding.
    let climb = ActivityStreams(time: [0, 1, 2, 13, 14], distance: [0, 2, 4, 26, 28]).detectingPauses()
    #expect(climb.pauses.isEmpty)
    let noMovementData = ActivityStreams(time: time).detectingPauses()
    #expect(noMovementData.pauses.isEmpty)
  }
}

/// A heart-rate-only ride without LTHR got load "none" and counted 0 in the PMC.
@Suite struct ThresholdEstimateTests {
  @Test func heartRateOnlyRideGetsAnEstimatedTaggedLoad() throws {
    let name = "4801048867.fit"
    let fit = try FITActivity.read(
      Array(Data(contentsOf: Repository.root.appendingPathComponent("datasets/fit/\(name)"))), file: name)
    var settings = AthleteSettings()
    settings.restingHeartRate = fit.restingHeartRate
    let s = ActivitySummary(streams: fit.streams, settings: settings)
    let load = try #require(s.load)
    #expect(load.source == .heartRate && load.estimate?.contains("89 % of max HR") == true)
    let hr = fit.streams.oneHertzGrid(
      fit.streams.heartRate!.map { $0 > 0 ? $0 : .nan }, missing: .nan,
      interpolatingGapsUpTo: ActivityStreams.heartRateGapLimit
    ).power
    // Not from the ride's own readings: Tanaka's max at the assumed age of 35.
    let tanaka = 208 - 0.7 * 35
    let expected = HeartRateLoad.hrTSS(
      heartRate1Hz: hr, rest: settings.restingHeartRate ?? 60, max: tanaka, lthr: 0.89 * tanaka, sex: .male)
    #expect(isClose(load.value, expected, rel: 1e-12))
    #expect(load.estimate?.hasPrefix("age assumed 35; max HR estimated 184 bpm from age 35") == true)
    // With an age, max HR comes from Tanaka's 208 − 0.7 × age instead.
    settings.age = 40
    let aged = try #require(ActivitySummary(streams: fit.streams, settings: settings).load)
    #expect(aged.estimate?.contains("180 bpm from age 40 (Tanaka 2001)") == true)
    // LTHR alone (the usual profile: FTP and LTHR): max HR from it, so an easy
    // HR-only ride whose highest reading is below the LTHR still gets a load.
    settings.age = nil
    settings.lthr = 190  // above every reading of this ride
    let fromLTHR = try #require(ActivitySummary(streams: fit.streams, settings: settings).load)
    #expect(fromLTHR.estimate?.contains("max HR estimated 213 bpm from LTHR 190") == true)  // 190 / 0.89 = 213.48
    let expectedFromLTHR = HeartRateLoad.hrTSS(
      heartRate1Hz: hr, rest: settings.restingHeartRate ?? 60, max: 190 / 0.89, lthr: 190, sex: .male)
    #expect(isClose(fromLTHR.value, expectedFromLTHR, rel: 1e-12))
    // The athlete's own thresholds: no estimate.
    settings.maxHeartRate = 185
    settings.lthr = 165
    #expect(ActivitySummary(streams: fit.streams, settings: settings).load?.estimate == nil)
  }

  /// A strap that was off (all 0 bpm) is no heart rate at all: no section, no zone time.
  @Test func zeroBeatsPerMinuteIsNoReading() {
    let s = ActivityStreams(time: (0..<715).map(Double.init), heartRate: Array(repeating: 0, count: 715))
    var settings = AthleteSettings()
    settings.lthr = 165
    #expect(ActivitySummary(streams: s, settings: settings).heartRate == nil)
  }
}

/// GPX and FIT files without the device's totals: elevation gain and loss from
/// smoothed altitude, checked against what the device itself stored.
@Suite struct ElevationTests {
  @Test func gainIsWithinThreePercentOfTheDevice() throws {
    let name = "4078723797.fit"
    let fit = try FITActivity.read(
      Array(Data(contentsOf: Repository.root.appendingPathComponent("datasets/fit/\(name)"))), file: name)
    let device = try #require(fit.sessions.first?.totalAscent)  // 1254 m
    let (gain, loss) = try #require(fit.streams.elevationGainAndLoss())
    #expect(abs(gain - device) / device < 0.03, "\(gain) vs \(device)")
    #expect(abs(loss - gain) / gain < 0.05)  // a loop: down about what went up
    // Flat with 0.4 m of noise: the hysteresis adds nothing.
    let flat = ActivityStreams(
      time: (0..<600).map(Double.init), altitude: (0..<600).map { 100 + 0.4 * sin(Double($0)) })
    #expect(flat.elevationGainAndLoss()! == (0, 0))
  }
}

/// A TCX pool swim (66 min, a trackpoint every 20 s, no speed or cadence) was
/// "moving 0:00:15": swims without pool lengths are moving by distance covered.
@Suite struct SwimMovingTimeTests {
  @Test func sparseSwimSamplesAreMovingByDistance() throws {
    // 10 blocks of 5 min swimming at 1 m/s (a sample every 20 s), then 60 s at the wall.
    var time: [Double] = [0]
    var distance: [Double] = [0]
    for _ in 0..<10 {
      for _ in 0..<15 {
        time.append(time.last! + 20)
        distance.append(distance.last! + 20)
      }
      time.append(time.last! + 60)  // rest: no distance
      distance.append(distance.last!)
    }
    let streams = ActivityStreams(time: time, distance: distance)
    #expect(streams.movingSecondsByDistance() == 3000.0)
    let summary = ActivitySummary(streams: streams, settings: AthleteSettings(), sport: "swimming")
    #expect(summary.movingSeconds == 3000)
    #expect(summary.distanceMeters == 3000)
    // A pause between two samples is not moving, whatever the distance did.
    var paused = streams
    paused.pauses = [TimerPause(start: 5, end: 15)]
    #expect(paused.movingSecondsByDistance() == 2980.0)
    // Not a swim: the usual speed/cadence rule applies (no such channel here).
    #expect(ActivitySummary(streams: streams, settings: AthleteSettings(), sport: "running").movingSeconds == nil)
  }
}
