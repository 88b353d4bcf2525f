/// Why a fit gives no answer: said to the user as "n/a (reason)".
public struct FitUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String
  public init(_ reason: String) { self.reason = reason }
  public var description: String { reason }
}

/// Ordinary least-squares straight line `y ≈ intercept + slope·x`.
public struct LinearFit: Sendable, Equatable, Codable {
  /// Value of the line at `x = 0` (unit of `y`).
  public var intercept: Double
  /// Change of `y` per unit of `x`.
  public var slope: Double
  /// Coefficient of determination `1 − SS_res/SS_tot` (1 when `y` is constant).
  public var rSquared: Double
  /// Standard errors `√(s²/Sxx)` and `√(s²(1/n + x̄²/Sxx))`, `s² = SS_res/(n−2)`;
  /// `nil` with only two points.
  public var slopeStandardError: Double?
  public var interceptStandardError: Double?
  /// Residual sum of squares (0 for an exact line: see ``fitting(x:y:)``).
  public var residualSumOfSquares: Double

  public init(
    intercept: Double, slope: Double, rSquared: Double, slopeStandardError: Double? = nil,
    interceptStandardError: Double? = nil, residualSumOfSquares: Double = 0
  ) {
    self.intercept = intercept
    self.slope = slope
    self.rSquared = rSquared
    self.slopeStandardError = slopeStandardError
    self.interceptStandardError = interceptStandardError
    self.residualSumOfSquares = residualSumOfSquares
  }

  /// Fits the line by rank-revealing least squares
  /// (``LAPACK/solveLeastSquares(_:rows:cols:_:rhs:relativeTolerance:)``).
  ///
  /// Textbook OLS (e.g. Montgomery, *Introduction to Linear Regression Analysis*,
  /// ch. 2); matches `numpy.polyfit(x, y, 1)` and `scipy.stats.linregress`.
  ///
  /// Two decisions are made by range and tolerance, never by an exact zero out
  /// of BLAS (whose rounding differs between CPUs):
  /// - `y` whose range is within rounding (max − min ≤ 16·ε·max|y|) is constant:
  ///   slope 0, intercept its mean (its value when max = min), R² 1;
  /// - `x` whose range is within rounding cannot determine a slope (throws);
  /// - residuals all within rounding of the data (SS_res ≤ n·(16·ε·max|y|)²)
  ///   are an exact line: SS_res and the standard errors are reported as 0.
  /// - Throws: ``FitUnavailable`` with fewer than two points, non-finite data,
  ///   all `x` equal, or a design LAPACK finds rank deficient.
  /// - Complexity: O(n).
  public static func fitting(x: [Double], y: [Double]) throws(FitUnavailable) -> LinearFit {
    precondition(x.count == y.count, "LinearFit: x has \(x.count) values, y has \(y.count)")
    let n = x.count
    guard n >= 2 else { throw FitUnavailable("needs at least 2 points, has \(n)") }
    guard x.allSatisfy(\.isFinite), y.allSatisfy(\.isFinite) else {
      throw FitUnavailable("the data hold a NaN or an infinity")
    }
    let xMin = x.min()!
    let xMax = x.max()!
    guard xMax - xMin > roundingLevel(xMin, xMax) else {
      throw FitUnavailable("all \(n) points have the same x (to rounding)")
    }
    let yMin = y.min()!
    let yMax = y.max()!
    let xMean = x.reduce(0, +) / Double(n)
    let sxx = x.reduce(0) { $0 + ($1 - xMean) * ($1 - xMean) }
    let yMean = y.reduce(0, +) / Double(n)
    if yMax - yMin <= roundingLevel(yMin, yMax) {  // constant, by a range test
      let se: Double? = n > 2 ? 0 : nil
      let level = yMin == yMax ? yMin : yMean
      return LinearFit(
        intercept: level, slope: 0, rSquared: 1, slopeStandardError: se, interceptStandardError: se,
        residualSumOfSquares: 0)
    }
    // Centre x so the design is well conditioned even for large x (e.g. day numbers).
    var design = [Double](repeating: 1, count: 2 * n)
    for i in 0..<n { design[n + i] = x[i] - xMean }
    let beta: [Double]
    do { beta = try LAPACK.leastSquares(design, rows: n, cols: 2, y) } catch { throw FitUnavailable(error.description) }
    let slope = beta[1]
    let intercept = beta[0] - slope * xMean
    var ssRes = 0.0
    var ssTot = 0.0
    for i in 0..<n {
      let r = y[i] - (intercept + slope * x[i])
      ssRes += r * r
      ssTot += (y[i] - yMean) * (y[i] - yMean)
    }
    let level = roundingLevel(yMin, yMax)
    if ssRes <= Double(n) * level * level { ssRes = 0 }
    let r2 = 1 - ssRes / ssTot
    var seSlope: Double?
    var seIntercept: Double?
    if n > 2 {
      let s2 = ssRes / Double(n - 2)
      seSlope = (s2 / sxx).squareRoot()
      seIntercept = (s2 * (1 / Double(n) + xMean * xMean / sxx)).squareRoot()
    }
    return LinearFit(
      intercept: intercept, slope: slope, rSquared: r2, slopeStandardError: seSlope,
      interceptStandardError: seIntercept, residualSumOfSquares: ssRes)
  }

  /// Differences at or below 16 ulps of the larger magnitude are rounding, not data.
  static func roundingLevel(_ a: Double, _ b: Double) -> Double { 16 * Double.ulpOfOne * max(abs(a), abs(b)) }

  /// ``fitting(x:y:)``, `nil` where it throws.
  public static func fit(x: [Double], y: [Double]) -> LinearFit? { try? fitting(x: x, y: y) }
}
