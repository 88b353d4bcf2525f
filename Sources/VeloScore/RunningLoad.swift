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
      let run = distance[i] - distance[j], rise = altitude[i] - altitude[j]
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

/// Energy expenditure estimates, kcal.
public enum Calories {
  /// From mechanical work: `kcal = kJ / (gross efficiency · 4.184)`. With the
  /// default 24 % efficiency 1 kJ of work ≈ 1 kcal burned, the usual cycling rule
  /// (gross efficiency of trained cyclists 18–25 %, e.g. Ettema & Lorås 2009).
  public static func fromWork(kilojoules: Double, grossEfficiency: Double = 0.24) -> Double {
    precondition(grossEfficiency > 0 && grossEfficiency <= 1, "gross efficiency is a fraction")
    return kilojoules / (grossEfficiency * 4.184)
  }

  /// MET-based: `kcal = MET · kg · hours` (1 MET ≈ 1 kcal·kg⁻¹·h⁻¹; Ainsworth
  /// et al. 2011 Compendium of Physical Activities).
  public static func fromMET(_ met: Double, weightKg: Double, seconds: Double) -> Double {
    met * weightKg * seconds / 3600
  }

  /// Typical METs by sport (Compendium 2011 general entries): cycling 7.5,
  /// running 9.8 (≈ 9.7 km/h), swimming 5.8, walking 3.5, strength 5.0, other 6.0.
  public static func typicalMET(sport: String) -> Double {
    switch sport.lowercased() {
    case "cycling", "biking", "ride", "bike": return 7.5
    case "running", "run": return 9.8
    case "swimming", "swim": return 5.8
    case "walking", "walk", "hiking": return 3.5
    case "strength", "training", "weights": return 5.0
    case "yoga": return 2.5
    case "rowing": return 7.0
    default: return 6.0
    }
  }

  /// MET for a logged session: ``typicalMET(sport:)``, or with a session RPE of
  /// 7 or more the Compendium's vigorous entry where it lists one (running
  /// 7 mph 11.0, cycling 14–15.9 mph 10.0, swimming fast 9.8, brisk walking
  /// 5.0, vigorous resistance training 6.0). Ainsworth et al. 2011, "Compendium
  /// of Physical Activities", Med Sci Sports Exerc 43:1575.
  public static func met(sport: String, rpe: Double?) -> Double {
    guard let rpe, rpe >= 7 else { return typicalMET(sport: sport) }
    switch sport.lowercased() {
    case "running": return 11.0
    case "cycling": return 10.0
    case "swimming": return 9.8
    case "walking": return 5.0
    case "strength": return 6.0
    default: return typicalMET(sport: sport)
    }
  }
}
