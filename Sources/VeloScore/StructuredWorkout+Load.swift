import VeloKernels

/// What a structured workout will cost if done as prescribed.
public struct PlannedWorkoutLoad: Sendable, Equatable, Codable {
  /// Seconds of all steps (a distance step at its target pace).
  public var durationSeconds: Double?
  public var intensityFactor: Double?
  /// TSS scale: hours × IF² × 100.
  public var load: Double?
  /// Why the load (or the duration) could not be computed: the threshold a step needs.
  public var missing: String?
}

extension StructuredWorkout {
  /// Intensity of an open step (no target): Coggan's recovery level, IF 0.55.
  public static let openStepIntensity = 0.55

  /// The planned duration, IF and load: the load the executed session would
  /// score if every step were held exactly.
  ///
  /// Each second gets the intensity factor its target means (the same scale
  /// for every kind, so a run's pace and a ride's power plan alike):
  /// - % FTP → % ÷ 100; watts → W ÷ FTP (Coggan);
  /// - pace → speed ÷ threshold speed; % threshold pace → % ÷ 100 (rTSS's IF);
  /// - heart rate (bpm, or % LTHR × LTHR) → √(hrTSS per hour ÷ 100), hrTSS per
  ///   hour being 100 · x·e^(b·x) ÷ (x_LT·e^(b·x_LT)), x = (HR − rest)/(max − rest)
  ///   (Banister's TRIMP weighting, as ``HeartRateLoad/hrTSS(heartRate1Hz:rest:max:lthr:sex:)``);
  /// - RPE → Friel's table (``RPELoad/intensityFactor(rpe:)``);
  /// - an open step → ``openStepIntensity``.
  /// A ramp moves second by second. IF is then the profile's normalized value
  /// (30 s rolling mean, 4th-power mean, 4th root: NP's definition, so a power
  /// workout's IF is exactly the NP ÷ FTP of the ride it prescribes), and
  /// load = hours × IF² × 100.
  public func plannedLoad(settings: AthleteSettings) -> PlannedWorkoutLoad {
    var a = settings
    a.dropImplausibleValues()
    var profile: [Double] = []
    var seconds = 0.0
    for (index, step) in flattened.enumerated() {
      guard let length = Self.seconds(of: step, settings: a) else {
        return PlannedWorkoutLoad(
          missing: "step \(index + 1) is a distance: it needs a pace target or a threshold pace")
      }
      seconds += length
      let samples = max(1, Int(length.rounded()))
      for k in 0..<samples {
        let value = step.target?.value(at: (Double(k) + 0.5) / Double(samples))
        guard let f = Self.intensityFactor(step.target?.kind, value, settings: a) else {
          return PlannedWorkoutLoad(
            durationSeconds: nil,
            missing: "step \(index + 1) (\(step.target.map(Self.text) ?? "")) needs \(Self.needs(step.target!.kind))")
        }
        profile.append(f)
      }
    }
    let ifactor =
      normalizedPower(power1Hz: profile) ?? (profile.isEmpty ? nil : profile.reduce(0, +) / Double(profile.count))
    return PlannedWorkoutLoad(
      durationSeconds: seconds, intensityFactor: ifactor, load: ifactor.map { seconds / 3600 * $0 * $0 * 100 })
  }

  /// A step's seconds: its duration, or its distance at its target pace.
  static func seconds(of step: Step, settings a: AthleteSettings) -> Double? {
    if let s = step.durationSeconds { return s }
    guard let m = step.distanceMeters else { return nil }
    let speed: Double?
    switch step.target?.kind {
    case .pace: speed = step.target.map { 1000 / $0.middle }
    case .percentThresholdPace: speed = a.thresholdSpeed.flatMap { v in step.target.map { v * $0.middle / 100 } }
    default: speed = nil
    }
    return speed.flatMap { $0 > 0 ? m / $0 : nil }
  }

  /// The intensity factor of one target value; `nil` when the threshold it needs is missing.
  static func intensityFactor(_ kind: Target.Kind?, _ value: Double?, settings a: AthleteSettings) -> Double? {
    guard let kind, let v = value else { return openStepIntensity }
    switch kind {
    case .percentFTP, .percentThresholdPace: return v / 100
    case .watts: return a.ftp.map { v / $0 }
    case .pace: return a.thresholdSpeed.map { (1000 / v) / $0 }
    case .rpe: return RPELoad.intensityFactor(rpe: v)
    case .percentLTHR: return a.lthr.flatMap { heartRateIntensity(v / 100 * $0, settings: a) }
    case .heartRate: return heartRateIntensity(v, settings: a)
    }
  }

  static func heartRateIntensity(_ bpm: Double, settings a: AthleteSettings) -> Double? {
    guard let rest = a.restingHeartRate, let max = a.maxHeartRate, let lthr = a.lthr, max > rest, lthr > rest else {
      return nil
    }
    let (_, b) = HeartRateLoad.banisterCoefficients(a.sex ?? .male)
    let x = Swift.max(0, (bpm - rest) / (max - rest))
    let xLT = (lthr - rest) / (max - rest)
    return (x * _exp(b * x) / (xLT * _exp(b * xLT))).squareRoot()
  }

  static func needs(_ kind: Target.Kind) -> String {
    switch kind {
    case .watts: return "an FTP"
    case .pace: return "a threshold pace"
    case .percentLTHR: return "LTHR, resting and max heart rate"
    case .heartRate: return "LTHR, resting and max heart rate"
    case .percentFTP, .percentThresholdPace, .rpe: return "nothing"
    }
  }
}
