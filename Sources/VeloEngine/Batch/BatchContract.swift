import VeloIO
import VeloScore
import VeloStore

/// The batch contract's tables (version 2, docs/batch-contract.md): column
/// names, Arrow types and each cell's rounding, stated once. The Spark job's
/// `contract.py` checks its frames against the same names and types.
public enum BatchContract {
  public static let version = 2

  /// The `days` table: one row per day from the first activity or reading to the last.
  public static func days(athlete: String, _ days: [DailyMetrics]) -> BatchTable {
    var table = BatchTable(
      name: "days",
      columns: [
        "athlete", "date", "load", "activities", "duration_s", "distance_m", "ctl", "atl", "tsb", "ramp", "acwr", "acwr_ewma",
        "monotony", "strain", "day_strain", "recovery", "recovery_state", "sleep_need_h", "sleep_debt_h", "sleep_performance",
      ],
      kinds: [.string, .date, .double, .int32] + Array(repeating: .double, count: 11) + [.int32, .string, .double, .double, .double])
    table.rows = days.map { d in
      [athlete, d.date.description, n(d.load, 3), "\(d.activityCount)", n(d.durationSeconds, 0), n(d.distanceMeters, 1),
       n(d.ctl, 6), n(d.atl, 6), n(d.tsb, 6), n(d.rampRate, 6), n(d.acwr, 6), n(d.acwrEWMA, 6), n(d.monotony, 6),
       n(d.strain, 3), n(d.dayStrain, 4), d.recovery.map(String.init) ?? "", d.recoveryState.rawValue, n(d.sleepNeed, 4),
       n(d.sleepDebt, 4), n(d.sleepPerformance, 3)]
    }
    return table
  }

  /// The `activities` table: one row per stored activity.
  public static func activities(athlete: String, _ activities: [StoredActivity]) -> BatchTable {
    var table = BatchTable(
      name: "activities",
      columns: [
        "athlete", "activity", "date", "start_time", "sport", "duration_s", "moving_s", "distance_m", "calories", "load",
        "load_source", "normalized_power", "intensity_factor", "average_power", "average_hr", "cardio_load",
      ],
      kinds: [.string, .int64, .date, .timestampMillisUTC, .string] + Array(repeating: .double, count: 5) + [.string]
        + Array(repeating: .double, count: 5))
    table.rows = activities.map { a in
      [athlete, "\(a.id ?? 0)", a.localDate.description, n(a.startTime, 0), a.sport ?? "", n(a.durationSeconds, 0),
       n(a.movingSeconds, 0), n(a.distanceMeters, 1), n(a.calories, 1), n(a.load, 3), a.loadSource ?? "",
       n(a.normalizedPower, 3), n(a.intensityFactor, 5), n(a.averagePower, 3), n(a.averageHeartRate, 3), n(a.cardioLoad, 4)]
    }
    return table
  }

  private static func n(_ v: Double?, _ decimals: Int) -> String { fixedDecimal(v, decimals, missing: "") }
}
