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
}
