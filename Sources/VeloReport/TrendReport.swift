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
    let out = "Trend of '\(column)'  \(source)\n\(firstDay) … \(lastDay)  (\(window) days)\n\n"
    guard let t = trend else { return out + "Trend: n/a (\(unavailable ?? "no fit")).\n" }
    var table = TextTable(headers: ["statistic", "value"], alignments: [.left, .right])
    table.rows = [
      ["days with a value", String(t.count)],
      ["OLS slope per day", fixed(t.slope, 4)],
      ["per week", fixed(t.slope * 7, 3)],
      ["standard error", fixed(t.standardError, 4)],
      ["95 % CI", t.confidenceInterval95.map { "\(fixed($0.lowerBound, 4)) … \(fixed($0.upperBound, 4))" } ?? "n/a"],
      ["p-value (slope = 0)", fixed(t.pValue, 4)],
      ["R²", fixed(t.rSquared, 3)],
      ["Theil–Sen slope per day", fixed(t.theilSenSlope, 4)],
    ]
    return out + table.render()
  }
}
