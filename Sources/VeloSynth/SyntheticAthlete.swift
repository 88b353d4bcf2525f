/// A made-up athlete with physiology sampled from plausible ranges.
public struct SyntheticAthlete: Sendable, Equatable {
  public enum Sex: String, Sendable {
    case male = "M"
    case female = "F"
  }

  public var id: String
  public var sex: Sex
  public var birthYear: Int
  /// kg
  public var weight: Double
  /// Functional threshold power, W.
  public var ftp: Double
  /// Lactate-threshold heart rate, bpm.
  public var lthr: Double
  /// bpm
  public var maxHeartRate: Double
  /// bpm
  public var restingHeartRate: Double
  /// Baseline overnight rMSSD, ms.
  public var rmssdBaseline: Double
  /// Habitual sleep need, hours.
  public var sleepNeed: Double

  /// Draws an athlete; `index` makes the id (`athlete-01`, …).
  public static func draw(index: Int, using rng: inout SeededGenerator) -> SyntheticAthlete {
    let sex: Sex = rng.chance(0.35) ? .female : .male
    let weight = sex == .female ? rng.uniform(52, 68) : rng.uniform(64, 84)
    let wattsPerKg = rng.uniform(2.8, 4.4)
    let maxHR = rng.uniform(172, 198).rounded()
    let number = index < 9 ? "0\(index + 1)" : "\(index + 1)"
    return SyntheticAthlete(
      id: "athlete-\(number)", sex: sex, birthYear: Int(rng.uniform(1968, 2004)),
      weight: (weight * 10).rounded() / 10, ftp: (weight * wattsPerKg).rounded(),
      lthr: (maxHR * rng.uniform(0.88, 0.93)).rounded(), maxHeartRate: maxHR,
      restingHeartRate: rng.uniform(42, 58).rounded(), rmssdBaseline: rng.uniform(45, 95).rounded(),
      sleepNeed: (rng.uniform(7.2, 8.4) * 4).rounded() / 4)
  }
}
