/// Everything the power toolbox says about one ride, given what the athlete's
/// settings allow: metrics always; BikeScore and W′ balance only with CP (and W′).
/// Missing inputs leave a metric absent, never 0.
public struct PowerSummary: Sendable, Equatable, Codable {
  public struct Peak: Sendable, Equatable, Codable {
    public var seconds: Int
    public var watts: Double
  }

  public struct ZoneTime: Sendable, Equatable, Codable {
    public var name: String
    /// Watts at the zone's lower edge.
    public var fromWatts: Double
    public var seconds: Int
  }

  public struct WPrime: Sendable, Equatable, Codable {
    public var model: WPrimeBalance.Model
    public var criticalPower: Double
    public var wPrime: Double
    public var tau: Double?
    public var minimum: Double?
    public var matchesBurned: Int
  }

  public var metrics: ActivityMetrics
  public var xPower: Double?
  public var bikeScore: Double?
  public var peaks: [Peak]
  public var zones: [ZoneTime]
  public var wPrimeBalance: WPrime?
  /// Samples above `spikeLimit` or below 0 W, counted as 0 W (flagged, not deleted).
  public var flaggedSamples: Int
  public var spikeLimit: Double
  /// Seconds of the activity outside the power meter's readings (before its
  /// first, after its last: paired late, or stopped for good), left out of
  /// every power metric, as devices score only the seconds they have power for.
  /// `nil` in summaries scored before veloscore 0.6.
  public var noPowerSeconds: Int?

  /// Readings above this many watts are sensor spikes by default.
  public static let defaultSpikeLimit = 3000.0

  /// Power with readings above `limit` or below 0 W set to 0 W (flagged, not
  /// deleted: the second is kept as stopped time), and how many were flagged.
  public static func flaggingSpikes(_ power1Hz: [Double], limit: Double = defaultSpikeLimit) -> (
    power: [Double], flagged: Int
  ) {
    var flagged = 0
    let power = power1Hz.map { p -> Double in
      guard p > limit || p < 0 else { return p }
      flagged += 1
      return 0
    }
    return (power, flagged)
  }

  /// - Parameters:
  ///   - power1Hz: the 1 Hz grid (stopped time 0 W).
  ///   - spikeLimit: readings above it (default 3000 W) are sensor spikes: they
  ///     count as 0 W everywhere so they cannot become a peak or inflate NP.
  ///   - ftp: `nil` leaves IF, TSS and the zones out; everything else needs no threshold.
  ///   - convention: the NP convention (``NormalizedPowerConvention``).
  ///   - criticalPower: CP in watts, for W′ balance (`nil`: none).
  ///   - wPrime: W′ in joules, for W′ balance (`nil`: none).
  ///   - wPrimeModel: the W′ balance model (``WPrimeBalance/Model``).
  ///   - segmentStarts: stretches of running time between pauses (``PowerGrid/segmentStarts``).
  public init(
    power1Hz: [Double], ftp: Double?, convention: NormalizedPowerConvention = .coggan,
    criticalPower: Double? = nil, wPrime: Double? = nil, wPrimeModel: WPrimeBalance.Model = .integral,
    spikeLimit: Double = PowerSummary.defaultSpikeLimit, segmentStarts: [Int] = [0]
  ) {
    let (power, flagged) = Self.flaggingSpikes(power1Hz, limit: spikeLimit)
    flaggedSamples = flagged
    self.spikeLimit = spikeLimit
    metrics = ActivityMetrics(power1Hz: power, ftp: ftp, convention: convention, segmentStarts: segmentStarts)
    let xp = VeloScore.xPower(power1Hz: power)
    xPower = xp
    if let cp = criticalPower, let xp, cp > 0 {
      bikeScore = VeloScore.bikeScore(xPower: xp, seconds: power.count, criticalPower: cp)
    }
    peaks = PowerCurve.standardDurations.compactMap { d in
      PowerCurve.peak(power1Hz: power, seconds: d).map { Peak(seconds: d, watts: $0) }
    }
    zones = []
    if let ftp {
      let zoneModel = PowerZones.coggan
      let seconds = zoneModel.seconds(power1Hz: power, ftp: ftp)
      zones = zoneModel.names.indices.map { i in
        ZoneTime(
          name: zoneModel.names[i], fromWatts: i == 0 ? 0 : zoneModel.boundaries[i - 1] * ftp, seconds: seconds[i])
      }
    }
    if let cp = criticalPower, let w = wPrime, cp > 0, w > 0, !power.isEmpty {
      let b = WPrimeBalance(power1Hz: power, cp: cp, wPrime: w, model: wPrimeModel)
      wPrimeBalance = WPrime(
        model: wPrimeModel, criticalPower: cp, wPrime: w, tau: b.tau, minimum: b.minimum, matchesBurned: b.matchesBurned
      )
    }
  }
}
