import Foundation
import VeloIO
import VeloScore
import VeloStore

enum ExportFormat: String, CaseIterable, ExpressibleByArgument { case csv, json }

import ArgumentParser

/// The batch contract's files (schema version 1, documented in docs/batch-contract.md).
enum BatchOutput {
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

  static func write(_ r: AthleteBatch.Output, athlete: String, to dir: String, format: ExportFormat) throws {
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
    }
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
