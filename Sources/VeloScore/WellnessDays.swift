/// Wellness readings gathered day by day from a source that gives them one at
/// a time (an export's records, a watch file's messages): a value is kept when it
/// lies in its reading's range (``WellnessReading/numbers``), and otherwise
/// counted by reading and said in ``outOfRangeWarning``, never dropped unsaid.
public struct WellnessDays: Sendable {
  private var byDay: [LocalDate: WellnessReading] = [:]
  private var outOfRange: [String: Int] = [:]

  public init() {}

  /// The reading at `path` of `day` set to `value` when it is in range; `nil` leaves the day as it is.
  public mutating func set(
    _ path: WritableKeyPath<WellnessReading, Double?> & Sendable, _ value: Double?, on day: LocalDate
  ) {
    guard let value, let field = WellnessReading.numbers.first(where: { ($0.path as AnyKeyPath) == path }) else {
      return
    }
    guard value.isFinite, field.range.contains(value) else {
      outOfRange[field.name, default: 0] += 1
      return
    }
    var r = byDay[day] ?? WellnessReading(date: day)
    r[keyPath: path] = value
    byDay[day] = r
  }

  /// Counts a value of the reading at `path` that is not a value at all (an end before its start).
  public mutating func reject(_ path: WritableKeyPath<WellnessReading, Double?> & Sendable) {
    guard let field = WellnessReading.numbers.first(where: { ($0.path as AnyKeyPath) == path }) else { return }
    outOfRange[field.name, default: 0] += 1
  }

  /// The days, by date.
  public var readings: [WellnessReading] { byDay.values.sorted { $0.date < $1.date } }

  /// The values not kept, by reading ("values outside their plausible range not used: sdnn (2)"); `nil` without any.
  public var outOfRangeWarning: String? {
    guard !outOfRange.isEmpty else { return nil }
    let list = outOfRange.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
    return "values outside their plausible range not used: " + list.joined(separator: ", ")
  }
}
