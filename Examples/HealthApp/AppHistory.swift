import VeloPipeline
import VeloReport
import VeloScore

/// The app's own persistence, as the report builders read it: only the reads
/// `AthleteHistory` requires, answered from the app's arrays (a Core Data or
/// SwiftData store would answer them with fetches); the others have defaults.
struct AppHistory: AthleteHistory {
  var athlete: Athlete
  var scored: [StoredActivity]
  var samples: [Int64: ActivityStreams]
  var daily: [DailyMetrics]
  var readings: [WellnessReading]
  var dated: [Threshold]

  private func within<T>(_ xs: [T], _ date: (T) -> LocalDate, _ from: LocalDate?, _ through: LocalDate?) -> [T] {
    xs.filter { x in (from.map { date(x) >= $0 } ?? true) && (through.map { date(x) <= $0 } ?? true) }
  }

  func activities(from: LocalDate?, through: LocalDate?, withPowerCurve: Bool) -> [StoredActivity] {
    within(scored, \.localDate, from, through).filter { !withPowerCurve || $0.powerCurve != nil }
  }
  func streams(activityId: Int64) -> ActivityStreams? { samples[activityId] }
  func days(from: LocalDate?, through: LocalDate?) -> [DailyMetrics] { within(daily, \.date, from, through) }
  func wellness(from: LocalDate?, through: LocalDate?) -> [WellnessReading] {
    within(readings, \.date, from, through)
  }
  func thresholds() -> [Threshold] { dated }
  func plannedSessions(from: LocalDate?, through: LocalDate?) -> [PlannedSession] { [] }
  func events(from: LocalDate?) -> [PlanEvent] { [] }
}
