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
}
