import VeloScore
import VeloStore

/// An athlete's stored days as the series the daily models take.
public enum DailySeries {
  /// The daily loads from the first stored day to the last (rest days 0); `nil` without any day.
  public static func load(_ library: AthleteStore, athlete: Athlete) throws -> DailyLoad? {
    let days = try library.days(athleteId: athlete.id!)
    guard let first = days.first?.date else { return nil }
    return DailyLoad(start: first, load: days.map(\.load))
  }

  /// The daily columns a trend can be fitted to, by name (`veloscore trends --column`).
  public static let columns: [String: @Sendable (DailyMetrics, WellnessReading?) -> Double?] = [
    "load": { d, _ in d.load }, "ctl": { d, _ in d.ctl }, "atl": { d, _ in d.atl }, "tsb": { d, _ in d.tsb },
    "acwr": { d, _ in d.acwr }, "monotony": { d, _ in d.monotony }, "day_strain": { d, _ in d.dayStrain },
    "recovery": { d, _ in d.recovery.map(Double.init) }, "sleep_performance": { d, _ in d.sleepPerformance },
    "sleep_debt": { d, _ in d.sleepDebt }, "hrv_rmssd_ms": { _, w in w?.rmssd },
    "resting_hr_bpm": { _, w in w?.restingHeartRate }, "sleep_hours": { _, w in w?.sleepHours },
  ]

  /// ``columns``' names, sorted.
  public static var columnNames: [String] { columns.keys.sorted() }
}
