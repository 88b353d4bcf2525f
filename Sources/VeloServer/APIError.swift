import Foundation
import Hummingbird
import Logging
import NIOCore
import VeloIO
import VeloReport
import VeloStore

/// An error answered as `{"error": "...", "detail": "..."}` with a fitting status.
/// Details name what was wrong with the request (a file's line or byte, a
/// parameter), never a server path or a stack.
public struct APIError: HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var error: String
  public var detail: String?

  public init(_ status: HTTPResponse.Status, _ error: String, detail: String? = nil) {
    self.status = status
    self.error = error
    self.detail = detail
  }

  struct Body: Encodable {
    var error: String
    var detail: String?
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    if status == .unauthorized { headers[.wwwAuthenticate] = "Bearer realm=\"veloscore\"" }
    // An unread body would have to be drained first: close instead.
    if status == .contentTooLarge { headers[.connection] = "close" }
    let data = (try? JSONEncoder.printable(Body(error: error, detail: detail))) ?? Data("{\"error\":\"\(status.code)\"}".utf8)
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data + Data("\n".utf8))))
  }

  static let notFound = APIError(.notFound, "not found")
  static let tooLarge = APIError(.contentTooLarge, "too large", detail: "uploads are at most \(APIServer.maximumUploadBytes >> 20) MiB")
}

/// Turns every error a handler throws into an ``APIError``: Hummingbird's own
/// (404 route, 413 body) keep their status; store errors map like the CLI's exit
/// codes; anything else is a 500 without detail, logged.
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = APIContext

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      throw error
    } catch let error as HTTPError {
      throw APIError(error.status, error.status.reasonPhrase.lowercased(), detail: error.body)
    } catch let error as StoreError {
      throw Self.map(error, logger: context.logger)
    } catch is NIOTooManyBytesError {
      throw APIError.tooLarge
    } catch {
      context.logger.error("internal error: \(error)")
      throw APIError(.internalServerError, "internal error")
    }
  }

  static func map(_ error: StoreError, logger: Logger) -> APIError {
    switch error {
    case .unknownAthlete, .noAthletes, .chooseAthlete: return .notFound
    case .unknownActivity: return APIError(.notFound, "no such activity")
    case .invalid(let message): return APIError(.unprocessableContent, "invalid", detail: message)
    case .readOnly, .unwritable: return APIError(.serviceUnavailable, "the library cannot be written")
    default:
      logger.error("library error: \(error)")
      return APIError(.internalServerError, "library error")
    }
  }
}
