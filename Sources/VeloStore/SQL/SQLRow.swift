import Foundation

/// The column names of a result, shared by its rows; names are matched
/// without regard to case (PostgreSQL folds unquoted names to lower case).
public final class SQLColumns: Sendable {
  public let names: [String]
  private let index: [String: Int]

  public init(_ names: [String]) {
    self.names = names
    var index: [String: Int] = [:]
    for (i, name) in names.enumerated() where index[name.lowercased()] == nil { index[name.lowercased()] = i }
    self.index = index
  }

  public func position(of name: String) -> Int? { index[name.lowercased()] }
}

/// What decoding a stored row found wrong: the column and what it held.
public struct SQLDecodingError: Error, CustomStringConvertible, Sendable {
  public var column: String
  public var expected: String
  public var found: String
  public var description: String { "column \(column): expected \(expected), found \(found)" }
}

/// One result row: values by position, or by column name.
public struct SQLRow: Sendable {
  public let columns: SQLColumns
  public let values: [SQLValue]

  public init(columns: SQLColumns, values: [SQLValue]) {
    self.columns = columns
    self.values = values
  }

  public subscript(_ index: Int) -> SQLValue { index < values.count ? values[index] : .null }
  public subscript(_ name: String) -> SQLValue { columns.position(of: name).map { values[$0] } ?? .null }

  /// The value at `index` as `T`; a value of another kind throws (never traps).
  public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, at index: Int) throws -> T {
    let value = self[index]
    guard let v = T(sqlValue: value) else { throw mismatch(T.self, value, column: columnName(index)) }
    return v
  }

  /// The value at `index` as `T`, `nil` for `NULL`; a value of another kind throws.
  public func decode<T: SQLValueConvertible>(_ type: T?.Type = T?.self, at index: Int) throws -> T? {
    let value = self[index]
    if value.isNull { return nil }
    guard let v = T(sqlValue: value) else { throw mismatch(T.self, value, column: columnName(index)) }
    return v
  }

  public func decode<T: SQLValueConvertible>(_ type: T.Type = T.self, column: String) throws -> T {
    guard let i = columns.position(of: column) else {
      throw SQLDecodingError(column: column, expected: "\(T.self)", found: "no such column")
    }
    return try decode(T.self, at: i)
  }

  public func decode<T: SQLValueConvertible>(_ type: T?.Type = T?.self, column: String) throws -> T? {
    guard let i = columns.position(of: column) else { return nil }
    return try decode(T?.self, at: i)
  }

  private func columnName(_ index: Int) -> String { index < columns.names.count ? columns.names[index] : "#\(index)" }

  private func mismatch<T>(_ type: T.Type, _ value: SQLValue, column: String) -> SQLDecodingError {
    SQLDecodingError(column: column, expected: "\(T.self)", found: value.described)
  }
}
