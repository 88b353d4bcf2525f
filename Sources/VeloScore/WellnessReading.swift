/// One day's wellness readings (morning HRV, resting HR, last night's sleep).
/// A missing reading is `nil`, never 0.
public struct WellnessReading: Sendable, Equatable, Codable {
  public var date: LocalDate
  /// Overnight or morning rMSSD, ms.
  public var rmssd: Double?
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

  public init(date: LocalDate) { self.date = date }
}
