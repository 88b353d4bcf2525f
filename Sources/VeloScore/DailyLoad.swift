/// A daily training-load series (TSS per day) over consecutive calendar days.
///
/// Built from dated entries: entries on the same day are summed, days without
/// an entry are rest days with load 0 (a missing workout is no load; it is not
/// an unknown value).
public struct DailyLoad: Sendable, Equatable {
  /// The first day of the series.
  public var start: LocalDate
  /// Load per day, `load[k]` belongs to `start + k` days.
  public var load: [Double]

  public init(start: LocalDate, load: [Double]) {
    self.start = start
    self.load = load
  }

  /// Sums `entries` into consecutive days from the earliest to the latest date.
  /// - Returns: `nil` when `entries` is empty.
  public init?(entries: [(date: LocalDate, load: Double)]) {
    guard let first = entries.min(by: { $0.date < $1.date })?.date,
      let last = entries.max(by: { $0.date < $1.date })?.date
    else { return nil }
    var load = [Double](repeating: 0, count: last.dayNumber - first.dayNumber + 1)
    for entry in entries { load[entry.date.dayNumber - first.dayNumber] += entry.load }
    self.init(start: first, load: load)
  }

  public var dates: [LocalDate] { (0..<load.count).map { start.adding(days: $0) } }
  public var end: LocalDate { start.adding(days: max(0, load.count - 1)) }

  /// The series carried on through `day` with rest days (load 0) when `day`
  /// is after its end; unchanged otherwise. A state asked for today, days
  /// after the last workout, is then today's: CTL and ATL decayed.
  public func extended(through day: LocalDate) -> DailyLoad {
    guard day > end, !load.isEmpty else { return self }
    return DailyLoad(start: start, load: load + Array(repeating: 0, count: day.dayNumber - end.dayNumber))
  }
}
