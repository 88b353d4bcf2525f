import Foundation
import VeloScore

/// The nights of a Garmin Connect data export (`DI_CONNECT/DI-Connect-Wellness/
/// <from>_<to>_<user>_sleepData.json`): a JSON array, one object a night, read as
/// wellness days.
///
/// | value | field | |
/// |---|---|---|
/// | the morning | `calendarDate` | Garmin dates a night by the morning it ends |
/// | sleep, h | `deepSleepSeconds + lightSleepSeconds + remSleepSeconds` | only for a night with stages |
/// | deep, light, REM, h | `deepSleepSeconds`, `lightSleepSeconds`, `remSleepSeconds` | |
/// | in bed, h | `sleepEndTimestampGMT − sleepStartTimestampGMT` | |
/// | respiratory rate, /min | `averageRespiration` | |
/// | SpO₂, % | `spo2SleepSummary.averageSPO2` | |
///
/// A night without stages (a window Garmin could not confirm: off the wrist, no
/// sleep detected) gives no reading and is counted in a warning; every other
/// field the file holds is named.
public enum GarminSleepData {
  static let readFields: Set<String> = [
    "calendarDate", "sleepStartTimestampGMT", "sleepEndTimestampGMT", "deepSleepSeconds", "lightSleepSeconds",
    "remSleepSeconds", "averageRespiration", "spo2SleepSummary",
  ]

  /// The days `data` gives, by date, and what was not read.
  /// - Throws: `ActivityFileError` naming the file and the night when the JSON is not an array of nights.
  public static func parse(_ data: Data, file: String) throws -> GarminExportJSON.Parsed {
    let nights = try GarminExportJSON.objects(
      data, file: file, expected: "Garmin's sleep data: a JSON array of nights", item: "night")
    var days = WellnessDays()
    var unstaged = 0
    var unread: [String: Int] = [:]
    for (k, night) in nights.enumerated() {
      guard let text = night["calendarDate"] as? String, let date = LocalDate(iso: text),
        InputLimits.dates.contains(date)
      else {
        throw ActivityFileError(
          file: file, message: "night \(k + 1): expected an object with a calendarDate YYYY-MM-DD")
      }
      for key in night.keys where !readFields.contains(key) { unread[key, default: 0] += 1 }
      let number = GarminExportJSON.number
      let stages = [
        number(night["deepSleepSeconds"]), number(night["lightSleepSeconds"]), number(night["remSleepSeconds"]),
      ]
      guard stages.contains(where: { $0 != nil }) else {
        unstaged += 1
        continue
      }
      // Each value in its range, or counted and said (WellnessDays): a night's asleep time is its stages in range.
      let hours = stages.map { $0.map { $0 / 3600 } }
      for (path, value) in zip([\WellnessReading.deepSleepHours, \.lightSleepHours, \.remSleepHours], hours) {
        days.set(path, value, on: date)
      }
      let asleep = hours.compactMap { $0 }.filter { InputLimits.hours.contains($0) }
      if !asleep.isEmpty { days.set(\.sleepHours, asleep.reduce(0, +), on: date) }
      // GMT without a zone written: ISODateTime reads those as UTC.
      func instant(_ key: String) -> Double? {
        (night[key] as? String).flatMap { ISODateTime(Substring($0)) }?.unixTreatingNoZoneAsUTC
      }
      if let start = instant("sleepStartTimestampGMT"), let end = instant("sleepEndTimestampGMT") {
        if end > start { days.set(\.inBedHours, (end - start) / 3600, on: date) } else { days.reject(\.inBedHours) }
      }
      days.set(\.respiratoryRate, number(night["averageRespiration"]), on: date)
      days.set(\.spo2, number((night["spo2SleepSummary"] as? [String: Any])?["averageSPO2"]), on: date)
    }
    return GarminExportJSON.parsed(
      days, skipped: [(unstaged, "night", "without sleep stages (a window Garmin did not confirm) not read")],
      unused: [(unread, "fields")])
  }
}
