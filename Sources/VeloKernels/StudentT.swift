#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Student's t distribution, for regression p-values and confidence intervals.
public enum StudentT {
  /// Two-sided p-value `P(|T| ≥ |t|)` with `ν` degrees of freedom:
  /// `I_{ν/(ν+t²)}(ν/2, 1/2)`, the regularized incomplete beta function.
  public static func twoSidedPValue(_ t: Double, degreesOfFreedom nu: Double) -> Double {
    precondition(nu > 0, "degrees of freedom must be positive")
    guard t.isFinite else { return t.isNaN ? .nan : 0 }
    return regularizedIncompleteBeta(x: nu / (nu + t * t), a: nu / 2, b: 0.5)
  }

  /// The quantile `q` with `P(T ≤ q) = p` (e.g. p = 0.975 for a 95 % interval),
  /// by bisection on the CDF to 1e-12.
  public static func quantile(_ p: Double, degreesOfFreedom nu: Double) -> Double {
    precondition(p > 0 && p < 1, "probability must be in (0, 1)")
    func cdf(_ t: Double) -> Double {
      let tail = twoSidedPValue(t, degreesOfFreedom: nu) / 2
      return t >= 0 ? 1 - tail : tail
    }
    var lo = -1e3
    var hi = 1e3
    for _ in 0..<200 where hi - lo > 1e-12 * max(1, abs(lo)) {
      let mid = (lo + hi) / 2
      if cdf(mid) < p { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// `I_x(a, b)` by its continued fraction (modified Lentz), using the symmetry
  /// `I_x(a,b) = 1 − I_{1−x}(b,a)` where the fraction converges slowly
  /// (Press et al., *Numerical Recipes*, 3rd ed., §6.4).
  public static func regularizedIncompleteBeta(x: Double, a: Double, b: Double) -> Double {
    precondition(a > 0 && b > 0, "beta parameters must be positive")
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let logFront = lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x)
    if x < (a + 1) / (a + b + 2) {
      return exp(logFront) * continuedFraction(x: x, a: a, b: b) / a
    }
    return 1 - exp(logFront) * continuedFraction(x: 1 - x, a: b, b: a) / b
  }

  static func continuedFraction(x: Double, a: Double, b: Double) -> Double {
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var h = d
    for m in 1...300 {
      let m = Double(m)
      var aa = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      h *= d * c
      aa = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
      d = 1 + aa * d
      if abs(d) < tiny { d = tiny }
      c = 1 + aa / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      h *= delta
      if abs(delta - 1) < 1e-15 { break }
    }
    return h
  }
}
