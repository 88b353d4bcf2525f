#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloIO

/// What a request accepts of a response, read once by
/// ``ConditionalResponseMiddleware`` and used where the body is made
/// (``APIHandlers/body(_:contentType:status:)``): whether it may come gzip-compressed.
enum ResponseNegotiation {
  @TaskLocal static var acceptsGzip = false

  /// Whether `Accept-Encoding` takes gzip (`gzip`, `x-gzip` or `*`, with a q-value above 0).
  static func acceptsGzip(_ header: String?) -> Bool {
    guard let header else { return false }
    for part in header.split(separator: ",") {
      let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      guard let coding = fields.first, ["gzip", "x-gzip", "*"].contains(coding) else { continue }
      let q = fields.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      if q > 0 { return true }
    }
    return false
  }

  /// Bodies smaller than this are sent as they are (a header costs more than it saves).
  static let gzipThreshold = 1024

  /// The weak validator of a body: the first 16 bytes of its SHA-256, hex.
  /// Weak (`W/`), as the same document may travel gzip-compressed or not.
  static func etag(_ data: Data) -> String {
    "W/\"" + SHA256.hash(data: data).prefix(16).lowercaseHex + "\""
  }
}

/// Conditional GETs and compression for every route: a `200` to a `GET` or
/// `HEAD` whose `If-None-Match` names the response's `ETag` (or `*`) becomes
/// `304 Not Modified` without a body (an app polling the dashboard downloads it
/// only when it changed); `Accept-Encoding: gzip` lets bodies over 1 KB come
/// compressed (``ResponseNegotiation``).
struct ConditionalResponseMiddleware: RouterMiddleware {
  typealias Context = APIContext

  func handle(_ request: Request, context: APIContext, next: (Request, APIContext) async throws -> Response)
    async throws -> Response
  {
    let gzip = ResponseNegotiation.acceptsGzip(request.headers[.acceptEncoding])
    let response = try await ResponseNegotiation.$acceptsGzip.withValue(gzip) { try await next(request, context) }
    guard request.method == .get || request.method == .head, response.status == .ok,
      let etag = response.headers[.eTag], let asked = request.headers[.ifNoneMatch]
    else { return response }
    // Weak comparison (RFC 9110 §13.1.2): the tags match once their W/ prefixes are set aside.
    func opaque(_ tag: Substring) -> Substring { tag.hasPrefix("W/") ? tag.dropFirst(2) : tag }
    let tags = asked.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard tags.contains("*") || tags.contains(where: { opaque(Substring($0)) == opaque(Substring(etag)) }) else {
      return response
    }
    var headers = HTTPFields()
    headers[.eTag] = etag
    headers[.vary] = "Accept-Encoding"
    return Response(status: .notModified, headers: headers)
  }
}
#endif
