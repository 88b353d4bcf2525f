/// One day's planned workout in a synthetic training history.
public struct PlannedSession: Sendable, Equatable {
  public enum Kind: String, Sendable, CaseIterable {
    case recovery, endurance, tempo, intervals, long
  }

  public var kind: Kind
  public var minutes: Double
  /// Typical intensity factor of the kind (NP/FTP).
  public var intensity: Double

  public init(kind: Kind, minutes: Double, intensity: Double) {
    self.kind = kind
    self.minutes = minutes
    self.intensity = intensity
  }

  /// Logged load of the session without streams: `TSS = hours · IF² · 100`
  /// (the definition of TSS rearranged, Allen & Coggan 2010).
  public var estimatedTSS: Double { minutes / 60 * intensity * intensity * 100 }

  /// Typical intensity factor of each kind.
  public static func typicalIntensity(_ kind: Kind) -> Double {
    switch kind {
    case .recovery: return 0.55
    case .endurance: return 0.68
    case .long: return 0.70
    case .tempo: return 0.80
    case .intervals: return 0.86
    }
  }

  /// The weekly template (ISO weekday 1 = Monday … 7 = Sunday): Monday off,
  /// quality on Tuesday and Thursday, long ride on Saturday. Every fourth week is
  /// a recovery week (shorter, no intervals). `seasonFactor` scales durations.
  public static func template(
    weekday: Int, week: Int, seasonFactor: Double, using rng: inout SeededGenerator
  ) -> PlannedSession? {
    let recoveryWeek = week % 4 == 3
    let base: (Kind, Double)?
    switch weekday {
    case 1: base = nil
    case 2: base = (recoveryWeek ? .endurance : .intervals, 75)
    case 3: base = (.endurance, 90)
    case 4: base = (recoveryWeek ? .endurance : .tempo, 75)
    case 5: base = rng.chance(0.5) ? (.recovery, 45) : nil
    case 6: base = (.long, 180)
    default: base = (.endurance, 120)
    }
    guard let (kind, minutes) = base, !rng.chance(0.08) else { return nil }
    let scale = seasonFactor * (recoveryWeek ? 0.6 : 1) * rng.uniform(0.85, 1.15)
    let intensity = typicalIntensity(kind) * rng.uniform(0.95, 1.05)
    return PlannedSession(kind: kind, minutes: (minutes * scale).rounded(), intensity: intensity)
  }
}
