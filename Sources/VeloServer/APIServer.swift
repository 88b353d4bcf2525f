import Foundation
import Hummingbird
import Logging
import VeloStore

/// `veloscore serve`: the HTTP JSON API over one athlete library (Hummingbird 2).
///
/// Reads run concurrently (GRDB's WAL pool); writes are serialised by the
/// store, one transaction per upload. SIGTERM or SIGINT shuts down gracefully:
/// the listener closes, requests in flight finish, then the process exits.
public struct APIServer: Sendable {
  /// The largest upload accepted: 32 MiB (a 10-hour 1 Hz FIT file is about 3 MB).
  public static let maximumUploadBytes = 32 << 20

  public var store: AthleteStore
  public var host: String
  public var port: Int
  public var logger: Logger

  public init(store: AthleteStore, host: String, port: Int, logger: Logger) {
    self.store = store
    self.host = host
    self.port = port
    self.logger = logger
  }

  /// The router: error mapping and the access log on every route, tokens on `/v1`.
  public func router() -> Router<APIContext> {
    let router = Router(context: APIContext.self)
    router.add(middleware: AccessLogMiddleware())
    router.add(middleware: ErrorMiddleware())
    let handlers = APIHandlers(store: store)
    let v1 = router.group("v1").add(middleware: TokenMiddleware(store: store))
    for route in APIRoutes.all {
      let group = route.authenticated ? v1 : router.group()
      let path = APIRoutes.routerPath(route.authenticated ? String(route.path.dropFirst("/v1".count)) : route.path)
      group.on(path, method: route.httpMethod) { request, context in try await route.handle(handlers, request, context) }
    }
    return router
  }

  /// Serves until SIGTERM/SIGINT; `onListening` gets the bound port (useful with port 0).
  public func run(onListening: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
    let app = Application(
      router: router(),
      configuration: .init(address: .hostname(host, port: port), serverName: "veloscore"),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
      logger: logger)
    try await app.runService()
  }
}
