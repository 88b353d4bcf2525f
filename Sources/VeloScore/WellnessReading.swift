/// One day's wellness readings (morning HRV, resting HR, last night's sleep).
/// A missing reading is `nil`, never 0.
public struct WellnessReading: Sendable, Equatable {
  public var date: LocalDate
  /// Overnight or morning rMSSD, ms.
  public var rmssd: Double?
  /// Overnight or morning SDNN, ms: another measure than rMSSD (Apple Health's
  /// HRV, intervals.icu's `hrvSDNN`), never read as one nor mixed into its baseline.
  public var sdnn: Double?
  /// bpm
  public var restingHeartRate: Double?
  /// Breaths per minute.
  public var respiratoryRate: Double?
  /// Hours asleep.
  public var sleepHours: Double?
  /// Hours of sleep needed (when the app computes it).
  public var sleepNeedHours: Double?
  public var steps: Double?
  /// Hours in bed (≥ hours asleep).
  public var inBedHours: Double?
  /// Hours of deep (slow-wave), REM and light (core) sleep, as the source stages them.
  public var deepSleepHours: Double?
  public var remSleepHours: Double?
  public var lightSleepHours: Double?
  /// Mean blood-oxygen saturation overnight, %.
  public var spo2: Double?
  /// Skin (wrist) temperature overnight, °C.
  public var skinTemperature: Double?
  /// Skin temperature's difference from the source's own baseline, °C (Oura's deviation).
  public var skinTemperatureDeviation: Double?
  /// Body mass, kg (a scale's morning weigh-in).
  public var bodyMassKg: Double?
  /// VO₂max as the device estimates it, ml/kg/min.
  public var vo2max: Double?
  /// Subjective 1–10 (or app-scale) scores by name: mood, soreness, fatigue, stress, motivation, readiness.
  public var subjective: [String: Double] = [:]
  /// What reading the day's source left out or derived (columns not used, an
  /// encoding, rMSSD computed from beat-to-beat intervals), one sentence each:
  /// stored with the day, shown with it.
  public var warnings: [String] = []
  /// The values other sources gave for the day's readings, not kept (``WellnessAlternative``).
  public var alternatives: [WellnessAlternative] = []

  public init(date: LocalDate) { self.date = date }

  /// Every numeric reading by its name (the stored column's and the archive key's), in one order,
  /// with the range a plausible value lies in (`InputLimits`).
  public static let numbers:
    [(name: String, path: WritableKeyPath<WellnessReading, Double?> & Sendable, range: ClosedRange<Double>)] = [
      ("rmssd", \.rmssd, InputLimits.rmssd), ("restingHeartRate", \.restingHeartRate, InputLimits.restingHeartRate),
      ("respiratoryRate", \.respiratoryRate, InputLimits.respiratoryRate),
      ("sleepHours", \.sleepHours, InputLimits.hours),
      ("sleepNeedHours", \.sleepNeedHours, InputLimits.hours), ("steps", \.steps, InputLimits.steps),
      ("inBedHours", \.inBedHours, InputLimits.hours), ("sdnn", \.sdnn, InputLimits.rmssd),
      ("deepSleepHours", \.deepSleepHours, InputLimits.hours), ("remSleepHours", \.remSleepHours, InputLimits.hours),
      ("lightSleepHours", \.lightSleepHours, InputLimits.hours), ("spo2", \.spo2, InputLimits.spo2),
      ("skinTemperature", \.skinTemperature, InputLimits.skinTemperature),
      ("skinTemperatureDeviation", \.skinTemperatureDeviation, InputLimits.skinTemperatureDeviation),
      ("bodyMassKg", \.bodyMassKg, InputLimits.bodyMass), ("vo2max", \.vo2max, InputLimits.vo2max),
    ]

  /// Whether the day holds any reading (a number or a subjective score).
  public var hasReadings: Bool { Self.numbers.contains { self[keyPath: $0.path] != nil } || !subjective.isEmpty }

  /// `self` with each reading `newer` has replacing this one's (the later source wins); subjective
  /// scores merged by name; the warnings and alternatives of both, each once. With `source`, the name
  /// of `newer`'s source, a value replaced by a different one is kept as one of the day's
  /// ``alternatives`` and said in its warnings ("rmssd 62 replaced by 58 from export.xml"): two sources
  /// of one day are never averaged, and neither is lost.
  public func merged(with newer: WellnessReading, from source: String? = nil) -> WellnessReading {
    var m = self
    var replaced: [String] = []
    for field in Self.numbers {
      if let old = self[keyPath: field.path], let new = newer[keyPath: field.path],
        abs(old - new) > 1e-9 * max(1, abs(old))
      {
        replaced.append("\(field.name) \(Self.shown(old)) replaced by \(Self.shown(new))")
        if let source {
          let other = WellnessAlternative(reading: field.name, notKept: old, kept: new, keptFrom: source)
          if !m.alternatives.contains(other) { m.alternatives.append(other) }
        }
      }
      m[keyPath: field.path] = newer[keyPath: field.path] ?? self[keyPath: field.path]
    }
    m.subjective.merge(newer.subjective) { _, new in new }
    m.warnings += newer.warnings.filter { !warnings.contains($0) }
    m.alternatives += newer.alternatives.filter { !m.alternatives.contains($0) }
    if let source, !replaced.isEmpty {
      let note = replaced.joined(separator: ", ") + " from \(source) (the later source wins)"
      if !m.warnings.contains(note) { m.warnings.append(note) }
    }
    return m
  }

  /// A value as a warning shows it: up to two decimals, no trailing zeros.
  static func shown(_ v: Double) -> String {
    let rounded = (v * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}

extension WellnessReading: Codable {
  /// Absent readings, scores and warnings are absent keys: archives written
  /// before a reading was kept read as they always did.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: NamedCodingKey.self)
    self.init(date: try c.decode(LocalDate.self, forKey: NamedCodingKey("date")))
    for field in Self.numbers {
      self[keyPath: field.path] = try c.decodeIfPresent(Double.self, forKey: NamedCodingKey(field.name))
    }
    subjective = try c.decodeIfPresent([String: Double].self, forKey: NamedCodingKey("subjective")) ?? [:]
    warnings = try c.decodeIfPresent([String].self, forKey: NamedCodingKey("warnings")) ?? []
    alternatives =
      try c.decodeIfPresent([WellnessAlternative].self, forKey: NamedCodingKey("alternatives")) ?? []
  }

  /// Every key its value has; `subjective` always (as before), `warnings` and `alternatives` only
  /// when there are some.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: NamedCodingKey.self)
    try c.encode(date, forKey: NamedCodingKey("date"))
    for field in Self.numbers {
      try c.encodeIfPresent(self[keyPath: field.path], forKey: NamedCodingKey(field.name))
    }
    try c.encode(subjective, forKey: NamedCodingKey("subjective"))
    if !warnings.isEmpty { try c.encode(warnings, forKey: NamedCodingKey("warnings")) }
    if !alternatives.isEmpty { try c.encode(alternatives, forKey: NamedCodingKey("alternatives")) }
  }
}
