import VeloKernels

/// The sustained efforts of one activity (intervals, as intervals.icu and
/// GoldenCheetah find them) with their figures, and the repeats among them.
///
/// **Detection** (`sustainedRuns(_:atLeast:minimumLength:maximumGap:)`) runs
/// on the activity's elapsed-time 1 Hz grid (pauses as stopped seconds, so
/// starts are seconds from the first sample, as laps and charts count them):
/// - the channel is power when there are readings and an FTP, else a run's
///   speed with a threshold pace, else heart rate with an LTHR;
/// - the level is ``Parameters/intensity`` × that threshold (default 0.88 FTP,
///   the lower edge of Coggan's sweet spot; 0.88 of threshold speed; 0.92 LTHR,
///   Friel's zone 3 of 5, since heart rate lags the effort);
/// - an effort holds the level for at least ``Parameters/minimumSeconds``
///   (30 s), dips of up to ``Parameters/maximumDipSeconds`` (10 s) are bridged
///   when the effort's mean stays at or above the level.
/// Power readings above 3,000 W or below 0 count as 0 W, as in every power metric.
///
/// Sets: see ``IntervalSet``.
public struct ActivityIntervals: Sendable, Equatable, Codable {
  public enum Channel: String, Sendable, Codable, CaseIterable {
    case power, speed, heartRate
  }

  public struct Parameters: Sendable, Equatable {
    /// Fraction of the threshold an effort holds; `nil`: the channel's default.
    public var intensity: Double?
    public var minimumSeconds: Int
    public var maximumDipSeconds: Int
    public init(intensity: Double? = nil, minimumSeconds: Int = 30, maximumDipSeconds: Int = 10) {
      self.intensity = intensity
      self.minimumSeconds = minimumSeconds
      self.maximumDipSeconds = maximumDipSeconds
    }

    /// The default intensity of each channel (fraction of FTP, threshold speed, LTHR).
    public static func defaultIntensity(_ channel: Channel) -> Double {
      channel == .heartRate ? 0.92 : 0.88
    }
    /// The accepted range of ``intensity``.
    public static let intensityRange = 0.5...2.0
  }

  /// One effort. Times are whole seconds from the first sample.
  public struct Interval: Sendable, Equatable, Codable {
    public var startSeconds: Int
    public var durationSeconds: Int
    /// W (with power readings).
    public var averagePower: Double?
    /// W; efforts of 30 s or more.
    public var normalizedPower: Double?
    /// Average power ÷ FTP × 100.
    public var averagePowerPercentOfFTP: Double?
    /// bpm.
    public var averageHeartRate: Double?
    /// Mean heart rate of the effort's second half less that of its first, bpm; efforts of 60 s or more.
    public var heartRateDriftBpm: Double?
    /// rpm (or steps per minute).
    public var averageCadence: Double?
    /// m/s.
    public var averageSpeed: Double?
    /// Work above critical power, Σ max(P − CP, 0) × 1 s, in J (FTP stands in for CP when none is set):
    /// what the effort took out of W′ before any recovery (Skiba 2012).
    public var wPrimeExpendedJoules: Double?
    /// Seconds from this effort's end to the next one's start (`nil` after the last).
    public var recoverySeconds: Int?
    /// Mean power over that recovery, W.
    public var recoveryAveragePower: Double?
  }

  /// The channel the efforts were found on and the level they held (W, m/s or bpm).
  public var channel: Channel
  public var level: Double
  public var intensity: Double
  /// The rule's lengths (``Parameters``), s.
  public var minimumSeconds: Int
  public var maximumDipSeconds: Int
  public var intervals: [Interval]
  public var sets: [IntervalSet]

  /// The efforts of `streams`, or `nil` when no channel has both readings and
  /// its threshold (see the type's documentation).
  public init?(
    streams: ActivityStreams, settings: AthleteSettings, isRun: Bool, parameters: Parameters = Parameters(),
    interpolatingGapsUpTo gapLimit: Int = PowerGrid.standardGapInterpolation
  ) {
    var settings = settings
    settings.dropImplausibleValues()
    func grid(_ column: [Double]?, missing: Double, limit: Int = gapLimit) -> [Double]? {
      guard let column, column.count == streams.time.count, column.contains(where: { !$0.isNaN }) else { return nil }
      return streams.oneHertzGrid(column, missing: missing, interpolatingGapsUpTo: limit, pauses: .zero).power
    }
    let power = grid(streams.power, missing: 0).map { PowerSummary.flaggingSpikes($0).power }
    let heartRate = grid(
      streams.heartRate.map { $0.map { $0 > 0 ? $0 : .nan } }, missing: .nan, limit: ActivityStreams.heartRateGapLimit)
    let speed = grid(streams.speed, missing: 0)
    let chosen: (Channel, [Double], Double)
    if let power, let ftp = settings.ftp {
      chosen = (.power, power, ftp)
    } else if isRun, let speed, let threshold = settings.thresholdSpeed {
      chosen = (.speed, speed, threshold)
    } else if let heartRate, let lthr = settings.lthr {
      chosen = (.heartRate, heartRate, lthr)
    } else {
      return nil
    }
    let (channel, series, threshold) = chosen
    self.channel = channel
    intensity = parameters.intensity ?? Parameters.defaultIntensity(channel)
    level = intensity * threshold
    minimumSeconds = max(1, parameters.minimumSeconds)
    maximumDipSeconds = max(0, parameters.maximumDipSeconds)
    let ranges = sustainedRuns(series, atLeast: level, minimumLength: minimumSeconds, maximumGap: maximumDipSeconds)
    let cadence = grid(streams.cadence, missing: .nan)
    let aboveCP = settings.criticalPower ?? settings.ftp
    intervals = ranges.indices.map { k in
      let r = ranges[k]
      var interval = Interval(startSeconds: r.lowerBound, durationSeconds: r.count)
      if let power {
        let slice = Array(power[r])
        interval.averagePower = slice.reduce(0, +) / Double(slice.count)
        interval.normalizedPower = slice.count >= 30 ? normalizedPower(power1Hz: slice) : nil
        interval.averagePowerPercentOfFTP = settings.ftp.flatMap { ftp in interval.averagePower.map { 100 * $0 / ftp } }
        interval.wPrimeExpendedJoules = aboveCP.map { cp in slice.reduce(0) { $0 + max(0, $1 - cp) } }
        if k + 1 < ranges.count {
          let rest = power[r.upperBound..<ranges[k + 1].lowerBound]
          interval.recoveryAveragePower = rest.isEmpty ? nil : rest.reduce(0, +) / Double(rest.count)
        }
      }
      if k + 1 < ranges.count { interval.recoverySeconds = ranges[k + 1].lowerBound - r.upperBound }
      interval.averageHeartRate = heartRate.flatMap { meanSkippingNaN($0, r) }
      if let heartRate, r.count >= 60 {
        let half = r.lowerBound + r.count / 2
        if let first = meanSkippingNaN(heartRate, r.lowerBound..<half),
          let second = meanSkippingNaN(heartRate, half..<r.upperBound)
        {
          interval.heartRateDriftBpm = second - first
        }
      }
      interval.averageCadence = cadence.flatMap { meanSkippingNaN($0, r) }
      interval.averageSpeed = speed.flatMap { meanSkippingNaN($0, r) }
      return interval
    }
    sets = IntervalSet.grouping(intervals)
  }
}
