import VeloPipeline
import VeloScore

// The pipeline's records as rows: each one's table, key and the columns its reads select.

extension Athlete: IdentifiedStoreRecord {
  public static let databaseTableName = "athlete"
}

extension StoredActivity: IdentifiedStoreRecord {
  public static let databaseTableName = "activity"
}

extension APIToken: IdentifiedStoreRecord {
  public static let databaseTableName = "apiToken"
}

extension SourceFile: IdentifiedStoreRecord {
  public static let databaseTableName = "sourceFile"
}

extension PlanEvent: IdentifiedStoreRecord {
  public static let databaseTableName = "planEvent"
}

extension PlannedSession: IdentifiedStoreRecord {
  public static let databaseTableName = "plannedSession"
}

extension Threshold: StoreRecord {
  public static let databaseTableName = "threshold"
  public static let primaryKey = ["athleteId", "kind", "sport", "effectiveFrom"]
}

extension WellnessDay: StoreRecord {
  public static let databaseTableName = "wellnessDay"
  public static let primaryKey = ["athleteId", "date"]
  public static var selectedColumns: String { columns.joined(separator: ", ") }

  /// The columns in the order `init(row:)` reads them; every read selects
  /// exactly these (raw SQL through `select`, record reads through `selectedColumns`).
  static let columns = [
    "athleteId", "date", "rmssd", "restingHeartRate", "respiratoryRate", "sleepHours", "sleepNeedHours", "steps",
    "inBedHours", "subjective", "sdnn", "warnings",
  ]
  static let select = "SELECT \(columns.joined(separator: ", ")) FROM wellnessDay"

  /// Reads a row by position, without the Codable decoder or a name lookup per
  /// value (a tenth of an ingest's time went there); a value the column cannot
  /// hold (a damaged file) throws.
  public init(row: SQLRow) throws {
    self.init(athleteId: try row.decode(at: 0), reading: WellnessReading(date: try row.decode(at: 1)))
    rmssd = try row.decode(at: 2)
    restingHeartRate = try row.decode(at: 3)
    respiratoryRate = try row.decode(at: 4)
    sleepHours = try row.decode(at: 5)
    sleepNeedHours = try row.decode(at: 6)
    steps = try row.decode(at: 7)
    inBedHours = try row.decode(at: 8)
    subjective = try row.decode(at: 9)
    sdnn = try row.decode(at: 10)
    warnings = try row.decode(at: 11)
  }
}
