import Foundation
import VeloIO
import VeloScore

/// One value of a batch table: typed where it is made, so each format is
/// derived from the type, never from what a text looks like (an athlete id
/// `007`, `nan` or `1e5` stays text).
public enum BatchCell: Sendable, Equatable {
  /// No value: an empty CSV cell, JSON `null`, a Parquet null. Never 0.
  case none
  case text(String)
  case number(Double)
  case integer(Int64)
  case day(LocalDate)
  /// An instant in whole Unix seconds (UTC).
  case instant(Int64)

  /// A double, `none` when absent or not finite.
  static func of(_ value: Double?) -> BatchCell {
    guard let value, value.isFinite else { return .none }
    return .number(value)
  }

  /// The cell as CSV holds it: numbers at full precision, the shortest text that
  /// reads back to the same double and always with a fraction or exponent
  /// (`6900.0`), so a CSV reader infers float64 (polars refused `39235.1` after
  /// `6900`); empty for none.
  var csv: String {
    switch self {
    case .none: ""
    case .text(let s): csvField(s)
    case .number(let x): "\(x)"
    case .integer(let n), .instant(let n): "\(n)"
    case .day(let d): d.description
    }
  }

  /// The cell as a JSON value (text and dates as strings, none as `null`).
  func appendJSON(to out: inout [UInt8]) {
    switch self {
    case .none: out += Array("null".utf8)
    case .text(let s): appendJSONString(s, to: &out)
    case .day(let d): appendJSONString(d.description, to: &out)
    case .number, .integer, .instant: out += Array(csv.utf8)
    }
  }
}

/// `s` as a JSON string (RFC 8259 §7): quote, backslash and control characters escaped.
func appendJSONString(_ s: String, to out: inout [UInt8]) {
  out.append(UInt8(ascii: "\""))
  for byte in s.utf8 {
    switch byte {
    case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
    default: out.append(byte)
    }
  }
  out.append(UInt8(ascii: "\""))
}

/// One table of the batch contract (docs/batch-contract.md): named, typed
/// columns and rows of typed cells. The one source of the CSV, JSON Lines and
/// Parquet forms.
public struct BatchTable: Sendable {
  /// `days` or `activities` (the table's folder, and Parquet's `veloscore.table` metadata).
  public let name: String
  public let columns: [String]
  public let kinds: [ParquetColumn.Kind]
  public var rows: [[BatchCell]] = []

  public init(name: String, columns: [String], kinds: [ParquetColumn.Kind]) {
    precondition(columns.count == kinds.count, "BatchTable: one kind per column")
    self.name = name
    self.columns = columns
    self.kinds = kinds
  }

  /// The header line of its CSV form.
  public var csvHeader: String { columns.map(csvField).joined(separator: ",") + "\n" }

  /// The rows as RFC 4180 CSV lines, without the header.
  public func csvLines() -> String {
    var text = ""
    for row in rows { text += row.map(\.csv).joined(separator: ",") + "\n" }
    return text
  }

  /// The rows as JSON Lines: one object per line, keys in column order.
  public func jsonLines() -> [UInt8] {
    let keys = columns.map { name -> [UInt8] in
      var key: [UInt8] = []
      appendJSONString(name, to: &key)
      return key + [UInt8(ascii: ":")]
    }
    var out: [UInt8] = []
    for row in rows {
      out.append(UInt8(ascii: "{"))
      for (c, cell) in row.enumerated() {
        if c > 0 { out.append(UInt8(ascii: ",")) }
        out += keys[c]
        cell.appendJSON(to: &out)
      }
      out += [UInt8(ascii: "}"), 0x0A]
    }
    return out
  }

  /// Appends the rows to typed Parquet columns (this table's, in order): dates
  /// as days since 1970, instants as milliseconds since the epoch, UTC.
  public func append(to typed: inout [ParquetColumn]) {
    precondition(typed.map(\.name) == columns, "BatchTable: columns of another table")
    for row in rows {
      for (c, cell) in row.enumerated() {
        switch cell {
        case .none: typed[c].appendNull()
        case .text(let s): typed[c].append(s)
        case .number(let x): typed[c].append(x)
        case .integer(let n): typed[c].append(n)
        case .day(let d): typed[c].append(Int64(d.dayNumber))
        case .instant(let seconds):
          typed[c].append(seconds.multipliedReportingOverflow(by: 1000).overflow ? nil : seconds * 1000)
        }
      }
    }
  }

  /// The Arrow type of each column in the file format `format` writes:
  /// `start_time` is a timestamp in Parquet and whole Unix seconds in text.
  public func arrowTypes(for format: BatchFormat) -> [String] {
    kinds.map { kind in
      switch kind {
      case .string: "string"
      case .double: "float64"
      case .int32: "int32"
      case .int64: "int64"
      case .date: "date32"
      case .timestampMillisUTC: format == .parquet ? "timestamp[ms, tz=UTC]" : "int64"
      }
    }
  }
}
