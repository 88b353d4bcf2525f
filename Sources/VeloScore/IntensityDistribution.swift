import Foundation
import VeloKernels

/// Time in the three intensity zones of endurance research and the
/// polarization index of that distribution.
///
/// Zones (Seiler & Kjerland 2006, Scand J Med Sci Sports 16:49; Seiler 2010,
/// Int J Sports Physiol Perform 5:276): 1 below the first ventilatory or
/// lactate threshold, 2 between the thresholds, 3 above the second. Anchors:
/// - heart rate with LTHR: VT2 = LTHR, VT1 = 0.9 × LTHR (as veloscore's Lucia
///   TRIMP takes them without measured thresholds); with only a maximum: VT1 =
///   82 % and VT2 = 87 % of it (Seiler & Kjerland's heart-rate boundaries);
/// - power with FTP: LT2 = FTP (Coggan's threshold), LT1 = 75 % of FTP (the
///   top of Coggan's endurance zone).
///
/// Polarization index (Treff et al. 2019, Front Physiol 10:707):
/// `PI = log10(z1 / z2 × z3 × 100)` with `z` each zone's fraction of the time
/// (arbitrary units; above 2.00 a distribution is polarized). A zone 2 of 0
/// counts as 0.01, as Treff et al. do; without time in zone 3 there is none.
public struct IntensityDistribution: Sendable, Equatable, Codable {
  public enum Basis: String, Sendable, Codable {
    case heartRate, power
  }

  public var basis: Basis
  /// The boundaries between zones 1 and 2 and between 2 and 3 (bpm or W).
  public var firstThreshold: Double
  public var secondThreshold: Double
  /// Seconds in zones 1, 2 and 3 (seconds with a reading only).
  public var intensitySeconds: [Int]
  public var polarizationIndex: Double?

  public init(basis: Basis, firstThreshold: Double, secondThreshold: Double, intensitySeconds: [Int]) {
    self.basis = basis
    self.firstThreshold = firstThreshold
    self.secondThreshold = secondThreshold
    self.intensitySeconds = intensitySeconds
    polarizationIndex = Self.polarizationIndex(intensitySeconds)
  }

  /// Treff et al.'s index of seconds in zones 1, 2, 3; `nil` without time in zone 3 or at all.
  public static func polarizationIndex(_ seconds: [Int]) -> Double? {
    guard seconds.count == 3, seconds.allSatisfy({ $0 >= 0 }) else { return nil }
    let total = Double(seconds.reduce(0, +))
    guard total > 0, seconds[2] > 0 else { return nil }
    let z = seconds.map { Double($0) / total }
    return log10(z[0] / (z[1] > 0 ? z[1] : 0.01) * z[2] * 100)
  }

  /// From a 1 Hz heart-rate series (NaN: no reading); `nil` without a finite LTHR or max HR, or readings.
  public static func heartRate(_ heartRate1Hz: [Double], lthr: Double?, maxHeartRate: Double?) -> Self? {
    let bounds: (Double, Double)
    if let lthr, lthr > 0, lthr.isFinite {
      bounds = (0.9 * lthr, lthr)
    } else if let maxHeartRate, maxHeartRate > 0, maxHeartRate.isFinite {
      bounds = (0.82 * maxHeartRate, 0.87 * maxHeartRate)
    } else {
      return nil
    }
    return distribution(heartRate1Hz, basis: .heartRate, bounds: bounds)
  }

  /// From 1 Hz watts over the seconds with power; `nil` without a finite FTP or readings.
  public static func power(_ power1Hz: [Double], ftp: Double?) -> Self? {
    guard let ftp, ftp > 0, ftp.isFinite else { return nil }
    return distribution(power1Hz, basis: .power, bounds: (0.75 * ftp, ftp))
  }

  /// Zone 1 below the first bound, zone 3 above the second, zone 2 from one to the other
  /// (the second bound included: `binCounts`' next edge is the double just above it).
  static func distribution(_ x: [Double], basis: Basis, bounds: (Double, Double)) -> Self? {
    let seconds = binCounts(x, edges: [bounds.0, bounds.1.nextUp])
    guard seconds.reduce(0, +) > 0 else { return nil }
    return Self(basis: basis, firstThreshold: bounds.0, secondThreshold: bounds.1, intensitySeconds: seconds)
  }
}
