/// A session RPE on the TSS scale, so a hand-logged session adds to CTL what
/// a measured one of the same effort would.
///
/// Foster's session-RPE load (Foster et al. 2001, J Strength Cond Res 15:109:
/// CR-10 RPE × minutes, arbitrary units) is on another scale: one hour at RPE 6
/// is 360 AU while one hour at threshold is 100 TSS, so four easy hand-logged
/// sessions made a 915 "TSS" week. It is kept beside the TSS-equivalent load
/// (``fosterLoad(rpe:minutes:)``) for team-sport-style monitoring, never in the PMC.
public enum RPELoad {
  /// TSS per hour at session RPE 0…10: Joe Friel's estimate from perceived
  /// exertion ("Estimating Training Stress Score (TSS)", TrainingPeaks, 2009):
  /// RPE 1…10 → 20, 30, 40, 50, 60, 70, 80, 100, 120, 140; RPE 0 (rest) → 0.
  /// (The table as implementations in public code quote it, with that source;
  /// the article itself could not be read where this was written.)
  public static let tssPerHour: [Double] = [0, 20, 30, 40, 50, 60, 70, 80, 100, 120, 140]

  /// TSS per hour at `rpe` (clamped to 0…10), linear between whole RPEs.
  public static func tssPerHour(rpe: Double) -> Double {
    let r = Swift.min(10, Swift.max(0, rpe.isFinite ? rpe : 0))
    let low = Int(r.rounded(.down))
    guard low < 10 else { return tssPerHour[10] }
    return tssPerHour[low] + (r - Double(low)) * (tssPerHour[low + 1] - tssPerHour[low])
  }

  /// The intensity factor the table implies: `√(TSS per hour / 100)` (TSS =
  /// hours × IF² × 100, Coggan), e.g. RPE 6 → 0.837, RPE 8 → 1.0.
  public static func intensityFactor(rpe: Double) -> Double { (tssPerHour(rpe: rpe) / 100).squareRoot() }

  /// The session's load on the TSS scale: `hours × IF² × 100`.
  public static func load(rpe: Double, seconds: Double) -> Double {
    let ifactor = intensityFactor(rpe: rpe)
    return Swift.max(0, seconds) / 3600 * ifactor * ifactor * 100
  }

  /// Foster's session-RPE load, arbitrary units: `RPE × minutes`.
  public static func fosterLoad(rpe: Double, minutes: Double) -> Double { rpe * minutes }
}
