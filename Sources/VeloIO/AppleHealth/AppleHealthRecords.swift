import VeloScore

/// A time as Apple Health's export writes it, `2026-03-14 06:40:00 -0400`: the
/// wall clock where it was lived and its offset from UTC.
struct AppleHealthTime: Sendable, Equatable {
  /// Unix seconds.
  var unix: Double
  /// The local calendar day and the seconds since its midnight, as written.
  var date: LocalDate
  var secondsOfDay: Int

  /// `nil` when `text` is not `YYYY-MM-DD HH:MM:SS ±HHMM`: read by ``ISODateTime`` once the space
  /// before the offset is gone (ISO 8601 writes none).
  init?(_ text: String) {
    let b = Array(text.utf8)
    guard b.count == 25, b[10] == UInt8(ascii: " "), b[19] == UInt8(ascii: " "),
      let t = ISODateTime(Substring(String(decoding: b[0..<19] + b[20...], as: UTF8.self))), case .offset = t.zone,
      InputLimits.dates.contains(t.date), let seconds = Int(exactly: t.secondsIntoDay)
    else { return nil }
    (date, secondsOfDay, unix) = (t.date, seconds, t.unixTreatingNoZoneAsUTC)
  }
}

/// The records of an Apple Health export that become wellness days, as read.
struct AppleHealthRecords: Sendable {
  struct Sample: Sendable {
    var time: AppleHealthTime
    var value: Double
  }
  /// A sleep analysis sample: asleep (any stage) or only in bed; awake samples are not kept.
  struct SleepSpan: Sendable {
    var start: AppleHealthTime
    var end: AppleHealthTime
    var asleep: Bool
    /// The stage, when staged: deep, REM or light (core).
    var stage: Stage?
  }
  enum Stage: Sendable { case deep, rem, light }

  /// `HKQuantityTypeIdentifierHeartRateVariabilitySDNN`, ms.
  var sdnn: [Sample] = []
  /// `HKQuantityTypeIdentifierRestingHeartRate`, bpm (one a day, dated by its start).
  var restingHeartRate: [Sample] = []
  /// `HKQuantityTypeIdentifierRespiratoryRate`, breaths/min (recorded asleep).
  var respiratoryRate: [Sample] = []
  /// `HKQuantityTypeIdentifierOxygenSaturation`, % (the export writes a fraction).
  var spo2: [Sample] = []
  /// `HKQuantityTypeIdentifierAppleSleepingWristTemperature`, °C, by the end of the night it was taken over.
  var wristTemperature: [(end: AppleHealthTime, value: Double)] = []
  /// `HKQuantityTypeIdentifierBodyMass`, kg (from kg, lb or g).
  var bodyMass: [Sample] = []
  /// `HKQuantityTypeIdentifierVO2Max`, ml/kg/min.
  var vo2max: [Sample] = []
  /// `HKQuantityTypeIdentifierStepCount`: each day's total by source (a phone and a watch count the same steps).
  var steps: [LocalDate: [String: Double]] = [:]
  var sleep: [SleepSpan] = []
  /// A `Workout` element: its type, times, totals (attributes, or its
  /// `WorkoutStatistics` children in exports since iOS 16) and average heart rate.
  struct Workout: Sendable {
    var type: String
    var start: AppleHealthTime?
    var end: AppleHealthTime?
    /// Seconds, metres, kilocalories, bpm.
    var duration, distance, energy, averageHeartRate: Double?
  }
  var workouts: [Workout] = []
  /// Records of other types, by type; elements other than `Record` by name.
  var otherTypes: [String: Int] = [:]
  /// Records of a read type whose date, value or unit could not be read, by type.
  var unreadable: [String: Int] = [:]

  static let sdnnType = "HKQuantityTypeIdentifierHeartRateVariabilitySDNN"
  static let restingType = "HKQuantityTypeIdentifierRestingHeartRate"
  static let respiratoryType = "HKQuantityTypeIdentifierRespiratoryRate"
  static let spo2Type = "HKQuantityTypeIdentifierOxygenSaturation"
  static let wristTemperatureType = "HKQuantityTypeIdentifierAppleSleepingWristTemperature"
  static let bodyMassType = "HKQuantityTypeIdentifierBodyMass"
  static let vo2maxType = "HKQuantityTypeIdentifierVO2Max"
  static let stepsType = "HKQuantityTypeIdentifierStepCount"
  /// The units each is written in, to kg and ml/kg/min.
  static let kilograms = ["kg": 1, "lb": 0.453_592_37, "g": 0.001]
  static let vo2maxUnits = ["mL/min·kg": 1.0, "mL/(kg·min)": 1, "ml/(kg*min)": 1]
  static let sleepType = "HKCategoryTypeIdentifierSleepAnalysis"
  /// The sleep values that are sleep: HealthKit's stages (iOS 16+) and the older `Asleep`.
  static let asleepValues: Set<String> = [
    "HKCategoryValueSleepAnalysisAsleep", "HKCategoryValueSleepAnalysisAsleepUnspecified",
    "HKCategoryValueSleepAnalysisAsleepCore", "HKCategoryValueSleepAnalysisAsleepDeep",
    "HKCategoryValueSleepAnalysisAsleepREM",
  ]
  static let stages: [String: Stage] = [
    "HKCategoryValueSleepAnalysisAsleepDeep": .deep, "HKCategoryValueSleepAnalysisAsleepREM": .rem,
    "HKCategoryValueSleepAnalysisAsleepCore": .light,
  ]
  static let inBedValue = "HKCategoryValueSleepAnalysisInBed"
  static let awakeValue = "HKCategoryValueSleepAnalysisAwake"

  /// A value in `unit` converted by `scales` (unit → factor); `nil` for a unit not listed or a value that is not a number.
  static func value(_ text: String?, unit: String?, _ scales: [String: Double]) -> Double? {
    guard let text, let v = Double(text), v.isFinite, v >= 0, let scale = scales[unit ?? ""] else { return nil }
    return v * scale
  }
  static let seconds: [String: Double] = ["s": 1, "min": 60, "hr": 3600, "h": 3600]
  static let metres: [String: Double] = ["m": 1, "km": 1000, "mi": 1609.344, "yd": 0.9144, "ft": 0.3048]
  static let kilocalories: [String: Double] = ["kcal": 1, "Cal": 1, "cal": 0.001, "kJ": 1 / 4.184]

  /// Starts a `Workout` element from its attributes.
  mutating func begin(workout attributes: [(name: String, value: String)]) {
    let a = Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    workouts.append(
      Workout(
        type: a["workoutActivityType"] ?? "", start: a["startDate"].flatMap(AppleHealthTime.init),
        end: a["endDate"].flatMap(AppleHealthTime.init),
        duration: Self.value(a["duration"], unit: a["durationUnit"] ?? "min", Self.seconds),
        distance: Self.value(a["totalDistance"], unit: a["totalDistanceUnit"], Self.metres),
        energy: Self.value(a["totalEnergyBurned"], unit: a["totalEnergyBurnedUnit"], Self.kilocalories)))
  }

  /// Adds a `WorkoutStatistics` child's totals to the workout it is in, where the workout has none.
  mutating func add(statistics attributes: [(name: String, value: String)]) {
    guard !workouts.isEmpty else { return }
    let a = Dictionary(attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    let type = a["type"] ?? ""
    var w = workouts[workouts.count - 1]
    if type.hasPrefix("HKQuantityTypeIdentifierDistance") {
      w.distance = w.distance ?? Self.value(a["sum"], unit: a["unit"], Self.metres)
    } else if type == "HKQuantityTypeIdentifierActiveEnergyBurned" {
      w.energy = w.energy ?? Self.value(a["sum"], unit: a["unit"], Self.kilocalories)
    } else if type == "HKQuantityTypeIdentifierHeartRate" {
      w.averageHeartRate = Self.value(a["average"], unit: a["unit"] ?? "count/min", ["count/min": 1])
    }
    workouts[workouts.count - 1] = w
  }

  /// Takes one `Record` element's attributes.
  mutating func add(record attributes: [(name: String, value: String)]) {
    var type = ""
    var unit = ""
    var value = ""
    var start = ""
    var end = ""
    var source = ""
    for (name, text) in attributes {
      switch name {
      case "sourceName": source = text
      case "type": type = text
      case "unit": unit = text
      case "value": value = text
      case "startDate": start = text
      case "endDate": end = text
      default: break
      }
    }
    switch type {
    case Self.sdnnType, Self.restingType, Self.respiratoryType:
      // HRV in ms (or s, converted); the rates in count/min.
      let scale: Double? =
        type == Self.sdnnType ? ["ms": 1, "s": 1000][unit] : (unit == "count/min" || unit.isEmpty ? 1 : nil)
      guard let time = AppleHealthTime(start), let scale, let v = Double(value), v.isFinite, v > 0 else {
        unreadable[type, default: 0] += 1
        return
      }
      let sample = Sample(time: time, value: v * scale)
      if type == Self.sdnnType {
        sdnn.append(sample)
      } else if type == Self.restingType {
        restingHeartRate.append(sample)
      } else {
        respiratoryRate.append(sample)
      }
    case Self.bodyMassType, Self.vo2maxType:
      let body = type == Self.bodyMassType
      guard let time = AppleHealthTime(start),
        let v = Self.value(value, unit: unit, body ? Self.kilograms : Self.vo2maxUnits),
        v > 0
      else {
        unreadable[type, default: 0] += 1
        return
      }
      if body { bodyMass.append(Sample(time: time, value: v)) } else { vo2max.append(Sample(time: time, value: v)) }
    case Self.stepsType:
      guard let time = AppleHealthTime(start), unit == "count", let v = Double(value), v.isFinite, v >= 0 else {
        unreadable[type, default: 0] += 1
        return
      }
      steps[time.date, default: [:]][source, default: 0] += v
    case Self.spo2Type:
      // A fraction (0.96) as HealthKit's "%" unit writes it; percent when above 1.
      guard let time = AppleHealthTime(start), unit == "%", let v = Double(value), v.isFinite, v > 0 else {
        unreadable[type, default: 0] += 1
        return
      }
      spo2.append(Sample(time: time, value: v <= 1 ? v * 100 : v))
    case Self.wristTemperatureType:
      let celsius: Double? = Double(value).flatMap { v in unit == "degC" ? v : unit == "degF" ? (v - 32) * 5 / 9 : nil }
      guard let time = AppleHealthTime(end), let celsius, celsius.isFinite else {
        unreadable[type, default: 0] += 1
        return
      }
      wristTemperature.append((time, celsius))
    case Self.sleepType:
      guard let from = AppleHealthTime(start), let to = AppleHealthTime(end), to.unix >= from.unix else {
        unreadable[type, default: 0] += 1
        return
      }
      if Self.asleepValues.contains(value) {
        sleep.append(SleepSpan(start: from, end: to, asleep: true, stage: Self.stages[value]))
      } else if value == Self.inBedValue {
        sleep.append(SleepSpan(start: from, end: to, asleep: false, stage: nil))
      } else if value != Self.awakeValue {
        unreadable[type, default: 0] += 1
      }
    default:
      otherTypes[type.isEmpty ? "Record without a type" : type, default: 0] += 1
    }
  }
}

/// Collects an export's records from ``XMLScanner`` events: `Record` children of
/// the `HealthData` root; other elements are counted by name, never read.
struct AppleHealthCollector: XMLEventHandler {
  var records = AppleHealthRecords()
  var depth = 0
  var isExport = false
  /// Inside a `Workout` element: its `WorkoutStatistics` children are its totals.
  var inWorkout = false

  mutating func startElement(_ name: String, attributes: [(name: String, value: String)]) throws(XMLRefusal) {
    depth += 1
    if depth == 1 {
      guard name == "HealthData" else {
        throw XMLRefusal(message: "expected Apple Health's HealthData root element, found '\(name)'")
      }
      isExport = true
    } else if depth == 2 {
      switch name {
      case "Record": records.add(record: attributes)
      case "Workout":
        records.begin(workout: attributes)
        inWorkout = true
      case "ExportDate", "Me": break
      default: records.otherTypes[name, default: 0] += 1
      }
    } else if depth == 3, inWorkout, name == "WorkoutStatistics" {
      records.add(statistics: attributes)
    }
  }

  mutating func endElement(_ name: String) throws(XMLRefusal) {
    if depth == 2 { inWorkout = false }
    depth -= 1
  }
  mutating func text(_ text: String) {}
}
