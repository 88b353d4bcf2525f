import Foundation
import VeloScore

/// An Apple Health export (`export.xml`, the Health app's "Export All Health
/// Data") read as wellness days, on the day rules of docs/wellness.md:
///
/// | value | records | the morning it counts on |
/// |---|---|---|
/// | sleep, in bed (h) | `HKCategoryTypeIdentifierSleepAnalysis`: asleep (any stage, iOS 16+, or the older `Asleep`) and `InBed` | a sample ending before 18:00 counts on the day it ends, a later one on the next; overlapping samples (a watch and a sleep app) count once: the union of their spans |
/// | SDNN (ms) | `HKQuantityTypeIdentifierHeartRateVariabilitySDNN` | the mean of the samples taken during the night's main sleep (its asleep samples less than an hour apart, the block with the most sleep), else of that day's samples before noon |
/// | resting HR (bpm) | `HKQuantityTypeIdentifierRestingHeartRate` | the day it starts (Apple computes one a day); several sources averaged |
/// | respiratory rate (/min) | `HKQuantityTypeIdentifierRespiratoryRate` | the mean of the samples taken during the night's sleep |
/// | deep, REM, light sleep (h) | the sleep samples' stages (`AsleepDeep`, `AsleepREM`, `AsleepCore`), each a union | as sleep |
/// | SpO₂ (%) | `HKQuantityTypeIdentifierOxygenSaturation` (a fraction in the file) | the mean of the samples taken during the night's sleep |
/// | skin temperature (°C) | `HKQuantityTypeIdentifierAppleSleepingWristTemperature` | as sleep, by the sample's end |
///
/// Times are read as written, with their own offset: the wall clock where the
/// athlete slept. Apple's HRV is SDNN and is stored as such, never as rMSSD.
/// Every other record type is counted and named in a warning, and so are the
/// SDNN samples taken in the day (after exercise, at rest in the afternoon),
/// which are not a morning reading.
///
/// The scanner reads the file where it lies (mapped, never copied); real exports
/// are hundreds of megabytes to a few gigabytes.
public enum AppleHealthExport {
  /// Whether `prefix` (the first kilobytes of a file) is the start of an export:
  /// XML whose DOCTYPE or root is `HealthData`.
  public static func looksLikeExport(_ prefix: some Collection<UInt8>) -> Bool {
    let head = String(decoding: prefix.prefix(4096), as: UTF8.self)
    return head.contains("<!DOCTYPE HealthData") || head.contains("<HealthData")
  }

  /// What an export gives: wellness days, workouts (as a training log lists them:
  /// totals, no samples) and what was not read.
  public struct Contents: Sendable {
    public var readings: [WellnessReading]
    public var workouts: [WorkoutSummary]
    public var warnings: [String]
  }

  /// The days and workouts `data` gives, and what was not read.
  /// - Throws: `TrackXMLError` for XML that is not an export (with line and column),
  ///   `CSVError` for dates spanning more than one history can.
  public static func parse(_ data: Data, file: String) throws -> Contents {
    var collector = AppleHealthCollector()
    try XMLScanner.scan(data, into: &collector, file: file)
    guard collector.isExport else {
      throw TrackXMLError(file: file, line: 1, column: 1, message: "expected Apple Health's HealthData root element")
    }
    let result = days(collector.records)
    let workouts = workouts(collector.records.workouts)
    try checkSpan(result.readings.map(\.date) + workouts.rows.map(\.localDate), file: file)
    return Contents(readings: result.readings, workouts: workouts.rows, warnings: result.warnings + workouts.warnings)
  }

  /// One night: its asleep and in-bed spans, unix seconds.
  struct Night {
    var asleep: [(Double, Double)] = []
    var inBed: [(Double, Double)] = []
    var stages: [AppleHealthRecords.Stage: [(Double, Double)]] = [:]
    /// The main sleep: asleep samples less than an hour apart joined, the block
    /// with the most sleep (a nap the same day is sleep, but not the night).
    var span: ClosedRange<Double>? {
      var blocks: [(start: Double, end: Double, asleep: Double)] = []
      for (start, end) in asleep.sorted(by: { $0.0 < $1.0 }) {
        if let last = blocks.last, start - last.end <= 3600 {
          blocks[blocks.count - 1].end = max(last.end, end)
          blocks[blocks.count - 1].asleep += end - start
        } else {
          blocks.append((start, end, end - start))
        }
      }
      return blocks.max { $0.asleep < $1.asleep }.map { $0.start...$0.end }
    }
  }

  /// The morning a sleep sample ending at `end` counts on.
  static func morning(ending end: AppleHealthTime) -> LocalDate {
    end.secondsOfDay < 18 * 3600 ? end.date : end.date.adding(days: 1)
  }

  /// Seconds covered by the union of `spans`.
  static func unionSeconds(_ spans: [(Double, Double)]) -> Double {
    var total = 0.0
    var current: (Double, Double)?
    for (start, end) in spans.sorted(by: { $0.0 < $1.0 }) {
      if let c = current, start <= c.1 {
        current = (c.0, max(c.1, end))
      } else {
        if let c = current { total += c.1 - c.0 }
        current = (start, end)
      }
    }
    return total + (current.map { $0.1 - $0.0 } ?? 0)
  }

  static func mean(_ values: [Double]) -> Double? { values.isEmpty ? nil : values.reduce(0, +) / Double(values.count) }

  static func days(_ records: AppleHealthRecords) -> (readings: [WellnessReading], warnings: [String]) {
    var nights: [LocalDate: Night] = [:]
    for s in records.sleep {
      let day = morning(ending: s.end)
      if s.asleep {
        nights[day, default: Night()].asleep.append((s.start.unix, s.end.unix))
        if let stage = s.stage {
          nights[day, default: Night()].stages[stage, default: []].append((s.start.unix, s.end.unix))
        }
      } else {
        nights[day, default: Night()].inBed.append((s.start.unix, s.end.unix))
      }
    }
    var byDay: [LocalDate: WellnessReading] = [:]
    func update(_ day: LocalDate, _ change: (inout WellnessReading) -> Void) {
      var r = byDay[day] ?? WellnessReading(date: day)
      change(&r)
      byDay[day] = r
    }
    var spans: [(day: LocalDate, span: ClosedRange<Double>)] = []
    for (day, night) in nights {
      let asleep = unionSeconds(night.asleep)
      let inBed = unionSeconds(night.asleep + night.inBed)
      update(day) { r in
        if asleep > 0 { r.sleepHours = min(24, asleep / 3600) }
        if inBed > 0 { r.inBedHours = min(24, inBed / 3600) }
        for (stage, path) in [
          (AppleHealthRecords.Stage.deep, \WellnessReading.deepSleepHours), (.rem, \.remSleepHours),
          (.light, \.lightSleepHours),
        ] {
          if let spans = night.stages[stage] { r[keyPath: path] = min(24, unionSeconds(spans) / 3600) }
        }
      }
      if let span = night.span { spans.append((day, span)) }
    }
    spans.sort { $0.span.lowerBound < $1.span.lowerBound }
    /// The night whose sleep holds `t`: the last span starting at or before it (nights do not overlap).
    func duringSleep(_ t: AppleHealthTime) -> LocalDate? {
      var low = 0
      var high = spans.count
      while low < high {
        let mid = (low + high) / 2
        if spans[mid].span.lowerBound <= t.unix { low = mid + 1 } else { high = mid }
      }
      return low > 0 && spans[low - 1].span.contains(t.unix) ? spans[low - 1].day : nil
    }
    var sdnnByDay: [LocalDate: (asleep: [Double], morning: [Double])] = [:]
    var daytimeSDNN = 0
    for s in records.sdnn {
      if let day = duringSleep(s.time) {
        sdnnByDay[day, default: ([], [])].asleep.append(s.value)
      } else if s.time.secondsOfDay < 12 * 3600 {
        sdnnByDay[s.time.date, default: ([], [])].morning.append(s.value)
      } else {
        daytimeSDNN += 1
      }
    }
    for (day, values) in sdnnByDay {
      guard let v = mean(values.asleep) ?? mean(values.morning), InputLimits.rmssd.contains(v) else { continue }
      update(day) { $0.sdnn = v }
    }
    var restingByDay: [LocalDate: [Double]] = [:]
    for s in records.restingHeartRate { restingByDay[s.time.date, default: []].append(s.value) }
    for (day, values) in restingByDay {
      guard let v = mean(values), InputLimits.restingHeartRate.contains(v) else { continue }
      update(day) { $0.restingHeartRate = v }
    }
    var breathsByDay: [LocalDate: [Double]] = [:]
    var awakeBreaths = 0
    for s in records.respiratoryRate {
      if let day = duringSleep(s.time) { breathsByDay[day, default: []].append(s.value) } else { awakeBreaths += 1 }
    }
    for (day, values) in breathsByDay {
      guard let v = mean(values), InputLimits.respiratoryRate.contains(v) else { continue }
      update(day) { $0.respiratoryRate = v }
    }
    var oxygenByDay: [LocalDate: [Double]] = [:]
    for s in records.spo2 {
      if let day = duringSleep(s.time) { oxygenByDay[day, default: []].append(s.value) }
    }
    for (day, values) in oxygenByDay {
      guard let v = mean(values), InputLimits.spo2.contains(v) else { continue }
      update(day) { $0.spo2 = v }
    }
    var temperatureByDay: [LocalDate: [Double]] = [:]
    for t in records.wristTemperature { temperatureByDay[morning(ending: t.end), default: []].append(t.value) }
    for (day, values) in temperatureByDay {
      guard let v = mean(values), InputLimits.skinTemperature.contains(v) else { continue }
      update(day) { $0.skinTemperature = v }
    }
    return (
      byDay.values.sorted { $0.date < $1.date }, warnings(records, daytimeSDNN: daytimeSDNN, awakeBreaths: awakeBreaths)
    )
  }

  /// What the export holds that no day took, named.
  static func warnings(_ records: AppleHealthRecords, daytimeSDNN: Int, awakeBreaths: Int) -> [String] {
    var out: [String] = []
    if daytimeSDNN > 0 {
      out.append(
        "\(daytimeSDNN) HRV (SDNN) samples taken after noon and outside sleep not used: a day's HRV is the night's (or the morning's) reading"
      )
    }
    if awakeBreaths > 0 {
      out.append("\(awakeBreaths) respiratory-rate samples taken outside sleep not used")
    }
    if !records.unreadable.isEmpty {
      let list = records.unreadable.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
      out.append("records whose date, value or unit could not be read: \(list.joined(separator: ", "))")
    }
    if !records.otherTypes.isEmpty {
      let sorted = records.otherTypes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      let shown = sorted.prefix(12).map { "\($0.key) (\($0.value))" }
      let more = sorted.count > 12 ? " and \(sorted.count - 12) more types" : ""
      out.append(
        "records not read (a wellness day takes sleep and its stages, HRV, resting HR, respiratory rate, SpO2 and wrist temperature): \(shown.joined(separator: ", "))\(more)"
      )
    }
    return out
  }
}
