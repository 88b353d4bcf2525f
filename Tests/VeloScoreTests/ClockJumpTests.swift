import Testing
import VeloScore

/// A device clock set mid-session is closed; real gaps and garbage timestamps are not.
@Suite struct ClockJumpTests {
  /// 3 samples, then the clock 10 days ahead for 4 more: the 3 move to one second before.
  @Test func aStepLongerThanTheLimitIsClosed() {
    let day = 86_400.0
    var s = ActivityStreams(time: [0, 1, 2, 10 * day, 10 * day + 1, 10 * day + 2, 10 * day + 3])
    s.pauses = [TimerPause(start: 1.5, end: 1.8), TimerPause(start: 10 * day + 1.5, end: 10 * day + 2)]
    let jumps = s.closingClockJumps(longerThan: day)
    #expect(jumps.map(\.samplesBefore) == [3] && jumps.map(\.seconds) == [10 * day - 3])
    #expect(jumps.map(\.boundary) == [10 * day])
    #expect(s.time.map { $0 - 10 * day } == [-3, -2, -1, 0, 1, 2, 3])
    #expect(s.pauses.first == TimerPause(start: 10 * day - 1.5, end: 10 * day - 1.2))
  }

  @Test func gapsAndGarbageStay() {
    let day = 86_400.0
    // A stop shorter than the limit is time that passed.
    var stop = ActivityStreams(time: [0, 1, 4_500, 4_501])
    #expect(stop.closingClockJumps(longerThan: day).isEmpty && stop.time == [0, 1, 4_500, 4_501])
    // A run far ahead that comes back is garbage for the time-order rule.
    var run = ActivityStreams(time: [0, 1, 2 * day, 2 * day + 1, 2, 3])
    #expect(run.closingClockJumps(longerThan: day).isEmpty)
    // A step landing after the session's end, or from before its start, is garbage too.
    var late = ActivityStreams(time: [0, 1, 2, 900 * day])
    #expect(late.closingClockJumps(longerThan: day, inside: -Double.infinity...3_660).isEmpty)
    var early = ActivityStreams(time: [0, 60 * day, 60 * day + 1])
    #expect(early.closingClockJumps(longerThan: day, inside: (60 * day - 60)...Double.infinity).isEmpty)
  }

  /// A file whose every record is a step of two days (as hostile as the rule
  /// allows) closes each step once: the samples end as consecutive seconds
  /// before the last, each moved by the steps after it, and a pause moves with
  /// the samples around it.
  @Test func everyStepIsClosedByTheStepsAfterIt() {
    let day = 86_400.0
    let n = 5_000
    var s = ActivityStreams(time: (0..<n).map { Double($0) * 2 * day })
    let last = s.time[n - 1]
    s.pauses = [TimerPause(start: 2 * day + 0.25, end: 2 * day + 0.5)]
    let jumps = s.closingClockJumps(longerThan: day)
    #expect(jumps.count == n - 1 && jumps.map(\.samplesBefore) == Array(1..<n))
    #expect(s.time == (0..<n).map { last - Double(n - 1 - $0) })
    #expect(s.pauses == [TimerPause(start: last - Double(n - 2) + 0.25, end: last - Double(n - 2) + 0.5)])
    let moved = ActivityStreams.mover(for: jumps)
    #expect(moved(0) == last - Double(n - 1) && moved(last) == last)
  }
}
