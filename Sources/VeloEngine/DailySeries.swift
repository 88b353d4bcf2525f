import VeloPipeline
import VeloScore
import VeloStore

/// An athlete's stored days as the series the daily models take.
public enum DailySeries {
  /// The daily loads from the first stored day through `through` (default:
  /// the athlete's today; the last stored day when that is later), rest days
  /// 0; `nil` without any day.
  public static func load(_ library: Library, athlete: Athlete, through: LocalDate? = nil) throws -> DailyLoad? {
    try library.store.dailyLoad(athleteId: athlete.id!)?.extended(through: through ?? athlete.today())
  }

  /// Foster's session-RPE load per local day (RPE × minutes, arbitrary units),
  /// over the athlete's stored days; a day without a session RPE is 0. The
  /// scale of team-sport monitoring (Foster 1998, 2001): it feeds ACWR,
  /// monotony and strain (`load --session-rpe`), never the PMC, whose load is
  /// TSS-equivalent (`RPELoad`). `nil` when no stored session has an RPE.
  public static func sessionRPELoad(_ library: Library, athlete: Athlete) throws -> DailyLoad? {
    let library = library.store
    guard let range = try library.dayRange(athleteId: athlete.id!) else { return nil }
    let (first, last) = (range.lowerBound, range.upperBound)
    var load = [Double](repeating: 0, count: last.dayNumber - first.dayNumber + 1)
    var any = false
    for a in try library.activities(athleteId: athlete.id!) {
      guard let au = a.sessionRPELoad, au.isFinite, a.localDate >= first, a.localDate <= last else { continue }
      load[a.localDate.dayNumber - first.dayNumber] += au
      any = true
    }
    return any ? DailyLoad(start: first, load: load) : nil
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
