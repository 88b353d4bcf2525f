import VeloKernels

/// An athlete's training state on one day, defined once for every surface
/// (`pmc`, `week`, `dashboard`, the reports, `plan show`, the API, `batch`), by
/// the README's PMC convention (``PerformanceManagement``):
///
///     CTL_d, ATL_d   include day d's load (TSS/day)
///     TSB_d        = CTL_{d−1} − ATL_{d−1}      form going into day d
///     formTomorrow = CTL_d − ATL_d              form going into day d + 1
///     ramp_d       = CTL_d − CTL_{d−7}          CTL points per week
///     CTL trend    = 7 × least-squares slope of CTL over the 28 days ending on d
///                    (CTL points per week; fewer days at the start of a history)
///
/// A day after the last one with data is projected with no load (the CTL and ATL
/// decay), so "today" two rest days after the last ride is today's state.
public struct DayState: Codable, Sendable, Equatable {
  /// Days in the CTL trend's window.
  public static let trendWindow = 28

  public var date: LocalDate
  /// The day's load, TSS.
  public var load: Double
  public var ctl: Double
  public var atl: Double
  /// Form going into the day: yesterday's CTL − ATL.
  public var tsb: Double
  /// Form going into tomorrow: today's CTL − ATL.
  public var formTomorrow: Double
  public var rampRate: Double
  /// CTL points per week; `nil` with fewer than 2 days of history.
  public var ctlTrendPerWeek: Double?
  /// Days the trend was fitted over (up to ``trendWindow``).
  public var trendDays: Int
  /// Days after the last day with data, projected with no load (0 for a day with data).
  public var projectedDays: Int

  /// The state on `date` of a PMC series; `nil` before its first day.
  public init?(_ pmc: PerformanceManagement, on date: LocalDate) {
    let k = date.dayNumber - pmc.start.dayNumber
    guard k >= 0, !pmc.load.isEmpty else { return nil }
    var series = pmc
    projectedDays = max(0, k - (pmc.load.count - 1))
    if projectedDays > 0 {
      series = PerformanceManagement(
        DailyLoad(start: pmc.start, load: pmc.load + Array(repeating: 0, count: projectedDays)),
        parameters: pmc.parameters)
    }
    self.date = date
    load = series.load[k]
    ctl = series.ctl[k]
    atl = series.atl[k]
    tsb = series.tsb[k]
    formTomorrow = series.ctl[k] - series.atl[k]
    rampRate = series.rampRate[k]
    trendDays = min(Self.trendWindow, k + 1)
    let window = Array(series.ctl[(k + 1 - trendDays)...k])
    ctlTrendPerWeek =
      trendDays >= 2 ? LinearFit.fit(x: window.indices.map(Double.init), y: window).map { $0.slope * 7 } : nil
  }

  /// The state on `date` from the daily rows a library stores (sorted by date,
  /// one per day); their stored CTL, ATL, TSB and ramp are used as they are.
  /// `nil` before the first row.
  public init?(days: [DailyMetrics], on date: LocalDate, parameters: PMCParameters = PMCParameters()) {
    guard let first = days.first else { return nil }
    let consecutive = days.enumerated().allSatisfy { $0.element.date.dayNumber == first.date.dayNumber + $0.offset }
    // Consecutive rows are the series as stored; rows with gaps are recomputed from their loads.
    let pmc =
      consecutive
      ? PerformanceManagement(
        start: first.date, parameters: parameters, load: days.map(\.load), ctl: days.map(\.ctl), atl: days.map(\.atl),
        tsb: days.map(\.tsb),
        rampRate: days.map(\.rampRate))
      : PerformanceManagement(DailyLoad(start: first.date, load: Self.placed(days)), parameters: parameters)
    self.init(pmc, on: date)
  }

  /// Loads on consecutive days from rows with gaps (a missing day is a rest day).
  static func placed(_ days: [DailyMetrics]) -> [Double] {
    guard let first = days.first?.date.dayNumber, let last = days.last?.date.dayNumber, last >= first else { return [] }
    var load = Array(repeating: 0.0, count: last - first + 1)
    for d in days where d.date.dayNumber >= first && d.date.dayNumber <= last {
      load[d.date.dayNumber - first] += d.load
    }
    return load
  }
}
