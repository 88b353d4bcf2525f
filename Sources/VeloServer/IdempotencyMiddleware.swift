#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import VeloIO
import VeloPipeline

/// `Idempotency-Key` on `POST` (IETF draft-ietf-httpapi-idempotency-key-header):
/// a client that did not see the answer to a write (a phone losing its network
/// mid-upload) sends it again with the same key and gets the first answer,
/// marked `Idempotent-Replayed: true`, instead of storing twice. Keys are per
/// token and kept a day, in the library, so any server on it agrees.
///
/// - The same key with another method, target or body: 422.
/// - The same key while the first request still runs: 409 (retry later).
/// - A key that is not 1–255 visible ASCII characters: 400.
/// - A request that fails (4xx, 5xx) leaves nothing stored and frees its key.
/// - Deleting any of the athlete's records forgets the athlete's kept answers
///   (the library's triggers): an id in them may be gone.
/// - `POST /v1/tokens` is not kept: its answer holds the token's secret, which
///   the library never stores; nor is any answer marked `Cache-Control:
///   no-store` (a sign-up that minted a token): a repeat runs again.
struct IdempotencyMiddleware: RouterMiddleware {
  typealias Context = APIContext
  let library: Library
  /// An upload's body is read in its upload slot (``UploadSlots``), as the handler would.
  let uploads: UploadSlots
  /// The route whose bodies are activity files (up to 32 MiB); every other write's body is a small JSON.
  static let uploadRoute = "/v1/athletes/{athlete}/activities"

  // HTTPFields.Element is HTTPTypes' HTTPField, which Hummingbird does not re-export by name.
  static let header = HTTPFields.Element.Name("Idempotency-Key")!
  static let replayed = HTTPFields.Element.Name("Idempotent-Replayed")!
  /// Paths whose answers are never kept.
  static let neverKept: Set<String> = ["/v1/tokens"]

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    // A token that may not write is refused by the handler before any body is read: a body is read here
    // only for a request that may store something (read-only tokens held 32 MiB each before their 403).
    guard request.method == .post, let key = request.headers[Self.header], let token = context.token,
      let tokenId = token.id, token.canWrite, !Self.neverKept.contains(Self.routed(request, context))
    else { return try await next(request, context) }
    guard (1...255).contains(key.utf8.count), key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw APIError(
        .badRequest, "bad Idempotency-Key",
        detail: "an Idempotency-Key is 1–255 visible ASCII characters (a UUID, say)")
    }
    let length = try context.announcedLength(of: request)
    // The body is held until the answer is kept: an upload's in its slot, a JSON write's at its own limit.
    guard Self.routed(request, context) == Self.uploadRoute else {
      return try await keyed(request, context, key: key, tokenId: tokenId, limit: APIHandlers.maximumEditBytes, next)
    }
    return try await uploads.withSlot(token: tokenId, bytes: length) {
      try await keyed(request, context, key: key, tokenId: tokenId, limit: context.maxUploadSize, next)
    }
  }

  /// The request run once under its key: its body read (to `limit` bytes) and fingerprinted, a kept
  /// answer replayed, or the request run and its answer kept.
  private func keyed(
    _ request: Request, _ context: APIContext, key: String, tokenId: Int64, limit: Int,
    _ next: (Request, APIContext) async throws -> Response
  ) async throws -> Response {
    var request = request
    let body = try await request.collectBody(upTo: limit)
    var digest = SHA256()
    digest.update(data: Data("\(request.method.rawValue) \(request.uri.description)\n".utf8))
    digest.update(data: Data(body.readableBytesView))
    let fingerprint = digest.finalize().lowercaseHex
    let athleteId = context.athleteKey.flatMap { try? library.athlete($0)?.id }
    switch try library.beginIdempotentRequest(
      tokenId: tokenId, key: key, fingerprint: fingerprint, athleteId: athleteId)
    {
    case .replay(let stored): return Self.response(stored)
    case .inProgress:
      throw APIError(
        .conflict, "request in progress",
        detail: "a request with this Idempotency-Key is still running; retry when it has answered")
    case .mismatch:
      throw APIError(
        .unprocessableContent, "Idempotency-Key reused",
        detail: "this Idempotency-Key was sent with another request; use a new key for a new request")
    case .started: break
    }
    let response: Response
    do { response = try await next(request, context) } catch {
      try? library.abandonIdempotentRequest(tokenId: tokenId, key: key)
      throw error
    }
    // An answer marked `no-store` holds a secret (a sign-up's token): never kept, its key freed.
    guard (200..<300).contains(response.status.code), response.headers[.cacheControl] != "no-store" else {
      try? library.abandonIdempotentRequest(tokenId: tokenId, key: key)
      return response
    }
    let collected = try await Self.bytes(of: response)
    try library.finishIdempotentRequest(
      tokenId: tokenId, key: key,
      response: StoredResponse(
        status: response.status.code, contentType: response.headers[.contentType],
        contentEncoding: response.headers[.contentEncoding], body: collected))
    var copy = response
    copy.body = .init(byteBuffer: ByteBuffer(bytes: collected))
    return copy
  }

  /// The path as the router matched it: its route's own path when matched, else the request's with
  /// repeated and trailing slashes and percent-escapes undone. `/v1/tokens/`, `/v1//tokens` and
  /// `/v1/%74okens` reach the tokens route; compared as text, they had their answers — a token's
  /// secret — kept in the library.
  static func routed(_ request: Request, _ context: APIContext) -> String {
    if let endpoint = context.endpointPath { return endpoint }
    let decoded = request.uri.path.removingPercentEncoding ?? request.uri.path
    return "/" + decoded.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
  }

  /// A kept answer, decompressed when it was sent compressed and this client does not take gzip.
  static func response(_ stored: StoredResponse) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = stored.contentType
    headers[Self.replayed] = "true"
    var body = stored.body
    if stored.contentEncoding == "gzip" {
      if ResponseNegotiation.acceptsGzip {
        headers[.contentEncoding] = "gzip"
      } else if let plain = try? Gzip.decompress([UInt8](body), file: "response") {
        body = Data(plain)
      }
    }
    return Response(
      status: .init(code: stored.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
  }

  /// The bytes a response's body writes.
  static func bytes(of response: Response) async throws -> Data {
    let sink = Sink()
    try await response.body.write(CollectingWriter(sink: sink))
    return sink.data
  }

  final class Sink: @unchecked Sendable {
    var data = Data()
  }

  struct CollectingWriter: ResponseBodyWriter {
    let sink: Sink
    mutating func write(_ buffer: ByteBuffer) async throws { sink.data.append(contentsOf: buffer.readableBytesView) }
    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
  }
}
#endif
