import Foundation

/// Which SQL a connection speaks, for the few statements that differ.
public enum SQLDialect: String, Sendable {
  case sqlite, postgresql
}

/// One connection of the store, inside a read or a write transaction: the
/// interface every query of VeloStore goes through, so the store's logic does
/// not know which database holds the library (`SQLiteBackend` or `PostgresBackend`).
///
/// Statements use `?` placeholders, bound by position. The SQL is the common
/// part of SQLite's and PostgreSQL's: `INSERT … ON CONFLICT (…) DO UPDATE|NOTHING`,
/// `RETURNING`, row values, `COALESCE`; never `INSERT OR …`, `IFNULL` or `?NNN`.
public protocol SQLDatabase: AnyObject {
  var dialect: SQLDialect { get }
  /// Runs one statement; returns the number of rows it inserted, updated or deleted.
  @discardableResult
  func execute(_ sql: String, _ arguments: [SQLValue]) throws -> Int
  /// Runs one query and returns all its rows.
  func fetch(_ sql: String, _ arguments: [SQLValue]) throws -> [SQLRow]
}

extension SQLDatabase {
  @discardableResult
  public func execute(sql: String, arguments: SQLArguments = []) throws -> Int {
    try execute(sql, arguments.sqlValues)
  }

  public func rows(sql: String, arguments: SQLArguments = []) throws -> [SQLRow] {
    try fetch(sql, arguments.sqlValues)
  }

  public func row(sql: String, arguments: SQLArguments = []) throws -> SQLRow? {
    try fetch(sql, arguments.sqlValues).first
  }

  /// The first column of the first row, `nil` without rows or for `NULL`.
  public func scalar<T: SQLValueConvertible>(_ type: T.Type, sql: String, arguments: SQLArguments = []) throws -> T? {
    guard let row = try fetch(sql, arguments.sqlValues).first else { return nil }
    return try row.decode(T?.self, at: 0)
  }

  /// The first column of every row (`NULL`s left out).
  public func scalars<T: SQLValueConvertible>(_ type: T.Type, sql: String, arguments: SQLArguments = []) throws -> [T] {
    try fetch(sql, arguments.sqlValues).compactMap { try $0.decode(T?.self, at: 0) }
  }

  public func fetchAll<R: SQLRowDecodable>(_ type: R.Type, sql: String, arguments: SQLArguments = []) throws -> [R] {
    try fetch(sql, arguments.sqlValues).map(R.init(row:))
  }

  public func fetchOne<R: SQLRowDecodable>(_ type: R.Type, sql: String, arguments: SQLArguments = []) throws -> R? {
    try fetch(sql, arguments.sqlValues).first.map(R.init(row:))
  }
}

/// A type read from a result row.
public protocol SQLRowDecodable {
  init(row: SQLRow) throws
}
