import VeloKernels

/// W′ balance: how much of the anaerobic work capacity W′ (J) above critical
/// power CP (W) is left at each second of a 1 Hz ride.
public struct WPrimeBalance: Sendable, Equatable {
  public enum Model: String, Sendable, CaseIterable, Codable {
    /// Skiba et al. 2012 (Med Sci Sports Exerc 44:1526): integral model,
    /// `W′bal(t) = W′ − Σ_{u≤t} max(P_u − CP, 0)·e^{−(t−u)/τ}` with
    /// `τ = 546·e^{−0.01·D_CP} + 316` s and `D_CP = CP − mean(P_u | P_u < CP)`.
    /// GoldenCheetah's default ("int"); it truncates τ to whole seconds — see `truncateTau`.
    case integral
    /// Skiba et al. 2015 (differential form, after Froncioni & Clarke): below CP
    /// `W_t = W_{t−1} + (CP − P_t)(W′ − W_{t−1})/W′`, otherwise `W_t = W_{t−1} − (P_t − CP)`.
    case differential
  }

  /// Joules left after each second.
  public var balance: [Double]
  /// The recovery time constant used by the integral model (s); `nil` for differential.
  public var tau: Double?
  /// Lowest balance (J), `nil` for an empty ride.
  public var minimum: Double?
  /// Times W′bal fell below 70 % of W′ after having recovered above it (one
  /// "match burned" per dip; a common convention, e.g. in GoldenCheetah's charts).
  public var matchesBurned: Int

  /// - Parameters:
  ///   - power1Hz: watts, one value per second (stopped time 0).
  ///   - cp: critical power, W.
  ///   - wPrime: W′, J.
  ///   - model: Skiba's integral (2012) or differential (2015) form (``Model``).
  ///   - truncateTau: integral model only — truncate τ to whole seconds as GoldenCheetah does.
  /// - Complexity: O(n): the integral model's sum is carried as a running,
  ///   exponentially decayed total, which equals the definition exactly (up to rounding).
  public init(power1Hz: [Double], cp: Double, wPrime: Double, model: Model = .integral, truncateTau: Bool = false) {
    precondition(cp > 0 && wPrime > 0, "W'bal needs positive CP and W'")
    var out = [Double](largeRepeating: 0, count: power1Hz.count)
    switch model {
    case .integral:
      var belowSum = 0.0
      var belowCount = 0
      for p in power1Hz where p < cp {
        belowSum += p
        belowCount += 1
      }
      let dcp = belowCount == 0 ? cp : cp - belowSum / Double(belowCount)
      var t = 546 * _exp(-0.01 * dcp) + 316
      if truncateTau { t = t.rounded(.towardZero) }
      tau = t
      let decay = _exp(-1 / t)
      var expended = 0.0
      for (i, p) in power1Hz.enumerated() {
        expended = expended * decay + max(p - cp, 0)
        out[i] = wPrime - expended
      }
    case .differential:
      tau = nil
      var w = wPrime
      for (i, p) in power1Hz.enumerated() {
        w = p < cp ? w + (cp - p) * (wPrime - w) / wPrime : w - (p - cp)
        out[i] = w
      }
    }
    balance = out
    minimum = out.min()
    var matches = 0
    var armed = true
    for w in out {
      if armed && w < 0.7 * wPrime {
        matches += 1
        armed = false
      } else if !armed && w >= 0.7 * wPrime {
        armed = true
      }
    }
    matchesBurned = matches
  }
}
