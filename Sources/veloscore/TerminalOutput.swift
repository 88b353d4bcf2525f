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
  FileHandle.standardOutput.write(Data((needsEscaping(text) ? escapedForTerminal(text) : text).utf8))
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
