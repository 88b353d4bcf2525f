import GRDB
import VeloScore

/// A computed day (table `dailyMetric`): ``DailyMetrics`` keyed by athlete.
/// Derived data — rewritten from the first changed day on by ``AthleteStore/recompute(athleteId:)``.
struct DailyMetricRow: Codable, FetchableRecord, PersistableRecord {
  static let databaseTableName = "dailyMetric"

  var athleteId: Int64
  var date: LocalDate
  var load: Double
  var activityCount: Int
  var durationSeconds: Double
  var distanceMeters: Double
  var ctl: Double
  var atl: Double
  var tsb: Double
  var rampRate: Double
  var acwr: Double?
  var acwrEWMA: Double?
  var monotony: Double?
  var strain: Double?
  var dayStrain: Double?
  var recovery: Int?
  var recoveryState: String
  var sleepNeed: Double
  var sleepDebt: Double
  var sleepPerformance: Double?

  init(athleteId: Int64, _ m: DailyMetrics) {
    self.athleteId = athleteId
    date = m.date
    load = m.load
    activityCount = m.activityCount
    durationSeconds = m.durationSeconds
    distanceMeters = m.distanceMeters
    ctl = m.ctl
    atl = m.atl
    tsb = m.tsb
    rampRate = m.rampRate
    acwr = m.acwr
    acwrEWMA = m.acwrEWMA
    monotony = m.monotony
    strain = m.strain
    dayStrain = m.dayStrain
    recovery = m.recovery
    recoveryState = m.recoveryState.rawValue
    sleepNeed = m.sleepNeed
    sleepDebt = m.sleepDebt
    sleepPerformance = m.sleepPerformance
  }

  var metrics: DailyMetrics {
    DailyMetrics(
      date: date, load: load, activityCount: activityCount, durationSeconds: durationSeconds,
      distanceMeters: distanceMeters, ctl: ctl, atl: atl, tsb: tsb, rampRate: rampRate, acwr: acwr,
      acwrEWMA: acwrEWMA, monotony: monotony, strain: strain, dayStrain: dayStrain, recovery: recovery,
      recoveryState: RecoveryScore.State(rawValue: recoveryState) ?? .insufficientBaseline, sleepNeed: sleepNeed,
      sleepDebt: sleepDebt, sleepPerformance: sleepPerformance)
  }
}
