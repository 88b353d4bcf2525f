import Foundation
import VeloIO

/// Every command's output goes through this `print`, which shadows the
/// standard library's inside this module: control characters other than line
/// feeds and tabs (an ANSI escape in a stored file name, an activity name, a
/// FIT string field) and the bidirectional controls that reorder what follows
/// (U+202E) are written as `\u{1B}` (``escapedForTerminal(_:)``), as
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

/// `text` with what `isShownEscaped(_:)` names — DEL, the C1 controls, U+FFFD,
/// the bidirectional controls and C0 controls other than line feed, tab and
/// carriage return — written as JSON escapes (`\u009B`, `\uFFFD`, `\u202E`):
/// a JSON reader gets the same string back, a terminal never sees the byte.
func escapedForJSON(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    if isShownEscaped(scalar), ![0x0A, 0x09, 0x0D].contains(scalar.value) {
      out += jsonEscape(scalar)
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// `\uXXXX`, the JSON escape of a scalar of the basic plane.
func jsonEscape(_ scalar: Unicode.Scalar) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: true)
  return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// Whether `text` holds a byte that ``escapedForTerminal(_:)`` would change:
/// C0 controls but line feed and tab, DEL, the C1 controls (UTF-8 C2 80…C2 9F),
/// U+FFFD (EF BF BD) and the bidirectional controls (D8 9C; E2 80 8E/8F/AA…AE;
/// E2 81 A6…A9). One pass over the bytes, so a clean megabyte of output is not
/// rebuilt scalar by scalar.
func needsEscaping(_ text: String) -> Bool {
  var (before, previous): (UInt8, UInt8) = (0, 0)
  for b in text.utf8 {
    if (b < 0x20 && b != 0x0A && b != 0x09) || b == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(b))
      || (previous == 0xEF && b == 0xBF) || (previous == 0xD8 && b == 0x9C)
      || (before == 0xE2 && previous == 0x80 && (b == 0x8E || b == 0x8F || (0xAA...0xAE).contains(b)))
      || (before == 0xE2 && previous == 0x81 && (0xA6...0xA9).contains(b))
    {
      return true
    }
    (before, previous) = (previous, b)
  }
  return false
}
