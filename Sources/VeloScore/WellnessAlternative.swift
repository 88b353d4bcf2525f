/// A value a source gave for a wellness day that the day does not keep: when
/// two sources give one reading of one day, the later ingested wins
/// (`WellnessReading.merged(with:from:)`), and the other is kept here — never
/// averaged with it, never lost.
public struct WellnessAlternative: Sendable, Equatable, Codable {
  /// The reading's name (`rmssd`, `sleepHours`…: `WellnessReading.numbers`).
  public var reading: String
  /// The value not kept, in the reading's unit.
  public var notKept: Double
  /// The value the day keeps instead.
  public var kept: Double
  /// The file (or source) the kept value came from.
  public var keptFrom: String

  public init(reading: String, notKept: Double, kept: Double, keptFrom: String) {
    self.reading = reading
    self.notKept = notKept
    self.kept = kept
    self.keptFrom = keptFrom
  }
}
