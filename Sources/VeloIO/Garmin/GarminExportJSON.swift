import Foundation
import VeloScore

/// The daily JSON files of a Garmin Connect data export that hold wellness, told
/// apart by their first bytes: nights (``GarminSleepData``), the health status
/// (``GarminHealthStatus``) and the daily summaries (``GarminDailySummary``).
public enum GarminExportJSON {
  public typealias Parsed = (readings: [WellnessReading], warnings: [String])

  /// Whether a file name is one of them (`…_sleepData.json`, `…_healthStatusData.json`, `UDSFile_….json`).
  public static func isExportFile(_ name: String) -> Bool {
    let lower = (name as NSString).lastPathComponent.lowercased()
    return lower.hasSuffix("_sleepdata.json") || lower.hasSuffix("_healthstatusdata.json")
      || (lower.hasPrefix("udsfile_") && lower.hasSuffix(".json"))
  }

  /// The reader for a file whose first bytes are one of them; `nil` for anything else.
  public static func parser(for prefix: some Collection<UInt8>) -> (@Sendable (Data, String) throws -> Parsed)? {
    // Most files (CSV, FIT, XML) are ruled out by their first byte, before decoding any text.
    guard !ByteSniff.cannotStart(prefix, with: "[") else { return nil }
    let head = String(decoding: prefix.prefix(4096), as: UTF8.self)
    guard head.drop(while: \.isWhitespace).first == "[", head.contains("\"calendarDate\"") else { return nil }
    if head.contains("\"sleepStartTimestampGMT\"") { return GarminSleepData.parse }
    if head.contains("\"metrics\"") { return GarminHealthStatus.parse }
    if head.contains("\"restingHeartRate\"") || head.contains("\"totalSteps\"") { return GarminDailySummary.parse }
    return nil
  }

  /// The objects of a JSON array, each with its `calendarDate`.
  /// - Throws: `ActivityFileError` naming the file and the item when it is not an array of dated objects.
  static func days(_ data: Data, file: String, what: String) throws -> [(date: LocalDate, fields: [String: Any])] {
    try objects(data, file: file, expected: "Garmin's \(what): a JSON array of days", item: "item").enumerated().map {
      k, day in
      guard let text = day["calendarDate"] as? String, let date = LocalDate(iso: String(text.prefix(10))),
        InputLimits.dates.contains(date)
      else {
        throw ActivityFileError(file: file, message: "item \(k + 1): expected an object with a calendarDate YYYY-MM-DD")
      }
      return (date, day)
    }
  }

  /// The objects of a JSON array (an export's days, nights or logs).
  /// - Parameters:
  ///   - data: the file's bytes.
  ///   - file: its name in errors.
  ///   - expected: what the file should be, for the error when it is not a JSON array.
  ///   - item: what one element is, for the error naming the one that is not an object.
  /// - Throws: `ActivityFileError` naming the file (and the element) otherwise.
  static func objects(_ data: Data, file: String, expected: String, item: String) throws -> [[String: Any]] {
    guard let items = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
      throw ActivityFileError(file: file, message: "expected \(expected)")
    }
    return try items.enumerated().map { k, element in
      guard let object = element as? [String: Any] else {
        throw ActivityFileError(file: file, message: "\(item) \(k + 1): expected an object")
      }
      return object
    }
  }

  /// A JSON number as a `Double`; `nil` for `null`, text or a missing key.
  static func number(_ value: Any?) -> Double? { (value as? NSNumber).map(\.doubleValue) }

  /// The days read, and what was not: each skipped kind said when its count is above 0 ("3 metrics
  /// without a value … not read"), the names not used by their kind, the values out of range.
  static func parsed(
    _ days: WellnessDays, skipped: [(count: Int, noun: String, rest: String)],
    unused: [(names: [String: Int], what: String)]
  ) -> Parsed {
    var warnings = skipped.filter { $0.count > 0 }.map {
      "\($0.count) \($0.noun)\($0.count == 1 ? "" : "s") \($0.rest)"
    }
    for u in unused { warnings += unusedWarning(u.names, what: u.what) }
    if let outOfRange = days.outOfRangeWarning { warnings.append(outOfRange) }
    return (days.readings, warnings)
  }

  /// "fields not used: 'a', 'b'" for the keys counted, or nothing.
  static func unusedWarning(_ unread: [String: Int], what: String = "fields") -> [String] {
    unread.isEmpty ? [] : ["\(what) not used: \(unread.keys.sorted().map { "'\($0)'" }.joined(separator: ", "))"]
  }
}
