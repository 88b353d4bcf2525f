import Foundation
import VeloScore

/// One morning's readings as an app sends them (`POST
/// /v1/athletes/{athlete}/wellness`), in the JSON vocabulary (sleep in
/// seconds). Stored as a wellness file's row is: merged into that day's
/// readings, a reading given replacing the one stored.
public struct LoggedWellness: Decodable, Sendable, Equatable {
  public var reading: WellnessReading

  static let fields = [
    "date", "rmssd", "restingHeartRate", "respiratoryRate", "sleepSeconds", "inBedSeconds", "steps", "subjective",
  ]

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.fields, what: "a day's readings")
    guard let text = try f.text("date"), let date = LocalDate(iso: text), InputLimits.dates.contains(date) else {
      throw EntryProblem(description: "'date' is required: YYYY-MM-DD within 1950…2100")
    }
    var r = WellnessReading(date: date)
    r.rmssd = try f.number("rmssd", InputLimits.rmssd)
    r.restingHeartRate = try f.number("restingHeartRate", InputLimits.restingHeartRate)
    r.respiratoryRate = try f.number("respiratoryRate", InputLimits.respiratoryRate)
    let day = InputLimits.hours.lowerBound * 3600...InputLimits.hours.upperBound * 3600
    r.sleepHours = try f.number("sleepSeconds", day).map { $0 / 3600 }
    r.inBedHours = try f.number("inBedSeconds", day).map { $0 / 3600 }
    r.steps = try f.number("steps", InputLimits.steps)
    r.subjective = try f.numbers("subjective", 0...100, maximumCount: 20)
    if r.rmssd == nil, r.restingHeartRate == nil, r.respiratoryRate == nil, r.sleepHours == nil, r.inBedHours == nil,
      r.steps == nil, r.subjective.isEmpty
    {
      throw EntryProblem(
        description:
          "no readings: give rmssd, restingHeartRate, respiratoryRate, sleepSeconds, inBedSeconds, steps or subjective")
    }
    reading = r
  }

  /// The readings in a canonical text, hashed for the duplicate rule.
  public var identity: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(reading)) ?? Data()
  }
}
