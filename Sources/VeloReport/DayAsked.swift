import VeloKernels
import VeloPipeline
import VeloScore

/// An athlete's state on the day a surface was asked about: that day's stored
/// row when it has one; else the PMC carried through the days without data
/// with no load (`DayState`: CTL and ATL decay), and the day's readings
/// missing — never the last stored day shown as this one.
struct DayAsked {
  var date: LocalDate
  var state: DayState
  /// The day's stored row; `nil` on a day without data (its readings are missing, not 0).
  var row: DailyMetrics?
  /// The last day with stored data on or before ``date``.
  var lastDataDate: LocalDate
  /// Coupled 7:28-day ACWR on the day (`LoadRatios`), days without data counted as rest.
  var acwr: Double?

  /// From the athlete's daily rows from the first (in date order; rows after
  /// `date` are ignored); `nil` before the first.
  init?(days all: [DailyMetrics], on date: LocalDate) {
    let days = Array(all.prefix { $0.date <= date })
    guard let last = days.last, let state = DayState(days: days, on: date) else { return nil }
    self.date = date
    self.state = state
    lastDataDate = last.date
    row = last.date == date ? last : nil
    if let row {
      acwr = row.acwr
    } else {
      let loads = days.map(\.load) + Array(repeating: 0, count: date.dayNumber - last.date.dayNumber)
      let ratios = LoadRatios(load: SeriesBatch(count: 1, length: loads.count, values: loads))
      acwr = ratios.acwrCoupled.values.last.flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// Days from the last day with data to ``date`` (0 when the day has data).
  var daysWithoutData: Int { date.dayNumber - lastDataDate.dayNumber }
}
