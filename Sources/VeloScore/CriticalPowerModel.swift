import VeloKernels

/// Critical-power models fitted to a mean-maximal power curve.
///
/// - `.workTime` (Monod & Scherrer 1965): work `W(t) = CP·t + W′`, linear
///   least squares of `P(t)·t` on `t`.
/// - `.inverseTime`: `P(t) = CP + W′·(1/t)`, linear least squares on `1/t`.
/// - `.morton3` (Morton 1996, 3-parameter): `P(t) = CP + W′/(t + k)` with
///   `k = W′/(Pmax − CP)`; for each k the model is linear in `1/(t+k)` (solved by
///   QR least squares), and k minimises the residual sum of squares: a log scan
///   of 0.01 s … 10 × the window's end, refined by golden-section search (an
///   optimum on the bound is refused, never reported as k). `Pmax = CP + W′/k` is the model's power at
///   t = 0 (GoldenCheetah quotes `CP + W′/(1+k)`, its power at 1 s).
///
/// Default duration window: 120…1200 s for the 2-parameter models (GoldenCheetah's
/// defaults), 1…1200 s for Morton's. Units: CP and Pmax in W, W′ in J, t in s.
public struct CriticalPowerFit: Sendable, Equatable, Codable {
  public enum Model: String, Sendable, CaseIterable, Codable { case workTime, inverseTime, morton3 }

  public var model: Model
  public var criticalPower: Double
  public var wPrime: Double
  /// Morton only.
  public var pMax: Double?
  public var k: Double?
  /// Of the linear fit in the model's own coordinates (work for workTime).
  public var rSquared: Double
  public var criticalPowerStandardError: Double?
  public var wPrimeStandardError: Double?
  /// Durations used (s).
  public var fromSeconds: Int
  public var toSeconds: Int

  /// The model's power at `t` seconds.
  public func power(atSeconds t: Double) -> Double {
    switch model {
    case .workTime, .inverseTime: return criticalPower + wPrime / t
    case .morton3: return criticalPower + wPrime / (t + (k ?? 0))
    }
  }

  /// eFTP: the model's 60-minute power.
  public var estimatedFTP: Double { power(atSeconds: 3600) }

  /// Fits `model` to `curve` over `from…to` seconds (clamped to the ride).
  /// - Throws: `FitUnavailable` with fewer than 3 durations in the window or a
  ///   degenerate fit (collinear or non-finite data, W′ ≤ 0 for Morton's model).
  public static func fitting(_ curve: PowerCurve, model: Model, from: Int? = nil, to: Int = 1200) throws(FitUnavailable)
    -> CriticalPowerFit
  {
    let lo = from ?? (model == .morton3 ? 1 : 120)
    let hi = min(to, curve.watts.count)
    guard hi - lo + 1 >= 3 else {
      throw FitUnavailable("needs at least 3 durations in \(lo)…\(to) s, the curve has \(max(0, hi - lo + 1))")
    }
    let t = (lo...hi).map(Double.init)
    let p = (lo...hi).map { curve.watts[$0 - 1] }
    switch model {
    case .workTime:
      let f = try LinearFit.fitting(x: t, y: zip(t, p).map { $0 * $1 })
      return CriticalPowerFit(
        model: model, criticalPower: f.slope, wPrime: f.intercept, rSquared: f.rSquared,
        criticalPowerStandardError: f.slopeStandardError, wPrimeStandardError: f.interceptStandardError,
        fromSeconds: lo, toSeconds: hi)
    case .inverseTime:
      let f = try LinearFit.fitting(x: t.map { 1 / $0 }, y: p)
      return CriticalPowerFit(
        model: model, criticalPower: f.intercept, wPrime: f.slope, rSquared: f.rSquared,
        criticalPowerStandardError: f.interceptStandardError, wPrimeStandardError: f.slopeStandardError,
        fromSeconds: lo, toSeconds: hi)
    case .morton3:
      func fitAt(_ k: Double) -> LinearFit? { LinearFit.fit(x: t.map { 1 / ($0 + k) }, y: p) }
      func sse(_ k: Double) -> Double { fitAt(k)?.residualSumOfSquares ?? .infinity }
      // k minimising the residual sum of squares: a log-spaced scan over
      // 0.01 s … 10 × the window (a k beyond that makes the model a straight
      // line on the window), then golden-section search between the scan's
      // neighbours of the best point. An optimum on the upper bound is refused.
      let kMax = 10 * Double(hi)
      let scan = (0...80).map { 0.01 * _pow(kMax / 0.01, Double($0) / 80) }
      let errors = scan.map(sse)
      guard let best = errors.indices.min(by: { errors[$0] < errors[$1] }), errors[best].isFinite else {
        throw FitUnavailable("no finite fit for any k")
      }
      guard best < scan.count - 1 else {
        throw FitUnavailable(
          "Morton's k runs to the search bound \(Int(kMax)) s: the curve is too straight on \(lo)…\(hi) s for a third parameter"
        )
      }
      var a = scan[max(0, best - 1)]
      var b = scan[best + 1]
      let g = (5.0.squareRoot() - 1) / 2
      var c = b - g * (b - a)
      var d = a + g * (b - a)
      var fc = sse(c)
      var fd = sse(d)
      for _ in 0..<200 where b - a > 1e-9 * max(1, a) {
        if fc < fd {
          b = d
          d = c
          fd = fc
          c = b - g * (b - a)
          fc = sse(c)
        } else {
          a = c
          c = d
          fc = fd
          d = a + g * (b - a)
          fd = sse(d)
        }
      }
      let k = (a + b) / 2
      let f = try LinearFit.fitting(x: t.map { 1 / ($0 + k) }, y: p)
      guard f.slope > 0 else { throw FitUnavailable("the best fit has W′ ≤ 0: the curve does not fall with duration") }
      return CriticalPowerFit(
        model: model, criticalPower: f.intercept, wPrime: f.slope, pMax: f.intercept + f.slope / k, k: k,
        rSquared: f.rSquared,
        criticalPowerStandardError: f.interceptStandardError, wPrimeStandardError: f.slopeStandardError,
        fromSeconds: lo, toSeconds: hi)
    }
  }

  /// ``fitting(_:model:from:to:)``, `nil` where it throws.
  public static func fit(_ curve: PowerCurve, model: Model, from: Int? = nil, to: Int = 1200) -> CriticalPowerFit? {
    try? fitting(curve, model: model, from: from, to: to)
  }
}
