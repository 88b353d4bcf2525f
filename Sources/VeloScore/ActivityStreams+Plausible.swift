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
          "\(n) sample\(n == 1 ? "" : "s") out of time order dropped (a time before the one kept last, or a lone jump ahead)"
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
  /// 1 Hz grid leaves out) each sample whose time is before the one kept last
  /// (a step back), or which jumps ahead of the next sample while that one
  /// follows on from the one kept last (a lone garbage timestamp: one record
  /// 728 h ahead made a 2-minute file a 728-hour grid). Returns how many.
  /// - Complexity: O(samples).
  mutating func dropSamplesOutOfTimeOrder() -> Int {
    var nextFinite = Array(repeating: Double.nan, count: time.count)
    var upcoming = Double.nan
    for i in time.indices.reversed() {
      nextFinite[i] = upcoming
      if time[i].isFinite { upcoming = time[i] }
    }
    var lastKept = -Double.infinity
    var dropped = 0
    for i in time.indices where time[i].isFinite {
      let t = time[i]
      let next = nextFinite[i]
      if t < lastKept || (next.isFinite && next < t && next >= lastKept) {
        time[i] = .nan
        dropped += 1
      } else {
        lastKept = t
      }
    }
    return dropped
  }
}
