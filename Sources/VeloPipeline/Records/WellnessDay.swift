import Foundation
import VeloScore

/// One morning's readings (table `wellnessDay`), one row per athlete and date:
/// a column per numeric reading (`WellnessReading.numbers`, by the same
/// name), the subjective scores and the warnings as JSON text.
public struct WellnessDay: Sendable, Equatable {
  public var athleteId: Int64
  public var reading: WellnessReading
  public var date: LocalDate { reading.date }

  public init(athleteId: Int64, reading: WellnessReading) {
    self.athleteId = athleteId
    self.reading = reading
  }

  /// The table's columns, in the order positional reads and writes use.
  public static let columns =
    ["athleteId", "date"] + WellnessReading.numbers.map(\.name) + ["subjective", "warnings", "alternatives"]

  /// Subjective scores as their column holds them: a JSON object, `nil` when none.
  public var subjectiveText: String? { reading.subjective.isEmpty ? nil : JSONColumn.text(reading.subjective) }
  /// What reading the day's sources left out or derived, a JSON array of sentences; `nil` when none.
  public var warningsText: String? { reading.warnings.isEmpty ? nil : JSONColumn.text(reading.warnings) }
  /// The values other sources gave and the day does not keep, a JSON array; `nil` when none.
  public var alternativesText: String? {
    reading.alternatives.isEmpty ? nil : JSONColumn.text(reading.alternatives)
  }

  /// `self` with every reading `newer` has replacing the stored one (`WellnessReading.merged(with:from:)`);
  /// with `source`, the values replaced are kept in the day's warnings.
  public func merged(with newer: WellnessDay, from source: String? = nil) -> WellnessDay {
    WellnessDay(athleteId: athleteId, reading: reading.merged(with: newer.reading, from: source))
  }

  /// A day from its columns' values: the JSON texts decoded, an unreadable one as none.
  public init(
    athleteId: Int64, date: LocalDate, numbers: [Double?], subjective: String?, warnings: String?,
    alternatives: String? = nil
  ) {
    var r = WellnessReading(date: date)
    for (field, value) in zip(WellnessReading.numbers, numbers) { r[keyPath: field.path] = value }
    r.subjective = JSONColumn.value(subjective, as: [String: Double].self) ?? [:]
    r.warnings = JSONColumn.value(warnings, as: [String].self) ?? []
    r.alternatives = JSONColumn.value(alternatives, as: [WellnessAlternative].self) ?? []
    self.init(athleteId: athleteId, reading: r)
  }
}

/// A flat record, a key per column, for the store's row coders.
extension WellnessDay: Codable {
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: NamedCodingKey.self)
    self.init(
      athleteId: try c.decode(Int64.self, forKey: NamedCodingKey("athleteId")),
      date: try c.decode(LocalDate.self, forKey: NamedCodingKey("date")),
      numbers: try WellnessReading.numbers.map {
        try c.decodeIfPresent(Double.self, forKey: NamedCodingKey($0.name))
      },
      subjective: try c.decodeIfPresent(String.self, forKey: NamedCodingKey("subjective")),
      warnings: try c.decodeIfPresent(String.self, forKey: NamedCodingKey("warnings")),
      alternatives: try c.decodeIfPresent(String.self, forKey: NamedCodingKey("alternatives")))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: NamedCodingKey.self)
    try c.encode(athleteId, forKey: NamedCodingKey("athleteId"))
    try c.encode(date, forKey: NamedCodingKey("date"))
    for field in WellnessReading.numbers {
      try c.encode(reading[keyPath: field.path], forKey: NamedCodingKey(field.name))
    }
    try c.encode(subjectiveText, forKey: NamedCodingKey("subjective"))
    try c.encode(warningsText, forKey: NamedCodingKey("warnings"))
    try c.encode(alternativesText, forKey: NamedCodingKey("alternatives"))
  }
}
