import VeloKernels

/// Banister's impulse–response model (Banister et al. 1975; Busso 2003 review):
/// performance on day t from the training loads of the days before it,
///
///     p(t) = p₀ + k₁·Σ_{s<t} w_s·e^{−(t−s)/τ₁} − k₂·Σ_{s<t} w_s·e^{−(t−s)/τ₂}
///
/// (fitness gain k₁ with time constant τ₁ days, fatigue gain k₂ with τ₂). A
/// day's training counts from the next day on. Units: p in the performance
/// measure's unit, w in TSS/day, τ in days, k in p-units per TSS.
public struct BanisterModel: Sendable, Equatable, Codable {
  public var p0: Double
  public var k1: Double
  public var k2: Double
  public var tau1: Double
  public var tau2: Double

  public init(p0: Double, k1: Double, k2: Double, tau1: Double, tau2: Double) {
    self.p0 = p0
    self.k1 = k1
    self.k2 = k2
    self.tau1 = tau1
    self.tau2 = tau2
  }

  /// Σ_{s<t} w_s·e^{−(t−s)/τ} for every day t, by `g_t = e^{−1/τ}(g_{t−1} + w_{t−1})`.
  public static func response(_ load: [Double], tau: Double) -> [Double] {
    let decay = _exp(-1 / tau)
    var g = 0.0
    return load.indices.map { t in
      if t > 0 { g = decay * (g + load[t - 1]) }
      return g
    }
  }

  /// Predicted performance for every day of `load`.
  public func predict(_ load: [Double]) -> [Double] {
    let fitness = Self.response(load, tau: tau1), fatigue = Self.response(load, tau: tau2)
    return load.indices.map { p0 + k1 * fitness[$0] - k2 * fatigue[$0] }
  }

  /// A fitted model and how well it fits.
  public struct Fit: Sendable, Equatable, Codable {
    public var model: BanisterModel
    public var rSquared: Double
    /// Root-mean-square error of the fitted performances (p-units).
    public var rmse: Double
    public var observations: Int
  }

  /// Fits the model to performances measured on some days.
  ///
  /// For fixed (τ₁, τ₂) the model is linear in (p₀, k₁, k₂), solved by QR least
  /// squares (``LAPACK/leastSquares(_:rows:cols:_:rhs:)``); the time constants
  /// are searched on a grid (whole days, τ₂ < τ₁) and then refined by a finer
  /// grid (0.1 day) around the best pair, minimising the residual sum of squares.
  /// - Parameters:
  ///   - load: daily load from day 0.
  ///   - performances: (day index, measured performance).
  /// - Returns: `nil` with fewer than 4 measurements.
  public static func fit(
    load: [Double], performances: [(day: Int, value: Double)],
    tau1Range: ClosedRange<Double> = 10...70, tau2Range: ClosedRange<Double> = 1...25
  ) -> Fit? {
    let obs = performances.filter { $0.day >= 0 && $0.day < load.count }
    guard obs.count >= 4 else { return nil }
    let y = obs.map(\.value)
    func solve(_ t1: Double, _ t2: Double) -> (BanisterModel, Double)? {
      guard t2 < t1 else { return nil }
      let f = response(load, tau: t1), g = response(load, tau: t2)
      let design = Array(repeating: 1.0, count: obs.count) + obs.map { f[$0.day] } + obs.map { -g[$0.day] }
      guard let beta = try? LAPACK.leastSquares(design, rows: obs.count, cols: 3, y) else { return nil }
      let model = BanisterModel(p0: beta[0], k1: beta[1], k2: beta[2], tau1: t1, tau2: t2)
      let sse = obs.enumerated().reduce(0.0) { acc, e in
        let r = e.element.value - (beta[0] + beta[1] * f[e.element.day] - beta[2] * g[e.element.day])
        return acc + r * r
      }
      return (model, sse)
    }
    var best: (BanisterModel, Double)?
    func consider(_ t1: Double, _ t2: Double) {
      if let c = solve(t1, t2), c.1 < (best?.1 ?? .infinity) { best = c }
    }
    for t1 in stride(from: tau1Range.lowerBound, through: tau1Range.upperBound, by: 1) {
      for t2 in stride(from: tau2Range.lowerBound, through: tau2Range.upperBound, by: 1) { consider(t1, t2) }
    }
    guard let coarse = best else { return nil }
    for t1 in stride(from: coarse.0.tau1 - 1, through: coarse.0.tau1 + 1, by: 0.1) where tau1Range.contains(t1) {
      for t2 in stride(from: coarse.0.tau2 - 1, through: coarse.0.tau2 + 1, by: 0.1) where tau2Range.contains(t2) { consider(t1, t2) }
    }
    guard let (model, sse) = best else { return nil }
    let mean = y.reduce(0, +) / Double(y.count)
    let sst = y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    return Fit(model: model, rSquared: sst > 0 ? 1 - sse / sst : 1, rmse: (sse / Double(y.count)).squareRoot(), observations: y.count)
  }
}
