import Foundation

/// A fast line and cell scanner for comma-separated files of numbers and short
/// text (headers, dates).
///
/// Accepts `\n` and `\r\n` line ends, a UTF-8 byte-order mark, blank lines
/// (skipped) and double-quoted cells with `""` escapes (RFC 4180) on one line.
/// The separator is `,` unless the first line has more `;` than `,` (European
/// spreadsheet exports); with `;`, a decimal comma (`12,5`) is read as `12.5`.
/// A quoted cell that spans lines is reported as an error, not guessed at.
/// The whole file is held in memory once; scanning allocates nothing per row.
public struct CSVScanner {
  public let file: String
  @usableFromInline let bytes: [UInt8]
  /// `,` or `;`.
  public let separator: UInt8

  /// - Parameter bytes: the file's content; `file` names it in errors.
  public init(bytes: [UInt8], file: String) {
    var b = bytes
    if b.starts(with: [0xEF, 0xBB, 0xBF]) { b.removeFirst(3) }
    b.append(0)  // NUL sentinel: lets strtod stop inside the buffer
    self.bytes = b
    self.file = file
    let firstLine = b.prefix { $0 != UInt8(ascii: "\n") }
    let commas = firstLine.filter { $0 == UInt8(ascii: ",") }.count
    let semicolons = firstLine.filter { $0 == UInt8(ascii: ";") }.count
    separator = semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
  }

  /// One line split into cells; valid only inside the scanning closure.
  public struct Row {
    /// 1-based line number in the file.
    public internal(set) var line: Int
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline var cells: [(start: Int, end: Int)]
    let file: String
    let decimalComma: Bool

    public var count: Int { cells.count }

    /// The cell's text (quotes removed, `""` unescaped, surrounding spaces trimmed).
    public func text(_ index: Int) -> String {
      let c = cells[index]
      let blanks = CharacterSet(charactersIn: " \t")
      var s = String(decoding: UnsafeBufferPointer(start: base + c.start, count: c.end - c.start), as: UTF8.self)
        .trimmingCharacters(in: blanks)
      if s.hasPrefix("\"") && s.hasSuffix("\"") && s.count >= 2 {
        s = String(s.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
          .trimmingCharacters(in: blanks)
      }
      return s
    }

    /// The cell as a number: `nil` for an empty cell, an error for anything that
    /// is not a finite decimal number.
    public func number(_ index: Int, column: String) throws(CSVError) -> Double? {
      var c = cells[index]
      trimBlanks(&c)
      if c.end - c.start >= 2, base[c.start] == UInt8(ascii: "\""), base[c.end - 1] == UInt8(ascii: "\"") {
        c = (c.start + 1, c.end - 1)
        trimBlanks(&c)
      }
      if c.start == c.end { return nil }
      let first = base[c.start]
      let startsLikeNumber = (first >= 48 && first <= 57) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
      var endPointer: UnsafeMutablePointer<CChar>? = nil
      let startPointer = UnsafeRawPointer(base + c.start).assumingMemoryBound(to: CChar.self)
      let value = strtod(startPointer, &endPointer)
      let consumed = endPointer.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? c.start
      if decimalComma, startsLikeNumber, consumed != c.end {
        let cell = String(decoding: UnsafeBufferPointer(start: base + c.start, count: c.end - c.start), as: UTF8.self)
        if cell.filter({ $0 == "," }).count == 1, let v = Double(cell.replacingOccurrences(of: ",", with: ".")), v.isFinite {
          return v
        }
      }
      guard startsLikeNumber, consumed == c.end, value.isFinite else {
        throw CSVError(file: file, line: line, column: column, message: "expected a number, found '\(text(index))'")
      }
      return value
    }

    @inline(__always) func trimBlanks(_ c: inout (start: Int, end: Int)) {
      while c.start < c.end, base[c.start] == 0x20 || base[c.start] == 0x09 { c.start += 1 }
      while c.end > c.start, base[c.end - 1] == 0x20 || base[c.end - 1] == 0x09 { c.end -= 1 }
    }
  }

  /// Calls `body` for every non-blank line, in order.
  public func forEachRow(_ body: (Row) throws -> Void) throws {
    try bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      let end = buffer.count - 1  // exclude the NUL sentinel
      var row = Row(line: 0, base: base, cells: [], file: file, decimalComma: separator == UInt8(ascii: ";"))
      row.cells.reserveCapacity(16)
      var position = 0
      var lineNumber = 0
      while position < end {
        lineNumber += 1
        row.cells.removeAll(keepingCapacity: true)
        var cellStart = position
        var inQuotes = false
        var i = position
        while i < end {
          let byte = base[i]
          if byte == UInt8(ascii: "\"") {
            inQuotes.toggle()
          } else if !inQuotes && byte == separator {
            row.cells.append((cellStart, i))
            cellStart = i + 1
          } else if byte == UInt8(ascii: "\n") {
            break
          }
          i += 1
        }
        if inQuotes {
          throw CSVError(file: file, line: lineNumber, message: "a quoted cell is not closed on this line")
        }
        var lineEnd = i
        if lineEnd > cellStart || !row.cells.isEmpty, lineEnd > position, base[lineEnd - 1] == UInt8(ascii: "\r") {
          lineEnd -= 1
        }
        row.cells.append((cellStart, lineEnd))
        position = i + 1
        let blank = row.cells.count == 1 && (cellStart..<lineEnd).allSatisfy { base[$0] == 0x20 || base[$0] == 0x09 || base[$0] == 0x0D }
        if blank { continue }
        row.line = lineNumber
        try body(row)
      }
    }
  }
}
