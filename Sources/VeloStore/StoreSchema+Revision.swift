import GRDB

extension StoreSchema {
  /// `athlete.revision`: counts the changes that make an athlete's days stale
  /// (every ``AthleteStore/markDirty(_:athleteId:from:)``); since
  /// ``addChangeTriggers(_:)``, every change the athlete's documents show. Days computed
  /// outside the write (``AthleteStore/recompute(athleteId:)``, so that
  /// athletes' models run in parallel) are stored only if it did not move
  /// meanwhile, whichever process wrote.
  static func addAthleteRevision(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE athlete ADD COLUMN revision INTEGER NOT NULL DEFAULT 0")
  }
}
