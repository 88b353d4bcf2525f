import Foundation
import VeloScore

/// The health status of a Garmin Connect data export (`DI_CONNECT/DI-Connect-Wellness/
/// <from>_<to>_<user>_healthStatusData.json`, what the watch's Health Status widget
/// shows): a JSON array, one object a day, each with `metrics` of
/// `{type, value, status, baselineLowerLimit, baselineUpperLimit}`.
///
/// | value | metric `type` | unit |
/// |---|---|---|
/// | rMSSD | `HRV` (the night's average: Garmin's HRV is rMSSD) | ms |
/// | resting heart rate | `HR` | bpm |
/// | SpO₂ | `SPO2` | % |
/// | skin temperature deviation | `SKIN_TEMP_C` (Garmin shows it as a change from the baseline) | °C |
/// | respiratory rate | `RESPIRATION` | breaths/min |
///
/// A day counts on its `calendarDate` (the morning of the night measured). A
/// metric without a value, or with 0 and status `UNKNOWN` (nothing measured that
/// night), is no reading and is counted; other metric types, the baselines and
/// statuses, and every other field are named.
public enum GarminHealthStatus {
  static let metrics: [String: WritableKeyPath<WellnessReading, Double?> & Sendable] = [
    "HRV": \.rmssd, "HR": \.restingHeartRate, "SPO2": \.spo2, "SKIN_TEMP_C": \.skinTemperatureDeviation,
    "RESPIRATION": \.respiratoryRate,
  ]

  public static func parse(_ data: Data, file: String) throws -> GarminExportJSON.Parsed {
    var days = WellnessDays()
    var unread: [String: Int] = [:]
    var unreadMetrics: [String: Int] = [:]
    var unmeasured = 0
    for (date, day) in try GarminExportJSON.days(data, file: file, what: "health status") {
      for key in day.keys where !["calendarDate", "metrics"].contains(key) { unread[key, default: 0] += 1 }
      for case let metric as [String: Any] in day["metrics"] as? [Any] ?? [] {
        let type = metric["type"] as? String ?? "?"
        for key in metric.keys where !["type", "value", "status"].contains(key) { unread[key, default: 0] += 1 }
        guard let path = metrics[type] else {
          unreadMetrics[type, default: 0] += 1
          continue
        }
        let value = GarminExportJSON.number(metric["value"])
        guard let value, !(value == 0 && (metric["status"] as? String ?? "UNKNOWN") == "UNKNOWN") else {
          unmeasured += 1
          continue
        }
        days.set(path, value, on: date)
      }
    }
    return GarminExportJSON.parsed(
      days, skipped: [(unmeasured, "metric", "without a value (nothing measured that night) not read")],
      unused: [(unreadMetrics, "metrics"), (unread, "fields")])
  }
}
