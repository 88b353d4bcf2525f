import VeloKernels

/// Sex used by sex-specific physiological coefficients.
public enum Sex: String, Sendable, CaseIterable, Codable {
  case male, female

  /// `M`/`F` or `male`/`female`, any case.
  public init?(code: String) {
    switch code.lowercased() {
    case "m", "male": self = .male
    case "f", "female": self = .female
    default: return nil
    }
  }

  /// `M` or `F`.
  public var code: String { self == .male ? "M" : "F" }
}

/// Heart-rate training load (TRIMP family and hrTSS) of a 1 Hz heart-rate
/// stream. Missing readings are NaN and contribute nothing (they are not 0 bpm).
public enum HeartRateLoad {
  /// Banister's TRIMP (Banister 1991; Morton, Fitz-Clarke & Banister 1990),
  /// summed per second:
  ///
  ///     TRIMP = Σ (1/60 min) · x_i · a · e^(b·x_i),   x_i = (HR_i − HR_rest)/(HR_max − HR_rest)
  ///
  /// with a = 0.64, b = 1.92 for men and a = 0.86, b = 1.67 for women; x is
  /// clamped to [0, 1]. Unit: arbitrary "TRIMP" (≈ minutes × weighting).
  public static func banisterTRIMP(heartRate1Hz: [Double], rest: Double, max: Double, sex: Sex) -> Double {
    precondition(max > rest, "max HR must exceed resting HR")
    let (a, b) = banisterCoefficients(sex)
    var total = 0.0
    for hr in heartRate1Hz where !hr.isNaN {
      let x = Swift.min(1, Swift.max(0, (hr - rest) / (max - rest)))
      total += x * a * _exp(b * x) / 60
    }
    return total
  }

  /// GoldenCheetah's "TRIMP Points" (`TRIMPPoints.cpp`): one session mean HR̄ of
  /// readings > 0, `t` = minutes (the caller passes moving time when known),
  /// `TRIMP = t · x̄ · 0.64 · e^(k·x̄)` with k = 1.92 (men) / 1.67 (women) and 0.64
  /// for both sexes; 0 when HR̄ < HR_rest.
  public static func goldenCheetahTRIMP(heartRate1Hz: [Double], minutes: Double, rest: Double, max: Double, sex: Sex)
    -> Double
  {
    let readings = heartRate1Hz.filter { !$0.isNaN && $0 > 0 }
    guard !readings.isEmpty else { return 0 }
    let mean = readings.reduce(0, +) / Double(readings.count)
    guard mean >= rest else { return 0 }
    let x = (mean - rest) / (max - rest)
    return minutes * x * 0.64 * _exp((sex == .male ? 1.92 : 1.67) * x)
  }

  /// Edwards' summated-zone TRIMP (Edwards 1993, *The Heart Rate Monitor Book*):
  /// minutes in 50–60, 60–70, 70–80, 80–90, 90–100 % of max HR weighted 1…5
  /// (below 50 % counts 0; above 100 % counts as zone 5).
  public static func edwardsTRIMP(heartRate1Hz: [Double], max: Double) -> Double {
    let seconds = binCounts(heartRate1Hz, edges: [0.5, 0.6, 0.7, 0.8, 0.9].map { $0 * max })
    return (1...5).reduce(0) { $0 + Double($1) * Double(seconds[$1]) / 60 }
  }

  /// Lucia's TRIMP (Lucia et al. 2003, Med Sci Sports Exerc 35:1231): minutes
  /// below VT1 ×1, between VT1 and VT2 ×2, above VT2 ×3 (thresholds in bpm).
  public static func luciaTRIMP(heartRate1Hz: [Double], vt1: Double, vt2: Double) -> Double {
    precondition(vt2 > vt1, "VT2 must be above VT1")
    let seconds = binCounts(heartRate1Hz, edges: [vt1, vt2])
    return (Double(seconds[0]) + 2 * Double(seconds[1]) + 3 * Double(seconds[2])) / 60
  }

  /// Heart-rate TSS: Banister TRIMP scaled so that one hour at LTHR scores 100,
  /// `hrTSS = 100 · TRIMP / (60 · x_LT · a · e^(b·x_LT))`, x_LT = (LTHR − rest)/(max − rest).
  /// TrainingPeaks publishes hrTSS only as "TRIMP-based, 1 h at LTHR = 100";
  /// this is that definition (GoldenCheetah's nearest is "TRIMP(100) Points",
  /// which uses its session-mean TRIMP instead).
  public static func hrTSS(heartRate1Hz: [Double], rest: Double, max: Double, lthr: Double, sex: Sex) -> Double {
    precondition(lthr > rest && lthr <= max, "LTHR must lie between resting and max HR")
    let (a, b) = banisterCoefficients(sex)
    let xLT = (lthr - rest) / (max - rest)
    let hourAtThreshold = 60 * xLT * a * _exp(b * xLT)
    return 100 * banisterTRIMP(heartRate1Hz: heartRate1Hz, rest: rest, max: max, sex: sex) / hourAtThreshold
  }

  static func banisterCoefficients(_ sex: Sex) -> (Double, Double) {
    sex == .male ? (0.64, 1.92) : (0.86, 1.67)
  }
}

/// Heart-rate zones and efficiency.
public enum HeartRateZones {
  /// Friel's seven zones as fractions of LTHR (Friel, *The Cyclist's Training
  /// Bible*): Z1 < 81 %, Z2 81–89 %, Z3 90–93 %, Z4 94–99 %, Z5a 100–102 %,
  /// Z5b 103–106 %, Z5c > 106 %. Lower edges of zones 2…7.
  public static let frielLTHR: [Double] = [0.81, 0.90, 0.94, 1.00, 1.03, 1.07]
  public static let frielNames = [
    "Z1 Recovery", "Z2 Aerobic", "Z3 Tempo", "Z4 SubThreshold", "Z5a SuperThreshold", "Z5b Aerobic Capacity",
    "Z5c Anaerobic Capacity",
  ]
  /// Five zones at 50/60/70/80/90 % of max HR (zone 0 = below 50 %).
  public static let maxHR: [Double] = [0.5, 0.6, 0.7, 0.8, 0.9]

  /// Seconds per zone; `edges` are fractions of `reference` bpm.
  public static func seconds(heartRate1Hz: [Double], edges: [Double], reference: Double) -> [Int] {
    binCounts(heartRate1Hz, edges: edges.map { $0 * reference })
  }
}

/// Efficiency Factor `EF = NP / HR̄` (Friel; W/bpm) and Pa:HR decoupling, the
/// drop of `P̄/HR̄` from the first to the second half of the ride in percent:
/// `(EF₁ − EF₂) / EF₁ · 100` with EF of each half = mean power / mean HR
/// (TrainingPeaks "Pw:Hr"; positive = the heart worked harder for the same power).
public enum Efficiency {
  public static func factor(normalizedPower: Double, heartRate1Hz: [Double]) -> Double? {
    guard let hr = meanSkippingNaN(heartRate1Hz), hr > 0 else { return nil }
    return normalizedPower / hr
  }

  public static func decoupling(power1Hz: [Double], heartRate1Hz: [Double]) -> Double? {
    precondition(power1Hz.count == heartRate1Hz.count, "power and heart rate must share the grid")
    let half = power1Hz.count / 2
    guard half > 0 else { return nil }
    func ratio(_ r: Range<Int>) -> Double? {
      guard let hr = meanSkippingNaN(heartRate1Hz, r), hr > 0 else { return nil }
      return power1Hz[r].reduce(0, +) / Double(r.count) / hr
    }
    guard let first = ratio(0..<half), let second = ratio(half..<(2 * half)), first > 0 else { return nil }
    return (first - second) / first * 100
  }
}
