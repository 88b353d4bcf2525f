import Foundation
import VeloIO
import VeloScore
import VeloStore

enum ExportFormat: String, CaseIterable, ExpressibleByArgument { case csv, json }

/// `veloscore batch --format`: the export formats plus Parquet (typed columns).
enum BatchFormat: String, CaseIterable, ExpressibleByArgument { case csv, json, parquet }

import ArgumentParser

/// The batch contract's files (version 2, documented in docs/batch-contract.md).
enum BatchOutput {
  static let contractVersion = 2

  static let dayColumns = [
    "athlete", "date", "load", "activities", "duration_s", "distance_m", "ctl", "atl", "tsb", "ramp", "acwr", "acwr_ewma",
    "monotony", "strain", "day_strain", "recovery", "recovery_state", "sleep_need_h", "sleep_debt_h", "sleep_performance",
  ]
  static let activityColumns = [
    "athlete", "activity", "date", "start_time", "sport", "duration_s", "moving_s", "distance_m", "calories", "load",
    "load_source", "normalized_power", "intensity_factor", "average_power", "average_hr", "cardio_load",
  ]

  static func dayRow(_ athlete: String, _ d: DailyMetrics) -> [String] {
    func n(_ v: Double?, _ k: Int) -> String { fixedDecimal(v, k, missing: "") }
    return [athlete, d.date.description, n(d.load, 3), "\(d.activityCount)", n(d.durationSeconds, 0), n(d.distanceMeters, 1),
            n(d.ctl, 6), n(d.atl, 6), n(d.tsb, 6), n(d.rampRate, 6), n(d.acwr, 6), n(d.acwrEWMA, 6), n(d.monotony, 6),
            n(d.strain, 3), n(d.dayStrain, 4), d.recovery.map(String.init) ?? "", d.recoveryState.rawValue, n(d.sleepNeed, 4),
            n(d.sleepDebt, 4), n(d.sleepPerformance, 3)]
  }

  static func activityRow(_ athlete: String, _ a: StoredActivity) -> [String] {
    func n(_ v: Double?, _ k: Int) -> String { fixedDecimal(v, k, missing: "") }
    return [athlete, "\(a.id ?? 0)", a.localDate.description, n(a.startTime, 0), a.sport ?? "", n(a.durationSeconds, 0),
            n(a.movingSeconds, 0), n(a.distanceMeters, 1), n(a.calories, 1), n(a.load, 3), a.loadSource ?? "",
            n(a.normalizedPower, 3), n(a.intensityFactor, 5), n(a.averagePower, 3), n(a.averageHeartRate, 3), n(a.cardioLoad, 4)]
  }

  /// Each column's Parquet type (the contract's Arrow types).
  static let dayKinds: [ParquetColumn.Kind] = [.string, .date, .double, .int32] + Array(repeating: .double, count: 11)
    + [.int32, .string, .double, .double, .double]
  static let activityKinds: [ParquetColumn.Kind] = [.string, .int64, .date, .timestampMillisUTC, .string]
    + Array(repeating: .double, count: 5) + [.string] + Array(repeating: .double, count: 5)

  static func write(_ r: AthleteBatch.Output, athlete: String, to dir: String, format: BatchFormat) throws {
    let days = [dayColumns] + r.days.map { dayRow(athlete, $0) }
    let acts = [activityColumns] + r.activities.map { activityRow(athlete, $0) }
    let base = (dir as NSString).appendingPathComponent(SafeName.pathComponent(athlete))
    switch format {
    case .csv:
      try Data(csv(days).utf8).write(to: URL(fileURLWithPath: base + ".days.csv"), options: .atomic)
      try Data(csv(acts).utf8).write(to: URL(fileURLWithPath: base + ".activities.csv"), options: .atomic)
    case .json:
      try Data(json(days).utf8).write(to: URL(fileURLWithPath: base + ".days.json"), options: .atomic)
      try Data(json(acts).utf8).write(to: URL(fileURLWithPath: base + ".activities.json"), options: .atomic)
    case .parquet:
      try Data(parquet(days, kinds: dayKinds, table: "days")).write(to: URL(fileURLWithPath: base + ".days.parquet"), options: .atomic)
      try Data(parquet(acts, kinds: activityKinds, table: "activities")).write(
        to: URL(fileURLWithPath: base + ".activities.parquet"), options: .atomic)
    }
  }

  /// The CSV cells as typed Parquet columns: the same values CSV holds (same
  /// rounding), empty cells null; dates as days since 1970, `start_time` as
  /// milliseconds since the epoch, UTC.
  static func parquet(_ rows: [[String]], kinds: [ParquetColumn.Kind], table: String) throws -> [UInt8] {
    guard let header = rows.first else { return [] }
    var columns = zip(header, kinds).map { ParquetColumn(name: $0, kind: $1) }
    for row in rows.dropFirst() {
      for (c, cell) in row.enumerated() {
        if cell.isEmpty {  // no value, as in CSV (text too: pyarrow reads an empty CSV string as null)
          columns[c].appendNull()
          continue
        }
        switch columns[c].kind {
        case .string: columns[c].append(cell)
        case .double: columns[c].append(Double(cell))
        case .int32, .int64: columns[c].append(Int64(cell))
        case .date: columns[c].append(LocalDate(iso: cell).map { Int64($0.dayNumber) })
        case .timestampMillisUTC: columns[c].append(Double(cell).flatMap { exactMilliseconds($0) })
        }
      }
    }
    return try ParquetFile.encode(
      columns, metadata: [("veloscore.contract", String(contractVersion)), ("veloscore.table", table)],
      createdBy: "veloscore batch (contract \(contractVersion))")
  }

  /// Unix seconds as milliseconds, `nil` beyond ±2⁶² ms.
  static func exactMilliseconds(_ seconds: Double) -> Int64? {
    let ms = (seconds * 1000).rounded()
    guard ms.isFinite, abs(ms) < 4.6e18 else { return nil }
    return Int64(ms)
  }

  static func csv(_ rows: [[String]]) -> String {
    rows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// Records as a JSON array of objects (keys in column order, numbers as written in CSV).
  static func json(_ rows: [[String]]) -> String {
    guard let header = rows.first else { return "[]\n" }
    func quote(_ s: String) -> String {
      let data = (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8)
      return String(decoding: data, as: UTF8.self)
    }
    let objects = rows.dropFirst().map { row in
      "{" + zip(header, row).map { k, v in "\(quote(k)):\(v.isEmpty ? "null" : Double(v) != nil ? v : quote(v))" }.joined(separator: ",") + "}"
    }
    return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }
}
