import VeloKernels

/// Grade-adjusted running pace and running TSS.
public enum RunningLoad {
  /// Minetti et al. 2002 (J Appl Physiol 93:1039), energy cost of running on a
  /// gradient `i` (fraction, −0.45…0.45), J·kg⁻¹·m⁻¹:
  /// `C(i) = 155.4i⁵ − 30.4i⁴ − 43.3i³ + 46.3i² + 19.5i + 3.6`.
  public static func minettiCost(grade i: Double) -> Double {
    let g = min(0.45, max(-0.45, i))
    return ((((155.4 * g - 30.4) * g - 43.3) * g + 46.3) * g + 19.5) * g + 3.6
  }

  /// Grade per second from 1 Hz altitude (m) and distance (m): the rise over
  /// the trailing 10 s divided by the distance covered, 0 when under 1 m was
  /// covered or a reading is missing, clamped to ±45 % (Minetti's range).
  public static func grade(altitude: [Double], distance: [Double], window: Int = 10) -> [Double] {
    precondition(altitude.count == distance.count, "altitude and distance must share the grid")
    return altitude.indices.map { i in
      let j = i - window
      guard j >= 0 else { return 0 }
      let run = distance[i] - distance[j]
      let rise = altitude[i] - altitude[j]
      guard run.isFinite, rise.isFinite, run >= 1 else { return 0 }
      return min(0.45, max(-0.45, rise / run))
    }
  }

  /// Grade-adjusted speed (m/s): the flat speed with the same metabolic cost,
  /// `v · C(grade)/C(0)`. Missing speed counts as stopped (0).
  public static func gradeAdjustedSpeed(speed: [Double], grade: [Double]) -> [Double] {
    zip(speed, grade).map { v, g in v.isNaN ? 0 : v * minettiCost(grade: g) / 3.6 }
  }

  /// Normalized graded speed (m/s): NP's algorithm applied to grade-adjusted
  /// speed (30 s rolling mean, 4th-power mean, 4th root), as TrainingPeaks
  /// describes NGP; its exact implementation is unpublished.
  public static func normalizedGradedSpeed(gradeAdjustedSpeed: [Double]) -> Double? {
    rollingPowerMean(gradeAdjustedSpeed, window: 30, exponent: .fourth)
  }

  /// rTSS (TrainingPeaks): `s · NGS · IF / (threshold · 3600) · 100` with
  /// `IF = NGS / threshold speed`, i.e. 1 h at threshold pace = 100.
  public static func rTSS(normalizedGradedSpeed ngs: Double, seconds: Int, thresholdSpeed: Double) -> Double {
    precondition(thresholdSpeed > 0, "threshold speed must be positive")
    let intensity = ngs / thresholdSpeed
    return Double(seconds) * ngs * intensity / (thresholdSpeed * 3600) * 100
  }

  /// Pace in seconds per kilometre for a speed in m/s (`nil` when not moving).
  public static func pace(speed: Double) -> Double? { speed > 0 ? 1000 / speed : nil }
}
