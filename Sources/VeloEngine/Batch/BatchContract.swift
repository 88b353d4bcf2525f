import VeloIO
import VeloPipeline
import VeloScore

/// The batch contract's tables (version 2, docs/batch-contract.md): column
/// names and Arrow types, stated once; numbers at full precision. The Spark job's
/// `contract.py` checks its frames against the same names and types.
public enum BatchContract {
  public static let version = 2

  /// The `days` table: one row per day from the first activity or reading to the last.
  public static func days(athlete: String, _ days: [DailyMetrics]) -> BatchTable {
    var table = BatchTable(
      name: "days",
      columns: [
        "athlete", "date", "load", "activities", "duration_s", "distance_m", "ctl", "atl", "tsb", "ramp", "acwr",
        "acwr_ewma",
        "monotony", "strain", "day_strain", "recovery", "recovery_state", "sleep_need_h", "sleep_debt_h",
        "sleep_performance",
      ],
      kinds: [.string, .date, .double, .int32] + Array(repeating: .double, count: 11) + [
        .int32, .string, .double, .double, .double,
      ])
    table.rows = days.map { d in
      [
        athlete, d.date.description, n(d.load), "\(d.activityCount)", n(d.durationSeconds), n(d.distanceMeters),
        n(d.ctl), n(d.atl), n(d.tsb), n(d.rampRate), n(d.acwr), n(d.acwrEWMA), n(d.monotony),
        n(d.strain), n(d.dayStrain), d.recovery.map(String.init) ?? "", d.recoveryState.rawValue, n(d.sleepNeed),
        n(d.sleepDebt), n(d.sleepPerformance),
      ]
    }
    return table
  }

  /// The `activities` table: one row per stored activity.
  public static func activities(athlete: String, _ activities: [StoredActivity]) -> BatchTable {
    var table = BatchTable(
      name: "activities",
      columns: [
        "athlete", "activity", "date", "start_time", "sport", "duration_s", "moving_s", "distance_m", "calories",
        "load",
        "load_source", "normalized_power", "intensity_factor", "average_power", "average_hr", "cardio_load",
      ],
      kinds: [.string, .int64, .date, .timestampMillisUTC, .string] + Array(repeating: .double, count: 5) + [.string]
        + Array(repeating: .double, count: 5))
    table.rows = activities.map { a in
      [
        athlete, "\(a.id ?? 0)", a.localDate.description, fixedDecimal(a.startTime, 0, missing: ""), a.sport ?? "",
        n(a.durationSeconds),
        n(a.movingSeconds), n(a.distanceMeters), n(a.calories), n(a.load), a.loadSource ?? "",
        n(a.normalizedPower), n(a.intensityFactor), n(a.averagePower), n(a.averageHeartRate), n(a.cardioLoad),
      ]
    }
    return table
  }

  /// A number at full precision: the shortest text that reads back to the same
  /// double, always with a fraction or exponent (`6900.0`) so a CSV reader infers
  /// the column as float64, not int64 (polars refused `39235.1` after `6900`);
  /// empty for none. Rounding is for what a human reads, not for data.
  static func n(_ v: Double?) -> String {
    guard let v, v.isFinite else { return "" }
    return "\(v)"
  }
}
