/// Energy expenditure estimates, kcal (1 kcal = 4.184 kJ).
public enum Calories {
  /// From mechanical work: `kcal = kJ / (gross efficiency · 4.184)`. With the
  /// default 24 % efficiency 1 kJ of work ≈ 1 kcal burned, the usual cycling rule
  /// (gross efficiency of trained cyclists 18–25 %, e.g. Ettema & Lorås 2009)
  /// and what Garmin's Edge stores for a ride with power.
  public static func fromWork(kilojoules: Double, grossEfficiency: Double = 0.24) -> Double {
    precondition(grossEfficiency > 0 && grossEfficiency <= 1, "gross efficiency is a fraction")
    return kilojoules / (grossEfficiency * 4.184)
  }

  /// The gross energy cost of running on the flat, kcal·kg⁻¹·km⁻¹: about 1,
  /// independent of speed (Margaria, Cerretelli, Aghemo & Sassi 1963, "Energy
  /// cost of running", J Appl Physiol 18:367). Minetti et al. 2002's net cost at
  /// 0 % grade, 3.6 J·kg⁻¹·m⁻¹ (0.86), plus resting metabolism gives the same.
  public static let runningCostPerKilogramKilometre = 1.0

  /// A run's energy from its distance and the runner's weight:
  /// `kcal = 1.0 · kg · km` (``runningCostPerKilogramKilometre``). Running
  /// power is left out on purpose: vendors' running powers differ by 30 % for
  /// the same run, while the metabolic cost per kilogram and kilometre does not.
  public static func running(distanceMeters: Double, weightKg: Double) -> Double {
    runningCostPerKilogramKilometre * weightKg * distanceMeters / 1000
  }

  /// Keytel et al. 2005 (J Sports Sci 23:289, the model without VO₂max), energy
  /// expenditure in kJ·min⁻¹ at heart rate `hr` (bpm), weight (kg), age (years):
  /// men `−55.0969 + 0.6309·HR + 0.1988·kg + 0.2017·age`, women
  /// `−20.4022 + 0.4472·HR − 0.1263·kg + 0.074·age`. Fitted on exercising
  /// adults aged 18–45 at 57–90 % of maximum heart rate.
  public static func keytelKilojoulesPerMinute(heartRate hr: Double, weightKg: Double, age: Double, sex: Sex) -> Double
  {
    switch sex {
    case .male: -55.0969 + 0.6309 * hr + 0.1988 * weightKg + 0.2017 * age
    case .female: -20.4022 + 0.4472 * hr - 0.1263 * weightKg + 0.074 * age
    }
  }

  /// A session's energy from its heart rate (Keytel et al. 2005,
  /// ``keytelKilojoulesPerMinute(heartRate:weightKg:age:sex:)``), second by
  /// second, never below resting metabolism (1 MET, ``fromMET(_:weightKg:seconds:)``):
  /// at low heart rates the linear fit falls below it and even below 0.
  /// Seconds without a reading count at the mean rate of the others.
  /// - Returns: kcal over `heartRate1Hz.count` seconds; `nil` without a reading.
  public static func fromHeartRate(heartRate1Hz: [Double], weightKg: Double, age: Double, sex: Sex) -> Double? {
    let restingKcalPerMinute = weightKg / 60
    var kcalPerMinute = 0.0
    var readings = 0
    for hr in heartRate1Hz where hr.isFinite && hr > 0 {
      kcalPerMinute += max(
        restingKcalPerMinute, keytelKilojoulesPerMinute(heartRate: hr, weightKg: weightKg, age: age, sex: sex) / 4.184)
      readings += 1
    }
    guard readings > 0 else { return nil }
    return kcalPerMinute / Double(readings) * Double(heartRate1Hz.count) / 60
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
