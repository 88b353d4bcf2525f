/// A daily series grouped into Monday–Sunday weeks.
public struct WeeklyGroup: Sendable, Equatable, Codable {
  public var monday: LocalDate
  /// Sum and mean of the week's valid (non-NaN) days, and how many there were.
  public var sum: Double
  public var mean: Double?
  public var count: Int

  /// Groups `values` (day k = `start + k`) by ISO week; weeks are listed from the
  /// one holding `start` to the one holding the last day, partial weeks included
  /// (as pandas `resample("W-MON", label="left", closed="left")`).
  public static func group(start: LocalDate, values: [Double]) -> [WeeklyGroup] {
    guard !values.isEmpty else { return [] }
    let firstMonday = start.adding(days: 1 - start.isoWeekday)
    let last = start.adding(days: values.count - 1)
    let weeks = (last.dayNumber - firstMonday.dayNumber) / 7 + 1
    var groups = (0..<weeks).map { WeeklyGroup(monday: firstMonday.adding(days: 7 * $0), sum: 0, mean: nil, count: 0) }
    for (k, v) in values.enumerated() where !v.isNaN {
      let w = (start.dayNumber + k - firstMonday.dayNumber) / 7
      groups[w].sum += v
      groups[w].count += 1
    }
    for i in groups.indices where groups[i].count > 0 { groups[i].mean = groups[i].sum / Double(groups[i].count) }
    return groups
  }
}
