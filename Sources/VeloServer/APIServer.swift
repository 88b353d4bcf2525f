#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import VeloEngine
import Logging
import VeloPipeline

/// `veloscore serve`: the HTTP JSON API over one athlete library (Hummingbird 2).
///
/// Reads run concurrently (GRDB's WAL pool); writes are serialised by the
/// store, one transaction per upload. SIGTERM or SIGINT shuts down gracefully:
/// the listener closes, requests in flight finish, then the process exits.
public struct APIServer: Sendable {
  /// The largest upload accepted: 32 MiB (a 10-hour 1 Hz FIT file is about 3 MB).
  public static let maximumUploadBytes = 32 << 20

  /// What the server allows each client, with the defaults `serve` starts with.
  public struct Limits: Sendable {
    /// Seconds from connecting to a complete request head.
    public var headerTimeout: Double = 10
    /// Seconds from the head to the end of the body (32 MiB at 256 kB/s).
    public var bodyTimeout: Double = 120
    /// Seconds a kept-alive connection may wait for its next request.
    public var idleTimeout: Double = 60
    /// Uploads scored at once; more are answered 503 with `Retry-After: 1`.
    /// Each may hold its file, its decompressed form (at most
    /// ``Gzip/maximumOutputBytes``) and its streams.
    public var concurrentUploads = 4
    /// Bytes of built documents kept in memory (``DocumentCache``); 0 keeps none.
    public var documentCacheBytes = 64 << 20
    public init() {}
  }

  public var library: Library
  public var host: String
  public var port: Int
  public var logger: Logger
  public var limits: Limits

  public init(library: Library, host: String, port: Int, logger: Logger, limits: Limits = Limits()) {
    self.library = library
    self.host = host
    self.port = port
    self.logger = logger
    self.limits = limits
  }

  /// The router: error mapping and the access log on every route, tokens on `/v1`.
  public func router() -> Router<APIContext> {
    let router = Router(context: APIContext.self)
    router.add(middleware: AccessLogMiddleware())
    router.add(middleware: ErrorMiddleware())
    router.add(middleware: ConditionalResponseMiddleware())
    let handlers = APIHandlers(
      library: library, uploads: UploadSlots(limit: limits.concurrentUploads),
      documents: DocumentCache(capacityBytes: limits.documentCacheBytes))
    let v1 = router.group("v1").add(middleware: TokenMiddleware(library: library)).add(
      middleware: IdempotencyMiddleware(library: library))
    for route in APIRoutes.all {
      let group = route.authenticated ? v1 : router.group()
      let path = APIRoutes.routerPath(route.authenticated ? String(route.path.dropFirst("/v1".count)) : route.path)
      group.on(path, method: route.httpMethod) { request, context in
        guard route.keepsDocuments else { return try await route.handle(handlers, request, context) }
        return try await handlers.cached(request, context) { try await route.handle(handlers, request, context) }
      }
    }
    return router
  }

  /// Serves until SIGTERM/SIGINT; `onListening` gets the bound port (useful with port 0).
  public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
    let app = Application(
      router: router(),
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [
            RequestDeadlineHandler(
              timeouts: .init(
                header: .milliseconds(Int64(limits.headerTimeout * 1000)),
                body: .milliseconds(Int64(limits.bodyTimeout * 1000)),
                idle: .milliseconds(Int64(limits.idleTimeout * 1000))))
          ],
          idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1000)))),
      configuration: .init(address: .hostname(host, port: port), serverName: "veloscore"),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
      logger: logger)
    try await app.runService()
  }
}
#endif
