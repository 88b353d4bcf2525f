#if PostgreSQL
// Built with the PostgreSQL package trait (Package.swift).
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Up to ``limit`` connections to one PostgreSQL database, opened when first
/// needed and kept; a caller waits for a free one. A connection the server
/// closed is dropped and a new one opened on the next use, so the pool comes
/// back by itself when the server does.
///
/// Nothing waits without bound: a free connection within ``acquireSeconds``,
/// a new one (connect and handshake) within 15 s, each statement's answer
/// within ``statementSeconds`` (the server cancels it a second earlier, its
/// `statement_timeout`); past each the call fails with a ``PostgresError``
/// that `PostgresBackend` words as ``StoreError/unavailable(_:message:)``.
final class PostgresConnectionPool: Sendable {
  let location: PostgresLocation
  let limit: Int
  /// Seconds a caller waits for a free connection.
  let acquireSeconds: Int
  /// Seconds a statement may take, from sending it to its last row.
  let statementSeconds: Int
  private let configuration: PostgresConnection.Configuration
  /// Connections free for the next caller, each with the ``generation`` it was opened in.
  private let idle = NIOLockedValueBox<[(connection: PostgresConnection, generation: Int)]>([])
  /// Bumped whenever the server is found away (``forgetConnections()``): a
  /// connection opened before that is closed instead of used again, since a
  /// restarted server's old connections can stay silent instead of failing.
  private let generation = NIOLockedValueBox(0)
  private let free: DispatchSemaphore
  private let nextID = NIOLockedValueBox(0)
  let logger: Logger

  init(_ location: PostgresLocation, limit: Int = 8, acquireSeconds: Int = 15, statementSeconds: Int = 60) throws {
    self.location = location
    self.limit = max(1, limit)
    self.acquireSeconds = acquireSeconds
    self.statementSeconds = statementSeconds
    free = DispatchSemaphore(value: max(1, limit))
    var logger = Logger(label: "veloscore.postgres")
    logger.logLevel = .error
    self.logger = logger
    var configuration: PostgresConnection.Configuration
    if let socket = location.socketPath {
      configuration = .init(
        unixSocketPath: socket, username: location.user, password: location.password, database: location.database)
    } else {
      let tls: PostgresConnection.Configuration.TLS
      switch location.tls {
      case .disable: tls = .disable
      case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
      case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
      }
      configuration = .init(
        host: location.host, port: location.port, username: location.user, password: location.password,
        database: location.database, tls: tls)
    }
    configuration.options.connectTimeout = .seconds(10)
    self.configuration = configuration
  }

  deinit {
    for (connection, _) in idle.withLockedValue({ $0 }) { Self.close(connection) }
  }

  /// Closes `connection` and waits until it is closed (PostgresNIO requires it before the connection is released).
  private static func close(_ connection: PostgresConnection) {
    let closing: EventLoopFuture<Void> = connection.close()
    try? closing.wait()
  }

  /// Closes `connection` without waiting, keeping it alive until it is closed
  /// (PostgresNIO requires a connection closed before it is released).
  static func closeLater(_ connection: PostgresConnection) {
    connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
  }

  /// Runs `body` with a connection of its own (waiting for one to be free).
  /// When `body`'s first statement finds a kept connection dead
  /// (``PostgresSQLConnection/Stale``), nothing was done on it: `body` runs
  /// once more on a new connection.
  func withConnection<T>(_ body: (PostgresSQLConnection) throws -> T) throws -> T {
    guard free.wait(timeout: .now() + .seconds(acquireSeconds)) == .success else {
      throw PostgresError(
        message: "no connection to the server came free within \(acquireSeconds) s (every one is waiting on it)",
        sqlState: nil)
    }
    defer { free.signal() }
    do {
      return try run(body, reusing: true)
    } catch is PostgresSQLConnection.Stale {
      return try run(body, reusing: false)
    }
  }

  private func run<T>(_ body: (PostgresSQLConnection) throws -> T, reusing: Bool) throws -> T {
    let current = generation.withLockedValue { $0 }
    let kept =
      reusing
      ? idle.withLockedValue { list -> PostgresConnection? in
        while let (connection, made) = list.popLast() {
          if made == current && !connection.isClosed { return connection }
          PostgresConnectionPool.closeLater(connection)
        }
        return nil
      } : nil
    let connection = try kept ?? open()
    let sql = PostgresSQLConnection(
      connection, logger: logger, deadline: .seconds(Int64(statementSeconds)), kept: kept != nil)
    do {
      let result = try body(sql)
      release(connection, sql, made: current)
      return result
    } catch {
      if error is PostgresSQLConnection.Stale || (error as? PostgresError)?.isUnavailability == true {
        forgetConnections()
      }
      release(connection, sql, made: current)
      throw error
    }
  }

  /// Keeps `connection` for the next caller, unless it closed, overran a deadline or predates an outage.
  private func release(_ connection: PostgresConnection, _ sql: PostgresSQLConnection, made: Int) {
    if !connection.isClosed && !sql.abandoned && generation.withLockedValue({ $0 }) == made {
      idle.withLockedValue { $0.append((connection, made)) }
    } else if !connection.isClosed {
      PostgresConnectionPool.closeLater(connection)
    }
  }

  /// The server was found away: every kept connection is closed, and those in use are on release.
  private func forgetConnections() {
    generation.withLockedValue { $0 += 1 }
    let kept = idle.withLockedValue { list in
      let all = list.map(\.connection)
      list = []
      return all
    }
    for connection in kept { PostgresConnectionPool.closeLater(connection) }
  }

  private func open() throws -> PostgresConnection {
    let id = nextID.withLockedValue { n in
      n += 1
      return n
    }
    // connectTimeout bounds reaching the server; this, the handshake after it (a server still starting).
    // Failures are PostgresErrors, worded as the store's by PostgresBackend.classify like any other.
    let connection: PostgresConnection
    do {
      connection = try PostgresSQLConnection.answer(
        PostgresConnection.connect(
          on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: id, logger: logger),
        within: .seconds(15)
      ) { late in late.whenSuccess(PostgresConnectionPool.closeLater) }
    } catch {
      throw PostgresError(error)
    }
    // The server cancels a statement a second before this side gives up on it (57014).
    var settings = ["SET statement_timeout = \(statementSeconds * 1000 - 1000)"]
    if let schema = location.schema { settings.append("SET search_path TO \(schema)") }
    for setting in settings {
      do {
        _ = try PostgresSQLConnection(connection, logger: logger, deadline: .seconds(10), kept: false).run(setting, [])
      } catch {
        Self.close(connection)
        let failure = PostgresError(error)
        guard !failure.isUnavailability else { throw failure }
        throw PostgresError(
          message: "cannot use \(setting.dropFirst(4)): \(failure.message)", sqlState: failure.sqlState)
      }
    }
    return connection
  }
}
#endif
