import VeloKernels

/// One climb of an activity (``Climbs/find(altitude:distance:power:heartRate:)``):
/// where it starts, how long and steep it is, how fast it was climbed.
public struct Climb: Sendable, Equatable, Codable {
  /// Strava's climb categories by ``climbScore`` (Strava Support, "How are climbs
  /// categorized?": Cat 4 above 8,000, Cat 3 above 16,000, Cat 2 above 32,000,
  /// Cat 1 above 64,000, HC above 80,000).
  public enum Category: String, Sendable, Codable, CaseIterable {
    case hc = "HC"
    case cat1 = "1"
    case cat2 = "2"
    case cat3 = "3"
    case cat4 = "4"

    /// The category of a climb scoring `score`; `nil` below Cat 4.
    public init?(score: Double) {
      switch score {
      case 80_000...: self = .hc
      case 64_000...: self = .cat1
      case 32_000...: self = .cat2
      case 16_000...: self = .cat3
      case 8_000...: self = .cat4
      default: return nil
      }
    }
  }

  /// Seconds from the start to the foot, and from the foot to the top (timer time: the 1 Hz grid).
  public var startSeconds: Int
  public var durationSeconds: Int
  /// Distance at the foot and from the foot to the top, metres.
  public var startMeters: Double
  public var lengthMeters: Double
  /// Top minus foot of the smoothed altitude, metres.
  public var gainMeters: Double
  /// 100 × gain / length, %.
  public var averageGradePercent: Double
  /// Velocità ascensionale media: gain per hour of climbing, m/h (Ferrari).
  public var vam: Double
  /// Strava's climb score: length (m) × average grade (%).
  public var climbScore: Double
  public var climbCategory: Category?
  /// GoldenCheetah's climb rating of the climb: gain² (m²) / length (km) / 1000
  /// (Dan Connelly's; BasicRideMetrics.cpp `ClimbRating`, "100 is hard").
  public var climbRating: Double
  /// Mean power and heart rate over the climb's seconds that have a reading (W, bpm).
  public var averagePower: Double?
  public var averageHeartRate: Double?
}

/// Climbs found in an altitude profile, by a stated rule:
///
/// 1. The altitude on the 1 Hz grid (samples with altitude and distance) is
///    smoothed by a centred 5-sample moving average, as for the elevation gain
///    (``ActivityStreams/elevationGainAndLoss(window:hysteresis:)``).
/// 2. Its turning points are found with a 3 m hysteresis (GoldenCheetah's
///    default elevation hysteresis): lows and highs that differ by 3 m or more.
///    Each rise from a low to the next high is cut at its flats — 500 m or more
///    within 2 m of one level — and each piece is a candidate, trimmed to start
///    at its last point within 0.5 m of its lowest and end at its first point
///    within 0.5 m of its highest, so a flat before or after is not climbing.
/// 3. Two successive candidates are one climb when the dip between them is less
///    than 10 m deep and 500 m long, the second ends higher, and the whole still
///    averages 3 % (a false flat or a short descent inside a climb).
/// 4. A climb is at least 500 m long at an average 3 % or more (Garmin
///    ClimbPro's and Strava's least climb).
///
/// Gain is the smoothed top minus foot; VAM, score, category and rating follow
/// from gain, length and time (``Climb``).
public enum Climbs {
  static let smoothingSamples = 5
  static let hysteresisMeters = 3.0
  static let trimMeters = 0.5
  static let flatMeters = 2.0
  static let flatLengthMeters = 500.0
  static let mergeDipMeters = 10.0
  static let mergeDipLengthMeters = 500.0
  static let minimumLengthMeters = 500.0
  static let minimumGradePercent = 3.0

  /// The climbs of a 1 Hz profile. `altitude` and `distance` (cumulative, m)
  /// are of the same length; NaN is no reading. `power` and `heartRate`, when
  /// given, are of that length too (NaN: no reading).
  public static func find(
    altitude: [Double], distance: [Double], power: [Double]? = nil, heartRate: [Double]? = nil
  ) -> [Climb] {
    let seconds = altitude.indices.filter { $0 < distance.count && altitude[$0].isFinite && distance[$0].isFinite }
    guard seconds.count > smoothingSamples else { return [] }
    let smoothed = centredMean(seconds.map { altitude[$0] }, window: smoothingSamples)
    let meters = seconds.map { distance[$0] }
    var climbs: [(foot: Int, top: Int)] = []
    for (low, high) in rises(smoothed) {
      for (from, to) in pieces(low: low, high: high, smoothed, meters) {
        let candidate = trimmed(low: from, high: to, smoothed)
        if let last = climbs.last, continues(last, into: candidate, smoothed, meters) {
          climbs[climbs.count - 1] = (last.foot, candidate.top)
        } else {
          climbs.append(candidate)
        }
      }
    }
    return climbs.compactMap { c in
      let length = meters[c.top] - meters[c.foot]
      let gain = smoothed[c.top] - smoothed[c.foot]
      guard length >= minimumLengthMeters, 100 * gain / length >= minimumGradePercent else { return nil }
      let range = seconds[c.foot]..<seconds[c.top] + 1
      return climb(
        start: seconds[c.foot], duration: seconds[c.top] - seconds[c.foot], startMeters: meters[c.foot],
        length: length, gain: gain, power: power.flatMap { meanSkippingNaN($0, range) },
        heartRate: heartRate.flatMap { meanSkippingNaN($0, range) })
    }
  }

  static func climb(
    start: Int, duration: Int, startMeters: Double, length: Double, gain: Double, power: Double?, heartRate: Double?
  ) -> Climb {
    let grade = 100 * gain / length
    let score = length * grade
    return Climb(
      startSeconds: start, durationSeconds: duration, startMeters: startMeters, lengthMeters: length,
      gainMeters: gain, averageGradePercent: grade, vam: duration > 0 ? gain * 3600 / Double(duration) : 0,
      climbScore: score, climbCategory: Climb.Category(score: score), climbRating: gain * gain / (length / 1000) / 1000,
      averagePower: power, averageHeartRate: heartRate)
  }

  /// Each rise (index of a low, index of the next high) between turning points
  /// that differ by at least ``hysteresisMeters``.
  static func rises(_ a: [Double]) -> [(Int, Int)] {
    var pivots: [Int] = []
    var trend = 0  // 0 until the first swing, then +1 rising, −1 falling
    var low = 0
    var high = 0
    for i in a.indices.dropFirst() {
      switch trend {
      case 0:
        if a[i] <= a[low] { low = i }
        if a[i] > a[high] { high = i }
        if a[i] - a[low] >= hysteresisMeters {
          (pivots, trend, high) = ([low], 1, i)
        } else if a[high] - a[i] >= hysteresisMeters {
          (pivots, trend, low) = ([high], -1, i)
        }
      case 1:
        if a[i] > a[high] {
          high = i
        } else if a[high] - a[i] >= hysteresisMeters {
          pivots.append(high)
          (trend, low) = (-1, i)
        }
      default:
        if a[i] <= a[low] {
          low = i
        } else if a[i] - a[low] >= hysteresisMeters {
          pivots.append(low)
          (trend, high) = (1, i)
        }
      }
    }
    if trend == 1 { pivots.append(high) } else if trend == -1 { pivots.append(low) }
    return zip(pivots, pivots.dropFirst()).filter { a[$0.1] > a[$0.0] }.map { ($0.0, $0.1) }
  }

  /// A rise cut at its flats: stretches of ``flatLengthMeters`` or more whose
  /// altitude stays within ``flatMeters`` above the level where they began
  /// (a smaller dip starts a new level), cut in their middle. Each piece as
  /// (its first index, its last).
  static func pieces(low: Int, high: Int, _ a: [Double], _ meters: [Double]) -> [(Int, Int)] {
    var pieces: [(Int, Int)] = []
    var start = low
    var level = low
    for i in low...high {
      if a[i] > a[level] + flatMeters {
        if meters[i - 1] - meters[level] >= flatLengthMeters {
          // Cut in the flat's middle: each side keeps half of it, which trimming then leaves out.
          let middle = (meters[level] + meters[i - 1]) / 2
          let cut = (level..<i).first { meters[$0] >= middle } ?? level
          pieces.append((start, cut))
          start = cut
        }
        level = i
      } else if a[i] < a[level] - hysteresisMeters + flatMeters {
        level = i
      }
    }
    if high > start { pieces.append((start, high)) }
    return pieces
  }

  /// A rise from its last point within ``trimMeters`` of its lowest to its first within it of its highest.
  static func trimmed(low: Int, high: Int, _ a: [Double]) -> (foot: Int, top: Int) {
    let lowest = (low...high).min { a[$0] < a[$1] } ?? low
    let highest = (lowest...high).max { a[$0] < a[$1] } ?? high
    let foot = (lowest...highest).last { a[$0] <= a[lowest] + trimMeters } ?? lowest
    let top = (foot...highest).first { a[$0] >= a[highest] - trimMeters } ?? highest
    return (foot, top)
  }

  /// Whether `next` goes on from `climb` (rule 3).
  static func continues(
    _ climb: (foot: Int, top: Int), into next: (foot: Int, top: Int), _ a: [Double], _ meters: [Double]
  ) -> Bool {
    let dip = a[climb.top] - a[next.foot]
    let dipLength = meters[next.foot] - meters[climb.top]
    let length = meters[next.top] - meters[climb.foot]
    guard dip < mergeDipMeters, dipLength < mergeDipLengthMeters, a[next.top] > a[climb.top], length > 0 else {
      return false
    }
    return 100 * (a[next.top] - a[climb.foot]) / length >= minimumGradePercent
  }

}
