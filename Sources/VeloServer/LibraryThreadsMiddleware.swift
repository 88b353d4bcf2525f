#if Server
// Built with the Server package trait (Package.swift).
import Hummingbird

/// Runs each `/v1` request on the ``BlockingExecutor``'s threads, after
/// ``Admission``: past the limit it is 503 with `Retry-After` at once. The
/// token check, the idempotency record and the handler all reach the library,
/// whose calls block their thread (SQLite, PostgreSQL) — never one of Swift's
/// cooperative threads, which answer `/healthz` and the other connections.
struct LibraryThreadsMiddleware: RouterMiddleware {
  typealias Context = APIContext
  let executor: BlockingExecutor
  let admission: Admission

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    try await admission.admit(or: APIError.busy) {
      try await withTaskExecutorPreference(executor) { try await next(request, context) }
    }
  }
}
#endif
