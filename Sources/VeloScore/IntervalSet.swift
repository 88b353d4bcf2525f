import VeloKernels

/// Repeated efforts done as one set ("5 × 4 min at 108 % FTP, recoveries 3 min").
///
/// Efforts are grouped in order: a set starts at an effort and takes the next
/// one while
/// - its duration is within max(5 s, 10 %) of the set's first effort,
/// - its average (power, else speed, else heart rate) is within 8 % of the first's,
/// - the recovery before it is within max(15 s, 25 %) of the set's first recovery.
/// A set holds at least two efforts; an effort belongs to one set at most.
public struct IntervalSet: Sendable, Equatable, Codable {
  /// 1-based number of the set's first effort in ``ActivityIntervals/intervals``.
  public var firstInterval: Int
  public var intervalCount: Int
  /// Median duration of the efforts, s.
  public var durationSeconds: Double
  /// Mean of the efforts' average power, W, and that as % of FTP.
  public var averagePower: Double?
  public var averagePowerPercentOfFTP: Double?
  /// Median recovery between the set's efforts, s.
  public var recoverySeconds: Double

  static let durationTolerance = (seconds: 5.0, fraction: 0.10)
  static let intensityTolerance = 0.08
  static let recoveryTolerance = (seconds: 15.0, fraction: 0.25)

  /// The sets among `intervals` (in time order).
  public static func grouping(_ intervals: [ActivityIntervals.Interval]) -> [IntervalSet] {
    func value(_ i: ActivityIntervals.Interval) -> Double? { i.averagePower ?? i.averageSpeed ?? i.averageHeartRate }
    func near(_ a: Double, _ b: Double, seconds: Double, fraction: Double) -> Bool {
      abs(a - b) <= max(seconds, fraction * b)
    }
    var sets: [IntervalSet] = []
    var start = 0
    while start < intervals.count {
      let first = intervals[start]
      var end = start + 1
      let firstRecovery = first.recoverySeconds.map(Double.init)
      while end < intervals.count, let recovery = intervals[end - 1].recoverySeconds, let firstRecovery {
        let next = intervals[end]
        let sameLength = near(
          Double(next.durationSeconds), Double(first.durationSeconds), seconds: durationTolerance.seconds,
          fraction: durationTolerance.fraction)
        let sameEffort =
          value(next).flatMap { v in value(first).map { f in abs(v - f) <= intensityTolerance * f } } ?? false
        let sameRest = near(
          Double(recovery), firstRecovery, seconds: recoveryTolerance.seconds, fraction: recoveryTolerance.fraction)
        guard sameLength, sameEffort, sameRest else { break }
        end += 1
      }
      if end - start >= 2 {
        let members = intervals[start..<end]
        let powers = members.compactMap(\.averagePower)
        let shares = members.compactMap(\.averagePowerPercentOfFTP)
        sets.append(
          IntervalSet(
            firstInterval: start + 1, intervalCount: end - start,
            durationSeconds: median(members.map { Double($0.durationSeconds) }),
            averagePower: powers.count == members.count ? powers.reduce(0, +) / Double(powers.count) : nil,
            averagePowerPercentOfFTP: shares.count == members.count ? shares.reduce(0, +) / Double(shares.count) : nil,
            recoverySeconds: median(members.dropLast().compactMap { $0.recoverySeconds.map(Double.init) })))
      }
      start = end
    }
    return sets
  }

  private static func median(_ x: [Double]) -> Double {
    var values = x
    return selectMedian(&values) ?? 0
  }
}
