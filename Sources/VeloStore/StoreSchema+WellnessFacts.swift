import GRDB

extension StoreSchema {
  /// What a wellness day holds beyond its first readings: `sdnn` (ms), kept apart
  /// from rMSSD (another measure, never mixed into its baseline); the sleep
  /// stages (`deepSleepHours`, `remSleepHours`, `lightSleepHours`), `spo2` (%),
  /// `skinTemperature` and `skinTemperatureDeviation` (°C); and `warnings`, what
  /// reading its sources left out or derived (a JSON array of sentences). `NULL`: none.
  static let wellnessFactsColumns = [
    ("sdnn", "REAL"), ("deepSleepHours", "REAL"), ("remSleepHours", "REAL"), ("lightSleepHours", "REAL"),
    ("spo2", "REAL"), ("skinTemperature", "REAL"), ("skinTemperatureDeviation", "REAL"), ("warnings", "TEXT"),
  ]

  /// A wellness day's `bodyMassKg` (kg) and `vo2max` (ml/kg/min), and `alternatives`: the values
  /// other sources gave for its readings and the day does not keep (a JSON array of
  /// `WellnessAlternative`). `NULL`: none.
  static let wellnessBodyColumns = [("bodyMassKg", "REAL"), ("vo2max", "REAL"), ("alternatives", "TEXT")]

  static func addWellnessFacts(_ db: Database) throws { try addWellnessColumns(wellnessFactsColumns, db) }
  static func addWellnessBodyAndAlternatives(_ db: Database) throws { try addWellnessColumns(wellnessBodyColumns, db) }

  /// The same changes on PostgreSQL (`PostgresSchema.steps`).
  static let wellnessFactsPostgreSQL = wellnessColumnsPostgreSQL(wellnessFactsColumns)
  static let wellnessBodyPostgreSQL = wellnessColumnsPostgreSQL(wellnessBodyColumns)

  /// `columns` (name, SQLite type: REAL or TEXT) added to `wellnessDay`.
  static func addWellnessColumns(_ columns: [(String, String)], _ db: Database) throws {
    for (name, type) in columns { try db.execute(sql: "ALTER TABLE wellnessDay ADD COLUMN \(name) \(type)") }
  }

  /// ``addWellnessColumns(_:_:)`` in PostgreSQL's types (text compared byte-wise, as SQLite's).
  static func wellnessColumnsPostgreSQL(_ columns: [(String, String)]) -> String {
    columns.map { name, type in
      "ALTER TABLE wellnessDay ADD COLUMN \(name) \(type == "REAL" ? "DOUBLE PRECISION" : "TEXT COLLATE \"C\"");"
    }.joined(separator: "\n")
  }
}
