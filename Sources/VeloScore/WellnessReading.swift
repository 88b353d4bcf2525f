/// One day's wellness readings (morning HRV, resting HR, last night's sleep).
/// A missing reading is `nil`, never 0.
public struct WellnessReading: Sendable, Equatable, Codable {
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
  /// Subjective 1–10 (or app-scale) scores by name: mood, soreness, fatigue, stress, motivation, readiness.
  public var subjective: [String: Double] = [:]
  /// What reading the day's source left out or derived (columns not used, an
  /// encoding, rMSSD computed from beat-to-beat intervals), one sentence each:
  /// stored with the day, shown with it.
  public var warnings: [String] = []

  public init(date: LocalDate) { self.date = date }
}

extension WellnessReading {
  enum CodingKeys: String, CodingKey {
    case date, rmssd, sdnn, restingHeartRate, respiratoryRate, sleepHours, sleepNeedHours, steps, inBedHours,
      subjective, warnings
  }

  /// Absent readings, scores and warnings are absent keys: archives written
  /// before SDNN and warnings were kept read as they always did.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    date = try c.decode(LocalDate.self, forKey: .date)
    rmssd = try c.decodeIfPresent(Double.self, forKey: .rmssd)
    sdnn = try c.decodeIfPresent(Double.self, forKey: .sdnn)
    restingHeartRate = try c.decodeIfPresent(Double.self, forKey: .restingHeartRate)
    respiratoryRate = try c.decodeIfPresent(Double.self, forKey: .respiratoryRate)
    sleepHours = try c.decodeIfPresent(Double.self, forKey: .sleepHours)
    sleepNeedHours = try c.decodeIfPresent(Double.self, forKey: .sleepNeedHours)
    steps = try c.decodeIfPresent(Double.self, forKey: .steps)
    inBedHours = try c.decodeIfPresent(Double.self, forKey: .inBedHours)
    subjective = try c.decodeIfPresent([String: Double].self, forKey: .subjective) ?? [:]
    warnings = try c.decodeIfPresent([String].self, forKey: .warnings) ?? []
  }

  /// Every key its value has; `subjective` always (as before), `warnings` only when there are some.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(date, forKey: .date)
    try c.encodeIfPresent(rmssd, forKey: .rmssd)
    try c.encodeIfPresent(sdnn, forKey: .sdnn)
    try c.encodeIfPresent(restingHeartRate, forKey: .restingHeartRate)
    try c.encodeIfPresent(respiratoryRate, forKey: .respiratoryRate)
    try c.encodeIfPresent(sleepHours, forKey: .sleepHours)
    try c.encodeIfPresent(sleepNeedHours, forKey: .sleepNeedHours)
    try c.encodeIfPresent(steps, forKey: .steps)
    try c.encodeIfPresent(inBedHours, forKey: .inBedHours)
    try c.encode(subjective, forKey: .subjective)
    if !warnings.isEmpty { try c.encode(warnings, forKey: .warnings) }
  }
}
