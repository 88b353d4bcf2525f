import VeloIO
import VeloPipeline
import VeloScore

extension AthleteStore {
  /// Adds an event; its name is a label (`SafeName/labelProblem(_:what:limit:)`).
  @discardableResult
  public func addEvent(_ event: PlanEvent) throws -> PlanEvent {
    try check(event)
    return try writeTransaction { db in
      var e = event
      try db.insert(&e)
      return e
    }
  }

  /// Adds `event` unless the same one (the same values on the same day) is
  /// stored: a retried request stores once.
  /// - Returns: the stored event, and whether it was added now.
  public func addEventOnce(_ event: PlanEvent) throws -> (event: PlanEvent, added: Bool) {
    try check(event)
    return try writeTransaction { db in
      let sameDay = try db.fetchAll(PlanEvent.self, where: "athleteId = ? AND date = ?", [event.athleteId, event.date])
      var bare = event
      bare.id = nil
      if let stored = sameDay.first(where: {
        var b = $0
        b.id = nil
        return b == bare
      }) {
        return (stored, false)
      }
      try db.insert(&bare)
      return (bare, true)
    }
  }

  /// Adds planned sessions in one transaction (all or none).
  @discardableResult
  public func addPlannedSessions(_ sessions: [PlannedSession]) throws -> [PlannedSession] {
    let sessions = try sessions.map(prepared)
    return try writeTransaction { db in
      try sessions.map { s in
        var copy = s
        try db.insert(&copy)
        return copy
      }
    }
  }

  /// Adds `session` unless the same one (the same values on the same day,
  /// load and duration as filled from its workout) is stored: a retried
  /// request stores once.
  /// - Returns: the stored session, and whether it was added now.
  public func addPlannedSessionOnce(_ session: PlannedSession) throws -> (session: PlannedSession, added: Bool) {
    let s = try prepared(session)
    return try writeTransaction { db in
      let sameDay = try db.fetchAll(PlannedSession.self, where: "athleteId = ? AND date = ?", [s.athleteId, s.date])
      if let stored = sameDay.first(where: {
        var bare = $0
        bare.id = nil
        return bare == s
      }) {
        return (stored, false)
      }
      var copy = s
      try db.insert(&copy)
      return (copy, true)
    }
  }

  /// Adds the events and sessions not already stored (the same values on the
  /// same day), in one transaction: importing the same plan twice adds nothing.
  /// - Returns: how many events and sessions were added.
  @discardableResult
  public func importPlan(athleteId: Int64, events: [PlanEvent], sessions: [PlannedSession]) throws -> (
    events: Int, sessions: Int
  ) {
    for e in events { try check(e) }
    let sessions = try sessions.map { s in
      var c = s
      c.athleteId = athleteId
      return try prepared(c)
    }
    return try writeTransaction { db in
      /// Inserts the rows whose values (id aside) are not stored yet; a set keeps it linear.
      func unstored<R: IdentifiedStoreRecord & Hashable>(_ rows: [R], _ existing: [R], id: WritableKeyPath<R, Int64?>)
        throws -> Int
      {
        var known = Set(
          existing.map { r -> R in
            var c = r
            c[keyPath: id] = nil
            return c
          })
        var added = 0
        for row in rows {
          var bare = row
          bare[keyPath: id] = nil
          guard known.insert(bare).inserted else { continue }
          var copy = bare
          try db.insert(&copy)
          added += 1
        }
        return added
      }
      let storedEvents = try db.fetchAll(PlanEvent.self, where: "athleteId = ?", [athleteId])
      let storedSessions = try db.fetchAll(PlannedSession.self, where: "athleteId = ?", [athleteId])
      return (
        try unstored(
          events.map {
            var e = $0
            e.athleteId = athleteId
            return e
          }, storedEvents, id: \.id),
        try unstored(
          sessions.map {
            var s = $0
            s.athleteId = athleteId
            return s
          }, storedSessions, id: \.id)
      )
    }
  }

  /// The athlete's events in date order, from `from` on when given.
  public func events(athleteId: Int64, from: LocalDate? = nil) throws -> [PlanEvent] {
    try read { db in
      try db.fetchAll(
        PlanEvent.self, where: "athleteId = ? AND date >= ?", [athleteId, from ?? Threshold.always], orderBy: "date, id"
      )
    }
  }

  /// The athlete's planned sessions in `[from, through]`, in date order.
  public func plannedSessions(athleteId: Int64, from: LocalDate? = nil, through: LocalDate? = nil) throws
    -> [PlannedSession]
  {
    try read { db in
      try db.fetchAll(
        PlannedSession.self, where: "athleteId = ? AND date >= ? AND date <= ?",
        [athleteId, from ?? Threshold.always, through ?? .endOfTime],
        orderBy: "date, id")
    }
  }

  /// Removes one of the athlete's events; another athlete's id is "not found".
  public func deleteEvent(id: Int64, athleteId: Int64) throws {
    let removed = try writeTransaction { db in
      try db.execute(sql: "DELETE FROM planEvent WHERE id = ? AND athleteId = ?", arguments: [id, athleteId])
    }
    if removed == 0 { throw StoreError.invalid("no event \(id) for this athlete") }
  }

  /// Removes one of the athlete's planned sessions.
  public func deletePlannedSession(id: Int64, athleteId: Int64) throws {
    let removed = try writeTransaction { db in
      try db.execute(sql: "DELETE FROM plannedSession WHERE id = ? AND athleteId = ?", arguments: [id, athleteId])
    }
    if removed == 0 { throw StoreError.invalid("no planned session \(id) for this athlete") }
  }

  /// Removes the athlete's whole plan (events and sessions); returns how many rows went.
  @discardableResult
  public func clearPlan(athleteId: Int64) throws -> Int {
    try writeTransaction { db in
      try db.execute(sql: "DELETE FROM planEvent WHERE athleteId = ?", arguments: [athleteId])
        + db.execute(sql: "DELETE FROM plannedSession WHERE athleteId = ?", arguments: [athleteId])
    }
  }

  /// An event within ``InputLimits``, its name a label: a clear error, never a stored absurdity.
  private func check(_ e: PlanEvent) throws {
    if let problem = SafeName.labelProblem(e.name, what: "an event name") {
      throw StoreError.invalid("\(problem): \(quoted(e.name))")
    }
    try checkPlanValues(
      date: e.date, what: "event",
      [
        ("distance", e.distanceMeters, InputLimits.distanceMeters),
        ("target time", e.targetSeconds, InputLimits.durationSeconds),
        ("target CTL", e.targetCTL, InputLimits.eventTargetCTL), ("TSB low", e.tsbLow, InputLimits.eventTSB),
        ("TSB high", e.tsbHigh, InputLimits.eventTSB),
      ])
  }

  /// A session checked, its load and duration taken from its workout where
  /// not given: the workout's planned load (``StructuredWorkout/plannedLoad(settings:)``)
  /// with the athlete's thresholds on the session's day, for its sport.
  private func prepared(_ s: PlannedSession) throws -> PlannedSession {
    var s = s
    if let w = s.workout {
      if let problem = w.problem { throw StoreError.invalid("planned session on \(s.date): workout \(problem)") }
      if s.load == nil || s.durationSeconds == nil {
        let athlete = try athletes().first { $0.id == s.athleteId }
        let settings = try thresholds(athleteId: s.athleteId).settings(
          on: s.date, sex: athlete?.sexValue, birthYear: athlete?.birthYear, sport: s.sport ?? w.sport)
        let planned = w.plannedLoad(settings: settings)
        s.load = s.load ?? planned.load.map { ($0 * 10).rounded() / 10 }
        s.durationSeconds = s.durationSeconds ?? planned.durationSeconds
      }
      if s.sport == nil { s.sport = w.sport }
    }
    try checkPlanValues(
      date: s.date, what: "planned session",
      [("load", s.load, InputLimits.load), ("duration", s.durationSeconds, InputLimits.durationSeconds)])
    return s
  }

  /// Plan values within ``InputLimits``: a clear error, never a stored absurdity.
  private func checkPlanValues(date: LocalDate, what: String, _ values: [(String, Double?, ClosedRange<Double>)]) throws
  {
    guard InputLimits.dates.contains(date) else {
      throw StoreError.invalid(
        "\(what) date \(date) is outside \(InputLimits.dates.lowerBound)…\(InputLimits.dates.upperBound)")
    }
    for (name, value, range) in values {
      if let value, !range.contains(value) {
        throw StoreError.invalid("\(what) \(name) \(value) is outside \(range.lowerBound)…\(range.upperBound)")
      }
    }
  }
}
