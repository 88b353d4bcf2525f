import VeloKernels

/// One athlete's history as a calendar of consecutive local days with no
/// holes: a day without a workout has load, time, distance and calories 0; a
/// day without a wellness reading has NaN (missing, not 0) in those columns.
public struct AthleteDays: Sendable, Equatable {
  public var start: LocalDate
  public var count: Int
  /// Training load (TSS) per day, all sports.
  public var load: [Double]
  /// Load per day by sport (each sums into ``load``).
  public var loadBySport: [String: [Double]]
  /// Seconds, metres and kcal of training per day.
  public var durationSeconds: [Double]
  public var distanceMeters: [Double]
  public var calories: [Double]
  /// Wellness columns (NaN = no reading that day).
  public var rmssd: [Double]
  public var restingHeartRate: [Double]
  public var respiratoryRate: [Double]
  public var sleepHours: [Double]
  public var sleepNeedHours: [Double]
  public var steps: [Double]
  public var inBedHours: [Double]
  /// Subjective scores by name (NaN = not given that day).
  public var subjective: [String: [Double]]

  /// Builds the calendar from `first` to `last` (defaults: the earliest and
  /// latest dated entry). Entries outside the range are ignored.
  /// - Returns: `nil` with no entries and no range.
  public init?(
    workouts: [WorkoutSummary], wellness: [WellnessReading] = [], from first: LocalDate? = nil,
    through last: LocalDate? = nil
  ) {
    let dates = workouts.map(\.localDate) + wellness.map(\.date)
    guard let lo = first ?? dates.min(), let hi = last ?? dates.max(), hi >= lo else { return nil }
    start = lo
    count = hi.dayNumber - lo.dayNumber + 1
    let zeros = [Double](repeating: 0, count: count)
    let missing = [Double](repeating: .nan, count: count)
    load = zeros
    durationSeconds = zeros
    distanceMeters = zeros
    calories = zeros
    loadBySport = [:]
    rmssd = missing
    restingHeartRate = missing
    respiratoryRate = missing
    sleepHours = missing
    sleepNeedHours = missing
    steps = missing
    inBedHours = missing
    subjective = [:]
    for w in workouts {
      let d = w.localDate.dayNumber - lo.dayNumber
      guard d >= 0 && d < count else { continue }
      load[d] += w.load ?? 0
      loadBySport[w.sport ?? "other", default: zeros][d] += w.load ?? 0
      durationSeconds[d] += w.durationSeconds ?? 0
      distanceMeters[d] += w.distanceMeters ?? 0
      calories[d] += w.calories ?? 0
    }
    for r in wellness {
      let d = r.date.dayNumber - lo.dayNumber
      guard d >= 0 && d < count else { continue }
      rmssd[d] = r.rmssd ?? .nan
      restingHeartRate[d] = r.restingHeartRate ?? .nan
      respiratoryRate[d] = r.respiratoryRate ?? .nan
      sleepHours[d] = r.sleepHours ?? .nan
      sleepNeedHours[d] = r.sleepNeedHours ?? .nan
      steps[d] = r.steps ?? .nan
      inBedHours[d] = r.inBedHours ?? .nan
      for (name, v) in r.subjective { subjective[name, default: missing][d] = v }
    }
  }

  /// Daily load for the PMC: all sports, or one sport's own chart.
  public func dailyLoad(sport: String? = nil) -> DailyLoad {
    DailyLoad(start: start, load: sport.map { loadBySport[$0] ?? [Double](repeating: 0, count: count) } ?? load)
  }

  /// The same column of many athletes as one batch over a shared calendar
  /// `from…through`: days outside an athlete's history are 0 for load-like
  /// columns (`missing: 0`) or NaN for readings (`missing: .nan`).
  public static func batch(
    _ athletes: [AthleteDays], column: KeyPath<AthleteDays, [Double]>, from: LocalDate, through: LocalDate,
    missing: Double
  ) -> SeriesBatch {
    let days = through.dayNumber - from.dayNumber + 1
    precondition(days >= 1, "empty calendar")
    var out = SeriesBatch(count: athletes.count, length: days, repeating: missing)
    for (s, a) in athletes.enumerated() {
      let values = a[keyPath: column]
      for k in 0..<a.count {
        let t = a.start.dayNumber + k - from.dayNumber
        if t >= 0 && t < days { out[series: s, step: t] = values[k] }
      }
    }
    return out
  }
}
