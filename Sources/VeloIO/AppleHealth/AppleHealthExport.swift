import Foundation
import VeloKernels
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
/// | body mass (kg, from kg, lb or g) | `HKQuantityTypeIdentifierBodyMass` | the day it starts; several averaged |
/// | VO₂max (ml/kg/min) | `HKQuantityTypeIdentifierVO2Max` | the day it starts; several averaged |
/// | steps | `HKQuantityTypeIdentifierStepCount` | each sample on the day it starts; the day's total of the source that counted most (a phone and a watch count the same steps: never their sum) |
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
    let head = prefix.prefix(4096)
    return ByteSniff.contains(head, "<!DOCTYPE HealthData") || ByteSniff.contains(head, "<HealthData")
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
    var days = WellnessDays()
    var spans: [(day: LocalDate, span: ClosedRange<Double>)] = []
    for (day, night) in nights {
      let asleep = unionSeconds(night.asleep)
      let inBed = unionSeconds(night.asleep + night.inBed)
      if asleep > 0 { days.set(\.sleepHours, asleep / 3600, on: day) }
      if inBed > 0 { days.set(\.inBedHours, inBed / 3600, on: day) }
      for (stage, path) in [
        (AppleHealthRecords.Stage.deep, \WellnessReading.deepSleepHours), (.rem, \.remSleepHours),
        (.light, \.lightSleepHours),
      ] {
        if let spans = night.stages[stage] { days.set(path, unionSeconds(spans) / 3600, on: day) }
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
    /// Each day's mean of `samples` as the reading at `path`; a sample `day` gives no day is counted.
    func means(
      _ samples: [(day: LocalDate?, value: Double)], _ path: WritableKeyPath<WellnessReading, Double?> & Sendable
    ) -> Int {
      var byDay: [LocalDate: [Double]] = [:]
      for s in samples { if let day = s.day { byDay[day, default: []].append(s.value) } }
      for (day, values) in byDay { days.set(path, meanSkippingNaN(values), on: day) }
      return samples.filter { $0.day == nil }.count
    }
    // HRV: the night's samples, else the morning's; afternoon ones are daytime readings, not used.
    var asleepSDNN: [(day: LocalDate?, value: Double)] = []
    var morningSDNN: [(day: LocalDate, value: Double)] = []
    var daytimeSDNN = 0
    for s in records.sdnn {
      if let day = duringSleep(s.time) {
        asleepSDNN.append((day, s.value))
      } else if s.time.secondsOfDay < 12 * 3600 {
        morningSDNN.append((s.time.date, s.value))
      } else {
        daytimeSDNN += 1
      }
    }
    let nightsWithSDNN = Set(asleepSDNN.compactMap(\.day))
    // A morning's reading stands in only for a night without one.
    let mornings = morningSDNN.filter { !nightsWithSDNN.contains($0.day) }
    let supersededSDNN = morningSDNN.count - mornings.count
    _ = means(asleepSDNN, \.sdnn)
    _ = means(mornings.map { ($0.day, $0.value) }, \.sdnn)
    _ = means(records.restingHeartRate.map { ($0.time.date, $0.value) }, \.restingHeartRate)
    let awakeBreaths = means(records.respiratoryRate.map { (duringSleep($0.time), $0.value) }, \.respiratoryRate)
    let awakeOxygen = means(records.spo2.map { (duringSleep($0.time), $0.value) }, \.spo2)
    _ = means(records.wristTemperature.map { (morning(ending: $0.end), $0.value) }, \.skinTemperature)
    _ = means(records.bodyMass.map { ($0.time.date, $0.value) }, \.bodyMassKg)
    _ = means(records.vo2max.map { ($0.time.date, $0.value) }, \.vo2max)
    // Steps: the source that counted most that day, not the sum of sources that count the same steps.
    for (day, bySource) in records.steps { days.set(\.steps, bySource.values.max(), on: day) }
    return (
      days.readings,
      warnings(
        records, daytimeSDNN: daytimeSDNN, supersededSDNN: supersededSDNN, awakeBreaths: awakeBreaths,
        awakeOxygen: awakeOxygen)
        + (days.outOfRangeWarning.map { [$0] } ?? [])
    )
  }

  /// What the export holds that no day took, named.
  static func warnings(
    _ records: AppleHealthRecords, daytimeSDNN: Int, supersededSDNN: Int, awakeBreaths: Int, awakeOxygen: Int
  ) -> [String] {
    var out: [String] = []
    if daytimeSDNN > 0 {
      out.append(
        "\(daytimeSDNN) HRV (SDNN) samples taken after noon and outside sleep not used: a day's HRV is the night's (or the morning's) reading"
      )
    }
    if supersededSDNN > 0 {
      out.append("\(supersededSDNN) morning HRV (SDNN) samples not used: the night's reading stands for those days")
    }
    if awakeBreaths > 0 {
      out.append("\(awakeBreaths) respiratory-rate samples taken outside sleep not used")
    }
    if awakeOxygen > 0 {
      out.append("\(awakeOxygen) SpO2 samples taken outside sleep not used: a day's SpO2 is the night's")
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
