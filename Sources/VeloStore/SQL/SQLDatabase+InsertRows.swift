import Foundation
import VeloIO

extension SQLDatabase {
  /// Inserts many rows of `columns` into `table` (each row's values in `columns`' order).
  ///
  /// - SQLite: one cached prepared statement per row; it runs in process, so a row costs no round trip.
  /// - PostgreSQL: the rows travel as one JSON array per ``rowsPerBulkInsert`` rows, spread into
  ///   the table's own row type by `json_populate_recordset`: one round trip and one parameter,
  ///   where a multi-row `VALUES` binds 20 parameters a row (a 50-year history is 18,000 rows).
  ///   The values arrive with the columns' types, exactly: a real is written as Swift's shortest
  ///   round-trip decimal (non-finite ones as PostgreSQL's `NaN`/`Infinity`), a blob as `\x` hex.
  ///
  /// `conflict` is appended to the statement (`ON CONFLICT … DO …`); with it, no two rows may share a key.
  func insertRows(into table: String, columns: [String], _ rows: [[SQLValue]], conflict: String = "") throws {
    let list = columns.joined(separator: ", ")
    guard dialect == .postgresql else {
      let sql =
        "INSERT INTO \(table) (\(list)) VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))"
        + conflict
      for row in rows { try execute(sql, row) }
      return
    }
    // Unquoted names are folded to lower case by PostgreSQL; the JSON keys must match them.
    let keys = columns.map { "\"" + $0.lowercased() + "\":" }
    let sql =
      "INSERT INTO \(table) (\(list)) SELECT \(list) FROM json_populate_recordset(NULL::\(table), ?::json)" + conflict
    for start in stride(from: 0, to: rows.count, by: rowsPerBulkInsert) {
      var json = "["
      for (n, row) in rows[start..<min(rows.count, start + rowsPerBulkInsert)].enumerated() {
        precondition(row.count == columns.count, "one value per column")
        json += n == 0 ? "{" : ",{"
        for (i, value) in row.enumerated() {
          if i > 0 { json += "," }
          json += keys[i]
          value.appendJSON(to: &json)
        }
        json += "}"
      }
      try execute(sql, [.text(json + "]")])
    }
  }

  /// Rows per statement of ``insertRows(into:columns:_:conflict:)`` on PostgreSQL: about 2 MB of JSON.
  var rowsPerBulkInsert: Int { 5_000 }
}

extension SQLValue {
  /// The value as a JSON scalar that PostgreSQL's column input functions read back exactly.
  func appendJSON(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .integer(let v): out += String(v)
    case .real(let v):
      if v.isFinite {
        out += v.description
      } else {
        out += v.isNaN ? "\"NaN\"" : v > 0 ? "\"Infinity\"" : "\"-Infinity\""
      }
    case .text(let v): Self.appendJSONString(v, to: &out)
    case .blob(let v): out += "\"\\\\x" + v.lowercaseHex + "\""
    }
  }

  /// `s` as a JSON string: quotes, backslashes and control characters escaped.
  static func appendJSONString(_ s: String, to out: inout String) {
    out += "\""
    var plain = true
    for u in s.utf8 where u < 0x20 || u == 0x22 || u == 0x5C {
      plain = false
      break
    }
    if plain {
      out += s
    } else {
      for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
        default: out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
