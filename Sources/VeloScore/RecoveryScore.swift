import VeloKernels

/// Recovery 0–100 from overnight HRV, resting HR, respiratory rate and sleep
/// performance against the athlete's own robust baseline (our open design,
/// `docs/wellness.md`, after HRV4Training, Elite HRV, Oura and
/// WHOOP's published descriptions; not any vendor's formula):
///
///     x = ln rMSSD;  x̄₇ = mean of valid x on days t−6…t (≥ 3, else x_t)
///     z_H = clamp(½(x_t − m)/s + ½(x̄₇ − m)/s, −3, 3)          s_min = 0.05
///     z_R = −clamp((RHR_t − m)/s, −1.5, 3)                       s_min = 1 bpm
///     z_B = −clamp((RR_t − m)/s, −1, 3)                          s_min = 0.4 /min
///     z_S = clamp((SP_t/100 − 0.85)/0.15, −3, 1)
///     Z = Σ wᵢzᵢ / Σ wᵢ over the inputs present, w = (0.55, 0.20, 0.10, 0.15)
///     Recovery = round(100 · Φ(1.3·Z))
///
/// Baselines (m, s) are ``RobustBaseline``s of days t−60…t−1. The HRV is
/// rMSSD, or for a history with no rMSSD at all, SDNN (``HRVKind``): one kind
/// per history, never both in one baseline. Scoring needs
/// today's HRV and ≥ 14 HRV nights in the window; RHR and RR need 14 nights
/// too or drop out (weights renormalised). Below 28 nights the score is
/// flagged as warming up.
public struct RecoveryScore: Sendable, Equatable, Codable {
  public enum State: String, Sendable, Codable { case scored, warmingUp, insufficientBaseline }

  public var state: State
  /// 0–100, `nil` when the baseline is insufficient.
  public var score: Int?
  /// Contributors (z-scores after clamping); `nil` when that input is absent.
  public var hrv: Double?
  public var restingHeartRate: Double?
  public var respiratoryRate: Double?
  public var sleep: Double?
  /// 7-day coefficient of variation of ln rMSSD (shown, not scored).
  public var hrvCV7: Double?

  public static let weights = (hrv: 0.55, restingHeartRate: 0.20, respiratoryRate: 0.10, sleep: 0.15)
  public static let kappa = 1.3
  public static let minimumNights = 14
  public static let settledNights = 28

  /// The baselines of one day (days t−60…t−1), each `nil` without a valid value.
  public struct Baselines: Sendable {
    public var hrv, restingHeartRate, respiratoryRate: RobustBaseline?
  }

  /// The window of days a day's baselines are built from: t−60…t−1.
  public static let baselineDays = 60

  /// Recovery for day `t` of consecutive days of readings (`nil` = no reading that day).
  public init(day t: Int, readings: [WellnessReading?], sleepPerformance: [Double?]) {
    precondition(readings.count == sleepPerformance.count && t < readings.count, "one reading slot per day")
    let readings = Self.onScoredKind(readings)
    let window = max(0, t - Self.baselineDays)..<t
    func baseline(_ f: (WellnessReading) -> Double, _ minimumScale: Double) -> RobustBaseline? {
      RobustBaseline(readings[window].map { $0.map(f) ?? .nan }, minimumScale: minimumScale)
    }
    self.init(
      day: t, readings: readings, sleepPerformance: sleepPerformance,
      baselines: Baselines(
        hrv: baseline(Self.lnRMSSD, 0.05), restingHeartRate: baseline(Self.restingHeartRate, 1),
        respiratoryRate: baseline(Self.respiratoryRate, 0.4)))
  }

  /// Recovery of every day, the baselines slid a day at a time (`SortedWindow`)
  /// instead of sorted afresh: the same numbers as ``init(day:readings:sleepPerformance:)``
  /// for each `t`, in O(days · log 60) comparisons.
  public static func series(readings: [WellnessReading?], sleepPerformance: [Double?]) -> [RecoveryScore] {
    precondition(readings.count == sleepPerformance.count, "one reading slot per day")
    let readings = onScoredKind(readings)
    let channels: [(value: (WellnessReading) -> Double, minimumScale: Double)] = [
      (lnRMSSD, 0.05), (restingHeartRate, 1), (respiratoryRate, 0.4),
    ]
    var windows = channels.map { _ in SortedWindow(capacity: baselineDays) }
    return readings.indices.map { t in
      if t > 0, let entering = readings[t - 1] {
        for c in channels.indices { windows[c].insert(channels[c].value(entering)) }
      }
      if t > baselineDays, let leaving = readings[t - baselineDays - 1] {
        for c in channels.indices { windows[c].remove(channels[c].value(leaving)) }
      }
      let b = channels.indices.map {
        RobustBaseline(sorted: windows[$0].values, minimumScale: channels[$0].minimumScale)
      }
      return RecoveryScore(
        day: t, readings: readings, sleepPerformance: sleepPerformance,
        baselines: Baselines(hrv: b[0], restingHeartRate: b[1], respiratoryRate: b[2]))
    }
  }

  /// The measure of HRV a history is scored on.
  public enum HRVKind: String, Sendable, Codable {
    /// Root mean square of successive differences: what HRV apps and straps report.
    case rmssd
    /// Standard deviation of the intervals: Apple Health's HRV. Larger than rMSSD
    /// and not interchangeable with it; a baseline of its own.
    case sdnn
  }

  /// rMSSD when any day of `readings` has one, else SDNN when any has one; `nil` without HRV.
  public static func hrvKind(of readings: [WellnessReading?]) -> HRVKind? {
    if readings.contains(where: { $0?.rmssd != nil }) { return .rmssd }
    return readings.contains(where: { $0?.sdnn != nil }) ? .sdnn : nil
  }

  /// `readings` with the HRV of ``hrvKind(of:)`` in the slot the score reads (`rmssd`).
  static func onScoredKind(_ readings: [WellnessReading?]) -> [WellnessReading?] {
    guard hrvKind(of: readings) == .sdnn else { return readings }
    return readings.map {
      $0.map { r in
        var r = r
        r.rmssd = r.sdnn
        return r
      }
    }
  }

  /// A baseline's value of a reading, NaN when absent: ln rMSSD, resting HR, respiratory rate.
  static func lnRMSSD(_ r: WellnessReading) -> Double { r.rmssd.map { $0 > 0 ? _log($0) : .nan } ?? .nan }
  static func restingHeartRate(_ r: WellnessReading) -> Double { r.restingHeartRate ?? .nan }
  static func respiratoryRate(_ r: WellnessReading) -> Double { r.respiratoryRate ?? .nan }

  init(day t: Int, readings: [WellnessReading?], sleepPerformance: [Double?], baselines: Baselines) {
    let today = readings[t]
    state = .insufficientBaseline
    guard let rmssd = today?.rmssd, rmssd > 0, let hBase = baselines.hrv, hBase.count >= Self.minimumNights else {
      return
    }
    let x = _log(rmssd)
    let week = (max(0, t - 6)...t).compactMap { readings[$0]?.rmssd }.filter { $0 > 0 }.map(_log)
    let xBar = week.count >= 3 ? week.reduce(0, +) / Double(week.count) : x
    var parts: [(z: Double, w: Double)] = []
    let zH = clamp(0.5 * hBase.z(x) + 0.5 * hBase.z(xBar), -3, 3)
    hrv = zH
    parts.append((zH, Self.weights.hrv))
    if let rhr = today?.restingHeartRate, let b = baselines.restingHeartRate, b.count >= Self.minimumNights {
      let z = -clamp(b.z(rhr), -1.5, 3)
      restingHeartRate = z
      parts.append((z, Self.weights.restingHeartRate))
    }
    if let rr = today?.respiratoryRate, let b = baselines.respiratoryRate, b.count >= Self.minimumNights {
      let z = -clamp(b.z(rr), -1, 3)
      respiratoryRate = z
      parts.append((z, Self.weights.respiratoryRate))
    }
    if let sp = sleepPerformance[t] {
      let z = clamp((sp / 100 - 0.85) / 0.15, -3, 1)
      sleep = z
      parts.append((z, Self.weights.sleep))
    }
    let z = parts.reduce(0) { $0 + $1.z * $1.w } / parts.reduce(0) { $0 + $1.w }
    score = Int((100 * RobustBaseline.normalCDF(Self.kappa * z)).rounded())
    state = hBase.count >= Self.settledNights ? .scored : .warmingUp
    if week.count >= 2 {
      let mean = week.reduce(0, +) / Double(week.count)
      let sd = (week.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(week.count - 1)).squareRoot()
      hrvCV7 = sd / mean
    }
  }
}

@inline(__always) func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double { min(hi, max(lo, x)) }
