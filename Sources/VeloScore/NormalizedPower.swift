import VeloKernels

/// Which published convention NP (and everything derived from it) follows.
public enum NormalizedPowerConvention: String, Sendable, CaseIterable, Codable {
  /// Coggan / TrainingPeaks: 30 s trailing rolling mean, only full windows
  /// (the first 29 s contribute to later windows only), 4th-power mean, 4th root.
  /// Allen & Coggan, *Training and Racing with a Power Meter*, 2nd ed. (2010), ch. 7.
  case coggan
  /// GoldenCheetah `IsoPower` (`src/Metrics/Coggan.cpp`): the same, but the
  /// rolling mean starts from a zero-filled window, so every sample yields a
  /// (diluted) value. GoldenCheetah divides by CP rather than FTP by default;
  /// pass CP as the threshold to reproduce its IF and TSS.
  case goldenCheetah

  var warmUp: RollingWarmUp {
    switch self {
    case .coggan: return .fullWindowsOnly
    case .goldenCheetah: return .zeroPadded
    }
  }
}

/// Normalized Power of a 1 Hz power stream, in watts:
///
///     NP = ( mean_i ( r_i⁴ ) )^(1/4),   r_i = 30 s trailing mean of power
///
/// - Returns: `nil` when no window is available (fewer than 30 samples under
///   `.coggan`, or an empty stream).
/// - Complexity: O(n), no allocation (fused kernel).
/// With `segmentStarts` (stretches of running time between pauses) the windows
/// restart after each pause and never average seconds from both sides of one.
public func normalizedPower(
  power1Hz: [Double], convention: NormalizedPowerConvention = .coggan, segmentStarts: [Int] = [0]
) -> Double? {
  rollingPowerMean(power1Hz, window: 30, exponent: .fourth, warmUp: convention.warmUp, segmentStarts: segmentStarts)
}
