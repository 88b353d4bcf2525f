import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

/// The timer as a device counts it (FIT `total_timer_time`): the clock between
/// the first and last record less the stopped stretches; the 1 Hz grid counts
/// samples, the first second included. Expected values by hand.
@Suite struct TimerTests {
  @Test func timerIsTheClockLessPausesWhileTheGridCountsSamples() {
    // Records at 0…40 and 70…100 s, the timer stopped from 40 to 70.
    let time = (0...40).map(Double.init) + (70...100).map(Double.init)
    var streams = ActivityStreams(time: time, power: Array(repeating: 200, count: time.count))
    streams.pauses = [TimerPause(start: 40, end: 70)]
    let s = ActivitySummary(streams: streams, settings: AthleteSettings())
    #expect(s.timerSeconds == 70)  // (100 − 0) − 30
    #expect(s.durationSeconds == 71)  // 41 + 31 samples, the one at 70 s landing on the second of the one at 40 s
    #expect(s.pausedSeconds == 30)
  }

  @Test func aPoolSwimsTimerIsItsLengthsRestsIncluded() {
    let lengths = [
      SwimSummary.Length(seconds: 30.5, strokes: 18, active: true),
      SwimSummary.Length(seconds: 20, strokes: nil, active: false),
      SwimSummary.Length(seconds: 31.25, strokes: 19, active: true),
    ]
    let s = ActivitySummary(
      streams: ActivityStreams(time: []), settings: AthleteSettings(), swimLengths: lengths, poolLength: 25)
    #expect(s.timerSeconds == 81.75)
    #expect(s.movingSeconds == 62)  // active lengths only: 61.75 s
  }

  /// A truncated Strava-app file (datasets/devices) holds one record timed 64
  /// years after its session: read with --lenient it made "elapsed 563066:33:49".
  @Test func aRecordTimedOutsideTheSessionsIsDroppedWithAWarning() throws {
    let file = try ActivityFile.read(
      path: Repository.path("datasets/devices/python-fitparse/strava-android-app-201.10-b1218918.fit"), lenient: true)
    #expect(file.implausible.counts[ImplausibleReadings.outsideSession] == 1)
    #expect(file.warnings.contains { $0.contains("1 record timed outside the file's sessions dropped") })
    let s = ActivitySummary(streams: file.streams, settings: AthleteSettings())
    #expect(s.elapsedSeconds == 315)
    #expect(s.timerSeconds == 314)
    // 2021-09-27T14:13:10Z, the session's start.
    #expect(file.startTime.map { abs($0 - 1_632_751_990) <= 60 } == true)
  }

  @Test func aWindowThatWouldDropHalfTheSamplesIsDistrusted() {
    var streams = ActivityStreams(time: [0, 1, 2, 3])
    #expect(streams.dropSamples(outside: 10...20) == 0)
    #expect(streams.time == [0, 1, 2, 3])
    #expect(streams.dropSamples(outside: 0...2) == 1)
    #expect(streams.time[3].isNaN)
  }
}

/// Pool swims as the device counts them: heart rate over active lengths, SWOLF without drills.
@Suite struct SwimDeviceRulesTests {
  @Test func heartRateIsAveragedOverActiveLengthsOnly() {
    // 0–29 s swimming at 150 bpm, 30–49 s resting at 100 bpm, 50–79 s swimming at 160 bpm.
    let time = (0..<80).map(Double.init)
    let hr = time.map { $0 < 30 ? 150.0 : $0 < 50 ? 100 : 160 }
    let lengths = [
      SwimSummary.Length(seconds: 30, strokes: 20, active: true, start: 0),
      SwimSummary.Length(seconds: 20, strokes: nil, active: false, start: 30),
      SwimSummary.Length(seconds: 30, strokes: 22, active: true, start: 50),
    ]
    let s = ActivitySummary(
      streams: ActivityStreams(time: time, heartRate: hr), settings: AthleteSettings(), swimLengths: lengths,
      poolLength: 25)
    #expect(s.heartRate?.average == 155)  // (30 × 150 + 30 × 160) / 60; all readings would give 142.5
    #expect(s.heartRate?.max == 160)
  }

  @Test func drillLengthsHaveNoSWOLF() throws {
    let lengths = [
      SwimSummary.Length(seconds: 30, strokes: 20, active: true),
      SwimSummary.Length(seconds: 40, strokes: 0, active: true),
      SwimSummary.Length(seconds: 32, strokes: 22, active: true),
    ]
    let s = try #require(SwimSummary(lengths: lengths, poolLength: 25))
    #expect(s.averageSWOLF == 52)  // (50 + 54) / 2; the drill's 40 would make it 48
    #expect(s.activeLengths == 3 && s.distance == 75)
  }
}
