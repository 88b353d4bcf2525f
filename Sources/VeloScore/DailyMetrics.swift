import VeloKernels

/// Everything veloscore derives per calendar day for one athlete, from that
/// day's training and morning readings: the row the store keeps and the batch
/// job writes.
///
/// Composes the models documented in their own files: ``PerformanceManagement``
/// (CTL/ATL/TSB/ramp, Coggan/Banister), ``LoadRatios`` (coupled and EWMA ACWR,
/// Foster monotony and strain), ``DayStrain`` (0–21), ``SleepPerformance`` (need,
/// debt, performance, with the day's strain adding need) and ``RecoveryScore``.
public struct DailyMetrics: Sendable, Equatable, Codable {
  public var date: LocalDate
  /// Sum of the day's training loads (TSS-equivalent).
  public var load: Double
  public var activityCount: Int
  /// Seconds and metres of all the day's activities that give them: 0 on a
  /// day without activities, `nil` on a day whose activities all lack one (a
  /// strength session has no distance: unknown, not 0).
  public var durationSeconds: Double?
  public var distanceMeters: Double?
  public var ctl: Double
  public var atl: Double
  public var tsb: Double
  /// CTL change over the last 7 days (CTL points per week).
  public var rampRate: Double
  /// Coupled 7:28-day ACWR and Williams' EWMA ACWR; `nil` in the 28-day warm-up.
  public var acwr: Double?
  public var acwrEWMA: Double?
  /// Foster's 7-day monotony and strain; `nil` in the warm-up or when loads do not vary.
  public var monotony: Double?
  public var strain: Double?
  /// 0–21 from the day's heart-rate traces; `nil` on days without one.
  public var dayStrain: Double?
  /// 0–100, `nil` unless ``recoveryState`` is `scored`.
  public var recovery: Int?
  public var recoveryState: RecoveryScore.State
  /// Sleep needed tonight and the debt carried into it, hours.
  public var sleepNeed: Double
  public var sleepDebt: Double
  /// 0–100 hours asleep vs need; `nil` without a sleep reading.
  public var sleepPerformance: Double?

  public init(
    date: LocalDate, load: Double, activityCount: Int, durationSeconds: Double?, distanceMeters: Double?,
    ctl: Double, atl: Double, tsb: Double, rampRate: Double, acwr: Double?, acwrEWMA: Double?, monotony: Double?,
    strain: Double?, dayStrain: Double?, recovery: Int?, recoveryState: RecoveryScore.State, sleepNeed: Double,
    sleepDebt: Double, sleepPerformance: Double?
  ) {
    self.date = date
    self.load = load
    self.activityCount = activityCount
    self.durationSeconds = durationSeconds
    self.distanceMeters = distanceMeters
    self.ctl = ctl
    self.atl = atl
    self.tsb = tsb
    self.rampRate = rampRate
    self.acwr = acwr
    self.acwrEWMA = acwrEWMA
    self.monotony = monotony
    self.strain = strain
    self.dayStrain = dayStrain
    self.recovery = recovery
    self.recoveryState = recoveryState
    self.sleepNeed = sleepNeed
    self.sleepDebt = sleepDebt
    self.sleepPerformance = sleepPerformance
  }

  /// One athlete's days, consecutive from `start`, as the models take them.
  public struct Inputs: Sendable, Equatable {
    public var start: LocalDate
    public var load: [Double]
    public var activityCount: [Int]
    /// Each day's total over the activities that give one: 0 without
    /// activities, NaN when activities that day all lack it (``accumulate(_:_:firstOfDay:)``).
    public var durationSeconds: [Double]
    public var distanceMeters: [Double]
    /// Banister-weighted heart-rate minutes (``DayStrain/cardioLoad(times:heartRate:rest:max:sex:)``);
    /// `nil` on days without a heart-rate trace.
    public var cardioLoad: [Double?]
    public var wellness: [WellnessReading?]

    /// Empty days from `start` through `last`.
    public init(start: LocalDate, through last: LocalDate) {
      self.start = start
      let n = max(0, last.dayNumber - start.dayNumber + 1)
      load = Array(repeating: 0, count: n)
      activityCount = Array(repeating: 0, count: n)
      durationSeconds = load
      distanceMeters = load
      cardioLoad = Array(repeating: nil, count: n)
      wellness = Array(repeating: nil, count: n)
    }

    public var count: Int { load.count }

    /// Index of `date`, or `nil` outside the range.
    public func index(of date: LocalDate) -> Int? {
      let i = date.dayNumber - start.dayNumber
      return i >= 0 && i < count ? i : nil
    }

    /// Adds one activity to its day (ignored outside the range).
    public mutating func add(
      date: LocalDate, load l: Double?, durationSeconds d: Double?, distanceMeters m: Double?, cardioLoad c: Double?
    ) {
      guard let i = index(of: date) else { return }
      load[i] += l ?? 0
      durationSeconds[i] = Self.accumulate(durationSeconds[i], d, firstOfDay: activityCount[i] == 0)
      distanceMeters[i] = Self.accumulate(distanceMeters[i], m, firstOfDay: activityCount[i] == 0)
      activityCount[i] += 1
      if let c { cardioLoad[i] = (cardioLoad[i] ?? 0) + c }
    }

    /// A day's total after one more activity's `value`: the sum of the values
    /// given, NaN (none) while no activity of the day gave one.
    public static func accumulate(_ total: Double, _ value: Double?, firstOfDay: Bool) -> Double {
      switch (value, firstOfDay) {
      case (nil, true): .nan
      case (nil, false): total
      case (let v?, true): v
      case (let v?, false): total.isNaN ? v : total + v
      }
    }
  }

  /// Computes every day of `inputs`.
  /// - Parameters:
  ///   - inputs: the days' loads, activities and wellness readings, in date order.
  ///   - parameters: the PMC's time constants and starting values (``PMCParameters``).
  ///   - sex: selects the strain weighting (``DayStrain``).
  ///   - baselineSleepNeed: hours (``SleepPerformance``).
  /// - Complexity: O(days · log 60) comparisons (the recovery baselines' sliding windows).
  public static func compute(
    _ inputs: Inputs, sex: Sex?, parameters: PMCParameters = PMCParameters(), baselineSleepNeed: Double = 7.6
  ) -> [DailyMetrics] {
    let n = inputs.count
    guard n > 0 else { return [] }
    let pmc = PerformanceManagement(DailyLoad(start: inputs.start, load: inputs.load), parameters: parameters)
    let ratios = LoadRatios(load: SeriesBatch(count: 1, length: n, values: inputs.load))
    let dayStrain = inputs.cardioLoad.map { $0.map { DayStrain.scale(load: $0, sex: sex) } }
    let nights = SleepPerformance.nights(
      asleep: inputs.wellness.map { $0?.sleepHours }, strain: dayStrain, baselineNeed: baselineSleepNeed)
    let sleepPerformance = nights.map(\.performance)
    func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
    let recoveries = RecoveryScore.series(readings: inputs.wellness, sleepPerformance: sleepPerformance)
    return (0..<n).map { t in
      let recovery = recoveries[t]
      return DailyMetrics(
        date: inputs.start.adding(days: t), load: inputs.load[t], activityCount: inputs.activityCount[t],
        durationSeconds: finite(inputs.durationSeconds[t]), distanceMeters: finite(inputs.distanceMeters[t]),
        ctl: pmc.ctl[t], atl: pmc.atl[t], tsb: pmc.tsb[t], rampRate: pmc.rampRate[t],
        acwr: finite(ratios.acwrCoupled.values[t]), acwrEWMA: finite(ratios.acwrEWMA.values[t]),
        monotony: finite(ratios.monotony.values[t]), strain: finite(ratios.strain.values[t]),
        dayStrain: dayStrain[t], recovery: recovery.score, recoveryState: recovery.state,
        sleepNeed: nights[t].need, sleepDebt: nights[t].debt, sleepPerformance: sleepPerformance[t])
    }
  }
}
