import VeloIO
import VeloKernels
import VeloScore

extension ActivityDetailReport {
  /// Laps with their figures: the device's laps when the file has them, else
  /// auto-laps every 5 km (with 5 km or more of distance) or every 10 min.
  /// NP and TSS come from the elapsed-time 1 Hz `grid` (pauses as 0 W, as the
  /// device's lap timing includes them).
  static func laps(
    streams: ActivityStreams, grid: [Double]?, ftp: Double?, startTime: Double?, device: [FITSummary], isRun: Bool
  ) -> [Lap] {
    let t = streams.time
    guard let t0 = t.first, let last = t.last, last > t0, t0.isFinite, last.isFinite else { return [] }
    // A span past the longest grid (31 days: corrupt times) is cut there, so auto-laps stay bounded.
    let t1 = min(last, t0 + Double(PowerGrid.maximumSeconds))
    var bounds: [(start: Double, end: Double, distance: Double?)] = []
    if !device.isEmpty, let start = startTime {
      for lap in device {
        guard let s = lap.startTime, let length = lap.elapsedSeconds ?? lap.timerSeconds, length > 0 else { continue }
        let a = max(0, Double(s) - start)
        bounds.append((a, a + length, lap.distanceMeters))
      }
    } else if let distance = streams.distance, let total = distance.last(where: { !$0.isNaN }), total >= 5000 {
      var next = 5000.0
      var lapStart = 0.0
      for (i, d) in distance.enumerated() where !d.isNaN && d >= next && i < t.count {
        bounds.append((lapStart, t[i] - t0, nil))
        lapStart = t[i] - t0
        next += 5000
      }
      if t1 - t0 - lapStart >= 1 { bounds.append((lapStart, t1 - t0, nil)) }
    } else {
      for a in stride(from: 0.0, to: t1 - t0, by: 600) { bounds.append((a, min(a + 600, t1 - t0), nil)) }
    }
    func mean(_ values: [Double]?, _ range: Range<Int>) -> Double? { values.flatMap { meanSkippingNaN($0, range) } }
    /// The first sample at or after `offset` seconds from the start, by binary
    /// search (times do not decrease): O(log n) per lap, not a scan.
    func firstSample(atOrAfter offset: Double) -> Int {
      var lo = 0
      var hi = t.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if t[mid] - t0 >= offset { hi = mid } else { lo = mid + 1 }
      }
      return lo
    }
    // Times that step back (a corrupt record) can make a lap end before it starts: no such lap.
    bounds.removeAll { !($0.end > $0.start && $0.start >= 0) }
    var laps: [Lap] = []
    for (k, b) in bounds.enumerated() {
      let first = firstSample(atOrAfter: b.start)
      let last = firstSample(atOrAfter: b.end)
      let samples = first..<max(first, k == bounds.count - 1 ? t.count : last)
      var distance = b.distance
      // From the lap's first sample to the next lap's first (the last sample for the last lap).
      if distance == nil, let d = streams.distance, let first = samples.first, first < d.count {
        let lo = d[first]
        let hi = d[min(samples.upperBound, d.count - 1)]
        if !lo.isNaN, !hi.isNaN { distance = hi - lo }
      }
      var np: Double?
      if let grid {
        let lo = min(grid.count, max(0, Int(checked: b.start) ?? 0))
        let hi = min(grid.count, max(0, Int(checked: b.end.rounded(.up)) ?? 0))
        if hi - lo >= 30 { np = normalizedPower(power1Hz: Array(grid[lo..<hi])) }
      }
      let tss = np.flatMap { np in ftp.map { (b.end - b.start) * np * np / ($0 * $0) / 36 } }
      laps.append(
        Lap(
          index: k + 1, startSeconds: b.start, durationSeconds: b.end - b.start, distanceMeters: distance,
          averagePower: mean(streams.power, samples), normalizedPower: np,
          averageHeartRate: mean(streams.heartRate, samples),
          averageSpeed: mean(streams.speed, samples), tss: tss))
    }
    let total = laps.compactMap(\.tss).reduce(0, +)
    if total > 0 { for i in laps.indices { laps[i].tssShare = laps[i].tss.map { $0 / total } } }
    return laps
  }
}
