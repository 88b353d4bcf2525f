import Testing
import VeloScore
import _VeloTestSupport

/// A generated execution of "10m 55%, 5x 4m 108% 3m 55%, 10m 50%" (FTP 250 W),
/// ridden 3 minutes after the activity starts, with known deviations: the third
/// interval at 95 % FTP, the second recovery at 80 %, the fifth interval held
/// for its first 2 minutes only. ±3 W alternate on every second (inside every band).
@Suite struct WorkoutComplianceTests {
  static let workout = try! StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
  static var settings: AthleteSettings {
    var s = AthleteSettings()
    s.ftp = 250
    return s
  }

  /// (seconds, watts) pieces of the execution.
  static let pieces: [(Int, Double)] = [
    (180, 100), (600, 137.5),
    (240, 270), (180, 137.5), (240, 270), (180, 200), (240, 237.5), (180, 137.5), (240, 270), (180, 137.5),
    (120, 270), (120, 137.5), (180, 137.5), (600, 125), (60, 80),
  ]

  static var streams: ActivityStreams {
    let power = pieces.flatMap { n, w in (0..<n).map { w + ($0 % 2 == 0 ? 3 : -3) } }
    return ActivityStreams(time: power.indices.map(Double.init), power: power)
  }

  @Test func deviationsAreReportedAsGenerated() throws {
    let c = try #require(WorkoutCompliance(workout: Self.workout, streams: Self.streams, settings: Self.settings))
    #expect(c.channel == .power)
    #expect(c.offsetSeconds == 180)
    #expect(c.gradedSteps.map(\.number) == Array(1...12))
    #expect(
      c.gradedSteps.map(\.startSeconds) == [180, 780, 1020, 1200, 1440, 1620, 1860, 2040, 2280, 2460, 2700, 2880])
    #expect(c.gradedSteps.map(\.timeInTargetPercent) == [100, 100, 100, 100, 0, 0, 100, 100, 100, 50, 100, 100])
    #expect(
      c.gradedSteps.map { $0.executedAverage! } == [
        137.5, 270, 137.5, 270, 200, 237.5, 137.5, 270, 137.5, 203.75, 137.5, 125,
      ])
    #expect(
      c.gradedSteps.map(\.targetValue) == [137.5, 270, 137.5, 270, 137.5, 270, 137.5, 270, 137.5, 270, 137.5, 125])
    #expect(isClose(c.gradedSteps[5].averagePercentOfTarget!, 237.5 / 270 * 100))
    #expect(c.gradedSteps[1].targetLow == 257.5 && c.gradedSteps[1].targetHigh == 282.5)
    #expect(c.gradedSteps.map(\.intensity)[2] == .recovery)
    // 2,760 of 3,300 planned seconds in target.
    #expect(isClose(c.complianceScore, 2760.0 / 3300 * 100))
  }

  @Test func aRideCutShortMissesTheRest() throws {
    var streams = Self.streams
    let end = 180 + 600 + 240  // stops after the first interval
    streams.time = Array(streams.time[..<end])
    streams.power = Array(streams.power![..<end])
    let c = try #require(WorkoutCompliance(workout: Self.workout, streams: streams, settings: Self.settings))
    #expect(c.offsetSeconds == 0)  // shorter than the workout: it starts at 0 s
    #expect(c.gradedSteps.count == 12)
    #expect(c.gradedSteps.last!.executedSeconds == 0 && c.gradedSteps.last!.timeInTargetPercent == 0)
    #expect(c.complianceScore < 40)
  }

  @Test func whatCannotBeGradedIsNil() throws {
    #expect(WorkoutCompliance(workout: Self.workout, streams: Self.streams, settings: AthleteSettings()) == nil)
    let rpe = try StructuredWorkout(text: "30m RPE 4")
    #expect(WorkoutCompliance(workout: rpe, streams: Self.streams, settings: Self.settings) == nil)
    let run = try StructuredWorkout(text: "10m 4:30/km")
    // no speed readings
    #expect(WorkoutCompliance(workout: run, streams: Self.streams, settings: Self.settings) == nil)
  }
}
