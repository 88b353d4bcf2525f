import GRDB
import VeloScore

extension StoreSchema {
  /// Hand-logged sessions scored by session RPE were stored with Foster's load
  /// (RPE × minutes, arbitrary units) in the PMC's load column. The RPE is
  /// recovered (load ÷ minutes), the load rescored on the TSS scale
  /// (``RPELoad/load(rpe:seconds:)``), Foster's AU kept in `sessionRPELoad`, and
  /// each athlete's days from the first changed one marked for recomputing.
  static func putRPELoadsOnTheTSSScale(_ db: Database) throws {
    try db.execute(sql: "ALTER TABLE activity ADD COLUMN rpe REAL; ALTER TABLE activity ADD COLUMN sessionRPELoad REAL")
    let rows = try Row.fetchAll(
      db,
      sql:
        "SELECT id, athleteId, localDate, load, durationSeconds FROM activity WHERE loadSource = 'sessionRPE' AND durationSeconds > 0 AND load IS NOT NULL"
    )
    var firstChanged: [Int64: String] = [:]
    for row in rows {
      let seconds: Double = row["durationSeconds"]
      let foster: Double = row["load"]
      let rpe = Swift.min(10, Swift.max(0, foster / (seconds / 60)))
      try db.execute(
        sql: "UPDATE activity SET rpe = ?, sessionRPELoad = ?, load = ?, loadSource = 'rpe' WHERE id = ?",
        arguments: [rpe, foster, RPELoad.load(rpe: rpe, seconds: seconds), row["id"] as Int64])
      let athlete: Int64 = row["athleteId"]
      let date: String = row["localDate"]
      if firstChanged[athlete].map({ date < $0 }) ?? true { firstChanged[athlete] = date }
    }
    try db.execute(sql: "UPDATE activity SET loadSource = 'rpe' WHERE loadSource = 'sessionRPE'")
    for (athlete, date) in firstChanged {
      try db.execute(
        sql:
          "UPDATE athlete SET dirtyFrom = CASE WHEN dirtyFrom IS NULL OR dirtyFrom > ? THEN ? ELSE dirtyFrom END WHERE id = ?",
        arguments: [date, date, athlete])
    }
  }
}
