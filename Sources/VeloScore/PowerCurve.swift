import VeloKernels

/// Best average power for every duration of a ride (the mean-maximal power
/// curve) and the standard peak powers read off it.
///
/// Computed by `MeanMaxCurve` on a 1 Hz grid (stopped time and flagged samples
/// count as 0 W, so a dropout or a spike cannot create a best), as
/// GoldenCheetah's mean-max: exactly for each duration 1 s … 3 h, and on a 1 %
/// grid of durations beyond (a longer duration takes the value of the grid
/// duration at or above it), so any recording costs seconds at most.
public struct PowerCurve: Sendable, Equatable {
  /// `watts[d − 1]` is the best mean power over d seconds.
  public var watts: [Double]
  /// Start second of a window achieving it.
  public var starts: [Int]

  /// - Parameter power1Hz: watts, one value per second, finite.
  /// - Parameter maximumSeconds: the longest duration computed (default: the
  ///   whole ride); a stored prefix asks for only that much (see
  ///   `MeanMaxCurve/init(_:maximumDuration:)`).
  public init(power1Hz: [Double], maximumSeconds: Int? = nil) {
    let curve = MeanMaxCurve(power1Hz, maximumDuration: maximumSeconds ?? power1Hz.count)
    watts = curve.values
    starts = curve.starts
  }

  /// The envelope of several curves: for each duration the best of any
  /// (`starts` are then not meaningful and set to 0).
  public init(envelopeOf curves: [[Double]]) {
    var w = [Double](repeating: 0, count: curves.map(\.count).max() ?? 0)
    for c in curves { for (i, v) in c.enumerated() where v > w[i] { w[i] = v } }
    watts = w
    starts = Array(repeating: 0, count: w.count)
  }

  /// Best mean power over `seconds`, `nil` when the ride is shorter.
  public func peak(seconds: Int) -> Double? {
    seconds >= 1 && seconds <= watts.count ? watts[seconds - 1] : nil
  }

  /// Best mean power over exactly `seconds` by one rolling scan, O(n): for a
  /// few durations this is far cheaper than the whole curve. `nil` when the
  /// ride is shorter. Equal to ``peak(seconds:)`` up to rounding (~1e-12 W).
  public static func peak(power1Hz: [Double], seconds: Int) -> Double? {
    guard seconds >= 1, power1Hz.count >= seconds else { return nil }
    var best = -Double.infinity
    power1Hz.withUnsafeBufferPointer {
      forEachRollingMean($0, window: seconds, warmUp: .fullWindowsOnly) { best = max(best, $0) }
    }
    return best
  }

  /// The durations reports show: 5 s, 1 min, 5 min, 20 min, 60 min.
  public static let standardDurations = [5, 60, 300, 1200, 3600]
}
