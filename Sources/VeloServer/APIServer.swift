#if Server
// Built with the Server package trait (Package.swift).
import Foundation
import Hummingbird
import HummingbirdCore
import VeloEngine
import Logging
import VeloPipeline

/// `veloscore serve`: the HTTP JSON API over one athlete library (Hummingbird 2).
///
/// Reads run concurrently (GRDB's WAL pool); writes are serialised by the
/// store, one transaction per upload. Every `/v1` request runs on threads of
/// its own (``BlockingExecutor``), so a slow database or a long scoring never
/// holds the threads that answer `/healthz` and accept connections. SIGTERM or
/// SIGINT shuts down gracefully: the listener closes, requests in flight finish
/// (each database call has a deadline), then the process exits.
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
    /// Seconds a client that stopped reading its answers has to read again.
    public var writeTimeout: Double = 30
    /// Upload slots (default: two per core, as part of an upload's time is the
    /// library's single writer, not a core). Each may hold its
    /// file, its decompressed form (at most ``Gzip/maximumOutputBytes``) and
    /// its streams, and a core.
    public var concurrentUploads = 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Uploads waiting for a slot, their bodies not read yet; more are answered 429 with `Retry-After`.
    public var uploadQueue = 32
    /// Uploads one token may have scored or waiting at once; more are 429.
    public var uploadsPerToken = 2
    /// `/v1` requests in hand at once: running on the threads that read and
    /// write the library (``BlockingExecutor``) or waiting for one; more are 503
    /// with `Retry-After: 1`.
    public var libraryRequests = 256
    /// Connections open at once; more wait in the listen backlog until one closes.
    public var maximumConnections = 512
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
    let uploads = UploadSlots(
      slots: limits.concurrentUploads, queue: limits.uploadQueue, perToken: limits.uploadsPerToken)
    let handlers = APIHandlers(
      library: library, uploads: uploads, documents: DocumentCache(capacityBytes: limits.documentCacheBytes))
    let v1 = router.group("v1").add(
      middleware: LibraryThreadsMiddleware(
        executor: .library, admission: Admission(limit: limits.libraryRequests))
    ).add(middleware: TokenMiddleware(library: library)).add(
      middleware: IdempotencyMiddleware(library: library, uploads: uploads))
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
    Allocator.returnLargeBlocks()
    let app = Application(
      router: router(),
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [
            RequestDeadlineHandler(
              timeouts: .init(
                header: .milliseconds(Int64(limits.headerTimeout * 1000)),
                body: .milliseconds(Int64(limits.bodyTimeout * 1000)),
                idle: .milliseconds(Int64(limits.idleTimeout * 1000)),
                write: .milliseconds(Int64(limits.writeTimeout * 1000))))
          ],
          idleTimeout: .milliseconds(Int64(limits.idleTimeout * 1000)))),
      configuration: .init(
        address: .hostname(host, port: port), serverName: "veloscore",
        availableConnectionsDelegate: MaximumAvailableConnections(limits.maximumConnections, logger: logger)),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
      logger: logger)
    try await app.runService()
  }
}
#endif
