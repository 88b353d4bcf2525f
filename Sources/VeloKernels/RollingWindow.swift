/// How a trailing rolling window treats the first `window − 1` samples.
public enum RollingWarmUp: String, Sendable, CaseIterable, Codable {
  /// Emit a value only once the window is full: `n − w + 1` outputs, the first
  /// at index `w − 1` (Coggan's definition of NP as TrainingPeaks computes it).
  case fullWindowsOnly
  /// Emit `n` outputs; before the window is full the missing samples count as
  /// zeros and the sum is still divided by `w` (GoldenCheetah's zero-initialised
  /// ring buffer in `Coggan.cpp`), so the leading values are diluted, not dropped.
  case zeroPadded
}

/// The shared trailing-window scan behind every rolling kernel.
///
/// Calls `body` once per output with the mean of the trailing `window` samples,
/// in order. The running sum slides by one add and one subtract per sample and
/// is recomputed exactly every `restartInterval` outputs, so rounding drift stays
/// bounded on streams of any length (10⁸ samples and beyond).
///
/// - Complexity: O(n + n·w/1024) time, O(1) extra space; no allocation.
@inlinable
public func forEachRollingMean(
  _ x: UnsafeBufferPointer<Double>, window: Int, warmUp: RollingWarmUp,
  _ body: (Double) -> Void
) {
  precondition(window >= 1, "rolling window must be at least 1 sample, got \(window)")
  let n = x.count
  let restartInterval = 1024
  let scale = 1.0 / Double(window)
  guard let base = x.baseAddress, n > 0 else { return }

  if warmUp == .zeroPadded {
    var sum = 0.0
    for i in 0..<min(window - 1, n) {
      sum += base[i]
      body(sum * scale)
    }
  }
  guard n >= window else { return }

  var start = window - 1  // index of the newest sample of the current window
  while start < n {
    let end = min(start + restartInterval, n)
    var sum = 0.0
    for j in (start - window + 1)...start { sum += base[j] }
    body(sum * scale)
    var i = start + 1
    while i < end {
      sum += base[i] - base[i - window]
      body(sum * scale)
      i += 1
    }
    start = end
  }
}

/// Number of outputs a rolling scan of `count` samples produces.
@inlinable
public func rollingOutputCount(count: Int, window: Int, warmUp: RollingWarmUp) -> Int {
  switch warmUp {
  case .zeroPadded: return count
  case .fullWindowsOnly: return max(0, count - window + 1)
  }
}
