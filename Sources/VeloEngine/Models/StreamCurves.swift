import VeloIO
import VeloScore

/// Mean-maximal curves of an activity's channels (`veloscore mmp`), each on a
/// 1 Hz grid of running time by its own rule for missing seconds.
public enum StreamCurves {
  public enum Channel: String, CaseIterable, Sendable {
    case power
    case heartRate = "heart-rate"
    case speed
  }

  /// The curve of `channel`; `nil` when the file records none of it.
  /// - Power: missing seconds between readings are 0 W, readings outside
  ///   0…3000 W count as 0 W (spikes); before the first and after the last
  ///   reading there is no power (left out).
  /// - Speed: a second without speed between readings is standing still, 0 m/s;
  ///   before the first and after the last reading, left out.
  /// - Heart rate: does not drop to 0 when the strap skips: a gap between two
  ///   readings is interpolated (0 bpm is no reading), and the stretches before
  ///   the first and after the last reading are left out.
  public static func curve(_ file: ActivityFile, channel: Channel) -> PowerCurve? {
    let streams = file.streams
    switch channel {
    case .power:
      return power1Hz(file).map { PowerCurve(power1Hz: $0) }
    case .speed:
      guard let values = streams.speed, values.contains(where: { !$0.isNaN }) else { return nil }
      return PowerCurve(power1Hz: streams.oneHertzGrid(values, missing: 0).readingPart.values)
    case .heartRate:
      guard let values = streams.heartRate, values.contains(where: { !$0.isNaN && $0 > 0 }) else { return nil }
      let readings = values.map { $0 > 0 ? $0 : .nan }
      let filled = streams.oneHertzGrid(readings, missing: .nan, interpolatingGapsUpTo: PowerGrid.maximumSeconds)
      return PowerCurve(power1Hz: filled.readingPart.values)
    }
  }

  /// The 1 Hz power the curve is of (spikes as 0 W), `nil` without power.
  static func power1Hz(_ file: ActivityFile) -> [Double]? {
    guard file.streams.power?.contains(where: { !$0.isNaN }) == true, let grid = file.streams.powerOnOneHertzGrid()
    else { return nil }
    return PowerSummary.flaggingSpikes(grid.readingPart.values).power
  }

  /// The file's best efforts after each amount of work (`Durability`), `nil` without power.
  /// - Parameters:
  ///   - file: the activity.
  ///   - afterKilojoules: the amounts of work, kJ.
  ///   - fresh: the whole ride's curve, when already computed.
  public static func durability(_ file: ActivityFile, afterKilojoules: [Double], fresh: PowerCurve? = nil)
    -> Durability?
  {
    power1Hz(file).map { Durability(power1Hz: $0, afterKilojoules: afterKilojoules, fresh: fresh) }
  }
}
