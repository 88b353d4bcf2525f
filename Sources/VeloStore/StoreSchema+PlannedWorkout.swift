import GRDB
import VeloPipeline

extension StoreSchema {
  /// A planned session may carry a structured workout (`PlannedSession/workout`),
  /// stored as its JSON form.
  static func addPlannedWorkout(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE plannedSession ADD COLUMN workout TEXT")
  }
}
