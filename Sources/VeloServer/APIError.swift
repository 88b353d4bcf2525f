#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import Logging
import NIOCore
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport

/// An error answered as `{"error": "...", "detail": "..."}` with a fitting status.
/// Details name what was wrong with the request (a file's line or byte, a
/// parameter), never a server path or a stack.
public struct APIError: HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var error: String
  public var detail: String?
  /// The methods a path takes, for 405 (the `Allow` header).
  public var allow: String?
  /// Seconds after which the same request may succeed (the `Retry-After` header): busy, or the database away.
  public var retryAfter: Int?

  public init(
    _ status: HTTPResponse.Status, _ error: String, detail: String? = nil, allow: String? = nil,
    retryAfter: Int? = nil
  ) {
    self.status = status
    self.error = error
    self.detail = detail
    self.allow = allow
    self.retryAfter = retryAfter
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
    if status == .contentTooLarge || status == .tooManyRequests { headers[.connection] = "close" }
    if let allow { headers[.allow] = allow }
    if let retryAfter { headers[.retryAfter] = String(retryAfter) }
    let data =
      (try? JSONEncoder.document(Body(error: error, detail: detail))) ?? Data("{\"error\":\"\(status.code)\"}".utf8)
    return Response(
      status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data + Data("\n".utf8))))
  }

  static let notFound = APIError(.notFound, "not found")
  /// Every upload slot and place in line taken, or this token's uploads at their limit (``UploadSlots``).
  static let tooManyUploads = APIError(
    .tooManyRequests, "too many uploads",
    detail: "the server is scoring as many uploads as it takes (or this token has as many in as it may); "
      + "retry after the seconds in Retry-After", retryAfter: 2)
  /// Every thread that reads and writes the library busy, and their line full (``Admission``).
  static let busy = APIError(
    .serviceUnavailable, "busy",
    detail: "the server has as many requests on the library in hand as it takes; retry in a second", retryAfter: 1)
  static let tooLarge = APIError(
    .contentTooLarge, "too large", detail: "uploads are at most \(APIServer.maximumUploadBytes >> 20) MiB")
}

/// Turns every error a handler throws into an ``APIError``: Hummingbird's own
/// (404 route, 413 body) keep their status; store errors map like the CLI's exit
/// codes; anything else is a 500 without detail, logged.
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = APIContext

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    do {
      return try await next(request, context)
    } catch let error as APIError {
      throw error
    } catch let error as HTTPError {
      if error.status == .notFound, let allow = APIRoutes.methods(declaredFor: request.uri.path) {
        throw APIError(.methodNotAllowed, "method not allowed", detail: "this path takes \(allow)", allow: allow)
      }
      throw APIError(error.status, error.status.reasonPhrase.lowercased(), detail: error.body)
    } catch is NIOTooManyBytesError {
      throw APIError.tooLarge
    } catch let failure as Failure {
      // A use case's refusal (the library's health check before a write): its kind's status, its words.
      if [.storageFailed, .internalError, .unavailable].contains(failure.kind) {
        context.logger.error("library: \(failure.message)")
      }
      throw APIError(
        HTTPResponse.Status(failure.kind), Self.title(failure.kind), detail: failure.message,
        retryAfter: Self.retryAfter(failure.kind))
    } catch {
      // A storage failure however it surfaced (GRDB, a row that cannot be decoded): by its kind.
      if let failure = StorageFailure(error) {
        if failure.isOperatorProblem { context.logger.error("library: \(failure.logged)") }
        throw APIError(
          HTTPResponse.Status(failure.kind), failure.title, detail: failure.detail,
          retryAfter: Self.retryAfter(failure.kind))
      }
      context.logger.error("internal error: \(error)")
      throw APIError(.internalServerError, "internal error")
    }
  }
}

extension ErrorMiddleware {
  /// Seconds a client waits before trying again: a database away (down, restarting) is worth a retry.
  static func retryAfter(_ kind: FailureKind) -> Int? { kind == .unavailable ? 5 : nil }

  /// The title of a failure of `kind`, as the storage failures' titles read.
  static func title(_ kind: FailureKind) -> String {
    switch kind {
    case .badRequest: "bad request"
    case .invalidInput: "invalid"
    case .notFound: "not found"
    case .missingInput, .cannotWrite: "the library cannot be written"
    case .storageFull: "insufficient storage"
    case .storageFailed: "the library is damaged"
    case .unavailable: "the library is unavailable"
    case .internalError: "internal error"
    }
  }
}

extension HTTPResponse.Status {
  /// The status of a failure kind, with its standard reason phrase.
  init(_ kind: FailureKind) {
    switch kind.httpStatus {
    case 400: self = .badRequest
    case 404: self = .notFound
    case 422: self = .unprocessableContent
    case 503: self = .serviceUnavailable
    case 507: self = .init(code: 507, reasonPhrase: "Insufficient Storage")
    default: self = .internalServerError
    }
  }
}
#endif
