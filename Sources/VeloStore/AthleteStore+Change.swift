import VeloIO
import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Applies a change in one transaction: the profile (a new zone moves
  /// activities between days), then each threshold from its date; the
  /// activities whose settings changed are rescored and the days recomputed.
  /// - Returns: the athlete as stored now, and how many activities were rescored.
  @discardableResult
  public func changeAthlete(id: Int64, _ change: AthleteChange) throws -> (athlete: Athlete, rescored: Int) {
    if let problem = change.problem { throw StoreError.invalid(problem) }
    return try writeTransaction { db in
      guard let old = try db.fetchOne(Athlete.self, id: id) else { throw StoreError.noAthletes }
      var a = old
      if let sex = change.sex { a.sex = sex.code }
      if let year = change.birthYear { a.birthYear = year }
      if let zone = change.timeZone { a.timeZone = zone }
      if let goal = change.weeklyGoal { a.weeklyGoal = goal }
      if let language = change.language { a.language = language.rawValue }
      try save(db, a, replacing: old)
      var rescored = 0
      if !change.thresholds.isEmpty {
        let before = try db.fetchAll(Threshold.self, where: "athleteId = ?", [id])
        for (kind, value) in change.thresholds {
          try db.save(
            Threshold(athleteId: id, kind: kind, sport: change.sport, effectiveFrom: change.from, value: value))
        }
        rescored = try rescore(db, athleteId: id, from: change.from, before: (a, before))
      }
      _ = try recompute(db, athleteId: id)
      return (try db.fetchOne(Athlete.self, id: id) ?? a, rescored)
    }
  }
}
