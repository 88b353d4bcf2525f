import VeloKernels

/// Power metrics of one activity sampled at 1 Hz.
///
/// Definitions (Allen & Coggan, *Training and Racing with a Power Meter*, 2010):
/// - average power `P̄ = (1/n) Σ P_i` (W), zeros (coasting) included;
/// - work `W = Σ P_i · 1 s / 1000` (kJ);
/// - NP, see `normalizedPower(power1Hz:convention:)` (W);
/// - intensity factor `IF = NP / FTP` (dimensionless);
/// - training stress score `TSS = (s · NP · IF) / (FTP · 3600) · 100`, `s` the
///   duration in seconds (every sample, stopped time included), so one hour at
///   FTP scores exactly 100;
/// - variability index `VI = NP / P̄`.
public struct ActivityMetrics: Sendable, Equatable, Codable {
  /// Samples (= seconds at 1 Hz).
  public var durationSeconds: Int
  /// Threshold the ratios are relative to (W); `nil` without one (no IF, TSS).
  public var ftp: Double?
  public var convention: NormalizedPowerConvention
  public var averagePower: Double?
  public var maxPower: Double?
  public var normalizedPower: Double?
  public var intensityFactor: Double?
  public var trainingStressScore: Double?
  public var workKilojoules: Double
  public var variabilityIndex: Double?

  /// Computes the metrics.
  ///
  /// - Parameters:
  ///   - power1Hz: watts, one value per second; stopped time as zeros.
  ///   - ftp: functional threshold power in watts, `> 0`; `nil` leaves IF and TSS out.
  ///   - convention: the published NP convention followed (``NormalizedPowerConvention``).
  ///   - segmentStarts: stretches of running time (``PowerGrid/segmentStarts``):
  ///     NP's 30 s windows do not reach across a pause.
  /// Edge cases: an empty stream gives `nil` averages and zero work; a stream
  /// shorter than the NP window (30 s, `.coggan`) gives `nil` NP, IF, TSS and VI;
  /// zero average power gives `nil` VI.
  public init(
    power1Hz: [Double], ftp: Double?, convention: NormalizedPowerConvention = .coggan, segmentStarts: [Int] = [0]
  ) {
    if let ftp { precondition(ftp > 0 && ftp.isFinite, "FTP must be a positive number of watts, got \(ftp)") }
    self.ftp = ftp
    self.convention = convention
    durationSeconds = power1Hz.count
    let total = power1Hz.reduce(0, +)
    workKilojoules = total / 1000
    averagePower = power1Hz.isEmpty ? nil : total / Double(power1Hz.count)
    maxPower = power1Hz.max()
    let np = VeloScore.normalizedPower(power1Hz: power1Hz, convention: convention, segmentStarts: segmentStarts)
    normalizedPower = np
    if let np {
      if let ftp {
        let intensity = np / ftp
        intensityFactor = intensity
        trainingStressScore = Double(power1Hz.count) * np * intensity / (ftp * 3600) * 100
      }
      if let avg = averagePower, avg > 0 { variabilityIndex = np / avg }
    }
  }
}
