/// One training-load number per activity, with where it came from, so the
/// daily PMC never silently misses a workout. Preference order: power TSS,
/// heart-rate TSS, running rTSS, session RPE × minutes (Foster et al. 2001,
/// J Strength Cond Res 15:109 — "session RPE" on the CR-10 scale).
/// The first three are scaled so one hour at threshold = 100; session-RPE load
/// (RPE 0–10 × minutes) is on its own scale and is tagged so reports can say so.
public struct TrainingLoad: Sendable, Equatable, Codable {
  public enum Source: String, Sendable, Codable { case power, heartRate, pace, swim, sessionRPE }

  public var value: Double
  public var source: Source
  /// What was estimated to get this load (``ThresholdEstimate``); `nil` when
  /// every threshold was the athlete's own.
  public var estimate: String?

  public init(value: Double, source: Source) {
    self.value = value
    self.source = source
  }

  /// The first available of power TSS, swim sTSS, hrTSS, rTSS, sRPE load.
  public static func choose(powerTSS: Double?, sTSS: Double? = nil, hrTSS: Double?, rTSS: Double?, rpe: Double?, minutes: Double) -> TrainingLoad? {
    if let v = powerTSS { return TrainingLoad(value: v, source: .power) }
    if let v = sTSS { return TrainingLoad(value: v, source: .swim) }
    if let v = hrTSS { return TrainingLoad(value: v, source: .heartRate) }
    if let v = rTSS { return TrainingLoad(value: v, source: .pace) }
    if let rpe, rpe >= 0 { return TrainingLoad(value: rpe * minutes, source: .sessionRPE) }
    return nil
  }
}
