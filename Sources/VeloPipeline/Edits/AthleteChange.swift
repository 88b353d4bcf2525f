import VeloIO
import VeloScore

/// A change of an athlete's profile and thresholds (`athlete set`, `PATCH
/// /v1/athletes/{athlete}`); `nil` and an empty map leave things as they are.
public struct AthleteChange: Sendable, Equatable {
  public var sex: Sex?
  public var birthYear: Int?
  /// IANA time zone: a new one moves activities to their new local days.
  public var timeZone: String?
  /// Active days a week, 1–7.
  public var weeklyGoal: Int?
  /// The language the athlete reads reports in.
  public var language: Language?
  /// Threshold values, each in its kind's unit, in effect from ``from`` for ``sport``.
  public var thresholds: [Threshold.Kind: Double] = [:]
  public var from = Threshold.always
  /// The canonical sport the thresholds hold for; "" for every sport.
  public var sport = ""

  public init() {}

  public var isEmpty: Bool {
    sex == nil && birthYear == nil && timeZone == nil && weeklyGoal == nil && language == nil && thresholds.isEmpty
  }

  /// Why the change cannot be stored, naming the field (JSON names) and what it takes; `nil` when it can.
  public var problem: String? {
    if isEmpty { return "nothing to change: give sex, birthYear, timeZone, weeklyGoal, language or thresholds" }
    if let birthYear, !InputLimits.birthYear.contains(birthYear) {
      return "'birthYear' must be 1900…2100, got \(birthYear)"
    }
    if let weeklyGoal, !InputLimits.weeklyGoal.contains(weeklyGoal) {
      return "'weeklyGoal' must be 1…7 active days, got \(weeklyGoal)"
    }
    if let timeZone, (try? AthleteTimeZone(identifier: timeZone)) == nil {
      return
        "'timeZone' must be an IANA time zone such as Europe/Berlin or America/Mexico_City, got '\(timeZone.prefix(60))'"
    }
    for (kind, value) in thresholds.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let range = InputLimits.range(kind.rawValue)
      guard value.isFinite, range.contains(value) else {
        return "'thresholds.\(kind.printedName)' must be \(InputLimits.describe(range)), got \(value)"
      }
    }
    if !InputLimits.dates.contains(from) && from != Threshold.always {
      return "'from' must be a date within 1950…2100, got \(from)"
    }
    if !sport.isEmpty {
      if !SportName.isCanonical(sport) {
        return
          "'sport' must be cycling, running, swimming, walking, hiking, rowing, strength, yoga or other, got '\(sport.prefix(40))'"
      }
      if thresholds.isEmpty { return "'sport' \(sport) needs a threshold to set" }
      if thresholds[.weight] != nil { return "'thresholds.weightKg' holds for every sport: set it without a sport" }
    }
    return nil
  }
}
