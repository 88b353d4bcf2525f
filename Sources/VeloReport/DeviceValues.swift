import VeloIO
import VeloScore

/// What the recording device computed and stored in a FIT file's session, to
/// show beside our numbers (a coach checks these first).
public struct DeviceValues: Sendable, Equatable, Codable {
  public var normalizedPower: Double?
  public var intensityFactor: Double?
  public var trainingStressScore: Double?
  public var averagePower: Double?
  public var averageHeartRate: Double?
  public var timerSeconds: Double?
  public var elapsedSeconds: Double?
  public var distanceMeters: Double?
  public var totalAscent: Double?
  /// kcal (the sessions' `total_calories`, 0 left out: `FITActivity/storedCalories`).
  public var calories: Double?

  /// Totals over the file's sessions; `nil` when there is no session.
  public init?(_ fit: FITActivity) { self.init(sessions: fit.sessions) }

  /// Totals over `sessions` (a file's, or one stored with an activity); `nil` without any.
  public init?(sessions s: [FITSummary]) {
    guard !s.isEmpty else { return nil }
    func total(_ k: KeyPath<FITSummary, Double?>) -> Double? {
      let v = s.compactMap { $0[keyPath: k] }
      return v.isEmpty ? nil : v.reduce(0, +)
    }
    // NP and IF of several sessions cannot be combined exactly: the first is shown.
    normalizedPower = s.count == 1 ? s[0].normalizedPower : nil
    intensityFactor = s.count == 1 ? s[0].intensityFactor : nil
    averagePower = s.count == 1 ? s[0].averagePower : nil
    averageHeartRate = s.count == 1 ? s[0].averageHeartRate : nil
    trainingStressScore = total(\.trainingStressScore)
    timerSeconds = total(\.timerSeconds)
    elapsedSeconds = total(\.elapsedSeconds)
    distanceMeters = total(\.distanceMeters)
    totalAscent = total(\.totalAscent)
    calories = FITActivity.storedCalories(s)
  }

  public var isEmpty: Bool {
    normalizedPower == nil && trainingStressScore == nil && averagePower == nil && timerSeconds == nil
      && calories == nil
  }
}
