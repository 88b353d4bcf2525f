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
    let fitness = Self.response(load, tau: tau1)
    let fatigue = Self.response(load, tau: tau2)
    return load.indices.map { p0 + k1 * fitness[$0] - k2 * fatigue[$0] }
  }

  /// A fitted model and how well it fits.
  public struct Fit: Sendable, Equatable, Codable {
    public var model: BanisterModel
    public var rSquared: Double
    /// Root-mean-square error of the fitted performances (p-units).
    public var rmse: Double
    public var observations: Int
    /// Asymptotic standard errors of the five parameters; `nil` when they cannot
    /// be estimated (≤ 5 measurements or a singular Jacobian).
    public var standardErrors: BanisterModel?
    /// Why the parameters should not be trusted (empty when none applies).
    public var warnings: [String] = []
  }

  /// Measurements per parameter below which the fit is flagged (3 × 5 = 15).
  public static let minimumMeasurementsPerParameter = 3

  /// Asymptotic standard errors of (p₀, k₁, k₂, τ₁, τ₂) at this model:
  /// `√diag(s²·(JᵀJ)⁻¹)`, `s² = SSE/(n − 5)`, J the Jacobian of the predictions
  /// at the measured days (Bates & Watts, *Nonlinear Regression Analysis*, §2.3).
  /// ∂/∂τ uses `Σ w_s (t−s)/τ² e^{−(t−s)/τ}`, by the recursion
  /// `h_t = e^{−1/τ}(h_{t−1} + g_{t−1} + w_{t−1})`. The pseudo-inverse comes from
  /// the rank-revealing solver, so a singular J throws instead of returning noise.
  public func standardErrors(load: [Double], performances: [(day: Int, value: Double)]) throws(FitUnavailable)
    -> BanisterModel
  {
    let obs = performances.filter { $0.day >= 0 && $0.day < load.count }
    let n = obs.count
    guard n > 5 else { throw FitUnavailable("standard errors need more than 5 measurements, have \(n)") }
    func responseAndSlope(_ tau: Double) -> ([Double], [Double]) {
      let d = _exp(-1 / tau)
      var g = 0.0
      var h = 0.0
      var gs = [Double](repeating: 0, count: load.count)
      var hs = gs
      for t in 1..<max(1, load.count) {
        h = d * (h + g + load[t - 1])
        g = d * (g + load[t - 1])
        gs[t] = g
        hs[t] = h / (tau * tau)
      }
      return (gs, hs)
    }
    let (f, df) = responseAndSlope(tau1)
    let (g, dg) = responseAndSlope(tau2)
    var jacobian = [Double](repeating: 1, count: 5 * n)
    var sse = 0.0
    for (i, o) in obs.enumerated() {
      jacobian[n + i] = f[o.day]
      jacobian[2 * n + i] = -g[o.day]
      jacobian[3 * n + i] = k1 * df[o.day]
      jacobian[4 * n + i] = -k2 * dg[o.day]
      let r = o.value - (p0 + k1 * f[o.day] - k2 * g[o.day])
      sse += r * r
    }
    var identity = [Double](repeating: 0, count: n * n)
    for i in 0..<n { identity[i * n + i] = 1 }
    let pseudoInverse: [Double]  // 5 × n, column-major
    do { pseudoInverse = try LAPACK.leastSquares(jacobian, rows: n, cols: 5, identity, rhs: n) } catch {
      throw FitUnavailable("the parameters are not identifiable: \(error.description)")
    }
    let s2 = sse / Double(n - 5)
    var variance = [Double](repeating: 0, count: 5)
    for j in 0..<n {
      for p in 0..<5 { variance[p] += pseudoInverse[j * 5 + p] * pseudoInverse[j * 5 + p] }
    }
    let se = variance.map { ($0 * s2).squareRoot() }
    return BanisterModel(p0: se[0], k1: se[1], k2: se[2], tau1: se[3], tau2: se[4])
  }

  /// Warnings for a fit that is not identifiable: τ₁ within 25 % of τ₂ (fitness
  /// and fatigue indistinguishable), fewer than 3 measurements per parameter, a
  /// time constant on the edge of its search range, no standard errors, or a
  /// relative standard error above 50 % (a flat objective).
  static func identifiabilityWarnings(
    _ model: BanisterModel, observations: Int, standardErrors: Result<BanisterModel, FitUnavailable>,
    tau1Range: ClosedRange<Double>, tau2Range: ClosedRange<Double>
  ) -> [String] {
    var out: [String] = []
    if model.tau1 < 1.25 * model.tau2 {
      out.append(
        "τ1 = \(round1(model.tau1)) and τ2 = \(round1(model.tau2)) days are too close to tell fitness from fatigue")
    }
    let needed = 5 * minimumMeasurementsPerParameter
    if observations < needed {
      out.append(
        "\(observations) measurements for 5 parameters: at least \(needed) (3 per parameter) are needed for a trustworthy fit"
      )
    }
    for (name, value, range) in [("τ1", model.tau1, tau1Range), ("τ2", model.tau2, tau2Range)]
    where value <= range.lowerBound + 1e-9 || value >= range.upperBound - 1e-9 {
      out.append(
        "\(name) = \(round1(value)) days lies on the edge of its search range \(round1(range.lowerBound))…\(round1(range.upperBound))"
      )
    }
    switch standardErrors {
    case .failure(let e): out.append("no standard errors: \(e.reason)")
    case .success(let se):
      let relative = [
        ("k1", se.k1 / abs(model.k1)), ("k2", se.k2 / abs(model.k2)), ("τ1", se.tau1 / model.tau1),
        ("τ2", se.tau2 / model.tau2),
      ]
      let loose = relative.filter { !($0.1 <= 0.5) }.map(\.0)
      if !loose.isEmpty {
        out.append("the error surface is flat: standard error above 50 % of \(loose.joined(separator: ", "))")
      }
    }
    return out
  }

  private static func round1(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    guard r == r.rounded(), let whole = Int(checked: r) else { return String(r) }
    return String(whole)
  }

  /// Fits the model to performances measured on some days.
  ///
  /// For fixed (τ₁, τ₂) the model is linear in (p₀, k₁, k₂), solved by QR least
  /// squares (`LAPACK/leastSquares(_:rows:cols:_:rhs:)`); the time constants
  /// are searched on a grid (whole days, τ₂ < τ₁) and then refined by a finer
  /// grid (0.1 day) around the best pair, minimising the residual sum of squares.
  /// - Parameters:
  ///   - load: daily load from day 0.
  ///   - performances: (day index, measured performance).
  ///   - tau1Range: days searched for the fitness time constant τ₁.
  ///   - tau2Range: days searched for the fatigue time constant τ₂ (kept below τ₁).
  /// - Throws: `FitUnavailable` with fewer than 4 measurements, or when no
  ///   pair of time constants gives a full-rank design.
  public static func fitting(
    load: [Double], performances: [(day: Int, value: Double)],
    tau1Range: ClosedRange<Double> = 10...70, tau2Range: ClosedRange<Double> = 1...25
  ) throws(FitUnavailable) -> Fit {
    let obs = performances.filter { $0.day >= 0 && $0.day < load.count }
    guard obs.count >= 4 else {
      throw FitUnavailable("\(obs.count) measurements fall on days the load covers; the fit needs at least 4")
    }
    let y = obs.map(\.value)
    func solve(_ t1: Double, _ t2: Double) -> (BanisterModel, Double)? {
      guard t2 < t1 else { return nil }
      let f = response(load, tau: t1)
      let g = response(load, tau: t2)
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
    guard let coarse = best else {
      throw FitUnavailable(
        "no pair of time constants gives a determinable fit: the loads before the measurements do not vary enough")
    }
    for t1 in stride(from: coarse.0.tau1 - 1, through: coarse.0.tau1 + 1, by: 0.1) where tau1Range.contains(t1) {
      for t2 in stride(from: coarse.0.tau2 - 1, through: coarse.0.tau2 + 1, by: 0.1) where tau2Range.contains(t2) {
        consider(t1, t2)
      }
    }
    guard let (model, sse) = best else { throw FitUnavailable("no determinable fit") }
    let mean = y.reduce(0, +) / Double(y.count)
    let sst = y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    let errors = Result { () throws(FitUnavailable) in try model.standardErrors(load: load, performances: obs) }
    return Fit(
      model: model, rSquared: y.min() == y.max() ? 1 : 1 - sse / sst, rmse: (sse / Double(y.count)).squareRoot(),
      observations: y.count,
      standardErrors: try? errors.get(),
      warnings: identifiabilityWarnings(
        model, observations: y.count, standardErrors: errors, tau1Range: tau1Range, tau2Range: tau2Range))
  }

  /// ``fitting(load:performances:tau1Range:tau2Range:)``, `nil` where it throws.
  public static func fit(
    load: [Double], performances: [(day: Int, value: Double)],
    tau1Range: ClosedRange<Double> = 10...70, tau2Range: ClosedRange<Double> = 1...25
  ) -> Fit? {
    try? fitting(load: load, performances: performances, tau1Range: tau1Range, tau2Range: tau2Range)
  }
}
