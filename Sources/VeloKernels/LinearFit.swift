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
  /// Residual sum of squares.
  public var residualSumOfSquares: Double

  public init(intercept: Double, slope: Double, rSquared: Double, slopeStandardError: Double? = nil, interceptStandardError: Double? = nil, residualSumOfSquares: Double = 0) {
    self.intercept = intercept
    self.slope = slope
    self.rSquared = rSquared
    self.slopeStandardError = slopeStandardError
    self.interceptStandardError = interceptStandardError
    self.residualSumOfSquares = residualSumOfSquares
  }

  /// Fits the line by QR least squares (``LAPACK/leastSquares(_:rows:cols:_:rhs:)``).
  ///
  /// Textbook OLS (e.g. Montgomery, *Introduction to Linear Regression Analysis*,
  /// ch. 2); matches `numpy.polyfit(x, y, 1)` and `scipy.stats.linregress`.
  /// - Returns: `nil` with fewer than two points or when all `x` are equal.
  /// - Complexity: O(n).
  public static func fit(x: [Double], y: [Double]) -> LinearFit? {
    precondition(x.count == y.count, "LinearFit: x has \(x.count) values, y has \(y.count)")
    let n = x.count
    guard n >= 2 else { return nil }
    // Centre x so the QR works on a well-conditioned design even for large x (e.g. day numbers).
    let xMean = x.reduce(0, +) / Double(n)
    var design = [Double](repeating: 1, count: 2 * n)
    for i in 0..<n { design[n + i] = x[i] - xMean }
    guard let beta = try? LAPACK.leastSquares(design, rows: n, cols: 2, y) else { return nil }
    let slope = beta[1]
    let intercept = beta[0] - slope * xMean
    let yMean = y.reduce(0, +) / Double(n)
    var ssRes = 0.0, ssTot = 0.0
    for i in 0..<n {
      let r = y[i] - (intercept + slope * x[i])
      ssRes += r * r
      ssTot += (y[i] - yMean) * (y[i] - yMean)
    }
    let r2 = ssTot > 0 ? 1 - ssRes / ssTot : 1
    let sxx = x.reduce(0) { $0 + ($1 - xMean) * ($1 - xMean) }
    var seSlope: Double?, seIntercept: Double?
    if n > 2 {
      let s2 = ssRes / Double(n - 2)
      seSlope = (s2 / sxx).squareRoot()
      seIntercept = (s2 * (1 / Double(n) + xMean * xMean / sxx)).squareRoot()
    }
    return LinearFit(intercept: intercept, slope: slope, rSquared: r2, slopeStandardError: seSlope, interceptStandardError: seIntercept, residualSumOfSquares: ssRes)
  }
}
