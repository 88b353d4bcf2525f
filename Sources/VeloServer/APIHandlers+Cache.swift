#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloIO

/// Where ``APIHandlers/body(_:contentType:status:)`` keeps the document it
/// makes: set around a route that ``APIRoutes/Route/keepsDocuments``.
struct DocumentSlot: Sendable {
  var cache: DocumentCache
  var key: DocumentCache.Key
  @TaskLocal static var current: DocumentSlot?
}

extension APIHandlers {
  /// Answers an athlete's `GET` from ``DocumentCache`` when the document was
  /// built at the athlete's current revision and today; otherwise runs `build`,
  /// whose `200` body is kept. Errors (404 before any activity, 400) are never kept.
  func cached(_ request: Request, _ context: APIContext, build: () async throws -> Response) async throws -> Response {
    guard documents.capacityBytes > 0 else { return try await build() }
    let a = try athlete(context)
    let key = DocumentCache.Key(
      athleteId: a.id!, revision: a.revision, today: (try? a.today())?.dayNumber, uri: request.uri.description)
    if let entry = documents.entry(key) {
      var entry = entry
      if ResponseNegotiation.acceptsGzip, entry.gzipped == nil, let packed = Self.gzipped(entry.body) {
        entry.gzipped = packed
        documents.keep(entry, for: key)
      }
      return Self.response(entry, status: .ok)
    }
    return try await DocumentSlot.$current.withValue(DocumentSlot(cache: documents, key: key)) { try await build() }
  }

  /// `data` gzip-compressed when it is over ``ResponseNegotiation/gzipThreshold``.
  static func gzipped(_ data: Data) -> Data? {
    guard data.count > ResponseNegotiation.gzipThreshold, let packed = Gzip.compress([UInt8](data)) else {
      return nil
    }
    return Data(packed)
  }

  /// The response of a document: its ETag, and its gzip form when the request takes it.
  static func response(_ entry: DocumentCache.Entry, status: HTTPResponse.Status) -> Response {
    var headers = HTTPFields()
    headers[.contentType] = entry.contentType
    headers[.eTag] = entry.etag
    headers[.vary] = "Accept-Encoding"
    if ResponseNegotiation.acceptsGzip, let packed = entry.gzippedBuffer {
      headers[.contentEncoding] = "gzip"
      return Response(status: status, headers: headers, body: .init(byteBuffer: packed))
    }
    return Response(status: status, headers: headers, body: .init(byteBuffer: entry.buffer))
  }
}
#endif
