#if Server
// Built with the Server package trait (Package.swift).
import Hummingbird
import VeloEngine
import VeloPipeline

/// Bearer-token authentication for `/v1`: no or an unknown token is 401;
/// the accepted token travels in ``APIContext/token`` for the handlers'
/// per-athlete checks (another athlete is 404, a write without `canWrite` 403),
/// and an athlete's token scopes the request's rows (`Library.acting(for:_:)`).
struct TokenMiddleware: RouterMiddleware {
  typealias Context = APIContext
  let library: Library

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    guard let header = request.headers[.authorization] else {
      throw APIError(
        .unauthorized, "unauthorized",
        detail: "send 'Authorization: Bearer <token>' (create one with 'veloscore token create')")
    }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer",
      let token = try library.token(for: String(parts[1]).trimmingCharacters(in: .whitespaces))
    else {
      throw APIError(.unauthorized, "unauthorized", detail: "the bearer token is not valid")
    }
    var context = context
    context.token = token
    // An athlete's token acts for that athlete alone: on PostgreSQL the database
    // then hides every other athlete's rows from this request.
    guard let athleteId = token.athleteId else { return try await next(request, context) }
    return try await Library.acting(for: athleteId) { try await next(request, context) }
  }
}
#endif
