import Foundation
import VeloScore

/// One value as the store's SQL carries it, whichever database holds it:
/// SQLite's five storage classes, which PostgreSQL's columns of the store map
/// onto (`BIGINT`, `DOUBLE PRECISION`, `TEXT`, `BYTEA`).
public enum SQLValue: Sendable, Equatable, Hashable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob(Data)

  public var isNull: Bool { if case .null = self { return true } else { return false } }

  /// What it is, for an error message ("text 'abc'", "real 1.5").
  var described: String {
    switch self {
    case .null: return "NULL"
    case .integer(let v): return "integer \(v)"
    case .real(let v): return "real \(v)"
    case .text(let v): return "text '\(v.prefix(40))'"
    case .blob(let v): return "blob of \(v.count) bytes"
    }
  }
}

/// A Swift value the store binds to SQL and reads back.
public protocol SQLValueConvertible: Sendable {
  var sqlValue: SQLValue { get }
  /// `nil` when the stored value is not one of this type (a damaged or edited row).
  init?(sqlValue: SQLValue)
}

extension Int64: SQLValueConvertible {
  public var sqlValue: SQLValue { .integer(self) }
  public init?(sqlValue: SQLValue) {
    switch sqlValue {
    case .integer(let v): self = v
    case .real(let v) where v.rounded() == v && abs(v) < 9.2e18: self = Int64(v)
    default: return nil
    }
  }
}

extension Int: SQLValueConvertible {
  public var sqlValue: SQLValue { .integer(Int64(self)) }
  public init?(sqlValue: SQLValue) {
    guard let v = Int64(sqlValue: sqlValue) else { return nil }
    self = Int(v)
  }
}

extension Bool: SQLValueConvertible {
  public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
  public init?(sqlValue: SQLValue) {
    guard let v = Int64(sqlValue: sqlValue) else { return nil }
    self = v != 0
  }
}

extension Double: SQLValueConvertible {
  public var sqlValue: SQLValue { .real(self) }
  public init?(sqlValue: SQLValue) {
    switch sqlValue {
    case .real(let v): self = v
    case .integer(let v): self = Double(v)
    default: return nil
    }
  }
}

extension String: SQLValueConvertible {
  public var sqlValue: SQLValue { .text(self) }
  public init?(sqlValue: SQLValue) {
    guard case .text(let v) = sqlValue else { return nil }
    self = v
  }
}

extension Data: SQLValueConvertible {
  public var sqlValue: SQLValue { .blob(self) }
  public init?(sqlValue: SQLValue) {
    switch sqlValue {
    case .blob(let v): self = v
    case .text(let v): self = Data(v.utf8)
    default: return nil
    }
  }
}

/// A local date is stored as its ISO text (`YYYY-MM-DD`), which sorts as the dates do.
extension LocalDate: SQLValueConvertible {
  public var sqlValue: SQLValue { .text(description) }
  public init?(sqlValue: SQLValue) {
    guard case .text(let v) = sqlValue, let date = LocalDate(iso: v) else { return nil }
    self = date
  }
}

extension SQLValue: SQLValueConvertible {
  public var sqlValue: SQLValue { self }
  public init?(sqlValue: SQLValue) { self = sqlValue }
}

/// The arguments of a statement, bound by position: `[athleteId, date, sport]`,
/// optionals binding as `NULL`.
public typealias SQLArguments = [(any SQLValueConvertible)?]

extension Array where Element == (any SQLValueConvertible)? {
  var sqlValues: [SQLValue] { map { $0?.sqlValue ?? .null } }
}
