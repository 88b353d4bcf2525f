import VeloScore

/// The trend of one column over the last days of a series.
public struct TrendReport: Report, Sendable {
  public var source: String
  public var column: String
  public var firstDay: LocalDate
  public var lastDay: LocalDate
  public var window: Int
  public var trend: Trend?
  /// Why there is no trend, when there is none.
  public var unavailable: String?

  public init(source: String, column: String, start: LocalDate, values: [Double], window: Int) {
    self.source = source
    self.column = column
    self.window = min(window, values.count)
    lastDay = start.adding(days: values.count - 1)
    firstDay = lastDay.adding(days: -(self.window - 1))
    do { trend = try Trend.fitting(Array(values.suffix(window))) } catch { unavailable = error.reason }
  }

  public func renderText() -> String {
    let out =
      tr("trend.heading", column, source) + "\n"
      + tr("trend.range", firstDay.dayMonthYear, lastDay.dayMonthYear, "\(window)") + "\n\n"
    guard let t = trend else { return out + tr("trend.unavailable", unavailable ?? "") + "\n" }
    var table = TextTable(headers: [tr("col.statistic"), tr("col.value")], alignments: [.left, .right])
    table.rows = [
      [tr("trend.daysWithValue"), String(t.count)],
      [tr("trend.olsSlope"), fixed(t.slope, 4)],
      [tr("col.perWeek"), fixed(t.slope * 7, 3)],
      [tr("trend.standardError"), fixed(t.standardError, 4)],
      [
        tr("trend.ci95"),
        t.confidenceInterval95.map { "\(fixed($0.lowerBound, 4)) … \(fixed($0.upperBound, 4))" } ?? notAvailable,
      ],
      [tr("trend.pValue"), fixed(t.pValue, 4)],
      ["R²", fixed(t.rSquared, 3)],
      [tr("trend.theilSen"), fixed(t.theilSenSlope, 4)],
    ]
    return out + table.render()
  }
}
