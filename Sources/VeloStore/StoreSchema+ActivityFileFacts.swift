import GRDB
import VeloPipeline

extension StoreSchema {
  /// What an activity's file said beyond its samples, kept with the activity:
  /// `activity.warnings`, what reading or scoring it left out or tolerated
  /// (samples dropped, readings out of range, settings ignored, a file of
  /// several activities), a JSON array of sentences; `activity.device`, the
  /// device's own session figures and laps (`DeviceRecord` as JSON). `NULL`: none.
  static func addActivityFileFacts(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN warnings TEXT; ALTER TABLE activity ADD COLUMN device TEXT")
  }

  /// The same change on PostgreSQL (`PostgresSchema.steps`).
  static let activityFileFactsPostgreSQL = """
    ALTER TABLE activity ADD COLUMN warnings TEXT COLLATE "C";
    ALTER TABLE activity ADD COLUMN device TEXT COLLATE "C";
    """
}
