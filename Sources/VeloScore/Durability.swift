import VeloKernels

/// Durability: the best efforts still there after a given amount of work — the
/// mean-maximal power of the part of a ride that follows the first `kJ`
/// kilojoules (WKO5's "stamina" and intervals.icu's kJ-filtered power curves;
/// Maunder, Seiler, Mildenhall, Kilding & Plews 2021, "The importance of
/// 'durability' in the physiological profiling of endurance athletes", Sports
/// Med 51:1619–1628, who define it as the time-course and magnitude of the
/// deterioration of physiological characteristics over prolonged exercise).
///
/// Work is the running sum of 1 Hz power (J), from the first second; the part
/// after `kJ` starts at the first second after which that sum reaches `kJ` ×
/// 1000 J. Its curve is the exact mean-max kernel (`MeanMaxCurve`) over those
/// seconds alone. The decline at d seconds is `(1 − after(d) / fresh(d)) × 100`,
/// %, where `fresh` is the whole ride's curve; absent when the part after is
/// shorter than d (or the ride never did that much work).
public struct Durability: Sendable, Equatable {
  /// The durations a decline is given for: 1, 5 and 20 minutes.
  public static let declineSeconds = [60, 300, 1200]

  public struct After: Sendable, Equatable {
    /// The work done before, kJ.
    public var kilojoules: Double
    /// The second the part after starts (the work before reached `kilojoules`); `nil` when the
    /// ride never did that much work.
    public var startSecond: Int?
    /// The part after's mean-max curve (W by duration), empty when there is none.
    public var curve: PowerCurve
    /// `(1 − after / fresh) × 100` at each of ``Durability/declineSeconds`` the part after lasts, %.
    public var declinePercent: [Int: Double]
  }

  /// The whole ride's curve.
  public var fresh: PowerCurve
  /// One per amount of work asked, in the order asked.
  public var after: [After]

  /// - Parameters:
  ///   - power1Hz: watts, one value per second, finite (spikes and dropouts replaced first).
  ///   - afterKilojoules: the amounts of work, kJ.
  ///   - fresh: the whole ride's curve when the caller has it (computed otherwise).
  public init(power1Hz: [Double], afterKilojoules: [Double], fresh: PowerCurve? = nil) {
    let whole = fresh ?? PowerCurve(power1Hz: power1Hz)
    self.fresh = whole
    after = afterKilojoules.map { kJ in
      guard let start = prefixLength(of: power1Hz, reaching: kJ * 1000), start < power1Hz.count else {
        return After(kilojoules: kJ, startSecond: nil, curve: PowerCurve(power1Hz: []), declinePercent: [:])
      }
      let curve = PowerCurve(power1Hz: Array(power1Hz[start...]))
      var decline: [Int: Double] = [:]
      for d in Self.declineSeconds where d <= curve.watts.count && whole.watts[d - 1] > 0 {
        decline[d] = (1 - curve.watts[d - 1] / whole.watts[d - 1]) * 100
      }
      return After(kilojoules: kJ, startSecond: start, curve: curve, declinePercent: decline)
    }
  }
}
