import VeloKernels

/// A trend over a series of daily values (any column: CTL, HRV, resting HR…).
public struct Trend: Sendable, Equatable, Codable {
  /// OLS slope per day and its standard error.
  public var slope: Double
  public var standardError: Double?
  /// 95 % confidence interval of the slope (t distribution, n − 2 df).
  public var confidenceInterval95: ClosedRange<Double>?
  /// Two-sided p-value of slope = 0.
  public var pValue: Double?
  public var rSquared: Double
  public var intercept: Double
  /// Theil–Sen slope: the median of all pairwise slopes (Sen 1968), robust to outliers.
  public var theilSenSlope: Double?
  public var count: Int

  /// Fits the trend of `values` (NaN = missing day, skipped) against day index.
  /// OLS via `LinearFit` (QR least squares); p-value and interval from
  /// `StudentT` — as `scipy.stats.linregress` and `scipy.stats.theilslopes`.
  /// A constant series is found by its range (slope 0, no p-value); an exact
  /// line by `LinearFit`'s rounding tolerance (p-value 0).
  /// - Throws: `FitUnavailable` with fewer than 3 valid days or a failed fit.
  /// - Complexity: O(n²) for Theil–Sen (n = valid days): the pairwise slopes, their median by selection.
  public static func fitting(_ values: [Double]) throws(FitUnavailable) -> Trend {
    let points = values.enumerated().filter { !$0.element.isNaN }.map { (Double($0.offset), $0.element) }
    guard points.count >= 3 else {
      throw FitUnavailable("a trend needs at least 3 days with data, has \(points.count)")
    }
    let ols = try LinearFit.fitting(x: points.map(\.0), y: points.map(\.1))
    var t = Trend(slope: ols.slope, rSquared: ols.rSquared, intercept: ols.intercept, count: points.count)
    if let se = ols.slopeStandardError {
      t.standardError = se
      let df = Double(points.count - 2)
      if se > 0 {
        t.pValue = StudentT.twoSidedPValue(ols.slope / se, degreesOfFreedom: df)
        let q = StudentT.quantile(0.975, degreesOfFreedom: df)
        t.confidenceInterval95 = (ols.slope - q * se)...(ols.slope + q * se)
      } else {  // an exact line: certain unless it is flat (0/0)
        t.pValue = ols.slope == 0 ? nil : 0
        t.confidenceInterval95 = ols.slope...ols.slope
      }
    }
    var pairwise: [Double] = []
    pairwise.reserveCapacity(points.count * (points.count - 1) / 2)
    for i in 0..<points.count {
      for j in (i + 1)..<points.count where points[j].0 != points[i].0 {
        pairwise.append((points[j].1 - points[i].1) / (points[j].0 - points[i].0))
      }
    }
    // The median by selection, not a sort of all n(n−1)/2 slopes (a season report's trends spent 18 % there).
    t.theilSenSlope = selectMedian(&pairwise)
    return t
  }

  /// ``fitting(_:)``, `nil` where it throws.
  public static func fit(_ values: [Double]) -> Trend? { try? fitting(values) }
}
