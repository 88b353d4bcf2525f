import Foundation
import VeloScore

/// The JSON files of Fitbit's Google Takeout export (`Fitbit/Global Export Data/`)
/// that hold wellness, told apart by their first bytes: `sleep-YYYY-MM-DD.json`
/// (the sleep logs) and `resting_heart_rate-YYYY-MM-DD.json`.
///
/// | value | field | unit |
/// |---|---|---|
/// | sleep | `minutesAsleep` of the main sleep (`mainSleep`, the API's `isMainSleep`) | min |
/// | in bed | `timeInBed` | min |
/// | deep, REM, light sleep | `levels.summary.deep/rem/light.minutes` (logs of type `stages`) | min |
/// | resting heart rate | `value.value` (0: none that day) | bpm |
///
/// A sleep counts on its `dateOfSleep` (Fitbit dates a night by the morning it
/// ends); a resting heart rate on its `value.date` (`MM/dd/yy`). Naps (not the
/// main sleep), days without a resting heart rate and every other field are named.
public enum FitbitTakeoutJSON {
  /// Whether a file name is one of them.
  public static func isExportFile(_ name: String) -> Bool {
    let lower = (name as NSString).lastPathComponent.lowercased()
    return lower.hasSuffix(".json") && (lower.hasPrefix("sleep-") || lower.hasPrefix("resting_heart_rate-"))
  }

  /// The reader for a file whose first bytes are one of them; `nil` for anything else.
  public static func parser(for prefix: some Collection<UInt8>) -> (
    @Sendable (Data, String) throws -> GarminExportJSON.Parsed
  )? {
    // Most files (CSV, FIT, XML) are ruled out by their first byte, before decoding any text.
    guard !ByteSniff.cannotStart(prefix, with: "[") else { return nil }
    let head = String(decoding: prefix.prefix(4096), as: UTF8.self)
    guard head.drop(while: \.isWhitespace).first == "[" else { return nil }
    if head.contains("\"dateOfSleep\"") && head.contains("\"logId\"") { return parseSleep }
    if head.contains("\"dateTime\"") && head.contains("\"error\"") { return parseRestingHeartRate }
    return nil
  }

  static func items(_ data: Data, file: String, what: String) throws -> [[String: Any]] {
    try GarminExportJSON.objects(data, file: file, expected: "Fitbit's \(what): a JSON array", item: "item")
  }

  static let sleepFields: Set<String> = [
    "dateOfSleep", "minutesAsleep", "timeInBed", "levels", "mainSleep", "isMainSleep",
  ]

  public static func parseSleep(_ data: Data, file: String) throws -> GarminExportJSON.Parsed {
    var days = WellnessDays()
    var unread: [String: Int] = [:]
    var naps = 0
    for (k, log) in try items(data, file: file, what: "sleep logs").enumerated() {
      guard let text = log["dateOfSleep"] as? String, let date = LocalDate(iso: String(text.prefix(10))),
        InputLimits.dates.contains(date)
      else {
        throw ActivityFileError(file: file, message: "sleep \(k + 1): expected a dateOfSleep YYYY-MM-DD")
      }
      for key in log.keys where !sleepFields.contains(key) { unread[key, default: 0] += 1 }
      guard (log["mainSleep"] ?? log["isMainSleep"]) as? Bool ?? true else {
        naps += 1
        continue
      }
      let minutes = { (value: Any?) in GarminExportJSON.number(value).map { $0 / 60 } }
      days.set(\.sleepHours, minutes(log["minutesAsleep"]), on: date)
      days.set(\.inBedHours, minutes(log["timeInBed"]), on: date)
      let summary = (log["levels"] as? [String: Any])?["summary"] as? [String: Any]
      for (stage, path) in [
        ("deep", \WellnessReading.deepSleepHours), ("rem", \.remSleepHours), ("light", \.lightSleepHours),
      ] {
        days.set(path, minutes((summary?[stage] as? [String: Any])?["minutes"]), on: date)
      }
    }
    return GarminExportJSON.parsed(
      days, skipped: [(naps, "nap", "(not the main sleep) not counted as the night's")], unused: [(unread, "fields")])
  }

  public static func parseRestingHeartRate(_ data: Data, file: String) throws -> GarminExportJSON.Parsed {
    var days = WellnessDays()
    var unread: [String: Int] = [:]
    var none = 0
    for (k, item) in try items(data, file: file, what: "resting heart rates").enumerated() {
      let value = item["value"] as? [String: Any] ?? [:]
      // "11/27/26": month, day, two-digit year (20xx).
      let parts = (value["date"] as? String ?? "").split(separator: "/").compactMap { Int($0) }
      guard parts.count == 3, LocalDate.isValid(year: 2000 + parts[2], month: parts[0], day: parts[1]) else {
        throw ActivityFileError(file: file, message: "item \(k + 1): expected a value.date MM/dd/yy")
      }
      let date = LocalDate(year: 2000 + parts[2], month: parts[0], day: parts[1])
      for key in value.keys where !["date", "value"].contains(key) { unread[key, default: 0] += 1 }
      guard let bpm = GarminExportJSON.number(value["value"]), bpm > 0 else {
        none += 1
        continue
      }
      days.set(\.restingHeartRate, bpm, on: date)
    }
    return GarminExportJSON.parsed(
      days, skipped: [(none, "day", "without a resting heart rate (value 0) not read")], unused: [(unread, "fields")])
  }
}
