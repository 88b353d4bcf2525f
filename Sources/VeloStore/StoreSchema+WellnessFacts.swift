import GRDB

extension StoreSchema {
  /// What a wellness day holds beyond its readings so far: `wellnessDay.sdnn`,
  /// an SDNN (ms) kept apart from rMSSD (another measure, never mixed into its
  /// baseline); `wellnessDay.warnings`, what reading its sources left out or
  /// derived (a JSON array of sentences). `NULL`: none.
  static func addWellnessFacts(_ db: Database) throws {
    try db.execute(
      sql: "ALTER TABLE wellnessDay ADD COLUMN sdnn REAL; ALTER TABLE wellnessDay ADD COLUMN warnings TEXT")
  }

  /// The same change on PostgreSQL (`PostgresSchema.steps`).
  static let wellnessFactsPostgreSQL = """
    ALTER TABLE wellnessDay ADD COLUMN sdnn DOUBLE PRECISION;
    ALTER TABLE wellnessDay ADD COLUMN warnings TEXT COLLATE "C";
    """
}
