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
  static let select = "SELECT \(columns.joined(separator: ", ")) FROM wellnessDay"

  /// Reads a row by position (`WellnessDay.columns`' order), without the Codable decoder or
  /// a name lookup per value (a tenth of an ingest's time went there); a value the
  /// column cannot hold (a damaged file) throws.
  public init(row: SQLRow) throws {
    let count = WellnessReading.numbers.count
    self.init(
      athleteId: try row.decode(at: 0), date: try row.decode(at: 1),
      numbers: try (0..<count).map { try row.decode(at: 2 + $0) },
      subjective: try row.decode(at: 2 + count), warnings: try row.decode(at: 3 + count),
      alternatives: try row.decode(at: 4 + count))
  }
}
