import VeloKernels

/// Everything veloscore computes for one activity, given which streams exist
/// and the athlete's settings; a metric whose inputs are missing is absent.
public struct ActivitySummary: Sendable, Equatable, Codable {
  public struct HeartRate: Sendable, Equatable, Codable {
    public var average: Double
    public var max: Double
    /// Friel LTHR zones when LTHR is known, else 50–90 % max-HR zones.
    public var zoneNames: [String]
    public var zoneSeconds: [Int]
    public var banisterTRIMP: Double?
    public var hrTSS: Double?
    public var edwardsTRIMP: Double?
    /// With VT2 = LTHR and VT1 = 0.9·LTHR when no ventilatory thresholds are known.
    public var luciaTRIMP: Double?
    public var efficiencyFactor: Double?
    public var decouplingPercent: Double?
  }

  public struct Running: Sendable, Equatable, Codable {
    /// m/s over the whole grid (stopped time included).
    public var averageSpeed: Double
    /// Normalized graded speed, m/s.
    public var normalizedGradedSpeed: Double?
    public var rTSS: Double?
    /// Mean grade-adjusted speed over the seconds with speed, m/s (`RunningLoad.gradeAdjustedSpeed(speed:grade:)`).
    public var averageGradeAdjustedSpeed: Double?
    /// Efficiency factor of a run and its Pa:HR decoupling, from graded speed and heart rate, with
    /// or without power (`RunEfficiency`).
    public var runningEfficiencyFactor: Double?
    public var paceDecouplingPercent: Double?
    /// Speed per watt per kilogram where running power exists (`RunEfficiency/effectiveness(speed1Hz:power1Hz:weightKg:)`).
    public var runningEffectiveness: Double?
    /// Each kilometre's time, pace, grade-adjusted pace and heart rate (`RunSplits`).
    public var kilometerSplits: [RunSplit]?
  }

  public var sport: String?
  /// Seconds on the 1 Hz grid: timer time (pauses removed) under
  /// ``PauseHandling/remove``, recorded time under ``PauseHandling/zero``.
  public var durationSeconds: Int
  /// First to last sample, pauses included (s).
  public var elapsedSeconds: Int?
  /// The device's timer (s): the clock from the first to the last sample
  /// (last − first) less the stopped stretches inside it, as a FIT session's
  /// `total_timer_time` counts it; a pool swim's lengths summed, rests included
  /// (the device's timer runs over rests at the wall). ``durationSeconds``
  /// counts 1 Hz samples instead, the first second included: at least one more.
  /// `nil` without timed samples or lengths.
  public var timerSeconds: Double?
  /// Seconds the timer was stopped (``ActivityStreams/pauses``), and how they were treated.
  public var pausedSeconds: Int
  public var pauseHandling: PauseHandling
  /// Seconds with power, speed or cadence above 0 (GoldenCheetah's moving-time rule);
  /// `nil` without any of those streams.
  public var movingSeconds: Int?
  /// The gap rule applied: gaps up to this many seconds were interpolated.
  public var interpolatedGapLimit: Int
  public var power: PowerSummary?
  public var heartRate: HeartRate?
  public var running: Running?
  /// Pool swims: lengths, SWOLF, pace, sTSS (``SwimSummary``).
  public var swim: SwimSummary?
  /// Metres covered: a pool swim's lengths, else the span of the cumulative
  /// distance channel (its largest minus its smallest reading, so one leg of
  /// a multisport file counts its own metres); `nil` without either.
  public var distanceMeters: Double?
  /// Metres climbed and descended (``ActivityStreams/elevationGainAndLoss(window:hysteresis:)``).
  public var elevationGain: Double?
  public var elevationLoss: Double?
  /// Time in the three intensity zones and the polarization index
  /// (``IntensityDistribution``): by power with FTP, else by heart rate.
  public var intensityDistribution: IntensityDistribution?
  /// The climbs of the altitude profile (``Climbs``); `nil` without altitude and
  /// distance or speed, and for swims; empty when the profile has none.
  public var climbs: [Climb]?
  public var calories: Double?
  public var caloriesSource: String?
  public var load: TrainingLoad?
  /// The sustained efforts and their sets (``ActivityIntervals``); `nil` when
  /// not looked for or no channel has a threshold.
  public var intervals: ActivityIntervals?
  /// HRV of the beat-to-beat intervals the file records (rMSSD, SDNN, DFA α1 and
  /// the heart rates of its thresholds); `nil` without them. Kept with the
  /// activity (the intervals are not in the stored streams), as a pool swim's lengths are.
  public var beatToBeat: BeatToBeatAnalysis?

  /// - Parameters:
  ///   - streams: the activity's recorded channels.
  ///   - settings: values outside ``InputLimits/thresholds`` count as absent
  ///     (``AthleteSettings/dropImplausibleValues(source:)``), wherever they came from.
  ///   - sport: the activity's sport as its source names it (thresholds for that sport apply).
  ///   - givenRPE: session RPE (0–10) for the load fallback; outside 0…10 it counts as absent.
  ///   - isRun: score as a run (pace and running power), not a ride.
  ///   - convention: the NP convention (``NormalizedPowerConvention``).
  ///   - wPrimeModel: the W′ balance model (``WPrimeBalance/Model``).
  ///   - maxGap: seconds without a reading filled by interpolation
  ///     (``ActivityStreams/oneHertzGrid(_:missing:interpolatingGapsUpTo:pauses:)``).
  ///   - handling: whether paused seconds are cut from the timeline (``PauseHandling``).
  ///   - swimLengths: a pool swim's lengths, as the device recorded them.
  ///   - poolLength: the pool's length in metres, when known.
  ///   - documentOnly: also what only a summary shown or kept whole needs — the
  ///     ``climbs`` and the ``intensityDistribution``; `batch`, whose tables hold
  ///     neither, leaves them out (they were 18 % of its time).
  public init(
    streams: ActivityStreams, settings: AthleteSettings, sport: String? = nil, rpe givenRPE: Double? = nil,
    isRun: Bool = false,
    convention: NormalizedPowerConvention = .coggan, wPrimeModel: WPrimeBalance.Model = .integral,
    interpolatingGapsUpTo maxGap: Int = PowerGrid.standardGapInterpolation, pauses handling: PauseHandling = .remove,
    swimLengths: [SwimSummary.Length] = [], poolLength: Double? = nil, documentOnly: Bool = true
  ) {
    var a = settings
    a.dropImplausibleValues()
    let rpe = givenRPE.flatMap { InputLimits.rpe.contains($0) ? $0 : nil }
    self.sport = sport
    interpolatedGapLimit = maxGap
    pauseHandling = handling
    var hrEstimate: String?
    let powerGrid = streams.powerOnOneHertzGrid(interpolatingGapsUpTo: maxGap, pauses: handling)
    let hasPower = streams.power?.contains { !$0.isNaN } ?? false
    func fullGrid(_ column: [Double]?, missing: Double, gapLimit: Int = maxGap) -> PowerGrid? {
      guard let column, column.contains(where: { !$0.isNaN }) else { return nil }
      return streams.oneHertzGrid(column, missing: missing, interpolatingGapsUpTo: gapLimit, pauses: handling)
    }
    func grid(_ column: [Double]?, missing: Double) -> [Double]? { fullGrid(column, missing: missing)?.power }
    pausedSeconds = Int(checked: streams.pauses.reduce(0) { $0 + max(0, $1.seconds) }.rounded()) ?? 0
    if let first = streams.time.first(where: \.isFinite), let last = streams.time.last(where: \.isFinite) {
      if let span = Int(checked: (last - first).rounded()) { elapsedSeconds = span + 1 }
      if last >= first {
        let stopped = streams.pauses.reduce(0.0) { $0 + max(0, min($1.end, last) - max($1.start, first)) }
        timerSeconds = max(0, last - first - stopped)
      }
    }
    if let (gain, loss) = streams.elevationGainAndLoss() {
      elevationGain = gain
      elevationLoss = loss
    }
    // 0 bpm (a strap off, FIT's invalid value decoded as 0) is no reading; so is a second without one.
    let hr = fullGrid(
      streams.heartRate.map { $0.map { $0 > 0 ? $0 : .nan } }, missing: .nan,
      gapLimit: ActivityStreams.heartRateGapLimit)?.power
    let speedFull = fullGrid(streams.speed, missing: 0)
    let speedGrid = speedFull?.power
    // Records without readings (a pool swim): their span.
    let span = (elapsedSeconds ?? 0) - (handling == .remove ? pausedSeconds : 0)
    durationSeconds = powerGrid?.power.count ?? hr?.count ?? speedGrid?.count ?? max(0, span)
    let movers = [hasPower ? powerGrid?.power : nil, speedGrid, grid(streams.cadence, missing: 0)].compactMap { $0 }
    if let first = movers.first {
      movingSeconds = first.indices.filter { i in movers.contains { i < $0.count && $0[i] > 0 } }.count
    }
    // The seconds with power (``PowerGrid/readingPart``), for the power metrics and decoupling: copied once.
    let powered = hasPower ? powerGrid?.readingPart : nil
    if let g = powerGrid, let powered {
      power = PowerSummary(
        power1Hz: powered.values, ftp: a.ftp, convention: convention, criticalPower: a.criticalPower, wPrime: a.wPrime,
        wPrimeModel: wPrimeModel,
        segmentStarts: powered.segmentStarts)
      power?.noPowerSeconds = g.unreadSeconds
    }
    if let hr, let avg = meanSkippingNaN(hr) {
      var h = HeartRate(average: avg, max: hr.filter { !$0.isNaN }.max() ?? avg, zoneNames: [], zoneSeconds: [])
      if let lthr = a.lthr {
        h.zoneNames = HeartRateZones.frielNames
        h.zoneSeconds = HeartRateZones.seconds(heartRate1Hz: hr, edges: HeartRateZones.frielLTHR, reference: lthr)
        h.luciaTRIMP = HeartRateLoad.luciaTRIMP(heartRate1Hz: hr, vt1: 0.9 * lthr, vt2: lthr)
      } else if let maxHR = a.maxHeartRate {
        h.zoneNames = ["below 50 %", "50–60 %", "60–70 %", "70–80 %", "80–90 %", "90–100 %"]
        h.zoneSeconds = HeartRateZones.seconds(heartRate1Hz: hr, edges: HeartRateZones.maxHR, reference: maxHR)
      }
      if let maxHR = a.maxHeartRate { h.edwardsTRIMP = HeartRateLoad.edwardsTRIMP(heartRate1Hz: hr, max: maxHR) }
      if let maxHR = a.maxHeartRate, let rest = a.restingHeartRate, maxHR > rest {
        let sex = a.sex ?? .male
        h.banisterTRIMP = HeartRateLoad.banisterTRIMP(heartRate1Hz: hr, rest: rest, max: maxHR, sex: sex)
        if let lthr = a.lthr, lthr > rest, lthr <= maxHR {
          h.hrTSS = HeartRateLoad.hrTSS(heartRate1Hz: hr, rest: rest, max: maxHR, lthr: lthr, sex: sex)
        }
      }
      // No other load source and thresholds missing: estimate them (tagged) rather than score 0.
      // An RPE the athlete gave beats thresholds we would have to guess.
      let otherLoad =
        power?.metrics.trainingStressScore != nil || (isRun && a.thresholdSpeed != nil) || rpe != nil
        || (poolLength != nil && a.thresholdSwimPace != nil)
      if h.hrTSS == nil, !otherLoad, let e = ThresholdEstimate.heartRate(a, age: a.age),
        let maxHR = e.settings.maxHeartRate, let rest = e.settings.restingHeartRate, let lthr = e.settings.lthr
      {
        let estimated = HeartRateLoad.hrTSS(heartRate1Hz: hr, rest: rest, max: maxHR, lthr: lthr, sex: a.sex ?? .male)
        let held = ThresholdEstimate.capped(estimated, seconds: hr.count)
        h.hrTSS = held.load
        hrEstimate = (e.notes + (held.note.map { [$0] } ?? [])).joined(separator: "; ")
      }
      if let g = powerGrid, let powered, g.power.count == hr.count {
        // Over the seconds with power only; spikes count as 0 W here too, as in every other power metric.
        let heartRate = Array(hr[g.readingSeconds])
        if let np = power?.metrics.normalizedPower {
          h.efficiencyFactor = Efficiency.factor(normalizedPower: np, heartRate1Hz: heartRate)
        }
        h.decouplingPercent = Efficiency.decoupling(
          power1Hz: PowerSummary.flaggingSpikes(powered.values).power, heartRate1Hz: heartRate)
      }
      heartRate = h
    }
    // Read by the run's grade and splits and by the climbs: each put on the grid once, when first asked.
    lazy var altitude1Hz = grid(streams.altitude, missing: .nan)
    lazy var distance1Hz = grid(streams.distance, missing: .nan)
    lazy var powerReadings = hasPower ? powerGrid.map(Self.readings) : nil
    if isRun, let full = speedFull, !full.readingSeconds.isEmpty {
      // From the first to the last speed reading: before and after it there is no speed, not 0 m/s.
      let range = full.readingSeconds
      let speed = Array(full.power[range])
      var gradeSeries = Array(repeating: 0.0, count: speed.count)
      if let recorded = grid(streams.grade, missing: 0), recorded.count == full.power.count {
        gradeSeries = recorded[range].map { $0 / 100 }  // the device's own gradient, percent
      } else if let alt = altitude1Hz, let dist = distance1Hz, alt.count == full.power.count,
        dist.count == full.power.count
      {
        gradeSeries = RunningLoad.grade(altitude: Array(alt[range]), distance: Array(dist[range]))
      }
      let gap = RunningLoad.gradeAdjustedSpeed(speed: speed, grade: gradeSeries)
      let ngs = RunningLoad.normalizedGradedSpeed(gradeAdjustedSpeed: gap)
      var r = Running(averageSpeed: speed.reduce(0, +) / Double(max(1, speed.count)), normalizedGradedSpeed: ngs)
      r.averageGradeAdjustedSpeed = gap.isEmpty ? nil : gap.reduce(0, +) / Double(gap.count)
      let distance = distance1Hz.flatMap {
        $0.count == full.power.count ? Array($0[range]) : nil
      }
      let splits = RunSplits.perKilometer(
        distance: distance, speed: speed, gradeAdjustedSpeed: gap,
        heartRate: hr.flatMap { $0.count == full.power.count ? Array($0[range]) : nil })
      r.kilometerSplits = splits.isEmpty ? nil : splits
      if let hr, hr.count == full.power.count {
        let heartRate = Array(hr[range])
        r.runningEfficiencyFactor = ngs.flatMap {
          RunEfficiency.factor(normalizedGradedSpeed: $0, heartRate1Hz: heartRate)
        }
        r.paceDecouplingPercent = RunEfficiency.decoupling(gradeAdjustedSpeed: gap, heartRate1Hz: heartRate)
      }
      if let watts = powerReadings, watts.count == full.power.count {
        r.runningEffectiveness = RunEfficiency.effectiveness(
          speed1Hz: speed, power1Hz: Array(watts[range]), weightKg: a.weight)
      }
      if let ngs, let threshold = a.thresholdSpeed {
        r.rTSS = RunningLoad.rTSS(normalizedGradedSpeed: ngs, seconds: speed.count, thresholdSpeed: threshold)
      }
      running = r
    }
    if let pool = poolLength,
      let s = SwimSummary(lengths: swimLengths, poolLength: pool, thresholdPace: a.thresholdSwimPace)
    {
      swim = s
      movingSeconds = Int(checked: s.movingSeconds.rounded())  // rest at the wall is not moving
      if let average = Self.heartRateOverActiveLengths(streams, lengths: swimLengths) { heartRate?.average = average }
      if let timer = SwimSummary.timerSeconds(lengths: s.lengths, pauses: streams.pauses), timer > 0 {
        timerSeconds = timer
        // Records without timestamps (an FR910XT's) leave no grid: the swim lasts its timer, never 0 s.
        if durationSeconds == 0 { durationSeconds = Int(checked: timer.rounded()) ?? 0 }
        // Lengths that overlap a timer stop (an FR910XT's) must not make moving time exceed the timer.
        if let moving = movingSeconds, Double(moving) > timer { movingSeconds = Int(checked: timer.rounded(.down)) }
      }
    }
    if swim == nil, sport?.contains("swim") == true, let seconds = streams.movingSecondsByDistance() {
      movingSeconds = Int(checked: seconds.rounded())  // open water, TCX/GPX swims: by distance covered
    }
    if documentOnly {
      intensityDistribution =
        powered.flatMap { IntensityDistribution.power($0.values, ftp: a.ftp) }
        ?? hr.flatMap { IntensityDistribution.heartRate($0, lthr: a.lthr, maxHeartRate: a.maxHeartRate) }
    }
    if documentOnly, sport?.contains("swim") != true {
      climbs = Self.climbs(
        altitude: altitude1Hz, distance: distance1Hz ?? speedGrid.map(Self.cumulativeMeters), power: powerReadings,
        heartRate: hr)
    }
    let covered = streams.distance?.filter(\.isFinite) ?? []
    distanceMeters = swim?.distance ?? (covered.isEmpty ? nil : covered.max()! - covered.min()!)
    if let energy = Calories.estimate(
      sport: sport, isRun: isRun, seconds: durationSeconds, workKilojoules: power?.metrics.workKilojoules,
      distanceMeters: distanceMeters,
      heartRate1Hz: hr, settings: a, rpe: rpe)
    {
      calories = energy.kcal
      caloriesSource = energy.source
    }
    load = TrainingLoad.choose(
      powerTSS: power?.metrics.trainingStressScore, sTSS: swim?.sTSS, hrTSS: heartRate?.hrTSS, rTSS: running?.rTSS,
      rpe: rpe,
      minutes: Double(durationSeconds) / 60)
    if load?.source == .heartRate, let hrEstimate, !hrEstimate.isEmpty { load?.estimate = hrEstimate }
  }

  /// A pool swim's average heart rate as the device counts it: the readings
  /// taken during active lengths (from each length's start for its timer time),
  /// rests at the wall left out. `nil` without length start times or readings in them.
  static func heartRateOverActiveLengths(_ streams: ActivityStreams, lengths: [SwimSummary.Length]) -> Double? {
    guard let hr = streams.heartRate else { return nil }
    let intervals = lengths.compactMap { l -> (Double, Double)? in
      guard l.active, let start = l.start, start.isFinite, l.seconds.isFinite, l.seconds > 0 else { return nil }
      return (start, start + l.seconds)
    }.sorted { $0.0 < $1.0 }
    guard !intervals.isEmpty else { return nil }
    var sum = 0.0
    var count = 0
    var k = 0
    for (i, t) in streams.time.enumerated() where t.isFinite && i < hr.count && hr[i] > 0 {
      while k < intervals.count && intervals[k].1 <= t { k += 1 }
      if k < intervals.count && intervals[k].0 <= t {
        sum += hr[i]
        count += 1
      }
    }
    return count > 0 ? sum / Double(count) : nil
  }

  /// ``Climbs/find(altitude:distance:power:heartRate:)`` on grids of one length; `nil` without altitude or distance.
  static func climbs(altitude: [Double]?, distance: [Double]?, power: [Double]?, heartRate: [Double]?) -> [Climb]? {
    guard let altitude, let distance, altitude.count == distance.count else { return nil }
    return Climbs.find(
      altitude: altitude, distance: distance, power: power?.count == altitude.count ? power : nil,
      heartRate: heartRate?.count == altitude.count ? heartRate : nil)
  }

  /// Metres covered by each second of a 1 Hz speed grid (m/s), summed.
  static func cumulativeMeters(_ speed: [Double]) -> [Double] {
    var total = 0.0
    return speed.map { v in
      total += v.isFinite ? v : 0
      return total
    }
  }

  /// A power grid's watts, NaN outside its readings (a meter paired late is no reading, not 0 W).
  static func readings(_ grid: PowerGrid) -> [Double] {
    grid.power.indices.map { grid.readingSeconds.contains($0) ? grid.power[$0] : .nan }
  }
}
