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

  /// Reads a row by column name without the Codable decoder, which cost most of a
  /// report's time on a long history (every report reads every day). A value the
  /// column cannot hold (a damaged file) throws, as the Codable path did.
  init(row: Row) throws {
    athleteId = try row.decode(forColumn: "athleteId")
    date = try row.decode(forColumn: "date")
    load = try row.decode(forColumn: "load")
    activityCount = try row.decode(forColumn: "activityCount")
    durationSeconds = try row.decode(forColumn: "durationSeconds")
    distanceMeters = try row.decode(forColumn: "distanceMeters")
    ctl = try row.decode(forColumn: "ctl")
    atl = try row.decode(forColumn: "atl")
    tsb = try row.decode(forColumn: "tsb")
    rampRate = try row.decode(forColumn: "rampRate")
    acwr = try row.decode(forColumn: "acwr")
    acwrEWMA = try row.decode(forColumn: "acwrEWMA")
    monotony = try row.decode(forColumn: "monotony")
    strain = try row.decode(forColumn: "strain")
    dayStrain = try row.decode(forColumn: "dayStrain")
    recovery = try row.decode(forColumn: "recovery")
    recoveryState = try row.decode(forColumn: "recoveryState")
    sleepNeed = try row.decode(forColumn: "sleepNeed")
    sleepDebt = try row.decode(forColumn: "sleepDebt")
    sleepPerformance = try row.decode(forColumn: "sleepPerformance")
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
