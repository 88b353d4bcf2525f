import Foundation
import VeloIO
import VeloScore

/// One table of the batch contract (docs/batch-contract.md): typed columns and
/// rows of cells as the CSV holds them (rounded as the contract states; an
/// empty cell has no value). The one writer of the CSV, JSON and Parquet files:
/// each format is derived from the column types, never from what a cell looks
/// like, so an athlete id `007`, `nan` or `1e5` stays text.
public struct BatchTable: Sendable {
  /// `days` or `activities` (Parquet's `veloscore.table` metadata).
  public let name: String
  public let columns: [String]
  public let kinds: [ParquetColumn.Kind]
  public var rows: [[String]] = []

  public init(name: String, columns: [String], kinds: [ParquetColumn.Kind]) {
    precondition(columns.count == kinds.count, "BatchTable: one kind per column")
    self.name = name
    self.columns = columns
    self.kinds = kinds
  }

  /// RFC 4180 CSV with a header line (cells quoted by `csvField(_:)`).
  public func csv() -> String {
    ([columns] + rows).map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// A JSON array of one object per row, written by `JSONEncoder` (keys
  /// sorted, so the same rows give the same bytes): text and date columns as
  /// strings, numbers as numbers, Unix-second `start_time` as a number, an
  /// empty cell as `null`.
  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(rows.map { Record(table: self, cells: $0) }) + Data("\n".utf8)
  }

  /// The cells as typed Parquet columns: the same values CSV holds (same
  /// rounding), empty cells null; dates as days since 1970, `start_time` as
  /// milliseconds since the epoch, UTC.
  public func parquet(contractVersion: Int) throws -> [UInt8] {
    var typed = zip(columns, kinds).map { ParquetColumn(name: $0, kind: $1) }
    for row in rows {
      for (c, cell) in row.enumerated() {
        if cell.isEmpty {  // no value, as in CSV (text too: pyarrow reads an empty CSV string as null)
          typed[c].appendNull()
          continue
        }
        switch typed[c].kind {
        case .string: typed[c].append(cell)
        case .double: typed[c].append(Double(cell))
        case .int32, .int64: typed[c].append(Int64(cell))
        case .date: typed[c].append(LocalDate(iso: cell).map { Int64($0.dayNumber) })
        case .timestampMillisUTC: typed[c].append(Double(cell).flatMap(Self.exactMilliseconds))
        }
      }
    }
    return try ParquetFile.encode(
      typed, metadata: [("veloscore.contract", String(contractVersion)), ("veloscore.table", name)],
      createdBy: "veloscore batch (contract \(contractVersion))")
  }

  /// Unix seconds as milliseconds, `nil` beyond ±2⁶² ms.
  static func exactMilliseconds(_ seconds: Double) -> Int64? {
    let ms = (seconds * 1000).rounded()
    guard ms.isFinite, abs(ms) < 4.6e18 else { return nil }
    return Int64(ms)
  }

  /// One row as a JSON object, typed by its table's columns.
  struct Record: Encodable {
    let table: BatchTable
    let cells: [String]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var object = encoder.container(keyedBy: Key.self)
      for (c, cell) in cells.enumerated() {
        let key = Key(stringValue: table.columns[c])
        switch table.kinds[c] {
        case _ where cell.isEmpty: try object.encodeNil(forKey: key)
        case .string, .date: try object.encode(cell, forKey: key)
        case .int32, .int64:
          if let n = Int64(cell) { try object.encode(n, forKey: key) } else { try object.encodeNil(forKey: key) }
        case .double, .timestampMillisUTC:
          if let x = Double(cell), x.isFinite {
            try object.encode(x, forKey: key)
          } else {
            try object.encodeNil(forKey: key)
          }
        }
      }
    }
  }
}
