#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

extension APIHandlers {
  /// `GET …/plan`: `plan show --format json` (the projection to each event and
  /// the build and taper for the next A event), from the athlete's today or `from`.
  func plan(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let from = try Self.date(request, "from") ?? a.today()
    var ramp = 7.0
    if let text = request.uri.queryParameters.get("maxRamp") {
      guard let v = Double(text), v > 0, v <= 30 else {
        throw APIError(
          .badRequest, "bad parameter",
          detail: "'maxRamp' must be a number above 0 and at most 30 CTL/week, got \(quoted(text))")
      }
      ramp = v
    }
    let taper = try Self.integer(request, "taperDays", 1...42) ?? 7
    return Self.report(
      try PlanReport.build(library.history(a), from: from, maximumWeeklyRamp: ramp, taperDays: taper).render(
        .json))
  }

  /// `GET …/plan/sessions`: the planned sessions (with their workouts) in date order, `from`/`through` optional.
  func plannedSessions(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    let sessions = try library.plannedSessions(
      a, from: try Self.date(request, "from"), through: try Self.date(request, "through"))
    return try Self.json(try Self.page(request, sessions, list: "sessions") { ($0.date.description, $0.id!) })
  }

  /// `POST …/plan/sessions`: a session as JSON (``PlannedSessionEntry``); 201
  /// with it as stored (load and duration filled from its workout), 200 for the
  /// same session again (a retried request stores once), 422 for a workout too
  /// big to hold (over 1,000 steps or 24 h).
  func postPlannedSession(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let entry = try await Self.body(
      request, PlannedSessionEntry.self,
      expected: "a JSON object: date and any of sport, load, durationSeconds, description, workout")
    if let problem = entry.row.workout?.sizeProblem {
      throw APIError(.unprocessableContent, "workout too big", detail: "workout.\(problem)")
    }
    let (session, added) = try library.planOnce(entry.session(athleteId: a.id!))
    return try Self.json(session, status: added ? .created : .ok)
  }

  /// `DELETE …/plan/sessions/{id}`: removes one planned session, answering as
  /// `plan remove --session ID --json`; 404 for one the athlete does not have.
  func deletePlannedSession(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try writableAthlete(context)
    guard let id = context.parameters.get("id", as: Int64.self), try library.unplan(a, session: id) else {
      throw APIError(.notFound, "no such planned session")
    }
    return try Self.json(PlanRemoved(athlete: a.name, removed: 1, session: id))
  }

  /// `GET …/plan/events`: the athlete's events in date order, from `from` on when given.
  func events(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try athlete(context)
    return try Self.json(
      try Self.page(request, try library.events(a, from: try Self.date(request, "from")), list: "events") {
        ($0.date.description, $0.id!)
      })
  }

  /// `POST …/plan/events`: an event as JSON (``PlanEventEntry``); 201 with it
  /// as stored, 200 for the same event again (a retried request stores once);
  /// 422 for fields that cannot go together (``PlanEventEntry/problem``).
  func postEvent(_ request: Request, _ context: APIContext) async throws -> Response {
    let a = try writableAthlete(context)
    let entry = try await Self.body(
      request, PlanEventEntry.self,
      expected:
        "a JSON object: date, name and any of priority, targetCTL, tsbLow and tsbHigh, distanceMeters, targetSeconds")
    if let problem = entry.problem { throw APIError(.unprocessableContent, "event not possible", detail: problem) }
    let (event, added) = try library.planOnce(entry.event(athleteId: a.id!))
    return try Self.json(event, status: added ? .created : .ok)
  }

  /// `DELETE …/plan/events/{id}`: removes one event, answering as `plan remove
  /// --event ID --json`; 404 for one the athlete does not have.
  func deleteEvent(_ request: Request, _ context: APIContext) throws -> Response {
    let a = try writableAthlete(context)
    guard let id = context.parameters.get("id", as: Int64.self), try library.unplan(a, event: id) else {
      throw APIError(.notFound, "no such event")
    }
    return try Self.json(PlanRemoved(athlete: a.name, removed: 1, event: id))
  }
}
#endif
