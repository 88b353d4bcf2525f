import Foundation

/// 10^k for k = 0…22, every one exact in a Double, as literals: no lazy global
/// (whose once-check cost 2 % of a parse when read per cell).
@inline(__always) func powerOfTen(_ k: Int) -> Double {
  switch k {
  case 0: return 1
  case 1: return 1e1
  case 2: return 1e2
  case 3: return 1e3
  case 4: return 1e4
  case 5: return 1e5
  case 6: return 1e6
  case 7: return 1e7
  case 8: return 1e8
  case 9: return 1e9
  case 10: return 1e10
  case 11: return 1e11
  case 12: return 1e12
  case 13: return 1e13
  case 14: return 1e14
  case 15: return 1e15
  case 16: return 1e16
  case 17: return 1e17
  case 18: return 1e18
  case 19: return 1e19
  case 20: return 1e20
  case 21: return 1e21
  default: return 1e22
  }
}

/// A fast line and cell scanner for comma-separated files of numbers and short
/// text (headers, dates).
///
/// Accepts `\n` and `\r\n` line ends, a UTF-8 byte-order mark, blank lines
/// (skipped) and double-quoted cells with `""` escapes (RFC 4180) on one line.
/// The separator is `,` unless the first line has more `;` than `,` (European
/// spreadsheet exports); with `;`, a decimal comma (`12,5`) is read as `12.5`.
/// A quoted cell that spans lines is reported as an error, not guessed at, unless
/// ``quotedLineBreaks`` says the file keeps line breaks in its cells (a Strava
/// export's descriptions); rows are then numbered by their first line.
/// The file's bytes are used in place (not copied); scanning allocates nothing per row.
public struct CSVScanner {
  public let file: String
  @usableFromInline let bytes: [UInt8]
  /// 3 when the file starts with a UTF-8 byte-order mark (skipped), else 0.
  let startOffset: Int
  /// `,` or `;`.
  public let separator: UInt8
  /// Whether a quoted cell may hold line breaks (read in a single pass: not for files split into chunks).
  public var quotedLineBreaks = false

  /// - Parameter bytes: the file's content (not copied).
  /// - Parameter file: the file's name in errors.
  public init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    startOffset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    self.file = file
    let firstLine = bytes.dropFirst(startOffset).prefix { $0 != UInt8(ascii: "\n") }
    let commas = firstLine.filter { $0 == UInt8(ascii: ",") }.count
    let semicolons = firstLine.filter { $0 == UInt8(ascii: ";") }.count
    separator = semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
  }

  /// One line split into cells; valid only inside the scanning closure.
  public struct Row {
    /// 1-based line number in the file.
    public internal(set) var line: Int
    @usableFromInline let base: UnsafePointer<UInt8>
    /// Cell bounds, `count` of them, in storage the scanner owns (no ARC per row).
    @usableFromInline var cells: UnsafeMutablePointer<(start: Int, end: Int)>
    public internal(set) var count: Int
    let file: String
    let decimalComma: Bool

    /// The cell's text (quotes removed, `""` unescaped, surrounding spaces trimmed).
    public func text(_ index: Int) -> String {
      let c = cells[index]
      var bytes = UnsafeBufferPointer(start: base + c.start, count: c.end - c.start)[...]
      func trim(_ b: inout Slice<UnsafeBufferPointer<UInt8>>) {
        while let f = b.first, f == 0x20 || f == 0x09 { b.removeFirst() }
        while let l = b.last, l == 0x20 || l == 0x09 { b.removeLast() }
      }
      trim(&bytes)
      guard bytes.count >= 2, bytes.first == 0x22, bytes.last == 0x22 else {
        return String(decoding: bytes, as: UTF8.self)
      }
      bytes = bytes.dropFirst().dropLast()
      trim(&bytes)
      guard bytes.contains(0x22) else { return String(decoding: bytes, as: UTF8.self) }
      var unescaped: [UInt8] = []
      unescaped.reserveCapacity(bytes.count)
      var i = bytes.startIndex
      while i < bytes.endIndex {
        unescaped.append(bytes[i])
        i += bytes[i] == 0x22 && i + 1 < bytes.endIndex && bytes[i + 1] == 0x22 ? 2 : 1
      }
      return String(decoding: unescaped, as: UTF8.self)
    }

    /// What a cell holds when read as a number.
    public enum CellNumber: Equatable {
      case value(Double)
      case empty
      case invalid
    }

    /// The cell as a number: `nil` for an empty cell, an error for anything that
    /// is not a finite decimal number.
    public func number(_ index: Int, column: @autoclosure () -> String) throws(CSVError) -> Double? {
      switch cellNumber(index) {
      case .value(let v): return v
      case .empty: return nil
      case .invalid:
        throw CSVError(
          file: file, line: line, column: column(), message: "expected a number, found \(quoted(text(index)))")
      }
    }

    /// Non-throwing form of ``number(_:column:)`` for hot loops.
    public func cellNumber(_ index: Int) -> CellNumber {
      var c = cells[index]
      trimBlanks(&c)
      if c.end - c.start >= 2, base[c.start] == UInt8(ascii: "\""), base[c.end - 1] == UInt8(ascii: "\"") {
        c = (c.start + 1, c.end - 1)
        trimBlanks(&c)
      }
      if c.start == c.end { return .empty }
      let first = base[c.start]
      let startsLikeNumber =
        (first >= 48 && first <= 57) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        || first == UInt8(ascii: ".")
      if let exact = fastDecimal(c.start, c.end) { return .value(exact) }
      guard startsLikeNumber, c.end - c.start < 64 else { return .invalid }
      // strtod on a NUL-terminated copy of the cell (exponents, long mantissas).
      var cell = [CChar](repeating: 0, count: c.end - c.start + 1)
      for i in c.start..<c.end { cell[i - c.start] = CChar(bitPattern: base[i]) }
      let length = c.end - c.start
      var consumed = 0
      let value = cell.withUnsafeBufferPointer { p -> Double in
        var endPointer: UnsafeMutablePointer<CChar>? = nil
        let v = strtod(p.baseAddress!, &endPointer)
        consumed = endPointer.map { UnsafePointer($0) - p.baseAddress! } ?? 0
        return v
      }
      if decimalComma, consumed != length {
        let text = String(decoding: UnsafeBufferPointer(start: base + c.start, count: length), as: UTF8.self)
        if text.filter({ $0 == "," }).count == 1, let v = Double(text.replacingOccurrences(of: ",", with: ".")),
          v.isFinite
        {
          return .value(v)
        }
      }
      guard consumed == length, value.isFinite else { return .invalid }
      return .value(value)
    }

    /// Clinger's fast path: a plain decimal `[+-]digits[.digits]` whose digits
    /// form an integer below 2⁵³ with at most 22 fraction digits is exactly
    /// `m / 10^k`, and one IEEE division of two exact values is correctly
    /// rounded — the same Double strtod returns. Anything else returns `nil`
    /// and goes to strtod.
    @inline(__always) func fastDecimal(_ start: Int, _ end: Int) -> Double? {
      var i = start
      var negative = false
      if base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") {
        negative = base[i] == UInt8(ascii: "-")
        i += 1
      }
      // Integer digits, then an optional point and fraction digits: two tight
      // loops with one compare per byte (a byte minus '0' above 9 ends a run).
      var mantissa: UInt64 = 0
      let integerStart = i
      while i < end {
        let d = base[i] &- 48
        if d > 9 { break }
        mantissa = mantissa &* 10 &+ UInt64(d)
        i += 1
      }
      var digits = i - integerStart
      var fraction = 0
      if i < end, base[i] == UInt8(ascii: ".") {
        i += 1
        let fractionStart = i
        while i < end {
          let d = base[i] &- 48
          if d > 9 { break }
          mantissa = mantissa &* 10 &+ UInt64(d)
          i += 1
        }
        fraction = i - fractionStart
        digits += fraction
      }
      guard i == end else { return nil }
      guard digits > 0, digits <= 15, fraction <= 22 else { return nil }
      let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / powerOfTen(fraction)
      return negative ? -value : value
    }

    @inline(__always) func trimBlanks(_ c: inout (start: Int, end: Int)) {
      while c.start < c.end, base[c.start] == 0x20 || base[c.start] == 0x09 { c.start += 1 }
      while c.end > c.start, base[c.end - 1] == 0x20 || base[c.end - 1] == 0x09 { c.end -= 1 }
    }
  }

  /// Calls `body` for every non-blank line, in order.
  public func forEachRow(_ body: (Row) throws -> Void) throws {
    try scan(from: startOffset, line: 0) { row, _ in
      try body(row)
      return true
    }
  }

  /// The first non-blank line's cells as text, its line number, and where the
  /// next line starts (for `forEachRow(from:line:_:)`); `nil` for a blank file.
  public func firstRow() throws -> (cells: [String], line: Int, next: Int)? {
    var result: (cells: [String], line: Int, next: Int)?
    try scan(from: startOffset, line: 0) { row, next in
      result = ((0..<row.count).map { row.text($0) }, row.line, next)
      return false
    }
    return result
  }

  /// Calls `body` for every non-blank line from byte `position`; `line` is the
  /// number of the line before it.
  public func forEachRow(from position: Int, to limit: Int? = nil, line: Int, _ body: (Row) throws -> Void) throws {
    try scan(from: position, to: limit, line: line) { row, _ in
      try body(row)
      return true
    }
  }

  /// The tokenizer: `body` gets each row and the offset after it, and returns
  /// whether to go on.
  func scan(from start: Int, to limit: Int? = nil, line startLine: Int, _ body: (Row, Int) throws -> Bool) throws {
    try bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
      let end = min(buffer.count, limit ?? buffer.count)
      var capacity = 64
      var row = Row(
        line: 0, base: base, cells: .allocate(capacity: capacity), count: 0, file: file,
        decimalComma: separator == UInt8(ascii: ";"))
      defer { row.cells.deallocate() }
      func push(_ start: Int, _ end: Int) {
        if row.count == capacity {  // a line with more cells than ever before: grow
          let bigger = UnsafeMutablePointer<(start: Int, end: Int)>.allocate(capacity: 2 * capacity)
          bigger.update(from: row.cells, count: row.count)
          row.cells.deallocate()
          row.cells = bigger
          capacity *= 2
        }
        row.cells[row.count] = (start, end)
        row.count += 1
      }
      var position = start
      var lineNumber = startLine
      while position < end {
        lineNumber += 1
        row.count = 0
        var cellStart = position
        var inQuotes = false
        var i = position
        var breaksInCells = 0
        while i < end {
          let byte = base[i]
          if byte == UInt8(ascii: "\"") {
            inQuotes.toggle()
          } else if !inQuotes && byte == separator {
            push(cellStart, i)
            cellStart = i + 1
          } else if byte == UInt8(ascii: "\n") {
            guard inQuotes && quotedLineBreaks else { break }
            breaksInCells += 1
          }
          i += 1
        }
        if inQuotes {
          throw CSVError(file: file, line: lineNumber, message: "a quoted cell is not closed on this line")
        }
        var lineEnd = i
        if lineEnd > cellStart || row.count > 0, lineEnd > position, base[lineEnd - 1] == UInt8(ascii: "\r") {
          lineEnd -= 1
        }
        push(cellStart, lineEnd)
        position = i + 1
        let blank =
          row.count == 1
          && (cellStart..<lineEnd).allSatisfy { base[$0] == 0x20 || base[$0] == 0x09 || base[$0] == 0x0D }
        if blank { continue }
        row.line = lineNumber
        lineNumber += breaksInCells
        if try !body(row, position) { return }
      }
    }
  }
}
