import VeloKernels

/// Sleep need, sleep debt and sleep performance night by night (our open
/// design, `docs/wellness.md`, after WHOOP's and Oura's
/// published descriptions):
///
///     N_S = β·max(0, S_t − 5)                    strain adds need, β = 3.7 min per strain unit
///     D_t = clamp(λ·D_{t−1} + B + N_S,t−1 − naps_{t−1} − A_{t−1}, 0, 15 h),  λ = e^{−1/4}  (4-day recovery constant)
///     N_D = min(¼·D_t, 2 h)
///     N_t = max(½B, B + N_S + N_D − naps_t)      B = baseline need (default 7.6 h)
///     SP_t = 100 · min(1, A_t / N_t)             A = hours asleep (not in bed)
///
/// Night t's need uses data up to day t−1 plus day t's strain, never tonight's sleep.
/// Debt is measured against base + strain need only, never against N_D: counting
/// the debt need inside the debt feeds it back (growth λ + ¼ > 1), and any
/// nightly shortfall ran away to the cap. A constant shortfall s settles at
/// D = s/(1 − λ) ≈ 4.5·s (7.4 h against B = 7.6 h: D ≈ 0.90 h, need ≈ 7.83 h,
/// performance ≈ 94.5 %).
public enum SleepPerformance {
  public struct Night: Sendable, Equatable, Codable {
    /// Hours of sleep needed tonight.
    public var need: Double
    /// Sleep debt carried into tonight, hours.
    public var debt: Double
    /// 0–100; `nil` without a sleep reading.
    public var performance: Double?
    /// False while fewer than 5 of the last 14 nights have sleep data (debt then counts as 0).
    public var debtReliable: Bool
  }

  public static let strainMinutesPerUnit = 3.7
  public static let debtRetention = _exp(-1.0 / 4)

  /// - Parameters (one entry per consecutive day):
  ///   - asleep: hours asleep that night (`nil` = no reading).
  ///   - strain: day strain 0–21 (`nil` = 0).
  ///   - naps: hours napped that day (`nil` = 0).
  ///   - baselineNeed: hours of sleep a rested night needs, before strain and debt.
  public static func nights(asleep: [Double?], strain: [Double?], naps: [Double?]? = nil, baselineNeed: Double = 7.6)
    -> [Night]
  {
    precondition(asleep.count == strain.count, "one strain per night")
    var out: [Night] = []
    var debt = 0.0
    var previousBaseNeed: Double?  // B + N_S − naps of the night before, without the debt need
    for t in asleep.indices {
      if t > 0 {
        debt *= debtRetention
        if let need = previousBaseNeed, let slept = asleep[t - 1] { debt += need - slept }
        debt = min(15, max(0, debt))
      }
      let recent = asleep[max(0, t - 14)..<t].filter { $0 != nil }.count
      let reliable = recent >= 5
      let strainNeed = strainMinutesPerUnit * max(0, (strain[t] ?? 0) - 5) / 60
      let debtNeed = reliable ? min(0.25 * debt, 2) : 0
      let need = max(0.5 * baselineNeed, baselineNeed + strainNeed + debtNeed - (naps?[t] ?? 0))
      let performance = asleep[t].map { 100 * min(1, max(0, $0) / need) }
      out.append(Night(need: need, debt: reliable ? debt : 0, performance: performance, debtReliable: reliable))
      previousBaseNeed = baselineNeed + strainNeed - (naps?[t] ?? 0)
    }
    return out
  }
}
