/// Heart-rate thresholds estimated when the athlete has not given them, so a
/// heart-rate-only workout still gets a load instead of a silent 0 in the PMC.
/// Every estimate is said (``notes``) and the load is tagged as estimated.
///
/// - Max HR: the athlete's or the file's; else Tanaka, Monahan & Seals (2001,
///   J Am Coll Cardiol 37:153), `208 − 0.7 × age`, when the age is known; else
///   `LTHR / 0.89` when the LTHR is known (the inverse of the LTHR rule below, so
///   an athlete who gave only an LTHR gets an hrTSS); else
///   the highest reading of this workout (a lower bound of the true maximum),
///   when it is above 100 bpm and inside the max-HR range of
///   ``InputLimits/thresholds`` (80…240): a corrupt reading never becomes a threshold.
/// - Resting HR: the athlete's or the file's; else 60 bpm (assumed).
/// - LTHR: the athlete's; else 89 % of max HR — our assumption, the middle of
///   the 85–92 % range usually quoted for the lactate threshold of trained
///   endurance athletes; an LTHR test replaces it.
public struct ThresholdEstimate: Sendable, Equatable {
  public var settings: AthleteSettings
  /// One sentence per value estimated or assumed; empty when nothing was.
  public var notes: [String]

  public static let assumedRestingHeartRate = 60.0
  public static let lthrFractionOfMax = 0.89

  /// Fills the heart-rate values `settings` lacks; `nil` when no max HR can be had.
  /// Values of `settings` outside ``InputLimits/thresholds`` count as absent.
  public static func heartRate(_ settings: AthleteSettings, age: Int?, observedMax: Double?) -> ThresholdEstimate? {
    var s = settings
    s.dropImplausibleValues()
    var notes: [String] = []
    let maxRange = InputLimits.thresholds["maxHeartRate"] ?? 80...240
    if s.maxHeartRate == nil {
      if let age, (10...100).contains(age) {
        s.maxHeartRate = 208 - 0.7 * Double(age)
        notes.append("max HR estimated \(Int((208 - 0.7 * Double(age)).rounded())) bpm from age \(age) (Tanaka 2001)")
      } else if let lthr = s.lthr, maxRange.contains(lthr / lthrFractionOfMax) {
        s.maxHeartRate = lthr / lthrFractionOfMax
        notes.append(
          "max HR estimated \(Int((lthr / lthrFractionOfMax).rounded())) bpm from LTHR \(Int(lthr.rounded())) (LTHR = 89 % of max)"
        )
      } else if let observedMax, observedMax > 100, maxRange.contains(observedMax) {
        s.maxHeartRate = observedMax
        notes.append("max HR taken as this workout's highest reading, \(Int(observedMax.rounded())) bpm")
      } else {
        return nil
      }
    }
    if s.restingHeartRate == nil {
      s.restingHeartRate = assumedRestingHeartRate
      notes.append("resting HR assumed \(Int(assumedRestingHeartRate)) bpm")
    }
    if s.lthr == nil, let max = s.maxHeartRate {
      s.lthr = lthrFractionOfMax * max
      notes.append("LTHR estimated \(Int((lthrFractionOfMax * max).rounded())) bpm, 89 % of max HR")
    }
    guard let max = s.maxHeartRate, let rest = s.restingHeartRate, let lthr = s.lthr, max > rest, lthr > rest,
      lthr <= max
    else { return nil }
    return ThresholdEstimate(settings: s, notes: notes)
  }
}
