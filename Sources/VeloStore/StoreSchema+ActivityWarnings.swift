import GRDB

extension StoreSchema {
  /// `activity.warnings`: what reading or scoring the activity's file left out
  /// or tolerated (samples dropped, readings out of range, settings ignored, a
  /// file of several activities), a JSON array of sentences; `NULL` is none.
  static func addActivityWarnings(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN warnings TEXT")
  }

  /// The same change on PostgreSQL (``PostgresSchema/steps``).
  static let activityWarningsPostgreSQL = "ALTER TABLE activity ADD COLUMN warnings TEXT COLLATE \"C\""
}
