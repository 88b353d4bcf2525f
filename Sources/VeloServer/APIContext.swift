#if Server
// Built with the Server package trait (Package.swift).
import Hummingbird
import VeloEngine
import VeloPipeline

/// The request context of `veloscore serve`: Hummingbird's core storage, the
/// caller's token once ``TokenMiddleware`` accepted it, and the upload limit.
public struct APIContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// The bearer token of the request (`nil` before authentication and on open routes).
  public var token: APIToken?

  public init(source: Source) {
    coreContext = .init(source: source)
  }

  /// Uploads larger than this are refused with 413 (``APIServer/maximumUploadBytes``).
  public var maxUploadSize: Int { APIServer.maximumUploadBytes }

  /// The body's announced length (`Content-Length`; `nil` when not announced),
  /// or ``APIError/tooLarge`` when it is over ``maxUploadSize``: refused before any byte is read.
  func announcedLength(of request: Request) throws -> Int? {
    let length = request.headers[.contentLength].flatMap(Int.init)
    if let length, length > maxUploadSize { throw APIError.tooLarge }
    return length
  }

  /// The `{athlete}` of the path, its percent-escapes undone: a client writes
  /// `lucía` as `luc%C3%ADa` (as the sign-up's `Location` does), the library holds `lucía`.
  var athleteKey: String? {
    parameters.get("athlete").map { $0.removingPercentEncoding ?? $0 }
  }
}
#endif
