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
/// closed is dropped and a new one opened on the next use.
final class PostgresConnectionPool: Sendable {
  let location: PostgresLocation
  let limit: Int
  private let configuration: PostgresConnection.Configuration
  private let idle = NIOLockedValueBox<[PostgresConnection]>([])
  private let free: DispatchSemaphore
  private let nextID = NIOLockedValueBox(0)
  let logger: Logger

  init(_ location: PostgresLocation, limit: Int = 8) throws {
    self.location = location
    self.limit = max(1, limit)
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
    for connection in idle.withLockedValue({ $0 }) { Self.close(connection) }
  }

  /// Closes `connection` and waits until it is closed (PostgresNIO requires it before the connection is released).
  private static func close(_ connection: PostgresConnection) {
    let closing: EventLoopFuture<Void> = connection.close()
    try? closing.wait()
  }

  /// Runs `body` with a connection of its own (waiting for one to be free).
  func withConnection<T>(_ body: (PostgresSQLConnection) throws -> T) throws -> T {
    free.wait()
    defer { free.signal() }
    let connection = try idle.withLockedValue { $0.popLast() }.flatMap { $0.isClosed ? nil : $0 } ?? open()
    defer { if !connection.isClosed { idle.withLockedValue { $0.append(connection) } } }
    return try body(PostgresSQLConnection(connection, logger: logger))
  }

  private func open() throws -> PostgresConnection {
    let id = nextID.withLockedValue { n in
      n += 1
      return n
    }
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection.connect(
        on: MultiThreadedEventLoopGroup.singleton.any(), configuration: configuration, id: id, logger: logger
      ).wait()
    } catch {
      throw StoreError.database(location.description, message: PostgresError(error).description)
    }
    if let schema = location.schema {
      do {
        _ = try connection.simpleQuery("SET search_path TO \(schema)").wait()
      } catch {
        Self.close(connection)
        throw StoreError.database(
          location.description, message: "cannot use schema \(schema): \(PostgresError(error))")
      }
    }
    return connection
  }
}
#endif
