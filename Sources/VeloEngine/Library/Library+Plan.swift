import VeloPipeline
import VeloScore
import VeloStore

/// The athlete's plan: planned sessions and events (`plan`, `…/plan/…`).
extension Library {
  public func plannedSessions(_ athlete: Athlete, from: LocalDate? = nil, through: LocalDate? = nil) throws
    -> [PlannedSession]
  {
    try store.plannedSessions(athleteId: athlete.id!, from: from, through: through)
  }

  /// Adds `session` unless the same one is planned (a retried request stores once).
  public func planOnce(_ session: PlannedSession) throws -> (session: PlannedSession, added: Bool) {
    try store.addPlannedSessionOnce(session)
  }

  /// Removes one of the athlete's planned sessions; `false` when they have none with `id`.
  public func unplan(_ athlete: Athlete, session id: Int64) throws -> Bool {
    guard try plannedSessions(athlete).contains(where: { $0.id == id }) else { return false }
    try store.deletePlannedSession(id: id, athleteId: athlete.id!)
    return true
  }

  public func events(_ athlete: Athlete, from: LocalDate? = nil) throws -> [PlanEvent] {
    try store.events(athleteId: athlete.id!, from: from)
  }

  /// Adds `event` unless the same one is on the calendar.
  public func planOnce(_ event: PlanEvent) throws -> (event: PlanEvent, added: Bool) { try store.addEventOnce(event) }

  /// Removes one of the athlete's events; `false` when they have none with `id`.
  public func unplan(_ athlete: Athlete, event id: Int64) throws -> Bool {
    guard try events(athlete).contains(where: { $0.id == id }) else { return false }
    try store.deleteEvent(id: id, athleteId: athlete.id!)
    return true
  }

  /// Adds an event; its name is a label (checked).
  @discardableResult
  public func add(_ event: PlanEvent) throws -> PlanEvent { try store.addEvent(event) }

  /// Adds planned sessions in one transaction (all or none), their loads filled from their workouts.
  @discardableResult
  public func add(_ sessions: [PlannedSession]) throws -> [PlannedSession] { try store.addPlannedSessions(sessions) }

  /// Removes one of the athlete's events; one they do not have is an error saying so.
  public func remove(_ athlete: Athlete, event id: Int64) throws {
    try store.deleteEvent(id: id, athleteId: athlete.id!)
  }

  /// Removes one of the athlete's planned sessions; one they do not have is an error saying so.
  public func remove(_ athlete: Athlete, session id: Int64) throws {
    try store.deletePlannedSession(id: id, athleteId: athlete.id!)
  }

  /// Removes the athlete's whole plan; how many events and sessions went.
  public func clearPlan(_ athlete: Athlete) throws -> Int { try store.clearPlan(athleteId: athlete.id!) }
}
