import Foundation

/// Where a PostgreSQL library is: a connection URL as libpq writes it,
/// `postgresql://user[:password]@host[:port]/database[?host=/socket/folder][&sslmode=require][&schema=name]`.
///
/// `host` in the query names a Unix-socket folder (as libpq's does);
/// `sslmode` is `disable` (the default for a socket), `prefer` or `require`;
/// `schema` (veloscore's own) keeps the library's tables in that schema,
/// created when missing, so one database can hold several libraries.
public struct PostgresLocation: Sendable, Equatable {
  public enum TLSMode: String, Sendable { case disable, prefer, require }

  public var host: String
  public var port: Int
  public var socketFolder: String?
  public var user: String
  public var password: String?
  public var database: String
  public var tls: TLSMode
  public var schema: String?

  /// Whether `text` names a PostgreSQL database rather than a folder.
  public static func isURL(_ text: String) -> Bool {
    text.hasPrefix("postgresql://") || text.hasPrefix("postgres://")
  }

  /// Parses `url`; a malformed one is ``StoreError/invalid(_:)`` saying what was expected.
  public init(url: String) throws {
    func invalid(_ why: String) -> StoreError {
      StoreError.invalid(
        "\(why) in the database URL \(Self.redacted(url)); expected postgresql://user[:password]@host[:port]/database")
    }
    guard Self.isURL(url), let parts = URLComponents(string: url) else { throw invalid("not a postgresql:// URL") }
    let query = Dictionary(
      (parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    socketFolder = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    host =
      parts.host.flatMap { $0.isEmpty ? nil : $0 } ?? query["host"].flatMap { $0.hasPrefix("/") ? nil : $0 }
      ?? (socketFolder == nil ? "localhost" : "")
    port = parts.port ?? query["port"].flatMap(Int.init) ?? 5432
    guard (1...65_535).contains(port) else { throw invalid("port \(port) is outside 1…65535") }
    user =
      parts.user.flatMap { $0.removingPercentEncoding } ?? query["user"] ?? ProcessInfo.processInfo.environment["USER"]
      ?? "postgres"
    password = parts.password.flatMap { $0.removingPercentEncoding } ?? query["password"]
    let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
    database = path.removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 } ?? query["dbname"] ?? user
    let mode =
      query["sslmode"] ?? (socketFolder != nil || host == "localhost" || host == "127.0.0.1" ? "disable" : "prefer")
    switch mode {
    case "disable", "allow": tls = .disable
    case "prefer": tls = .prefer
    case "require", "verify-ca", "verify-full": tls = .require
    default: throw invalid("sslmode '\(mode)' is not disable, prefer or require")
    }
    schema = query["schema"].flatMap { $0.isEmpty ? nil : $0 }
    if let schema, !schema.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) || schema.count > 63
    {
      throw invalid("schema '\(schema.prefix(70))' must be up to 63 letters, digits or underscores")
    }
  }

  /// The Unix socket's path (`folder/.s.PGSQL.port`), when connecting through one.
  public var socketPath: String? { socketFolder.map { "\($0)/.s.PGSQL.\(port)" } }

  /// The URL with its password hidden: what messages and logs show.
  public var description: String {
    let place = socketFolder.map { "?host=\($0)" } ?? ""
    let server = socketFolder == nil ? "\(host):\(port)" : ""
    return
      "postgresql://\(user)@\(server)/\(database)\(place)\(schema.map { (place.isEmpty ? "?" : "&") + "schema=\($0)" } ?? "")"
  }

  /// `url` with any password replaced by `***`.
  public static func redacted(_ url: String) -> String {
    guard var parts = URLComponents(string: url) else { return "postgresql://…" }
    if parts.password != nil { parts.password = "***" }
    parts.queryItems = parts.queryItems?.map {
      $0.name == "password" ? URLQueryItem(name: "password", value: "***") : $0
    }
    return parts.string ?? "postgresql://…"
  }
}
