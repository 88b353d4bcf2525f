import VeloKernels

/// A run's efficiency without power (TrainingPeaks, "Efficiency Factor" and "Pa:Hr" for runs; Friel,
/// The Triathlete's Training Bible, 4th ed., 2016):
///
/// - efficiency factor `EF = NGS / HR̄`, with normalized graded speed in yards per minute as
///   TrainingPeaks computes it (yd/min per bpm; so the numbers equal TrainingPeaks'; a rising EF at
///   the same heart rate is a fitter runner);
/// - Pa:HR decoupling, the drop of graded speed per heartbeat from the first half of the run to the
///   second, `(EF₁ − EF₂) / EF₁ · 100` %, each half's EF its mean grade-adjusted speed over its mean
///   heart rate (positive: the heart worked harder for the same graded pace; under 5 % is the
///   aerobic endurance Friel looks for).
public enum RunEfficiency {
  /// Yards per minute in one metre per second.
  public static let yardsPerMinute = 60 / 0.9144

  /// `NGS (yd/min) / mean HR`, `nil` without a heart rate reading.
  public static func factor(normalizedGradedSpeed: Double, heartRate1Hz: [Double]) -> Double? {
    guard let hr = meanSkippingNaN(heartRate1Hz), hr > 0 else { return nil }
    return normalizedGradedSpeed * yardsPerMinute / hr
  }

  /// `(EF₁ − EF₂) / EF₁ · 100` over the two halves of the seconds given (grade-adjusted speed, m/s,
  /// and heart rate on the same grid; NaN heart rate is no reading), `nil` when a half has no heart rate.
  public static func decoupling(gradeAdjustedSpeed: [Double], heartRate1Hz: [Double]) -> Double? {
    // Pw:Hr's arithmetic on another output per heartbeat: graded speed in place of power.
    Efficiency.decoupling(power1Hz: gradeAdjustedSpeed, heartRate1Hz: heartRate1Hz)
  }

  /// Running effectiveness where running power exists: mean speed (m/s) over mean power per
  /// kilogram (W/kg), `RE = v̄ / (P̄ / m)`, over the seconds with both a speed above 0 and a power
  /// reading (Stryd's "Running Effectiveness"; Vance, Run with Power, 2016: about 0.98–1.05 for
  /// trained runners on the flat; higher is more speed for the same power). `nil` without such
  /// seconds, power or weight. Vendors' running powers differ (README), so compare a runner with
  /// the same pod only.
  public static func effectiveness(speed1Hz: [Double], power1Hz: [Double], weightKg: Double?) -> Double? {
    guard let weightKg, weightKg > 0 else { return nil }
    var (speed, power, n) = (0.0, 0.0, 0)
    for i in 0..<min(speed1Hz.count, power1Hz.count) where speed1Hz[i] > 0 && power1Hz[i].isFinite {
      speed += speed1Hz[i]
      power += power1Hz[i]
      n += 1
    }
    guard n > 0, power > 0 else { return nil }
    return (speed / Double(n)) / (power / Double(n) / weightKg)
  }

}
