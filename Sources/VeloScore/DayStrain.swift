import VeloKernels

/// Day strain 0–21: a logarithmic scale of the day's cardiovascular load
/// (our open design, `docs/wellness.md`, inspired by WHOOP's
/// published description; not WHOOP's formula):
///
///     x = clamp((HR − HR_rest)/(HR_max − HR_rest), 0, 1)
///     L = Σ Δt_min · w(x),   w(x) = a·x·e^{b·x} if x ≥ 0.3 else 0,   Δt capped at 5 min
///     S = 21 · ln(1 + L) / ln(1 + C),   C = 1440 · w(1)   (24 h at max HR)
///
/// with Banister's (a, b) = (0.64, 1.92) men, (0.86, 1.67) women, (0.75, 1.8)
/// when sex is unknown. Reaching 21 needs a full day at max HR: asymptotically hard.
public enum DayStrain {
  /// - Parameters:
  ///   - times: seconds of each heart-rate reading (any day-long trace, ascending).
  ///   - heartRate: bpm (NaN = no reading).
  ///   - rest: resting heart rate, bpm (HR_rest).
  ///   - max: maximum heart rate, bpm (HR_max).
  ///   - sex: selects Banister's (a, b); `nil` takes the middle pair.
  /// - Returns: `nil` with under 10 minutes of valid readings.
  public static func score(times: [Double], heartRate: [Double], rest: Double, max: Double, sex: Sex?) -> Double? {
    guard let load = cardioLoad(times: times, heartRate: heartRate, rest: rest, max: max, sex: sex) else { return nil }
    return scale(load: load, sex: sex)
  }

  /// The weighted minutes `L` of one trace, before scaling; a day's traces add
  /// up (`L_day = Σ L`, then ``scale(load:sex:)``).
  /// - Returns: `nil` with under 10 minutes of valid readings.
  public static func cardioLoad(times: [Double], heartRate: [Double], rest: Double, max: Double, sex: Sex?) -> Double? {
    precondition(times.count == heartRate.count, "one time per reading")
    precondition(max > rest, "max HR must exceed resting HR")
    let (a, b) = coefficients(sex)
    func w(_ x: Double) -> Double { x >= 0.3 ? a * x * _exp(b * x) : 0 }
    var load = 0.0
    var validMinutes = 0.0
    for i in 0..<times.count where !heartRate[i].isNaN {
      // Each reading stands for the time until the next one, at most 5 min (gaps don't count).
      let next = i + 1 < times.count ? times[i + 1] : times[i] + 1
      let minutes = Swift.min(5, Swift.max(0, next - times[i]) / 60)
      let x = Swift.min(1, Swift.max(0, (heartRate[i] - rest) / (max - rest)))
      load += minutes * w(x)
      validMinutes += minutes
    }
    return validMinutes >= 10 ? load : nil
  }

  /// `21 · ln(1 + L) / ln(1 + 1440·w(1))`.
  public static func scale(load: Double, sex: Sex?) -> Double {
    let (a, b) = coefficients(sex)
    let capacity = 1440 * a * _exp(b)
    return 21 * _log(1 + load) / _log(1 + capacity)
  }

  static func coefficients(_ sex: Sex?) -> (Double, Double) {
    switch sex {
    case .male: return (0.64, 1.92)
    case .female: return (0.86, 1.67)
    case nil: return (0.75, 1.8)
    }
  }
}
