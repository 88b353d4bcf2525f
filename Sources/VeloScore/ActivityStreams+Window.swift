extension ActivityStreams {
  /// Drops (time → NaN, which the 1 Hz grid leaves out) every sample whose
  /// time falls outside `window` (seconds on this stream's clock), unless that
  /// would drop half the samples or more: then the window, not the samples, is
  /// taken to be wrong and nothing is dropped. Returns how many were dropped.
  /// A FIT file's records outside its sessions' span are garbage timestamps
  /// (a truncated Strava-app file: one record 64 years ahead).
  /// - Complexity: O(samples).
  public mutating func dropSamples(outside window: ClosedRange<Double>) -> Int {
    let outside = time.indices.filter { time[$0].isFinite && !window.contains(time[$0]) }
    let timed = time.lazy.filter(\.isFinite).count
    guard !outside.isEmpty, outside.count * 2 < timed else { return 0 }
    for i in outside { time[i] = .nan }
    return outside.count
  }

  /// Moves the clock so the first timed sample is at 0 and returns the shift
  /// (0 when it already is): after dropping a garbage first sample, times
  /// still count from the first sample kept. Pauses move with the samples.
  public mutating func rebasingToFirstSample() -> Double {
    guard let first = time.first(where: \.isFinite), first != 0 else { return 0 }
    time = time.map { $0 - first }
    pauses = pauses.map { TimerPause(start: $0.start - first, end: $0.end - first) }
    return first
  }
}
