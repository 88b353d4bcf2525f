import VeloScore

/// A computed day (table `dailyMetric`): ``DailyMetrics`` keyed by athlete.
/// Derived data — rewritten from the first changed day on by ``AthleteStore/recompute(athleteId:)``.
struct DailyMetricRow: Codable, StoreRecord {
  static let databaseTableName = "dailyMetric"
  static let primaryKey = ["athleteId", "date"]
  static var selectedColumns: String { columns.joined(separator: ", ") }

  var athleteId: Int64
  var date: LocalDate
  var load: Double
  var activityCount: Int
  var durationSeconds: Double?
  var distanceMeters: Double?
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
  /// selects exactly these: raw SQL through ``select``, record reads through ``selectedColumns``.
  static let columns = [
    "athleteId", "date", "load", "activityCount", "durationSeconds", "distanceMeters", "ctl", "atl", "tsb", "rampRate",
    "acwr",
    "acwrEWMA", "monotony", "strain", "dayStrain", "recovery", "recoveryState", "sleepNeed", "sleepDebt",
    "sleepPerformance",
  ]
  static let select = "SELECT \(columns.joined(separator: ", ")) FROM dailyMetric"

  /// Reads a row by position, without the Codable decoder or a name lookup per
  /// value: those cost most of a report's time on a long history (every report
  /// reads every day). A value the column cannot hold (a damaged file) throws.
  init(row: SQLRow) throws {
    athleteId = try row.decode(at: 0)
    date = try row.decode(at: 1)
    load = try row.decode(at: 2)
    activityCount = try row.decode(at: 3)
    durationSeconds = try row.decode(at: 4)
    distanceMeters = try row.decode(at: 5)
    ctl = try row.decode(at: 6)
    atl = try row.decode(at: 7)
    tsb = try row.decode(at: 8)
    rampRate = try row.decode(at: 9)
    acwr = try row.decode(at: 10)
    acwrEWMA = try row.decode(at: 11)
    monotony = try row.decode(at: 12)
    strain = try row.decode(at: 13)
    dayStrain = try row.decode(at: 14)
    recovery = try row.decode(at: 15)
    recoveryState = try row.decode(at: 16)
    sleepNeed = try row.decode(at: 17)
    sleepDebt = try row.decode(at: 18)
    sleepPerformance = try row.decode(at: 19)
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
