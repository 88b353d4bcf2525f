import Foundation
import VeloIO

/// Every command's output goes through this `print`, which shadows the
/// standard library's inside this module: control characters other than line
/// feeds and tabs (an ANSI escape in a stored file name, an activity name, a
/// FIT string field) are written as `\u{1B}` (``escapedForTerminal(_:)``), as
/// errors already are, so nothing read from outside drives the terminal.
/// JSON is unaffected (its encoder escapes control characters itself).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { "\($0)" }.joined(separator: separator) + terminator
  guard needsEscaping(text) else { return FileHandle.standardOutput.write(Data(text.utf8)) }
  FileHandle.standardOutput.write(Data((isJSONDocument(text) ? escapedForJSON(text) : escapedForTerminal(text)).utf8))
}

/// Whether `text` is a JSON document (a `--json` result): its characters that
/// would drive a terminal can only be inside strings, and are escaped the JSON
/// way (``escapedForJSON(_:)``) so the document stays valid.
func isJSONDocument(_ text: String) -> Bool {
  guard let first = text.utf8.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }), first == 0x7B || first == 0x5B
  else { return false }
  return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
}

/// `text` with DEL, the C1 controls, U+FFFD and C0 controls other than line
/// feed, tab and carriage return written as JSON escapes (`\u009B`, `\uFFFD`):
/// a JSON reader gets the same string back, a terminal never sees the byte.
func escapedForJSON(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x0A, 0x09, 0x0D: out.unicodeScalars.append(scalar)
    case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// Whether `text` holds a byte that ``escapedForTerminal(_:)`` would change:
/// C0 controls but line feed and tab, DEL, the C1 controls (UTF-8 C2 80…C2 9F)
/// and U+FFFD (EF BF BD). One pass over the bytes, so a clean megabyte of
/// output is not rebuilt scalar by scalar.
func needsEscaping(_ text: String) -> Bool {
  var previous: UInt8 = 0
  for b in text.utf8 {
    if (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(b))
      || (previous == 0xEF && b == 0xBF)
    {
      return true
    }
    previous = b
  }
  return false
}
