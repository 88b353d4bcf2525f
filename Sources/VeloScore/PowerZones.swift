import VeloKernels

/// Power zones as fractions of FTP and the time spent in each.
public struct PowerZones: Sendable, Equatable {
  /// Lower bounds of zones 2…k as fractions of FTP (zone 1 starts at 0).
  public var boundaries: [Double]
  public var names: [String]

  /// Coggan's seven levels (Allen & Coggan 2010, table 3.1): Active Recovery
  /// < 56 %, Endurance 56–75 %, Tempo 76–90 %, Lactate Threshold 91–105 %,
  /// VO₂max 106–120 %, Anaerobic Capacity 121–150 %, Neuromuscular > 150 %.
  /// Edges are taken at 56, 76, 91, 106, 121, 151 % (a sample at exactly 55.5 %
  /// is zone 1).
  public static let coggan = PowerZones(
    boundaries: [0.56, 0.76, 0.91, 1.06, 1.21, 1.51],
    names: [
      "Z1 Active Recovery", "Z2 Endurance", "Z3 Tempo", "Z4 Threshold", "Z5 VO2max", "Z6 Anaerobic", "Z7 Neuromuscular",
    ])

  public init(boundaries: [Double], names: [String]) {
    precondition(names.count == boundaries.count + 1, "zones need one name per zone")
    self.boundaries = boundaries
    self.names = names
  }

  /// Seconds in each zone for a 1 Hz power stream.
  public func seconds(power1Hz: [Double], ftp: Double) -> [Int] {
    binCounts(power1Hz, edges: boundaries.map { $0 * ftp })
  }
}
