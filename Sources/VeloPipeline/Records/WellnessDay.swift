import Foundation
import VeloScore

/// One morning's readings (table `wellnessDay`), one row per athlete and date.
public struct WellnessDay: Codable, Sendable, Equatable {
  public var athleteId: Int64
  public var date: LocalDate
  public var rmssd: Double?
  public var sdnn: Double?
  public var restingHeartRate: Double?
  public var respiratoryRate: Double?
  public var sleepHours: Double?
  public var sleepNeedHours: Double?
  public var steps: Double?
  public var inBedHours: Double?
  /// Subjective scores (mood, soreness…) as a JSON object; `nil` when none.
  public var subjective: String?
  /// What reading the day's sources left out or derived, a JSON array of sentences; `nil` when none.
  public var warnings: String?

  public init(athleteId: Int64, reading r: WellnessReading) {
    self.athleteId = athleteId
    date = r.date
    rmssd = r.rmssd
    sdnn = r.sdnn
    restingHeartRate = r.restingHeartRate
    respiratoryRate = r.respiratoryRate
    sleepHours = r.sleepHours
    sleepNeedHours = r.sleepNeedHours
    steps = r.steps
    inBedHours = r.inBedHours
    if !r.subjective.isEmpty, let data = try? JSONEncoder.sorted.encode(r.subjective) {
      subjective = String(decoding: data, as: UTF8.self)
    }
    warnings = r.warnings.isEmpty ? nil : JSONColumn.text(r.warnings)
  }

  /// ``warnings`` as sentences.
  public var warningList: [String] { JSONColumn.value(warnings, as: [String].self) ?? [] }

  public var reading: WellnessReading {
    var r = WellnessReading(date: date)
    r.rmssd = rmssd
    r.sdnn = sdnn
    r.restingHeartRate = restingHeartRate
    r.respiratoryRate = respiratoryRate
    r.sleepHours = sleepHours
    r.sleepNeedHours = sleepNeedHours
    r.steps = steps
    r.inBedHours = inBedHours
    r.subjective = JSONColumn.value(subjective, as: [String: Double].self) ?? [:]
    r.warnings = warningList
    return r
  }

  /// `self` with every reading `newer` has replacing the stored one.
  public func merged(with newer: WellnessDay) -> WellnessDay {
    var m = self
    m.rmssd = newer.rmssd ?? rmssd
    m.sdnn = newer.sdnn ?? sdnn
    m.restingHeartRate = newer.restingHeartRate ?? restingHeartRate
    m.respiratoryRate = newer.respiratoryRate ?? respiratoryRate
    m.sleepHours = newer.sleepHours ?? sleepHours
    m.sleepNeedHours = newer.sleepNeedHours ?? sleepNeedHours
    m.steps = newer.steps ?? steps
    m.inBedHours = newer.inBedHours ?? inBedHours
    if newer.subjective != nil {
      var s = reading.subjective
      s.merge(newer.reading.subjective) { _, new in new }
      m.subjective = String(decoding: (try? JSONEncoder.sorted.encode(s)) ?? Data(), as: UTF8.self)
    }
    let said = warningList + newer.warningList.filter { !warningList.contains($0) }
    m.warnings = said.isEmpty ? nil : JSONColumn.text(said)
    return m
  }
}
