import VeloIO
import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Adds an athlete with thresholds that have always applied.
  @discardableResult
  public func addAthlete(_ athlete: Athlete, thresholds: [Threshold.Kind: Double] = [:]) throws -> Athlete {
    try addAthlete(athlete, thresholds: thresholds, token: nil).athlete
  }

  /// Adds an athlete with its thresholds and, with `token`, a token that sees
  /// only that athlete, in one transaction: all of it or nothing.
  /// - Returns: the athlete and the token's record and secret (not stored; shown once).
  public func addAthlete(
    _ athlete: Athlete, thresholds: [Threshold.Kind: Double], token: (canWrite: Bool, label: String?)?
  ) throws -> (athlete: Athlete, token: (APIToken, String)?) {
    if let problem = SafeName.athleteNameProblem(athlete.name) {
      throw StoreError.invalid("\(problem): \(quoted(athlete.name))")
    }
    return try writeTransaction { db in
      if try db.count(Athlete.self, where: "name = ?", [athlete.name]) > 0 {
        throw StoreError.athleteExists(athlete.name)
      }
      var a = athlete
      try db.insert(&a)
      for (kind, value) in thresholds {
        try db.insert(Threshold(athleteId: a.id!, kind: kind, effectiveFrom: Threshold.always, value: value))
      }
      let created = try token.map { try Self.insertToken(db, athleteId: a.id, canWrite: $0.canWrite, label: $0.label) }
      return (a, created)
    }
  }

  public func athletes() throws -> [Athlete] {
    try read { db in try db.fetchAll(Athlete.self, orderBy: "name") }
  }

  /// The athlete named (or numbered) `key`; with `nil`, the only athlete.
  public func athlete(_ key: String?) throws -> Athlete {
    // The usual case, an exact name, by the unique index; the rest needs the roster.
    if let key, let exact = try backend.readStatement({ db in try db.fetchOne(Athlete.self, where: "name = ?", [key]) })
    {
      return exact
    }
    let all = try athletes()
    guard !all.isEmpty else { throw StoreError.noAthletes }
    guard let key else {
      guard all.count == 1 else { throw StoreError.chooseAthlete(known: all.map(\.name)) }
      return all[0]
    }
    if let a = all.first(where: { $0.name == key }) ?? all.first(where: { $0.name.lowercased() == key.lowercased() }) {
      return a
    }
    if let id = Int64(key), let a = all.first(where: { $0.id == id }) { return a }
    throw StoreError.unknownAthlete(key, known: all.map(\.name))
  }

  /// Saves profile changes (name, sex, birth year, zone, goal). A new time
  /// zone moves activities to their new local days and marks every day stale.
  public func updateAthlete(_ athlete: Athlete) throws {
    try writeTransaction { db in
      guard let id = athlete.id, let old = try db.fetchOne(Athlete.self, id: id) else { throw StoreError.noAthletes }
      try save(db, athlete, replacing: old)
    }
  }

  /// Creates the athlete named `name` or changes the existing one, in one
  /// transaction: two processes ingesting the same roster both succeed (the
  /// second updates), where a read-then-insert lost one of them.
  @discardableResult
  public func upsertAthlete(named name: String, _ change: (inout Athlete) -> Void) throws -> Athlete {
    if let problem = SafeName.athleteNameProblem(name) { throw StoreError.invalid("\(problem): \(quoted(name))") }
    return try writeTransaction { db in
      if let old = try db.fetchOne(Athlete.self, where: "name = ?", [name]) {
        var a = old
        change(&a)
        try save(db, a, replacing: old)
        return a
      }
      var a = Athlete(name: name)
      change(&a)
      try db.insert(&a)
      return a
    }
  }

  /// Writes profile changes; a new zone or sex marks the days stale, a new zone
  /// moves activities without a recorded offset to their new local days.
  func save(_ db: any SQLDatabase, _ athlete: Athlete, replacing old: Athlete) throws {
    var a = athlete
    let id = old.id!
    a.dirtyFrom = old.dirtyFrom
    try db.update(a)
    // A new sex changes the daily strain of every day; a new zone the days activities moved between.
    if old.sex != a.sex {
      let first = try db.scalar(
        String.self, sql: "SELECT MIN(localDate) FROM activity WHERE athleteId = ?", arguments: [id])
      if let first = first.flatMap(LocalDate.init(iso:)) { try markDirty(db, athleteId: id, from: first) }
    }
    if old.timeZone != a.timeZone, let moved = try relocalize(db, athleteId: id, timeZone: a.timeZone) {
      try markDirty(db, athleteId: id, from: moved)
    }
    // Sex and age are settings too (calories, heart-rate loads): activities they change are rescored.
    if old.sex != a.sex || old.birthYear != a.birthYear {
      _ = try rescore(
        db, athleteId: id, from: Threshold.always,
        before: (old, try db.fetchAll(Threshold.self, where: "athleteId = ?", [id])))
    }
  }

  public func thresholds(athleteId: Int64) throws -> [Threshold] {
    try read { db in
      try db.fetchAll(Threshold.self, where: "athleteId = ?", [athleteId], orderBy: "kind, sport, effectiveFrom")
    }
  }

  /// Sets `kind` to `value` from `date` on for `sport` ("" for every sport;
  /// replacing a value set for the same date and sport), then rescores the athlete's activities from that date with their
  /// stored streams and marks the days from there stale.
  /// - Returns: the number of activities rescored.
  @discardableResult
  public func setThreshold(
    athleteId: Int64, kind: Threshold.Kind, value: Double, from date: LocalDate = Threshold.always, sport: String = ""
  ) throws -> Int {
    try writeTransaction { db in
      guard let athlete = try db.fetchOne(Athlete.self, id: athleteId) else { throw StoreError.noAthletes }
      let before = try db.fetchAll(Threshold.self, where: "athleteId = ?", [athleteId])
      try db.save(Threshold(athleteId: athleteId, kind: kind, sport: sport, effectiveFrom: date, value: value))
      return try rescore(db, athleteId: athleteId, from: date, before: (athlete, before))
    }
  }
}
