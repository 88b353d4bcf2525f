import VeloKernels

/// How xPower's 25-second smoothing is discretised at 1 Hz.
public enum XPowerConvention: String, Sendable, CaseIterable, Codable {
  /// Weight `1/26` for the new sample (`a = 25/26`), GoldenCheetah's
  /// `BikeScore.cpp` (s = 25/Δ, weight Δ/(s+Δ)). Default, for comparability.
  case goldenCheetah
  /// `α = 1 − e^(−1/25)`: the exact discretisation of a 25 s time constant
  /// (Skiba, *The Triathlete's Guide to Training with Power*, 2008).
  case exponential

  var alpha: Double {
    switch self {
    case .goldenCheetah: return 1.0 / 26
    case .exponential: return 1 - _exp(-1.0 / 25)
    }
  }
}

/// Skiba's xPower in watts: the 4th-power mean of a 25 s exponentially
/// weighted average of 1 Hz power, started from 0 W with no warm-up dropped:
///
///     x_i = x_{i−1} + α·(P_i − x_{i−1}),  x_{−1} = 0;   xPower = (mean x_i⁴)^(1/4)
///
/// - Returns: `nil` for an empty stream.
public func xPower(power1Hz: [Double], convention: XPowerConvention = .goldenCheetah) -> Double? {
  ewmaPowerMean(power1Hz, alpha: convention.alpha, seed: 0, exponent: .fourth)
}

/// Skiba's relative intensity `RI = xPower / CP` and
/// `BikeScore = (s · xPower · RI) / (CP · 3600) · 100` (GoldenCheetah
/// `BikeScore.cpp`; s = seconds of the 1 Hz stream).
public func bikeScore(xPower: Double, seconds: Int, criticalPower: Double) -> Double {
  precondition(criticalPower > 0, "BikeScore needs a positive CP")
  let ri = xPower / criticalPower
  return Double(seconds) * xPower * ri / (criticalPower * 3600) * 100
}
