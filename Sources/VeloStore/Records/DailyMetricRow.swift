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

  /// The columns in the order ``init(row:)`` reads them. Every read of the table
  /// selects exactly these: raw SQL through ``select``, requests through ``databaseSelection``.
  static let columns = [
    "athleteId", "date", "load", "activityCount", "durationSeconds", "distanceMeters", "ctl", "atl", "tsb", "rampRate", "acwr",
    "acwrEWMA", "monotony", "strain", "dayStrain", "recovery", "recoveryState", "sleepNeed", "sleepDebt", "sleepPerformance",
  ]
  static let select = "SELECT \(columns.joined(separator: ", ")) FROM dailyMetric"
  static var databaseSelection: [any SQLSelectable] { columns.map { Column($0) } }

  /// Reads a row by position, without the Codable decoder or a name lookup per
  /// value: those cost most of a report's time on a long history (every report
  /// reads every day). A value the column cannot hold (a damaged file) throws.
  init(row: Row) throws {
    athleteId = try row.decode(atIndex: 0)
    date = try row.decode(atIndex: 1)
    load = try row.decode(atIndex: 2)
    activityCount = try row.decode(atIndex: 3)
    durationSeconds = try row.decode(atIndex: 4)
    distanceMeters = try row.decode(atIndex: 5)
    ctl = try row.decode(atIndex: 6)
    atl = try row.decode(atIndex: 7)
    tsb = try row.decode(atIndex: 8)
    rampRate = try row.decode(atIndex: 9)
    acwr = try row.decode(atIndex: 10)
    acwrEWMA = try row.decode(atIndex: 11)
    monotony = try row.decode(atIndex: 12)
    strain = try row.decode(atIndex: 13)
    dayStrain = try row.decode(atIndex: 14)
    recovery = try row.decode(atIndex: 15)
    recoveryState = try row.decode(atIndex: 16)
    sleepNeed = try row.decode(atIndex: 17)
    sleepDebt = try row.decode(atIndex: 18)
    sleepPerformance = try row.decode(atIndex: 19)
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
