/// How well an executed activity followed a structured workout, step by step.
///
/// 1. **Channel.** The workout's first step with a target decides it: power
///    for % FTP and watts (FTP needed for % FTP), speed for pace and % threshold
///    pace (threshold pace needed for the latter), heart rate for bpm and % LTHR
///    (LTHR needed). Steps of another kind, RPE and open steps are not graded.
/// 2. **Targets** per second in the channel's unit: a value is a band of
///    ± `tolerance` of the threshold (± 5 % FTP, ± 3 % of threshold speed,
///    ± 3 % LTHR; ± 5 bpm or ± 5 % of the value without one); a band is itself; a
///    ramp moves second by second with the same tolerance.
/// 3. **Alignment.** The prescription is slid along the activity's elapsed
///    1 Hz series (pauses as stopped seconds) to the start that minimises the
///    mean squared difference from the targets' middles over graded seconds
///    (every 5 s, then to the second around the best); an activity shorter
///    than the workout starts it at 0 s.
/// 4. **Grading.** A second of an active step is in target inside its band; a
///    second of a warm-up, recovery, rest or cool-down step is in target at or
///    below its band's top (easy means easy; easier is fine). A step's
///    compliance is its seconds in target over its planned seconds (seconds
///    past the activity's end count as missed); the score is the planned-seconds
///    weighted mean over graded steps, 0–100.
public struct WorkoutCompliance: Sendable, Equatable, Codable {
  public struct Step: Sendable, Equatable, Codable {
    /// 1-based, in the order done (repeats written out).
    public var number: Int
    public var intensity: StructuredWorkout.Intensity
    /// Where the step starts in the activity, s from its first sample.
    public var startSeconds: Int
    public var durationSeconds: Int
    /// Seconds of the step the activity covered.
    public var executedSeconds: Int
    /// The band's middle in the channel's unit (W, m/s, bpm); a ramp's mean.
    public var targetValue: Double
    public var targetLow: Double
    public var targetHigh: Double
    /// The executed mean over the covered seconds, and as % of ``targetValue``.
    public var executedAverage: Double?
    public var averagePercentOfTarget: Double?
    /// % of the planned seconds in target.
    public var timeInTargetPercent: Double
  }

  public var channel: ActivityIntervals.Channel
  /// Where the workout was found to start in the activity, s.
  public var offsetSeconds: Int
  /// Graded steps only.
  public var gradedSteps: [Step]
  /// 0–100: planned-seconds weighted mean of the steps' time in target.
  public var complianceScore: Double

  /// The tolerance of a single-value target, as a fraction of the channel's threshold.
  public static func tolerance(_ channel: ActivityIntervals.Channel) -> Double { channel == .power ? 0.05 : 0.03 }

  /// The compliance of `streams` with `workout`; `nil` when no step can be
  /// graded (no targets, or the thresholds they need, or no readings).
  public init?(workout: StructuredWorkout, streams: ActivityStreams, settings: AthleteSettings) {
    var a = settings
    a.dropImplausibleValues()
    let steps = workout.flattened
    guard let first = steps.compactMap(\.target).first(where: { Self.channel(of: $0.kind) != nil }),
      let channel = Self.channel(of: first.kind)
    else {
      return nil
    }
    let column: [Double]?
    switch channel {
    case .power: column = streams.power.map { $0.map { $0.isNaN ? 0 : $0 } }
    case .speed: column = streams.speed
    case .heartRate: column = streams.heartRate.map { $0.map { $0 > 0 ? $0 : .nan } }
    }
    guard let column, column.count == streams.time.count, column.contains(where: { $0.isFinite }) else { return nil }
    var executed = streams.oneHertzGrid(
      column, missing: channel == .heartRate ? .nan : 0, interpolatingGapsUpTo: PowerGrid.standardGapInterpolation,
      pauses: .zero
    ).power
    if channel == .power { executed = PowerSummary.flaggingSpikes(executed).power }
    // The prescription second by second: (step index, low, high), nil where ungraded.
    var plan: [(step: Int, low: Double, high: Double)?] = []
    var lengths: [Int] = []
    for (k, step) in steps.enumerated() {
      let length = max(1, Int((StructuredWorkout.seconds(of: step, settings: a) ?? 0).rounded()))
      lengths.append(length)
      for s in 0..<length {
        plan.append(
          step.target.flatMap { t in Self.band(t, at: (Double(s) + 0.5) / Double(length), channel: channel, settings: a)
          }.map { (k, $0.0, $0.1) })
      }
    }
    guard plan.contains(where: { $0 != nil }) else { return nil }
    let offset = Self.bestOffset(plan.map { $0.map { ($0.low + $0.high) / 2 } }, executed)
    var graded: [Step] = []
    var start = offset
    for (k, step) in steps.enumerated() {
      defer { start += lengths[k] }
      let seconds = plan[(start - offset)..<(start - offset + lengths[k])]
      guard seconds.first! != nil else { continue }
      var inTarget = 0
      var covered = 0
      var sum = 0.0
      var count = 0
      var middle = 0.0
      var low = Double.infinity
      var high = -Double.infinity
      let easy = step.resolvedIntensity != .active
      for (i, band) in seconds.enumerated() {
        let b = band!
        middle += (b.low + b.high) / 2
        (low, high) = (min(low, b.low), max(high, b.high))
        let t = start + i
        guard t < executed.count else { continue }
        covered += 1
        let v = executed[t]
        guard v.isFinite else { continue }
        sum += v
        count += 1
        if (easy || v >= b.low) && v <= b.high { inTarget += 1 }
      }
      middle /= Double(seconds.count)
      let average = count > 0 ? sum / Double(count) : nil
      graded.append(
        Step(
          number: k + 1, intensity: step.resolvedIntensity, startSeconds: start, durationSeconds: lengths[k],
          executedSeconds: covered,
          targetValue: middle, targetLow: low, targetHigh: high, executedAverage: average,
          averagePercentOfTarget: average.map { 100 * $0 / middle },
          timeInTargetPercent: 100 * Double(inTarget) / Double(lengths[k])))
    }
    self.channel = channel
    offsetSeconds = offset
    gradedSteps = graded
    let total = graded.reduce(0) { $0 + $1.durationSeconds }
    complianceScore =
      total == 0 ? 0 : graded.reduce(0) { $0 + $1.timeInTargetPercent * Double($1.durationSeconds) } / Double(total)
  }

  static func channel(of kind: StructuredWorkout.Target.Kind) -> ActivityIntervals.Channel? {
    switch kind {
    case .percentFTP, .watts: return .power
    case .pace, .percentThresholdPace: return .speed
    case .heartRate, .percentLTHR: return .heartRate
    case .rpe: return nil
    }
  }

  /// The band of target `t` at fraction `f` of its step, in the channel's unit; `nil` when ungraded.
  static func band(
    _ t: StructuredWorkout.Target, at f: Double, channel: ActivityIntervals.Channel, settings a: AthleteSettings
  ) -> (Double, Double)? {
    guard Self.channel(of: t.kind) == channel else { return nil }
    func convert(_ v: Double) -> Double? {
      switch t.kind {
      case .percentFTP: return a.ftp.map { v / 100 * $0 }
      case .watts, .heartRate: return v
      case .pace: return 1000 / v
      case .percentThresholdPace: return a.thresholdSpeed.map { v / 100 * $0 }
      case .percentLTHR: return a.lthr.map { v / 100 * $0 }
      case .rpe: return nil
      }
    }
    let threshold: Double? = channel == .power ? a.ftp : channel == .speed ? a.thresholdSpeed : a.lthr
    if t.high != nil, !t.isRamp, let lo = convert(t.low), let hi = convert(t.high!) {
      return (min(lo, hi), max(lo, hi))
    }
    guard let v = convert(t.value(at: f)) else { return nil }
    let half = threshold.map { tolerance(channel) * $0 } ?? (channel == .heartRate ? 5 : 0.05 * v)
    return (v - half, v + half)
  }

  /// The start (s) at which `plan` (NaN-free middles, `nil` ungraded) best matches `x`.
  static func bestOffset(_ plan: [Double?], _ x: [Double]) -> Int {
    let last = max(0, x.count - plan.count)
    func cost(_ o: Int) -> Double {
      var sum = 0.0
      var n = 0
      for (i, p) in plan.enumerated() {
        guard let p else { continue }
        let v = o + i < x.count ? x[o + i] : 0
        guard v.isFinite else { continue }
        sum += (v - p) * (v - p)
        n += 1
      }
      return n == 0 ? .infinity : sum / Double(n)
    }
    var best = 0
    var bestCost = cost(0)
    for o in stride(from: 5, through: last, by: 5) {
      let c = cost(o)
      if c < bestCost { (best, bestCost) = (o, c) }
    }
    for o in max(0, best - 4)...min(last, best + 4) {
      let c = cost(o)
      if c < bestCost { (best, bestCost) = (o, c) }
    }
    return best
  }
}
