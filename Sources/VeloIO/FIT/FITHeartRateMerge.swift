/// Heart rate that a chest strap stored apart from the records (HRM-Swim,
/// HRM-Tri and HRM-Pro upload their memory after a swim as `hr` messages,
/// global 132), put back on the record timeline.
///
/// Facts from the FIT profile and the reference decoder's `merge_heart_rates`
/// (Garmin FIT SDK), implemented here on our own:
/// - an *anchor* message carries `timestamp` (253) + `fractional_timestamp` (0,
///   1/32768 s) and one `event_timestamp` (9, 1/1024 s): the strap clock at that time;
/// - other messages carry up to 8 readings in `filtered_bpm` (6) with their
///   strap times in `event_timestamp` (9) or packed as 12-bit counters in
///   `event_timestamp_12` (10), each accumulated onto the last (mod 4096);
/// - a reading's time is the anchor's time plus its strap time minus the anchor's;
/// - between two readings the earlier one holds for up to 5 s, in 250 ms steps;
/// - a record takes the rounded mean of the readings after the previous record
///   and up to its own time (the first record: within the second before it),
///   once a later reading exists (the reference's rule, kept for equal numbers).
struct FITHeartRateMerge {
  private var anchorTime: Double?
  private var anchorEvent: Int64?
  private var lastEvent: Int64?
  /// (FIT seconds, bpm), in arrival order.
  private(set) var readings: [(time: Double, bpm: Double)] = []

  static let hold = 5.0, step = 0.25
  static let eventWrap: Int64 = 1 << 32

  mutating func add(_ m: FITMessage) {
    var bpm: [Double?] = []
    switch m.value(6) {
    case .array(let items)?: bpm = items.map { $0?.number }
    case let v?: bpm = [v.number]
    case nil: return
    }
    var events: [Int64] = []
    if let v = m.value(9) {
      let raw: [Double?] = {
        if case .array(let items) = v { return items.map { $0?.number } } else { return [v.number] }
      }()
      events = raw.compactMap { $0.flatMap { Int64(exactly: $0) } }
      lastEvent = events.last ?? lastEvent
    } else if case .array(let bytes)? = m.value(10) {
      let b = bytes.map { UInt16(($0?.number).flatMap { UInt8(exactly: $0) } ?? 0) }
      var k = 0
      while k + 1 < b.count {  // two 12-bit values in each 3 bytes, little-endian
        var twelve = [b[k] | (b[k + 1] & 0x0F) << 8]
        if k + 2 < b.count { twelve.append(b[k + 1] >> 4 | b[k + 2] << 4) }
        for v in twelve {
          let previous = lastEvent ?? Int64(v)
          let next = previous + ((Int64(v) - previous) & 0xFFF)
          events.append(next)
          lastEvent = next
        }
        k += 3
      }
    }
    if let ts = m.number(253) {  // an anchor
      guard events.count == 1 else { return }
      anchorTime = ts + (m.number(0) ?? 0) / 32768
      anchorEvent = events[0]
    }
    guard let anchorTime, let anchorEvent else { return }
    for (event, value) in zip(events, bpm) {
      guard let value, value > 0 else { continue }
      var e = event
      if e < anchorEvent, anchorEvent - e > Self.eventWrap / 2 { e += Self.eventWrap }
      let time = anchorTime + Double(e - anchorEvent) / 1024
      if let last = readings.last, time > last.time {
        var t = last.time + Self.step
        while t < time, t - last.time <= Self.hold + 1e-9 {
          readings.append((t, last.bpm))
          t += Self.step
        }
      }
      readings.append((time, value))
    }
  }

  /// `heartRate` (one per record time, FIT seconds) with every record that has
  /// readings in its window set to their rounded mean, as the reference does.
  func merged(recordTimes: [Double], heartRate: [Double]) -> [Double] {
    guard !readings.isEmpty else { return heartRate }
    let sorted = readings.sorted { $0.time < $1.time }
    var out = heartRate
    var k = 0
    var previous: Double?
    for i in recordTimes.indices {
      let end = recordTimes[i]
      guard end.isFinite else { continue }
      let start = previous.map { $0 < end ? $0 : end - 1 } ?? end - 1
      while k > 0, sorted[k - 1].time > start { k -= 1 }
      while k < sorted.count, sorted[k].time <= start { k += 1 }
      var sum = 0.0
      var count = 0
      var j = k
      while j < sorted.count, sorted[j].time <= end {
        sum += sorted[j].bpm
        count += 1
        j += 1
      }
      // The reference assigns a window once a later reading closes it, so the
      // readings after the last reading's record window are left as they are.
      if count > 0, j < sorted.count { out[i] = (sum / Double(count) + 0.5).rounded(.down) }
      previous = end
    }
    return out
  }
}
