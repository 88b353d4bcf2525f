import VeloKernels

/// One kilometre of a run (the last one partial): its time, its pace and its grade-adjusted pace (the
/// flat pace of the same metabolic cost, `RunningLoad.gradeAdjustedSpeed(speed:grade:)`), and its mean
/// heart rate — the per-km GAP splits TrainingPeaks and Strava show.
public struct RunSplit: Sendable, Equatable, Codable {
  /// 1 for the first kilometre.
  public var kilometer: Int
  /// Seconds of the 1 Hz grid whose distance lies in this kilometre.
  public var durationSeconds: Double
  /// 1000, or less for the last one.
  public var distanceMeters: Double
  /// Seconds per kilometre: `durationSeconds / distanceMeters × 1000`.
  public var paceSecondsPerKm: Double?
  /// Seconds per kilometre at the split's mean grade-adjusted speed: `1000 / mean(GAS)`.
  public var gradeAdjustedPaceSecondsPerKm: Double?
  /// bpm, `nil` without a reading in the split.
  public var averageHeartRate: Double?
}

/// A run cut at each kilometre of its distance.
public enum RunSplits {
  /// - Parameters:
  ///   - distance: cumulative metres, one per second (the device's distance; NaN where none).
  ///   - speed: m/s on the same seconds: the distance when the device recorded none.
  ///   - gradeAdjustedSpeed: m/s on the same seconds.
  ///   - heartRate: bpm on the same seconds (NaN = no reading), or none.
  /// - Returns: one split per kilometre begun, in order; none under 1 m covered.
  public static func perKilometer(
    distance: [Double]?, speed: [Double], gradeAdjustedSpeed: [Double], heartRate: [Double]?
  ) -> [RunSplit] {
    let n = speed.count
    precondition(gradeAdjustedSpeed.count == n, "speeds must share the grid")
    // Covered so far at each second: the device's distance from its first reading, else the speeds summed.
    var covered = [Double](repeating: 0, count: n)
    if let distance, distance.count == n, let start = distance.first(where: { $0.isFinite }) {
      var last = start
      for i in 0..<n {
        if distance[i].isFinite { last = max(last, distance[i]) }
        covered[i] = last - start
      }
    } else {
      var sum = 0.0
      for i in 0..<n {
        covered[i] = sum
        sum += speed[i].isFinite ? speed[i] : 0
      }
    }
    guard let total = covered.last, total >= 1 else { return [] }
    var splits: [RunSplit] = []
    var i = 0
    while i < n {
      let k = Int(covered[i] / 1000)
      var j = i
      while j < n && Int(covered[j] / 1000) == k { j += 1 }
      let meters = min(1000, total - Double(k) * 1000)
      let seconds = Double(j - i)
      let gas = gradeAdjustedSpeed[i..<j].reduce(0, +) / seconds
      splits.append(
        RunSplit(
          kilometer: k + 1, durationSeconds: seconds, distanceMeters: meters,
          paceSecondsPerKm: meters > 0 ? seconds / meters * 1000 : nil,
          gradeAdjustedPaceSecondsPerKm: gas > 0 ? 1000 / gas : nil,
          averageHeartRate: heartRate.flatMap { $0.count == n ? meanSkippingNaN($0, i..<j) : nil }))
      i = j
    }
    return splits
  }
}
