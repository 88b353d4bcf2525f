import Foundation
import VeloScore

/// One morning's readings as an app sends them (`POST
/// /v1/athletes/{athlete}/wellness`), in the JSON vocabulary (sleep in
/// seconds). Stored as a wellness file's row is: merged into that day's
/// readings, a reading given replacing the one stored.
///
/// `rrIntervalsMs`, the beat-to-beat intervals of a morning measurement (what
/// HealthKit's heartbeat series or a chest strap gives), become the day's rMSSD
/// and SDNN (`BeatIntervals`: artefacts replaced) unless those are given too;
/// the day's warnings say so, with how many intervals were replaced.
public struct LoggedWellness: Decodable, Sendable, Equatable {
  public var reading: WellnessReading

  static let fields = [
    "date", "rmssd", "sdnn", "rrIntervalsMs", "restingHeartRate", "respiratoryRate", "sleepSeconds", "inBedSeconds",
    "deepSleepSeconds", "remSleepSeconds", "lightSleepSeconds", "spo2", "skinTemperature", "skinTemperatureDeviation",
    "steps", "bodyMassKg", "vo2max", "subjective",
  ]

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.fields, what: "a day's readings")
    guard let text = try f.text("date"), let date = LocalDate(iso: text), InputLimits.dates.contains(date) else {
      throw EntryProblem(description: "'date' is required: YYYY-MM-DD within 1950…2100")
    }
    var r = WellnessReading(date: date)
    r.rmssd = try f.number("rmssd", InputLimits.rmssd)
    r.sdnn = try f.number("sdnn", InputLimits.rmssd)
    if let rr = try f.list("rrIntervalsMs", InputLimits.beatInterval, count: InputLimits.beatIntervalCount) {
      Self.take(BeatIntervals(milliseconds: rr), into: &r)
    }
    r.restingHeartRate = try f.number("restingHeartRate", InputLimits.restingHeartRate)
    r.respiratoryRate = try f.number("respiratoryRate", InputLimits.respiratoryRate)
    let day = InputLimits.hours.lowerBound * 3600...InputLimits.hours.upperBound * 3600
    r.sleepHours = try f.number("sleepSeconds", day).map { $0 / 3600 }
    r.inBedHours = try f.number("inBedSeconds", day).map { $0 / 3600 }
    r.deepSleepHours = try f.number("deepSleepSeconds", day).map { $0 / 3600 }
    r.remSleepHours = try f.number("remSleepSeconds", day).map { $0 / 3600 }
    r.lightSleepHours = try f.number("lightSleepSeconds", day).map { $0 / 3600 }
    r.spo2 = try f.number("spo2", InputLimits.spo2)
    r.skinTemperature = try f.number("skinTemperature", InputLimits.skinTemperature)
    r.skinTemperatureDeviation = try f.number("skinTemperatureDeviation", InputLimits.skinTemperatureDeviation)
    r.steps = try f.number("steps", InputLimits.steps)
    r.bodyMassKg = try f.number("bodyMassKg", InputLimits.bodyMass)
    r.vo2max = try f.number("vo2max", InputLimits.vo2max)
    r.subjective = try f.numbers("subjective", 0...100, maximumCount: InputLimits.subjectiveCount)
    if !r.hasReadings, r.warnings.contains(where: { $0.contains("beat-to-beat intervals give no rMSSD") }) {
      throw EntryProblem(description: r.warnings.joined(separator: "; "), unprocessable: true)
    }
    if !r.hasReadings {
      throw EntryProblem(
        description:
          "no readings: give rmssd, sdnn, rrIntervalsMs, restingHeartRate, respiratoryRate, sleepSeconds, inBedSeconds, deepSleepSeconds, remSleepSeconds, lightSleepSeconds, spo2, skinTemperature, skinTemperatureDeviation, steps, bodyMassKg, vo2max or subjective"
      )
    }
    reading = r
  }

  /// rMSSD and SDNN from `intervals` where the reading has none, said in its warnings;
  /// intervals that give none (every one an artefact) are said and give nothing.
  static func take(_ intervals: BeatIntervals, into r: inout WellnessReading) {
    let replaced = "\(intervals.artefacts) of \(intervals.recorded.count) replaced as artefacts"
    if r.rmssd != nil, r.sdnn != nil {
      r.warnings.append("beat-to-beat intervals sent with rmssd and sdnn: the values given are kept (\(replaced))")
      return
    }
    guard intervals.artefacts < intervals.recorded.count, let rmssd = intervals.rmssd, let sdnn = intervals.sdnn,
      InputLimits.rmssd.contains(rmssd), InputLimits.rmssd.contains(sdnn)
    else {
      r.warnings.append(
        "\(intervals.recorded.count) beat-to-beat intervals give no rMSSD: every one is an artefact (outside 300–2000 ms, or more than 20 % off the median of the 11 around it)"
      )
      return
    }
    var computed: [String] = []
    if r.rmssd == nil {
      r.rmssd = (rmssd * 10).rounded() / 10
      computed.append("rMSSD \(r.rmssd!) ms")
    }
    if r.sdnn == nil {
      r.sdnn = (sdnn * 10).rounded() / 10
      computed.append("SDNN \(r.sdnn!) ms")
    }
    r.warnings.append(
      "\(computed.joined(separator: " and ")) from \(intervals.recorded.count) beat-to-beat intervals (\(replaced))")
    if intervals.artefactShare > BeatToBeatAnalysis.maximumArtefactShare {
      r.warnings.append(
        "more than 5 % of the beat-to-beat intervals were artefacts: measure again lying still with a chest strap if the reading looks off"
      )
    }
  }

  /// The readings in a canonical text, hashed for the duplicate rule.
  public var identity: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(reading)) ?? Data()
  }
}
