import Foundation
import VeloIO
import VeloPipeline
import VeloScore

/// The batch contract's tables (version 3, docs/batch-contract.md): column
/// names and Arrow types, stated once; numbers at full precision. The Spark job's
/// `contract.py` checks its frames against the same names and types.
public enum BatchContract {
  public static let version = 3

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
        .text(athlete), .day(d.date), n(d.load), .integer(Int64(d.activityCount)), n(d.durationSeconds),
        n(d.distanceMeters), n(d.ctl), n(d.atl), n(d.tsb), n(d.rampRate), n(d.acwr), n(d.acwrEWMA), n(d.monotony),
        n(d.strain), n(d.dayStrain), d.recovery.map { .integer(Int64($0)) } ?? .none, .text(d.recoveryState.rawValue),
        n(d.sleepNeed), n(d.sleepDebt), n(d.sleepPerformance),
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
        .text(athlete), .integer(Int64(a.id ?? 0)), .day(a.localDate), instant(a.startTime), text(a.sport),
        n(a.durationSeconds), n(a.movingSeconds), n(a.distanceMeters), n(a.calories), n(a.load), text(a.loadSource),
        n(a.normalizedPower), n(a.intensityFactor), n(a.averagePower), n(a.averageHeartRate), n(a.cardioLoad),
      ]
    }
    return table
  }

  /// The columns of table `name` (`days` or `activities`), without rows.
  static func schema(of name: String) -> BatchTable {
    name == "days" ? days(athlete: "", []) : activities(athlete: "", [])
  }

  /// `OUT/_schema.json`: the contract version, the format, and each table's
  /// columns with the Arrow type their files hold — what a reader of the CSV
  /// or JSON Lines passes as its schema (docs/batch-contract.md shows how).
  static func schemaDocument(format: BatchFormat) throws -> Data {
    struct Column: Encodable {
      var name: String
      var type: String
    }
    struct Table: Encodable {
      var files: String
      var columns: [Column]
    }
    struct Document: Encodable {
      var contract: Int
      var format: String
      var tables: [String: Table]
    }
    var tables: [String: Table] = [:]
    for name in BatchDataset.tables {
      let table = schema(of: name)
      tables[name] = Table(
        files: "\(name)/part-*.\(format.fileExtension)",
        columns: zip(table.columns, table.arrowTypes(for: format)).map { Column(name: $0, type: $1) })
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(Document(contract: version, format: format.rawValue, tables: tables)) + Data("\n".utf8)
  }

  /// A number at full precision (rounding is for what a human reads, not for
  /// data); none when absent or not finite.
  static func n(_ v: Double?) -> BatchCell { .of(v) }

  /// Text, none when absent or empty.
  static func text(_ s: String?) -> BatchCell { s.map { $0.isEmpty ? .none : .text($0) } ?? .none }

  /// A start instant in whole Unix seconds (as CSV always held it), none when unknown.
  static func instant(_ seconds: Double?) -> BatchCell {
    guard let seconds, seconds.isFinite, abs(seconds) < 9e15 else { return .none }
    return .instant(Int64(seconds.rounded()))
  }
}
