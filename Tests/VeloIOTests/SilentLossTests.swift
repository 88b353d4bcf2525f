import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

/// Real rides an earlier veloscore cut short without an error (datasets/repro,
/// with provenance): each keeps every record its device wrote, by the device's
/// own figures and Garmin's FIT SDK's record counts.
@Suite struct SilentLossTests {
  static func ride(_ name: String) throws -> ActivityFile {
    try ActivityFile.read(path: Repository.path("datasets/repro/" + name))
  }

  static var settings: AthleteSettings {
    var s = AthleteSettings()
    s.ftp = 250
    s.lthr = 160
    s.maxHeartRate = 190
    s.restingHeartRate = 50
    return s
  }

  /// 14 records 2.2 years ahead in the middle of a 67-minute ride: only they
  /// are dropped (Garmin's SDK decodes 4,038 records), and the ride scores as
  /// the original file does.
  @Test func aRunOfGarbageTimestampsLosesOnlyItself() throws {
    let original = try Self.ride("fit-rs-2017-03-25.fit")
    let damaged = try Self.ride("garbage-timestamps-14-records.fit")
    #expect(original.streams.time.count == 4038 && damaged.streams.time.count == 4038)
    #expect(damaged.implausible.counts["time"] == 14)
    #expect(damaged.warnings.contains { $0.hasPrefix("14 samples out of time order dropped") }, "\(damaged.warnings)")
    #expect(damaged.streams.time.filter(\.isFinite).count == 4038 - 14)
    let before = ActivitySummary(streams: original.streams, settings: Self.settings)
    let after = ActivitySummary(streams: damaged.streams, settings: Self.settings)
    #expect(after.durationSeconds >= 66 * 60, "\(after.durationSeconds) s")
    #expect(
      abs(after.durationSeconds - before.durationSeconds) <= 14, "\(after.durationSeconds) vs \(before.durationSeconds)"
    )
    let load = try #require(after.load?.value)
    let originalLoad = try #require(before.load?.value)
    #expect(isClose(load, originalLoad, rel: 0.02, abs: 0), "\(load) vs \(originalLoad)")
  }

  /// An Edge 1000 that slept for 3 h 10 min of a ride: its session's elapsed
  /// time leaves the sleep out, its timestamp does not. Every record stays
  /// (Garmin's SDK: 10,436) and the timer and TSS are the device's.
  @Test func aSessionEndsAtItsOwnTimestamp() throws {
    let ride = try Self.ride("fit-rs-2016-08-06-14-53-35.fit")
    #expect(ride.implausible.counts[ImplausibleReadings.outsideSession] == nil, "\(ride.warnings)")
    #expect(ride.streams.time.filter(\.isFinite).count == 10_436)
    let fit = try #require(ride.fit)
    let device = try #require(fit.sessions.first)
    #expect(
      device.elapsedSeconds.map { $0 < 15_200 } == true && device.endTime.map { $0 - device.startTime! } == 26_499)
    let summary = ActivitySummary(streams: ride.streams, settings: fit.storedSettings)
    let timer = try #require(summary.timerSeconds)
    let deviceTimer = try #require(device.timerSeconds)
    #expect(isClose(timer, deviceTimer, rel: 0.02, abs: 0), "timer \(timer) s, the device's \(deviceTimer) s")
    let tss = try #require(summary.load?.value)
    let deviceTSS = try #require(device.trainingStressScore)
    #expect(isClose(tss, deviceTSS, rel: 0.05, abs: 0), "TSS \(tss), the device's \(deviceTSS)")
  }

  /// Banister's per-minute TRIMP weight for a heart rate (Banister 1991, men's
  /// coefficients): HRr · 0.64 · e^(1.92 HRr), HRr = (HR − rest) / (max − rest).
  static func banisterPerMinute(_ hr: Double, rest: Double = 50, max: Double = 190) -> Double {
    let x = (hr - rest) / (max - rest)
    return x * 0.64 * exp(1.92 * x)
  }

  /// 32 readings of 88 bpm, then 49 minutes of rows without one: the average
  /// is 88 (it was 0.9: the seconds after the last reading counted as 0 bpm).
  @Test func secondsAfterTheLastHeartRateReadingAreNoReading() throws {
    let file = try Self.ride("sparse-hr-32-readings.csv")
    let summary = ActivitySummary(streams: file.streams, settings: Self.settings)
    let hr = try #require(summary.heartRate)
    #expect(hr.average == 88 && hr.max == 88)
    #expect(summary.durationSeconds == 2986, "the activity keeps its length: \(summary.durationSeconds) s")
    #expect(hr.zoneSeconds.reduce(0, +) == 32, "seconds in zones: \(hr.zoneSeconds)")
  }

  /// 150 bpm once a minute: the average is 150 and hrTSS counts the minutes
  /// between readings (a gap of up to 60 s is interpolated), by the closed form
  /// of Banister's TRIMP over 541 s at 150 bpm against an hour at LTHR 160.
  @Test func heartRateOnceAMinuteIsTenMinutesOfIt() throws {
    let file = try Self.ride("sparse-hr-every-60s.csv")
    let summary = ActivitySummary(streams: file.streams, settings: Self.settings)
    let hr = try #require(summary.heartRate)
    #expect(hr.average == 150)
    let expected = 100 * (541.0 / 60 * Self.banisterPerMinute(150)) / (60 * Self.banisterPerMinute(160))
    let hrTSS = try #require(hr.hrTSS)
    #expect(isClose(hrTSS, expected, rel: 1e-9, abs: 0), "hrTSS \(hrTSS), closed form \(expected)")
    #expect(hrTSS > 10, "nine minutes at 150 bpm is not 0.5")
  }

  /// A power meter paired 5 minutes late that stopped for good at 44 of 81
  /// minutes: the power metrics cover the 39 minutes with power (as the
  /// device scores them), the rest is counted as no power. Worked example at
  /// a constant 200 W and FTP 250: NP = average = 200 W, IF 0.8,
  /// TSS = 2,340 s · 200 · 0.8 / (250 · 3600) · 100 = 41.6.
  @Test func aPowerMeterThatStopsEndsThePowerStream() throws {
    let time = (0..<4860).map(Double.init)
    var streams = ActivityStreams(
      time: time, power: time.map { $0 >= 300 && $0 < 2640 ? 200 : .nan }, heartRate: time.map { _ in 140 })
    streams.dropImplausibleReadings()
    let summary = ActivitySummary(streams: streams, settings: Self.settings)
    let power = try #require(summary.power)
    #expect(power.metrics.normalizedPower.map { isClose($0, 200, rel: 1e-12, abs: 0) } == true)
    #expect(power.metrics.averagePower == 200)
    #expect(power.metrics.trainingStressScore.map { isClose($0, 41.6, rel: 1e-12, abs: 0) } == true)
    #expect(power.noPowerSeconds == 300 + 2220)
    #expect(summary.durationSeconds == 4860)
    #expect(power.zones.reduce(0) { $0 + $1.seconds } == 2340)
    #expect(summary.heartRate?.decouplingPercent.map { abs($0) < 1e-9 } == true)
  }

  /// No thresholds at all: a long steady effort is not its own threshold. A
  /// 5 h 31 min marathon at 130 bpm scored 570 (LTHR 89 % of the workout's
  /// highest reading); with Tanaka's max at the assumed age 35 (183.5 bpm),
  /// rest 60 and LTHR 163.3 it scores Banister's closed form, under 100 per
  /// hour. An hour at 175 bpm, above that LTHR, is held to 100.
  @Test func estimatedThresholdsNeverComeFromTheWorkout() throws {
    func steady(_ bpm: Double, seconds: Int) -> ActivitySummary {
      let time = (0..<seconds).map(Double.init)
      var streams = ActivityStreams(time: time, heartRate: time.map { $0 < 60 ? 150 : bpm })
      streams.dropImplausibleReadings()
      return ActivitySummary(streams: streams, settings: AthleteSettings())
    }
    let marathon = steady(130, seconds: 19_860)
    let load = try #require(marathon.load)
    #expect(load.estimate?.contains("age assumed 35") == true, "\(load)")
    let maxHR = 208 - 0.7 * 35
    let lthr = 0.89 * maxHR
    func w(_ hr: Double) -> Double {
      let x = (hr - 60) / (maxHR - 60)
      return x * 0.64 * exp(1.92 * x)
    }
    let expected = 100 * (60 * w(150) + 19_800 * w(130)) / 60 / (60 * w(lthr))
    #expect(isClose(load.value, expected, rel: 1e-9, abs: 0), "\(load.value) vs \(expected)")
    #expect(load.value / (19_860 / 3600) < 100)
    let hard = try #require(steady(175, seconds: 3600).load)
    #expect(hard.value == 100 && hard.estimate?.contains("load held to 100 per hour") == true, "\(hard)")
  }

  /// An Edge 1000 set its clock 8.5 days ahead after 17 records: the ride read
  /// as 206 hours. The step is closed (longer than the session and than a
  /// day), the 17 records moved to just before it, and the timer is the
  /// device's within 6 s (4,518.8 s); a 75-minute stop with the timer stopped,
  /// longer than that session's elapsed time, stays (timer 1,905 s, device 1,906).
  @Test func aClockSetMidRideIsNotDaysOfRiding() throws {
    let jumped = try ActivityFile.read(path: Repository.path("datasets/devices/fit-rs/2015-08-11-21-49-47.fit"))
    #expect(jumped.warnings.contains { $0.hasPrefix("the device's clock jumped 8 d 12:30:04 ahead after 17 records") })
    let timer = try #require(ActivitySummary(streams: jumped.streams, settings: AthleteSettings()).timerSeconds)
    #expect(abs(timer - 4518.8) <= 6, "timer \(timer)")
    let stopped = try ActivityFile.read(path: Repository.path("datasets/devices/fit-rs/2016-08-14-14-18-26.fit"))
    #expect(stopped.corrections.isEmpty)
    let stoppedTimer = try #require(ActivitySummary(streams: stopped.streams, settings: AthleteSettings()).timerSeconds)
    #expect(abs(stoppedTimer - 1906) <= 1, "timer \(stoppedTimer)")
  }
}
