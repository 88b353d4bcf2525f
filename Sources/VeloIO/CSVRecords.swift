import VeloScore

/// A column a table reader looks for, by header aliases (case-insensitive),
/// each alias with the factor that converts its unit to the column's unit.
struct CSVColumn {
  var role: String
  var aliases: [(name: String, scale: Double)]
  /// Plausible values after scaling (``InputLimits``); `nil` for any finite number.
  var range: ClosedRange<Double>?

  init(_ role: String, _ aliases: [String], scaled: [(String, Double)] = [], range: ClosedRange<Double>? = nil) {
    self.role = role
    self.aliases = aliases.map { ($0, 1.0) } + scaled
    self.range = range
  }
}

/// Where a column was found: cell index, header name, unit factor, plausible range.
struct LocatedColumn {
  var index: Int
  var name: String
  var scale: Double
  var range: ClosedRange<Double>?
}

extension CSVHeader {
  func locate(_ column: CSVColumn) -> LocatedColumn? {
    for alias in column.aliases {
      if let i = index(of: [alias.name]) {
        return LocatedColumn(index: i, name: names[i], scale: alias.scale, range: column.range)
      }
    }
    return nil
  }
}

/// Reads a table of records: the first non-blank line is the header; every
/// required column must be present (else an error listing what was found);
/// every later line must have the header's cell count. `body` gets each row
/// with the located columns in the order given (`nil` = optional and absent).
/// - Returns: `false` when the file has no header line at all.
func readRecords(
  bytes: [UInt8], file: String, required: [CSVColumn], optional: [CSVColumn],
  _ body: (CSVScanner.Row, [LocatedColumn?]) throws(CSVError) -> Void
) throws(CSVError) -> Bool {
  let scanner = CSVScanner(bytes: bytes, file: file)
  var header: CSVHeader?
  var located: [LocatedColumn?] = []
  do {
    try scanner.forEachRow { row in
      guard let h = header else {
        let h = CSVHeader(row, file: file)
        for column in required {
          guard let found = h.locate(column) else {
            _ = try h.require(column.aliases.map(\.name), role: column.role)
            return
          }
          located.append(found)
        }
        located += optional.map { h.locate($0) }
        header = h
        return
      }
      guard row.count == h.names.count else {
        throw CSVError(
          file: file, line: row.line, message: "expected \(h.names.count) cells like the header, found \(row.count)")
      }
      try body(row, located)
    }
  } catch let error as CSVError {
    throw error
  } catch {
    throw CSVError(file: file, message: "\(error)")
  }
  return header != nil
}

extension CSVScanner.Row {
  /// A scaled number from a located column (`nil` when absent or empty).
  func number(_ column: LocatedColumn?) throws(CSVError) -> Double? {
    guard let column else { return nil }
    return try checked(try number(column.index, column: column.name).map { $0 * column.scale }, column)
  }

  /// `value` when it lies in the column's plausible range, else an error naming the cell.
  func checked(_ value: Double?, _ column: LocatedColumn) throws(CSVError) -> Double? {
    guard let value, let range = column.range, !range.contains(value) else { return value }
    throw CSVError(
      file: file, line: line, column: column.name,
      message: "expected \(InputLimits.describe(range)), found \(quoted(String(value)))")
  }

  /// A calendar date: `YYYY-MM-DD`, or the date part of a date-time
  /// (`2026-01-05T07:30:00+01:00`, `2026-01-05 22:13:24`) as written, i.e. the
  /// local date of the zone the time is written in.
  func date(_ column: LocatedColumn) throws(CSVError) -> LocalDate {
    let text = self.text(column.index)
    let u = text.utf8
    if let d = LocalDate(iso: Substring(text.prefix(10))),
      u.count == 10
        || (u.count >= 16 && [UInt8(ascii: "T"), UInt8(ascii: " ")].contains(u[u.index(u.startIndex, offsetBy: 10)]))
    {
      guard InputLimits.dates.contains(d) else {
        throw CSVError(
          file: file, line: line, column: column.name,
          message:
            "expected a date in \(InputLimits.dates.lowerBound)…\(InputLimits.dates.upperBound), found \(quoted(text)) (a typo in the year?)"
        )
      }
      return d
    }
    throw CSVError(
      file: file, line: line, column: column.name,
      message: "expected a date as YYYY-MM-DD (or a date-time starting with one), found \(quoted(text))")
  }

  /// A duration in seconds: a number of the column's unit, or `h:mm:ss` / `mm:ss`.
  func duration(_ column: LocatedColumn?) throws(CSVError) -> Double? {
    guard let column else { return nil }
    let text = self.text(column.index)
    guard text.contains(":") else { return try number(column) }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count <= 3, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else {
      throw CSVError(
        file: file, line: line, column: column.name,
        message: "expected a duration in seconds or as h:mm:ss, found \(quoted(text))")
    }
    return try checked(parts.reduce(0) { $0 * 60 + $1! }, column)
  }
}
