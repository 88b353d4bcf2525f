/// One training-load number per activity, with where it came from, so the
/// daily PMC never silently misses a workout. Preference order: power TSS,
/// swim sTSS, heart-rate TSS, running rTSS, session RPE. Every source is on the
/// TSS scale (one hour at threshold = 100): a session RPE through ``RPELoad``.
public struct TrainingLoad: Sendable, Equatable, Codable {
  public enum Source: String, Sendable, Codable {
    case power, heartRate, pace, swim
    /// A session RPE on the TSS scale (``RPELoad``).
    case rpe
    /// The load a workout list gave, as given.
    case file

    /// "sessionRPE", the tag of Foster's RPE × minutes before loads were on one
    /// scale (stored summaries), reads as ``rpe``.
    public init(from decoder: Decoder) throws {
      let raw = try decoder.singleValueContainer().decode(String.self)
      guard let source = raw == "sessionRPE" ? .rpe : Source(rawValue: raw) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown load source \(raw)"))
      }
      self = source
    }
  }

  public var value: Double
  public var source: Source
  /// What was estimated to get this load (``ThresholdEstimate``); `nil` when
  /// every threshold was the athlete's own.
  public var estimate: String?

  public init(value: Double, source: Source) {
    self.value = value
    self.source = source
  }

  /// The first available of power TSS, swim sTSS, hrTSS, rTSS, session RPE (on the TSS scale).
  public static func choose(
    powerTSS: Double?, sTSS: Double? = nil, hrTSS: Double?, rTSS: Double?, rpe: Double?, minutes: Double
  ) -> TrainingLoad? {
    if let v = powerTSS { return TrainingLoad(value: v, source: .power) }
    if let v = sTSS { return TrainingLoad(value: v, source: .swim) }
    if let v = hrTSS { return TrainingLoad(value: v, source: .heartRate) }
    if let v = rTSS { return TrainingLoad(value: v, source: .pace) }
    if let rpe, rpe >= 0 { return TrainingLoad(value: RPELoad.load(rpe: rpe, seconds: minutes * 60), source: .rpe) }
    return nil
  }
}
