extension ActivityStreams {
  /// A forward step of the device's clock between two consecutive samples.
  public struct ClockJump: Sendable, Equatable {
    /// Samples before the jump (they were moved).
    public var samplesBefore: Int
    /// Seconds the clock stepped forward, less the one second kept between the two samples.
    public var seconds: Double
    /// The time of the first sample after the step: what was timed before it
    /// on the same clock (pauses, pool lengths) moves by ``seconds``.
    public var boundary: Double
  }

  /// Closes a step of the clock between two consecutive samples that is
  /// longer than `limit` — longer than the whole session by the device's own
  /// elapsed time and than any stop, so it cannot be time that passed: the
  /// device set its clock (from GPS) after recording a few samples. An Edge 1000 jumped 8.5 days
  /// after 16 records, and its ride read as 206 hours. The samples before the
  /// step, and the pauses that start before it, move forward to one second
  /// before the first sample after it. A gap shorter than `limit` (a unit that
  /// slept for 3 hours of a 7-hour session) is time that passed and stays; so
  /// is a step the clock comes back from (a run of garbage timestamps far
  /// ahead: the time-order rule drops those, not the samples before them).
  /// - Parameter limit: seconds a step must exceed to be a clock being set
  ///   (the caller's: the session's elapsed time and a day, whichever is longer).
  /// - Parameter window: the device's sessions on this clock, a minute wider
  ///   each side (`FITActivity.sessionWindow`). The samples before a step are
  ///   on the device's first clock only if the session started there too:
  ///   samples before the window are garbage, for the session window to drop,
  ///   and their step stays. A step must land inside the window: one that
  ///   lands past its end is a garbage timestamp, not the clock being set (a
  ///   Strava-app file's last record, 64 years ahead).
  /// - Returns: the jumps closed, first to last.
  /// - Complexity: O(samples + pauses × log jumps): the steps are found on the
  ///   clock as recorded, then every sample moves once by the steps after it,
  ///   so a hostile file of many steps costs no more than a pass.
  public mutating func closingClockJumps(
    longerThan limit: Double, inside window: ClosedRange<Double> = -Double.infinity...Double.infinity
  ) -> [ClockJump] {
    guard limit.isFinite, limit > 0, !time.isEmpty else { return [] }
    // The earliest time from each sample on: a step the clock later comes back from is no correction.
    var laterMinimum = [Double](repeating: .infinity, count: time.count + 1)
    for i in time.indices.reversed() {
      laterMinimum[i] = time[i].isFinite ? min(time[i], laterMinimum[i + 1]) : laterMinimum[i + 1]
    }
    var jumps: [ClockJump] = []
    var lastBefore: [Int] = []  // the index of the last sample before each step
    var previous: Int?
    var timed = 0
    for i in time.indices where time[i].isFinite {
      defer {
        previous = i
        timed += 1
      }
      guard let p = previous, time[i] - time[p] > limit, laterMinimum[i] - time[p] > limit,
        time[p] >= window.lowerBound, time[i] <= window.upperBound
      else { continue }
      jumps.append(ClockJump(samplesBefore: timed, seconds: time[i] - time[p] - 1, boundary: time[i]))
      lastBefore.append(p)
    }
    guard !jumps.isEmpty else { return [] }
    // Each sample moves by the steps after it: one backward pass.
    var shift = 0.0
    var k = jumps.count - 1
    for j in time.indices.reversed() {
      while k >= 0, lastBefore[k] >= j {
        shift += jumps[k].seconds
        k -= 1
      }
      if time[j].isFinite { time[j] += shift }
    }
    let moved = Self.mover(for: jumps)
    pauses = pauses.map { TimerPause(start: moved($0.start), end: moved($0.end)) }.filter { $0.end > $0.start }
    return jumps
  }

  /// Where a time on the recorded clock lands once `jumps` (in order) are
  /// closed: later by every step whose boundary lies after it. O(jumps) once,
  /// then O(log jumps) a time.
  public static func mover(for jumps: [ClockJump]) -> @Sendable (Double) -> Double {
    var after = [Double](repeating: 0, count: jumps.count + 1)  // after[k]: the steps from k on, summed
    for k in jumps.indices.reversed() { after[k] = after[k + 1] + jumps[k].seconds }
    let boundaries = jumps.map(\.boundary)
    return { [after] t in
      var low = 0
      var high = boundaries.count  // the first step whose boundary is after t
      while low < high {
        let mid = (low + high) / 2
        if boundaries[mid] > t { high = mid } else { low = mid + 1 }
      }
      return t + after[low]
    }
  }
}
