import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloScore
import _VeloTestSupport

/// Efforts found on real rides against the laps the athlete pressed around
/// them: where an effort and a device lap coincide (each within 10 s of the
/// other at both ends), the effort starts a few seconds after the lap button
/// (the time to reach the level) and lasts within 10 s of the lap.
@Suite struct IntervalLapsTests {
  struct Case: Sendable, CustomStringConvertible {
    var file: String
    /// (start, duration) of every effort that coincides with a lap, s.
    var coinciding: [[Int]]
    var description: String { file }
  }

  static let cases = [
    // A 5 × 3 min workout: laps pressed at 1292, 1781, 2262, 2745, 3226 s.
    Case(
      file: "datasets/devices/fit-parser/garmin-stamina.fit",
      coinciding: [[1299, 176], [1789, 172], [2268, 181], [2752, 181], [3232, 180]]),
    // Two 10-minute efforts on a trainer, laps at 377 and 1349 s.
    Case(
      file: "datasets/devices/python-fitparse/sample-activity-indoor-trainer.fit",
      coinciding: [[383, 596], [1351, 599]]),
    // 30-second laps at 700 and 745 s.
    Case(file: "datasets/devices/fitparse-rs/hrv-activity.fit", coinciding: [[698, 34], [744, 33]]),
  ]

  @Test(arguments: cases)
  func effortsMatchThePressedLaps(_ c: Case) throws {
    let file = try ActivityFile.read(path: Repository.path(c.file))
    let scoring = FileScoring(file)
    let intervals = try #require(scoring.summary.intervals)
    let laps = (file.fit?.laps ?? []).compactMap { lap -> (Double, Double)? in
      guard let start = lap.startTime, let first = file.startTime, let length = lap.elapsedSeconds ?? lap.timerSeconds
      else { return nil }
      return (Double(start) - first, length)
    }
    let coinciding = intervals.intervals.filter { i in
      laps.contains {
        abs($0.0 - Double(i.startSeconds)) <= 10 && abs($0.0 + $0.1 - Double(i.startSeconds + i.durationSeconds)) <= 10
      }
    }
    #expect(
      coinciding.map { [$0.startSeconds, $0.durationSeconds] } == c.coinciding,
      "\(intervals.channel) \(intervals.intervals.map { [$0.startSeconds, $0.durationSeconds] }) laps \(laps)")
  }
}
