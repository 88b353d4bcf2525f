#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import Logging

/// One structured log line per request after it is answered: method, path
/// (without the query, which may carry dates only), status and milliseconds.
/// Tokens and bodies are never logged.
struct AccessLogMiddleware: RouterMiddleware {
  typealias Context = APIContext

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    let start = ContinuousClock.now
    func log(_ status: HTTPResponse.Status) {
      let ms = (ContinuousClock.now - start) / .milliseconds(1)
      context.logger.info(
        "request",
        metadata: [
          "method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "status": "\(status.code)",
          "ms": "\(String(format: "%.2f", ms))",
        ])
    }
    do {
      let response = try await next(request, context)
      log(response.status)
      return response
    } catch let error as HTTPResponseError {
      log(error.status)
      throw error
    }
  }
}
#endif
