import Foundation
import VeloScore

/// The daily summaries of a Garmin Connect data export (`DI_CONNECT/DI-Connect-Aggregator/
/// UDSFile_<from>_<to>.json`): a JSON array, one object a day.
///
/// | value | field | unit |
/// |---|---|---|
/// | resting heart rate | `restingHeartRate` | bpm |
/// | steps | `totalSteps` | steps |
///
/// A day counts on its `calendarDate`. A day without either is no reading and
/// is counted; every other field (calories, stress, body battery, intensity
/// minutes…) is named.
public enum GarminDailySummary {
  static let fields: [String: WritableKeyPath<WellnessReading, Double?> & Sendable] = [
    "restingHeartRate": \.restingHeartRate, "totalSteps": \.steps,
  ]

  public static func parse(_ data: Data, file: String) throws -> GarminExportJSON.Parsed {
    var days = WellnessDays()
    var unread: [String: Int] = [:]
    var empty = 0
    for (date, day) in try GarminExportJSON.days(data, file: file, what: "daily summaries") {
      for key in day.keys where key != "calendarDate" && fields[key] == nil { unread[key, default: 0] += 1 }
      let values = fields.compactMap { key, path in GarminExportJSON.number(day[key]).map { (path, $0) } }
      if values.isEmpty { empty += 1 }
      for (path, value) in values { days.set(path, value, on: date) }
    }
    return GarminExportJSON.parsed(
      days, skipped: [(empty, "day", "without resting heart rate or steps not read")], unused: [(unread, "fields")])
  }
}
