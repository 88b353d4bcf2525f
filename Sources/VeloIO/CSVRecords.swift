import VeloScore

/// A column a table reader looks for, by header aliases (case-insensitive),
/// each alias with the factor that converts its unit to the column's unit.
struct CSVColumn {
  var role: String
  var aliases: [(name: String, scale: Double)]
  /// Plausible values after scaling (``InputLimits``); `nil` for any finite number.
  var range: ClosedRange<Double>?
  /// Whether it holds dates (or date-times): their order is decided for the whole column (``DateOrder``).
  var holdsDates = false

  init(
    _ role: String, _ aliases: [String], scaled: [(String, Double)] = [], range: ClosedRange<Double>? = nil,
    dates: Bool = false
  ) {
    self.role = role
    self.aliases = aliases.map { ($0, 1.0) } + scaled
    self.range = range
    holdsDates = dates
  }
}

/// Where a column was found: cell index, header name, unit factor, plausible
/// range, and for dates written with numbers, their order.
struct LocatedColumn {
  var index: Int
  var name: String
  var scale: Double
  var range: ClosedRange<Double>?
  var holdsDates = false
  var dateOrder: DateOrder?
}

extension CSVHeader {
  func locate(_ column: CSVColumn) -> LocatedColumn? {
    for alias in column.aliases {
      if let i = index(of: [alias.name]) {
        return LocatedColumn(
          index: i, name: names[i], scale: alias.scale, range: column.range, holdsDates: column.holdsDates)
      }
    }
    return nil
  }
}

/// Reads a table of records: the first non-blank line is the header; every
/// required column must be present (else an error listing what was found);
/// every later line must have the header's cell count. `body` gets each row
/// with the located columns in the order given (`nil` = optional and absent).
/// Dates written with numbers are read in the order their column proves
/// (``DateOrder/decide(_:header:chosen:file:)``), else `dateOrder`. The columns
/// are read for that order once, when the first such date is met: a file of
/// ISO dates is read once.
/// - Returns: `false` when the file has no header line at all.
func readRecords(
  bytes: [UInt8], file: String, required: [CSVColumn], optional: [CSVColumn], dateOrder: DateOrder? = nil,
  quotedLineBreaks: Bool = false, _ body: (CSVScanner.Row, [LocatedColumn?]) throws(CSVError) -> Void
) throws(CSVError) -> Bool {
  var scanner = CSVScanner(bytes: bytes, file: file)
  scanner.quotedLineBreaks = quotedLineBreaks
  var header: CSVHeader?
  var located: [LocatedColumn?] = []
  var ordersDecided = false
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
      if !ordersDecided,
        located.contains(where: { c in
          c.map { $0.holdsDates && NumericDate(Substring(row.text($0.index))) != nil } ?? false
        })
      {
        let orders = try dateOrders(
          bytes: bytes, file: file, columns: required + optional, chosen: dateOrder, quotedLineBreaks: quotedLineBreaks)
        for k in located.indices {
          if let index = located[k]?.index { located[k]?.dateOrder = orders[index] }
        }
        ordersDecided = true
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

/// The date order of each date column that holds dates written with numbers, by cell index.
private func dateOrders(
  bytes: [UInt8], file: String, columns: [CSVColumn], chosen: DateOrder?, quotedLineBreaks: Bool = false
) throws(CSVError) -> [Int: DateOrder] {
  var dateColumns: [LocatedColumn] = []
  var texts: [Int: [(line: Int, text: Substring)]] = [:]
  var sawHeader = false
  do {
    var scanner = CSVScanner(bytes: bytes, file: file)
    scanner.quotedLineBreaks = quotedLineBreaks
    try scanner.forEachRow { row in
      guard sawHeader else {
        sawHeader = true
        let h = CSVHeader(row, file: file)
        dateColumns = columns.filter(\.holdsDates).compactMap { h.locate($0) }
        return
      }
      for c in dateColumns where c.index < row.count {
        texts[c.index, default: []].append((row.line, Substring(row.text(c.index))))
      }
    }
  } catch let error as CSVError {
    throw error
  } catch {
    throw CSVError(file: file, message: "\(error)")
  }
  var orders: [Int: DateOrder] = [:]
  for c in dateColumns {
    orders[c.index] = try DateOrder.decide(texts[c.index] ?? [], header: c.name, chosen: chosen, file: file)
  }
  return orders
}

extension CSVScanner.Row {
  /// The cell of a date column as ISO text: a date written with numbers in the
  /// column's order becomes `YYYY-MM-DD` (and a time after it `THH:MM…`); other text as it is.
  func isoText(_ column: LocatedColumn) -> String {
    let text = self.text(column.index)
    guard let order = column.dateOrder, let numeric = NumericDate(Substring(text)), let iso = numeric.iso(order) else {
      return text
    }
    return iso
  }

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
    let text = isoText(column)
    if let order = column.dateOrder, let numeric = NumericDate(Substring(text)), numeric.date(order) == nil {
      throw CSVError(
        file: file, line: line, column: column.name,
        message: "expected a date as \(order.rawValue) (the order of this column's dates), found \(quoted(text))")
    }
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
