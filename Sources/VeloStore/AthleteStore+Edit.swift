import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Changes an activity's name, notes, sport or RPE. A new sport or RPE
  /// rescores it as ingest would have: with samples, by the sport's thresholds
  /// (the RPE the fallback load); without, from what was logged
  /// (`ActivityScoring/scoreLoggedWorkout(_:load:rpe:calories:settings:)`:
  /// a logged load and logged calories are kept). The days are recomputed in
  /// the same transaction.
  /// - Returns: the activity as stored now.
  @discardableResult
  public func editActivity(id: Int64, athleteId: Int64, _ edit: ActivityEdit) throws -> StoredActivity {
    if let problem = edit.problem { throw StoreError.invalid(problem) }
    return try writeTransaction { db -> StoredActivity in
      guard var a = try db.fetchOne(StoredActivity.self, where: "id = ? AND athleteId = ?", [id, athleteId]) else {
        throw StoreError.unknownActivity(id)
      }
      if let name = edit.name { a.name = name.isEmpty ? nil : name }
      if let notes = edit.notes { a.notes = notes.isEmpty ? nil : notes }
      let reading = SportName.read(edit.sport)
      let sport = reading?.sport
      let rescore = (sport != nil && sport != a.sport) || edit.rpe != nil
      if let sport { a.sport = sport }
      a.takeLabel(of: reading)
      if let rpe = edit.rpe { a.rpe = rpe }
      if rescore { try self.rescore(db, &a) }
      try db.update(a)
      try markDirty(db, athleteId: athleteId, from: a.localDate)
      _ = try recompute(db, athleteId: athleteId)
      return a
    }
  }

  /// Scores `a` again with its sport and RPE as they are now.
  private func rescore(_ db: any SQLDatabase, _ a: inout StoredActivity) throws {
    guard let athlete = try db.fetchOne(Athlete.self, id: a.athleteId) else { throw StoreError.noAthletes }
    let thresholds = try db.fetchAll(Threshold.self, where: "athleteId = ?", [a.athleteId])
    let settings = thresholds.settings(
      on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: a.sport)
    guard let blob = try db.fetchOne(ActivityStreamBlob.self, where: "activityId = ?", [a.id!]) else {
      let loggedLoad = a.loadSource == "file" ? a.load : nil
      let loggedCalories =
        a.caloriesSource == "file" || a.caloriesSource == ActivityScoring.deviceCaloriesSource ? a.calories : nil
      ActivityScoring.scoreLoggedWorkout(&a, load: loggedLoad, rpe: a.rpe, calories: loggedCalories, settings: settings)
      return
    }
    try rescoreSamples(blob, into: &a, settings: settings)
    a.sessionRPELoad = a.rpe.flatMap { rpe in a.durationSeconds.map { RPELoad.fosterLoad(rpe: rpe, minutes: $0 / 60) } }
  }
}
