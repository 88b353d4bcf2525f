/// Readings a file held outside ``InputLimits/readings``, dropped at the door.
public struct ImplausibleReadings: Sendable, Equatable, Codable {
  /// Dropped readings by canonical column name.
  public var counts: [String: Int] = [:]

  public init() {}

  /// The count key of samples timed outside a FIT file's sessions.
  public static let outsideSession = "outside_session"

  /// One sentence per column, e.g. "3 heart_rate readings outside 20…250 bpm dropped".
  public var warnings: [String] {
    counts.keys.sorted().map { name in
      if name == "time" {
        let n = counts[name] ?? 0
        return
          "\(n) sample\(n == 1 ? "" : "s") out of time order dropped (the fewest that leave the rest in order: a step back, or a jump ahead and back)"
      }
      if name == Self.outsideSession {
        let n = counts[name] ?? 0
        return "\(n) record\(n == 1 ? "" : "s") timed outside the file's sessions dropped (a garbage timestamp)"
      }
      let range =
        InputLimits.readings[name].map {
          " outside " + InputLimits.describe($0) + " " + (InputLimits.readingUnits[name] ?? "")
        } ?? ""
      let n = counts[name] ?? 0
      return "\(n) \(name) reading\(n == 1 ? "" : "s")\(range) dropped"
    }
  }
}

extension ActivityStreams {
  /// Replaces every reading outside its ``InputLimits/readings`` range, and
  /// every infinite one, by NaN (no reading), and returns how many of each
  /// column were dropped. NaN stays NaN uncounted; a heart rate of exactly 0
  /// (FIT's "no reading" from a strap off) becomes NaN uncounted. Column
  /// lengths that differ from ``time``'s are cut or padded with NaN, so every
  /// column has one value per time. Times that are not finite stay: the 1 Hz
  /// grid drops them (``PowerGrid/droppedSamples``).
  /// - Complexity: O(samples × columns), one pass per present column.
  @discardableResult
  public mutating func dropImplausibleReadings() -> ImplausibleReadings {
    var dropped = ImplausibleReadings()
    for column in Self.columns where column.name != "pause_s" {
      guard var values = self[keyPath: column.keyPath] else { continue }
      if values.count != time.count {
        values = Array(values.prefix(time.count)) + Array(repeating: .nan, count: max(0, time.count - values.count))
      }
      let range = InputLimits.readings[column.name] ?? -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
      let zeroIsMissing = column.name == "heart_rate"
      var n = 0
      for i in values.indices {
        let v = values[i]
        if v.isNaN { continue }
        if zeroIsMissing && v == 0 {
          values[i] = .nan
        } else if !range.contains(v) {
          values[i] = .nan
          n += 1
        }
      }
      if n > 0 { dropped.counts[column.name] = n }
      self[keyPath: column.keyPath] = values
    }
    let outOfOrder = dropSamplesOutOfTimeOrder()
    if outOfOrder > 0 { dropped.counts["time"] = outOfOrder }
    let before = pauses.count
    pauses = pauses.filter {
      $0.start.isFinite && $0.end.isFinite && $0.start < $0.end && InputLimits.durationSeconds.contains($0.seconds)
    }
    if pauses.count < before { dropped.counts["pause_s"] = before - pauses.count }
    return dropped
  }

  /// Makes the finite times non-decreasing by dropping (time → NaN, which the
  /// 1 Hz grid leaves out) the fewest samples: the longest non-decreasing
  /// subsequence of the times is kept, and of several such the one that keeps
  /// earlier samples (so a step back loses the sample that stepped back). A
  /// lone garbage timestamp (one record 728 h ahead made a 2-minute file a
  /// 728-hour grid) and a run of them (14 records 2.2 years ahead in the middle
  /// of an Edge 500 ride) lose only themselves; the records after them stay.
  /// Returns how many were dropped.
  /// - Complexity: O(n log n) for n timed samples (patience sorting), O(n) when in order.
  mutating func dropSamplesOutOfTimeOrder() -> Int {
    let timed = time.indices.filter { time[$0].isFinite }
    guard zip(timed, timed.dropFirst()).contains(where: { time[$1] < time[$0] }) else { return 0 }
    // chain[k]: the length of the longest non-decreasing run of times starting
    // at timed sample k, from a patience pass over the samples in reverse.
    var chain = [Int](repeating: 0, count: timed.count)
    var tails: [Double] = []  // tails[m]: the largest start of such a run of length m + 1 so far
    for k in timed.indices.reversed() {
      let t = time[timed[k]]
      var low = 0
      var high = tails.count
      while low < high {  // the first run whose start is below t cannot take t in front of it
        let mid = (low + high) / 2
        if tails[mid] >= t { low = mid + 1 } else { high = mid }
      }
      chain[k] = low + 1
      if low == tails.count { tails.append(t) } else { tails[low] = t }
    }
    // Walk forward keeping the earliest sample that still completes a longest run.
    var needed = tails.count
    var lastKept = -Double.infinity
    var dropped = 0
    for (k, i) in timed.enumerated() {
      if needed > 0 && chain[k] == needed && time[i] >= lastKept {
        lastKept = time[i]
        needed -= 1
      } else {
        time[i] = .nan
        dropped += 1
      }
    }
    return dropped
  }
}
