/// Heart-rate thresholds estimated when the athlete has not given them, so a
/// heart-rate-only workout still gets a load instead of a silent 0 in the PMC.
/// Every estimate is said (``notes``) and the load is tagged as estimated.
/// Nothing is estimated from the workout being scored: an LTHR taken from its
/// own highest reading made a long steady effort its own threshold (an
/// Ironman marathon at 130 bpm scored hrTSS 570).
///
/// - Max HR: the athlete's or the file's; else Tanaka, Monahan & Seals (2001,
///   J Am Coll Cardiol 37:153), `208 − 0.7 × age`, at the athlete's age, or at
///   ``Calories/assumedAge`` (35, said) when it is unknown and no LTHR is; else
///   `LTHR / 0.89` when the LTHR is known (the inverse of the LTHR rule below,
///   so an athlete who gave only an LTHR gets an hrTSS).
/// - Resting HR: the athlete's or the file's; else 60 bpm (assumed).
/// - LTHR: the athlete's; else 89 % of max HR — our assumption, the middle of
///   the 85–92 % range usually quoted for the lactate threshold of trained
///   endurance athletes; an LTHR test replaces it.
/// - A load from estimated thresholds is at most 100 per hour
///   (``capPerHour``): no effort is held above the lactate threshold for an
///   hour, so an hour above 100 says the estimate, not the athlete, is off.
public struct ThresholdEstimate: Sendable, Equatable {
  public var settings: AthleteSettings
  /// One sentence per value estimated or assumed; empty when nothing was.
  public var notes: [String]

  public static let assumedRestingHeartRate = 60.0
  public static let lthrFractionOfMax = 0.89

  /// The most an hour scores on estimated thresholds: an hour at threshold.
  public static let capPerHour = 100.0

  /// Fills the heart-rate values `settings` lacks; `nil` when they cannot be
  /// had (an age outside 10…100 years). Values of `settings` outside
  /// ``InputLimits/thresholds`` count as absent.
  public static func heartRate(_ settings: AthleteSettings, age: Int?) -> ThresholdEstimate? {
    var s = settings
    s.dropImplausibleValues()
    var notes: [String] = []
    let maxRange = InputLimits.thresholds["maxHeartRate"] ?? 80...240
    if s.maxHeartRate == nil {
      if let lthr = s.lthr, age == nil, maxRange.contains(lthr / lthrFractionOfMax) {
        s.maxHeartRate = lthr / lthrFractionOfMax
        notes.append(
          "max HR estimated \(Int((lthr / lthrFractionOfMax).rounded())) bpm from LTHR \(Int(lthr.rounded())) (LTHR = 89 % of max)"
        )
      } else {
        let years = age ?? Calories.assumedAge
        guard (10...100).contains(years) else { return nil }
        if age == nil { notes.append("age assumed \(years)") }
        let tanaka = 208 - 0.7 * Double(years)
        s.maxHeartRate = tanaka
        notes.append("max HR estimated \(Int(tanaka.rounded())) bpm from age \(years) (Tanaka 2001)")
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

  /// `load` from estimated thresholds held to ``capPerHour`` over `seconds`,
  /// and the sentence that says so when it was held.
  public static func capped(_ load: Double, seconds: Int) -> (load: Double, note: String?) {
    let cap = capPerHour * Double(max(0, seconds)) / 3600
    guard load > cap else { return (load, nil) }
    return (cap, "load held to 100 per hour (the estimated LTHR is below this workout's effort)")
  }
}
