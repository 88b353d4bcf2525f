import VeloKernels
import VeloScore

/// One day of a synthetic athlete's history.
public struct SyntheticDay: Sendable {
  public var date: LocalDate
  public var session: PlannedSession?
  /// Training load of the day (TSS). For days with streams it is the TSS the
  /// streams score at the athlete's FTP, otherwise the session's estimate.
  public var tss: Double
  /// 1 Hz recording of the session, for the most recent days only.
  public var streams: ActivityStreams?
  /// Morning wellness readings; `nil` on days without a reading.
  public var wellness: Wellness?

  public struct Wellness: Sendable, Equatable {
    /// Overnight rMSSD, ms.
    public var rmssd: Double
    /// bpm
    public var restingHeartRate: Double
    /// breaths per minute
    public var respiratoryRate: Double
    /// Hours asleep.
    public var sleepHours: Double
  }
}

/// A deterministic multi-day history for one athlete: a periodised weekly plan
/// with seasonal volume, skipped days, wellness readings that respond to
/// training stress (lower HRV and higher resting HR after hard blocks), and
/// full 1 Hz rides for the last `streamDays` days.
public struct SyntheticHistory: Sendable {
  public var athlete: SyntheticAthlete
  public var days: [SyntheticDay]

  public init(
    athlete: SyntheticAthlete, end: LocalDate, dayCount: Int, streamDays: Int,
    using rng: inout SeededGenerator
  ) {
    self.athlete = athlete
    let start = end.adding(days: -(dayCount - 1))
    var days: [SyntheticDay] = []
    days.reserveCapacity(dayCount)
    var fitness = 40.0
    var fatigue = 40.0  // internal state driving wellness
    let fitnessAlpha = 1 - _exp(-1.0 / 42)
    let fatigueAlpha = 1 - _exp(-1.0 / 7)
    for k in 0..<dayCount {
      let date = start.adding(days: k)
      let season = 0.85 + 0.25 * _sin(2 * Double.pi * Double(date.dayNumber % 365) / 365)
      let session = PlannedSession.template(
        weekday: date.isoWeekday, week: date.dayNumber / 7, seasonFactor: season, using: &rng)
      var day = SyntheticDay(date: date, session: session, tss: session?.estimatedTSS ?? 0)
      if let session, k >= dayCount - streamDays {
        let streams = SyntheticRide.make(session, athlete: athlete, using: &rng)
        let grid = streams.powerOnOneHertzGrid()!
        let metrics = ActivityMetrics(power1Hz: grid.power, ftp: athlete.ftp)
        day.streams = streams
        day.tss = metrics.trainingStressScore ?? 0
      }
      day.tss = (day.tss * 10).rounded() / 10
      let stress = fatigue - fitness  // positive when freshly overloaded
      if !rng.chance(0.05) {
        day.wellness = SyntheticDay.Wellness(
          rmssd: (athlete.rmssdBaseline * _exp(rng.normal(sd: 0.12) - 0.006 * stress) * 10).rounded() / 10,
          restingHeartRate: (athlete.restingHeartRate + 0.06 * stress + rng.normal(sd: 1.5)).rounded(),
          respiratoryRate: ((14.5 + 0.01 * stress + rng.normal(sd: 0.4)) * 10).rounded() / 10,
          sleepHours: (min(10.5, max(4, rng.normal(mean: athlete.sleepNeed - 0.3, sd: 0.6))) * 100).rounded() / 100)
      }
      fitness += fitnessAlpha * (day.tss - fitness)
      fatigue += fatigueAlpha * (day.tss - fatigue)
      days.append(day)
    }
    self.days = days
  }
}
