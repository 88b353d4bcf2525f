import Foundation

/// What an ``XMLScanner`` reports, in document order. A handler refuses a
/// document by throwing ``XMLRefusal``; the scanner adds where.
protocol XMLEventHandler {
  /// An element opens: its name as written (prefix kept) and its attributes.
  mutating func startElement(_ name: String, attributes: [(name: String, value: String)]) throws(XMLRefusal)
  /// An element closes (also right after the start of an empty element `<a/>`).
  mutating func endElement(_ name: String) throws(XMLRefusal)
  /// Character data inside an element (entities and CDATA resolved); may come in pieces.
  mutating func text(_ text: String)
}

/// A handler's reason to stop, located by the scanner at the tag it refused.
struct XMLRefusal: Error, Sendable {
  var message: String
}

/// A place in the document: 1-based line and column (columns count characters).
struct XMLPosition: Sendable, Equatable {
  var line: Int
  var column: Int
}

/// A document that is not well-formed XML, or that an ``XMLEventHandler`` refused.
struct XMLScanError: Error, Sendable, Equatable {
  var position: XMLPosition
  var message: String
  /// False when the handler refused well-formed XML (``XMLRefusal``).
  var malformed = true
}

/// A small non-validating XML 1.0 reader over UTF-8 bytes, enough for TCX and GPX
/// and written to be safe on any input: every byte is checked (UTF-8 validity,
/// names, quoting, nesting), errors carry line and column, nothing traps, and
/// nothing expands — a DOCTYPE is skipped whole, so its entities are never
/// defined (no "billion laughs"). Only the five predefined entities and numeric
/// character references are resolved.
///
/// Elements, attributes, text, CDATA, comments, processing instructions and the
/// XML declaration are read; tags must balance, with one root element.
/// Replaces Foundation's XMLParser, which traps on invalid UTF-8 in a name and
/// links libxml2 and ICU.
struct XMLScanner {
  /// Deeper nesting than this is refused (TCX needs 8).
  static let maximumDepth = 256

  private let bytes: UnsafeBufferPointer<UInt8>
  private var i = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Reads the whole document into `handler`.
  mutating func scan<H: XMLEventHandler>(into handler: inout H) throws(XMLScanError) {
    var open: [String] = []
    var sawRoot = false
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }  // byte-order mark
    while i < bytes.count {
      if bytes[i] != UInt8(ascii: "<") {
        let start = mark
        let text = try characterData()
        if open.isEmpty {
          guard text.allSatisfy({ $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" }) else {
            throw XMLScanError(position: locate(start), message: "text outside the root element")
          }
        } else {
          handler.text(text)
        }
        continue
      }
      let tagStart = mark
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        guard !open.isEmpty else {
          throw XMLScanError(position: locate(tagStart), message: "CDATA outside the root element")
        }
        i += 9
        let from = i
        try skip(past: "]]>", what: "CDATA section")
        handler.text(try utf8(from, i - 3))
      } else if starts(with: "<!DOCTYPE") {
        guard !sawRoot else {
          throw XMLScanError(position: locate(tagStart), message: "DOCTYPE after the root element")
        }
        try skipDoctype()
      } else if starts(with: "</") {
        i += 2
        let name = try self.name()
        skipSpace()
        try expect(">")
        guard let top = open.popLast() else {
          throw XMLScanError(position: locate(tagStart), message: "closing tag </\(name)> without an open element")
        }
        guard top == name else {
          throw XMLScanError(position: locate(tagStart), message: "closing tag </\(name)> does not match <\(top)>")
        }
        do { try handler.endElement(name) } catch {
          throw XMLScanError(position: locate(tagStart), message: error.message, malformed: false)
        }
      } else {
        i += 1
        let name = try self.name()
        guard !(open.isEmpty && sawRoot) else {
          throw XMLScanError(position: locate(tagStart), message: "a second root element <\(name)>")
        }
        guard open.count < Self.maximumDepth else {
          throw XMLScanError(position: locate(tagStart), message: "elements nested deeper than \(Self.maximumDepth)")
        }
        var attributes: [(name: String, value: String)] = []
        while true {
          let hadSpace = skipSpace()
          guard i < bytes.count else {
            throw XMLScanError(position: position, message: "the file ends inside the tag <\(name)>")
          }
          if bytes[i] == UInt8(ascii: ">") || bytes[i] == UInt8(ascii: "/") { break }
          guard hadSpace else {
            throw XMLScanError(position: position, message: "expected a space, '>' or '/>' in the tag <\(name)>")
          }
          let attribute = try self.name()
          skipSpace()
          try expect("=")
          skipSpace()
          attributes.append((attribute, try quotedValue()))
        }
        sawRoot = true
        do { try handler.startElement(name, attributes: attributes) } catch {
          throw XMLScanError(position: locate(tagStart), message: error.message, malformed: false)
        }
        if bytes[i] == UInt8(ascii: "/") {
          i += 1
          try expect(">")
          do { try handler.endElement(name) } catch {
            throw XMLScanError(position: locate(tagStart), message: error.message, malformed: false)
          }
        } else {
          i += 1
          open.append(name)
        }
      }
    }
    if let top = open.last { throw XMLScanError(position: position, message: "the file ends before </\(top)>") }
    guard sawRoot else { throw XMLScanError(position: position, message: "no root element") }
  }

  // MARK: - Pieces

  /// Where the scan is, cheaply: the column is counted only when an error needs it.
  private struct Mark {
    var index: Int, line: Int, lineStart: Int
  }

  private var mark: Mark { Mark(index: i, line: line, lineStart: lineStart) }

  private func locate(_ m: Mark) -> XMLPosition {
    var column = 1
    var k = m.lineStart
    while k < m.index && k < bytes.count {
      if bytes[k] & 0xC0 != 0x80 { column += 1 }
      k += 1
    }
    return XMLPosition(line: m.line, column: column)
  }

  var position: XMLPosition { locate(mark) }

  private func starts(with literal: StaticString) -> Bool {
    let n = literal.utf8CodeUnitCount
    guard i + n <= bytes.count else { return false }
    let p = literal.utf8Start
    for k in 0..<n where bytes[i + k] != p[k] { return false }
    return true
  }

  /// Moves past the next `terminator`, counting lines.
  private mutating func skip(past terminator: StaticString, what: String) throws(XMLScanError) {
    let start = mark
    while i < bytes.count {
      if starts(with: terminator) {
        i += terminator.utf8CodeUnitCount
        return
      }
      advance()
    }
    throw XMLScanError(position: locate(start), message: "the file ends inside a \(what)")
  }

  /// `<!DOCTYPE …>` with an optional internal subset `[…]`, skipped unread.
  private mutating func skipDoctype() throws(XMLScanError) {
    let start = mark
    var bracket = false
    var quote: UInt8?
    while i < bytes.count {
      let b = bytes[i]
      advance()
      if let q = quote {
        if b == q { quote = nil }
      } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        quote = b
      } else if b == UInt8(ascii: "[") {
        bracket = true
      } else if b == UInt8(ascii: "]") {
        bracket = false
      } else if b == UInt8(ascii: ">"), !bracket {
        return
      }
    }
    throw XMLScanError(position: locate(start), message: "the file ends inside the DOCTYPE")
  }

  private mutating func advance() {
    if bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    i += 1
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = i
    while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { advance() }
    return i > start
  }

  private mutating func expect(_ c: Unicode.Scalar) throws(XMLScanError) {
    guard i < bytes.count, bytes[i] == UInt8(ascii: c) else {
      throw XMLScanError(
        position: position,
        message: "expected '\(c)'" + (i < bytes.count ? ", found \(describe(at: i))" : ", found the end of the file"))
    }
    i += 1
  }

  private func describe(at k: Int) -> String {
    let b = bytes[k]
    return b >= 0x21 && b < 0x7F
      ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
  }

  /// An XML name (letters, digits, `_ : . -`, and any non-ASCII UTF-8), validated.
  private mutating func name() throws(XMLScanError) -> String {
    let start = i
    while i < bytes.count {
      let b = bytes[i]
      let ascii =
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
        || (i > start
          && ((b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")))
      if ascii { i += 1 } else if b >= 0x80 { try skipUTF8Scalar() } else { break }
    }
    guard i > start else {
      throw XMLScanError(
        position: position,
        message: "expected a name" + (i < bytes.count ? ", found \(describe(at: i))" : ", found the end of the file"))
    }
    return try utf8(start, i)
  }

  /// One multi-byte UTF-8 scalar at `i` (RFC 3629: no overlongs, surrogates or values past U+10FFFF).
  private mutating func skipUTF8Scalar() throws(XMLScanError) {
    let b0 = bytes[i]
    let length: Int
    let low: UInt8
    let high: UInt8
    switch b0 {
    case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
    case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
    case 0xED: (length, low, high) = (3, 0x80, 0x9F)
    case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
    case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
    case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
    default: throw invalidUTF8(at: i)
    }
    guard i + length <= bytes.count, bytes[i + 1] >= low, bytes[i + 1] <= high else { throw invalidUTF8(at: i) }
    for k in 2..<max(2, length) where bytes[i + k] & 0xC0 != 0x80 { throw invalidUTF8(at: i) }
    i += length
  }

  private func invalidUTF8(at k: Int) -> XMLScanError {
    var p = self
    p.i = k
    return XMLScanError(
      position: p.position, message: "invalid UTF-8 (byte 0x\(String(bytes[k], radix: 16, uppercase: true)))")
  }

  /// Text up to the next `<`, with entities resolved.
  private mutating func characterData() throws(XMLScanError) -> String {
    try text(until: UInt8(ascii: "<"), inAttribute: false)
  }

  /// An attribute value in `"…"` or `'…'`, entities resolved.
  private mutating func quotedValue() throws(XMLScanError) -> String {
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
      throw XMLScanError(position: position, message: "expected a quoted attribute value")
    }
    let quote = bytes[i]
    i += 1
    let value = try text(until: quote, inAttribute: true)
    guard i < bytes.count else {
      throw XMLScanError(position: position, message: "the file ends inside an attribute value")
    }
    i += 1
    return value
  }

  /// Characters up to (not including) `end` or the end of the data: UTF-8
  /// checked, control bytes refused, entities resolved; in an attribute a `<`
  /// is an error too.
  private mutating func text(until end: UInt8, inAttribute: Bool) throws(XMLScanError) -> String {
    var out = ""
    var run = i
    while i < bytes.count, bytes[i] != end {
      let b = bytes[i]
      if b == UInt8(ascii: "&") {
        out += try utf8(run, i)
        out += try entity()
        run = i
      } else if b >= 0x80 {
        try skipUTF8Scalar()
      } else if b < 0x20, b != 0x09, b != 0x0A, b != 0x0D {
        throw XMLScanError(
          position: position, message: "control byte 0x\(String(b, radix: 16, uppercase: true)) is not allowed in XML")
      } else if inAttribute, b == UInt8(ascii: "<") {
        throw XMLScanError(position: position, message: "'<' is not allowed in an attribute value")
      } else {
        advance()
      }
    }
    return out + (try utf8(run, i))
  }

  /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xH;` at `i`.
  private mutating func entity() throws(XMLScanError) -> String {
    let start = mark
    let from = i + 1
    var end = from
    while end < bytes.count, end - from <= 10, bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
      throw XMLScanError(position: locate(start), message: "'&' must start an entity such as &amp;")
    }
    let body = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self)
    i = end + 1
    switch body {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      var digits = Substring(body)
      var radix = 10
      guard digits.first == "#" else {
        throw XMLScanError(position: locate(start), message: "unknown entity &\(body);")
      }
      digits = digits.dropFirst()
      if digits.first == "x" {
        radix = 16
        digits = digits.dropFirst()
      }
      guard let v = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(v),
        v >= 0x20 || [0x09, 0x0A, 0x0D].contains(v)
      else {
        throw XMLScanError(position: locate(start), message: "invalid character reference &\(body);")
      }
      return String(scalar)
    }
  }

  /// Bytes `a..<b`, already validated as UTF-8.
  private func utf8(_ a: Int, _ b: Int) throws(XMLScanError) -> String {
    a >= b ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[a..<b]), as: UTF8.self)
  }
}

extension XMLScanner {
  /// Reads the document in `data` into `handler`.
  static func scan<H: XMLEventHandler>(_ data: Data, into handler: inout H) throws(XMLScanError) {
    let outcome: Result<Void, XMLScanError> = data.withUnsafeBytes { raw in
      var scanner = XMLScanner(raw.bindMemory(to: UInt8.self))
      return Result { () throws(XMLScanError) in try scanner.scan(into: &handler) }
    }
    try outcome.get()
  }
}
