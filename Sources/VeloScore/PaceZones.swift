/// Time in running pace zones relative to threshold pace.
///
/// Source: Joe Friel, "Joe Friel's Quick Guide to Setting Zones" (TrainingPeaks,
/// 2009/2017), run pace zones as a percentage of functional threshold pace
/// (time per distance): Z1 slower than 129 %, Z2 114–129 %, Z3 106–113 %,
/// Z4 99–105 %, Z5a 97–100 %, Z5b 90–96 %, Z5c faster than 90 %. The published
/// bands touch or overlap at their edges; here they are made contiguous at
/// 129, 114, 106, 100, 97 and 90 % (Z4 is 100–106 %, Z5a 97–100 %).
///
/// Pace ratio = threshold speed ÷ speed (= pace ÷ threshold pace). Speeds at or
/// below 0.5 m/s (standing) count in no zone.
public enum PaceZones {
  public static let names = [
    "Z1 recovery", "Z2 aerobic", "Z3 tempo", "Z4 sub-threshold", "Z5a super-threshold", "Z5b aerobic capacity",
    "Z5c anaerobic",
  ]
  /// Lower pace-ratio edge of Z1…Z5b (a ratio at or above an edge belongs to that zone or a slower one).
  static let edges = [1.29, 1.14, 1.06, 1.00, 0.97, 0.90]

  /// Seconds in each zone: each sample holds until the next one, at most `maxGap` s
  /// (a longer gap is a pause, and the sample counts `maxGap`).
  public static func seconds(speed: [Double], time: [Double], thresholdSpeed: Double, maxGap: Double = 5) -> [Int] {
    var totals = [Double](repeating: 0, count: names.count)
    guard thresholdSpeed > 0 else { return totals.map { _ in 0 } }
    for i in speed.indices where i < time.count {
      let v = speed[i]
      guard v.isFinite, v > 0.5 else { continue }
      let dt = i + 1 < time.count ? min(maxGap, max(0, time[i + 1] - time[i])) : 1
      let ratio = thresholdSpeed / v
      let zone = edges.firstIndex { ratio >= $0 } ?? names.count - 1
      totals[zone] += dt
    }
    return totals.map { Int($0.rounded()) }
  }
}
