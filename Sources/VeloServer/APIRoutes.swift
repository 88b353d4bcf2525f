#if Server
// Built with the Server package trait (Package.swift).
import Hummingbird

/// Every route of the API, in one table: the router is built from it and a
/// test checks it against `docs/openapi.yaml` path by path, method by method.
public enum APIRoutes {
  public struct Route: Sendable {
    public var method: String
    /// OpenAPI form: `/v1/athletes/{athlete}`.
    public var path: String
    /// Needs a bearer token.
    public var authenticated: Bool
    /// An athlete's document, answered from ``DocumentCache`` while the athlete is unchanged.
    var keepsDocuments: Bool { method == "get" && path.hasPrefix("/v1/athletes/{athlete}") }
    let handle: @Sendable (APIHandlers, Request, APIContext) async throws -> Response
    /// ``method`` as HTTP spells it.
    var httpMethod: HTTPRequest.Method { HTTPRequest.Method(method.uppercased())! }

    init(
      _ method: String, _ path: String,
      _ handle: @escaping @Sendable (APIHandlers, Request, APIContext) async throws -> Response
    ) {
      self.method = method
      self.path = path
      authenticated = path.hasPrefix("/v1/")
      self.handle = handle
    }
  }

  public static let all: [Route] = [
    Route("get", "/healthz") { h, r, c in try h.health(r, c) },
    Route("get", "/openapi.yaml") { h, r, c in h.openAPI(r, c) },
    Route("get", "/docs") { h, r, c in h.docsPage(r, c) },
    Route("get", "/v1/labels") { h, r, c in try h.labels(r, c) },
    Route("get", "/v1/athletes") { h, r, c in try h.athletes(r, c) },
    Route("post", "/v1/athletes") { h, r, c in try await h.signUp(r, c) },
    Route("get", "/v1/athletes/{athlete}") { h, r, c in try h.athleteProfile(r, c) },
    Route("patch", "/v1/athletes/{athlete}") { h, r, c in try await h.editAthlete(r, c) },
    Route("delete", "/v1/athletes/{athlete}") { h, r, c in try h.deleteAthlete(r, c) },
    Route("get", "/v1/athletes/{athlete}/sources") { h, r, c in try h.sources(r, c) },
    Route("delete", "/v1/athletes/{athlete}/sources/{sha256}") { h, r, c in try h.deleteSource(r, c) },
    Route("get", "/v1/tokens") { h, r, c in try h.tokens(r, c) },
    Route("post", "/v1/tokens") { h, r, c in try await h.postToken(r, c) },
    Route("delete", "/v1/tokens/{id}") { h, r, c in try h.deleteToken(r, c) },
    Route("get", "/v1/athletes/{athlete}/activities") { h, r, c in try h.activities(r, c) },
    Route("post", "/v1/athletes/{athlete}/activities") { h, r, c in try await h.upload(r, c) },
    Route("get", "/v1/athletes/{athlete}/activities/{id}") { h, r, c in try h.activity(r, c) },
    Route("patch", "/v1/athletes/{athlete}/activities/{id}") { h, r, c in try await h.editActivity(r, c) },
    Route("delete", "/v1/athletes/{athlete}/activities/{id}") { h, r, c in try h.deleteActivity(r, c) },
    Route("post", "/v1/athletes/{athlete}/workouts") { h, r, c in try await h.postWorkout(r, c) },
    Route("get", "/v1/athletes/{athlete}/pmc") { h, r, c in try h.pmc(r, c) },
    Route("get", "/v1/athletes/{athlete}/week") { h, r, c in try h.week(r, c) },
    Route("get", "/v1/athletes/{athlete}/wellness") { h, r, c in try h.wellness(r, c) },
    Route("post", "/v1/athletes/{athlete}/wellness") { h, r, c in try await h.postWellness(r, c) },
    Route("delete", "/v1/athletes/{athlete}/wellness/{date}") { h, r, c in try h.deleteWellnessDay(r, c) },
    Route("get", "/v1/athletes/{athlete}/dashboard") { h, r, c in try h.dashboard(r, c) },
    Route("get", "/v1/athletes/{athlete}/reports/weekly") { h, r, c in try h.weeklyReport(r, c) },
    Route("get", "/v1/athletes/{athlete}/reports/calendar") { h, r, c in try h.calendarReport(r, c) },
    Route("get", "/v1/athletes/{athlete}/plan") { h, r, c in try h.plan(r, c) },
    Route("get", "/v1/athletes/{athlete}/plan/sessions") { h, r, c in try h.plannedSessions(r, c) },
    Route("post", "/v1/athletes/{athlete}/plan/sessions") { h, r, c in try await h.postPlannedSession(r, c) },
    Route("delete", "/v1/athletes/{athlete}/plan/sessions/{id}") { h, r, c in try h.deletePlannedSession(r, c) },
    Route("get", "/v1/athletes/{athlete}/plan/events") { h, r, c in try h.events(r, c) },
    Route("post", "/v1/athletes/{athlete}/plan/events") { h, r, c in try await h.postEvent(r, c) },
    Route("delete", "/v1/athletes/{athlete}/plan/events/{id}") { h, r, c in try h.deleteEvent(r, c) },
  ]

  /// The methods declared for the route whose path matches `path` (`{name}`
  /// matching any one segment), as an `Allow` header value; `nil` when no
  /// route has that path. The router answers any other method 404; this
  /// makes it 405.
  static func methods(declaredFor path: String) -> String? {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false)
    let matching = all.filter { route in
      let pattern = route.path.split(separator: "/", omittingEmptySubsequences: false)
      return pattern.count == segments.count
        && zip(pattern, segments).allSatisfy { p, s in p.hasPrefix("{") ? !s.isEmpty : p == s }
    }
    return matching.isEmpty ? nil : Set(matching.map { $0.method.uppercased() }).sorted().joined(separator: ", ")
  }

  /// Hummingbird's form of an OpenAPI path: `{name}` → `:name`.
  static func routerPath(_ openAPIPath: String) -> RouterPath {
    RouterPath(
      openAPIPath.split(separator: "/").map { $0.hasPrefix("{") ? ":" + $0.dropFirst().dropLast() : String($0) }
        .joined(separator: "/"))
  }
}
#endif
