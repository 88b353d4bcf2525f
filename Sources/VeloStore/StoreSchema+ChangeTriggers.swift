import GRDB
import VeloPipeline

extension StoreSchema {
  /// The tables whose rows belong to one athlete through `athleteId`, and what
  /// their rows change in the athlete's documents. `dailyMetric` is derived
  /// from the others; `apiToken` and `idempotentRequest` show in no document.
  static let athleteOwnedTables = ["sourceFile", "activity", "wellnessDay", "threshold", "planEvent", "plannedSession"]

  /// Tables whose inserts come only with ``AthleteStore/markDirty(_:athleteId:from:)``
  /// in the same transaction (ingest, hand-logged workouts, wellness), which bumps
  /// the revision once per file instead of once per row: 600,000 row triggers
  /// would add a second to ingesting 100 athletes × 10 years.
  static let insertsMarkedDirty: Set<String> = ["activity", "wellnessDay"]

  /// The athlete's settings that documents show (not `dirtyFrom` or `revision`, which bookkeeping writes).
  static let athleteSettingsColumns = ["name", "sex", "birthYear", "timeZone", "weeklyGoal", "language"]

  /// Triggers that make `athlete.revision` count every change to what the
  /// athlete's documents show, whichever process or code path writes: a
  /// plan session, an event, a threshold, a setting, an activity's name, a
  /// source removed. Before, it counted only the changes that make days stale.
  /// A server answers an unchanged athlete's documents from memory while the
  /// revision it reads with the athlete holds (`Athlete/revision`).
  static func addChangeTriggers(_ db: Database) throws {
    func bump(_ athleteId: String) -> String { "UPDATE athlete SET revision = revision + 1 WHERE id = \(athleteId);" }
    var sql = """
      CREATE TRIGGER athleteSettingsChanged AFTER UPDATE OF \(athleteSettingsColumns.joined(separator: ", ")) ON athlete
      BEGIN \(bump("NEW.id")) END;

      """
    for table in athleteOwnedTables {
      if !insertsMarkedDirty.contains(table) {
        sql += "CREATE TRIGGER \(table)Inserted AFTER INSERT ON \(table) BEGIN \(bump("NEW.athleteId")) END;\n"
      }
      sql += """
        CREATE TRIGGER \(table)Updated AFTER UPDATE ON \(table) BEGIN \(bump("OLD.athleteId")) \(bump("NEW.athleteId")) END;
        CREATE TRIGGER \(table)Deleted AFTER DELETE ON \(table) BEGIN \(bump("OLD.athleteId")) END;

        """
    }
    // The other files one ride came from, and streams, belong to an athlete through their activity.
    for table in ["activitySource", "activityStream"] {
      let owner = { (row: String) in "(SELECT athleteId FROM activity WHERE id = \(row).activityId)" }
      if table == "activitySource" {
        sql += "CREATE TRIGGER \(table)Inserted AFTER INSERT ON \(table) BEGIN \(bump(owner("NEW"))) END;\n"
      }
      sql += """
        CREATE TRIGGER \(table)Updated AFTER UPDATE ON \(table) BEGIN \(bump(owner("NEW"))) END;
        CREATE TRIGGER \(table)Deleted AFTER DELETE ON \(table) BEGIN \(bump(owner("OLD"))) END;

        """
    }
    try db.execute(sql: sql)
  }
}
