/// The most characters of a file's content one error quotes (a header line).
public let quotedInputLimit = 120

/// A bad value as an error message shows it: in single quotes, control
/// characters (ANSI escapes, NUL, CR…) written as `\u{1B}`, and cut after
/// `limit` characters with how much was left out — so a 10 MB line or a
/// terminal escape in a file never reaches the terminal as it is.
public func quoted(_ text: some StringProtocol, limit: Int = 60) -> String {
  var out = "'"
  var shown = 0
  var bytes = 0
  let total = text.utf8.count
  for scalar in text.unicodeScalars {
    if shown == limit { return out + "'… (\(total - bytes) more bytes)" }
    out += escapedForTerminal(scalar)
    shown += 1
    bytes += UTF8.width(scalar)
  }
  return out + "'"
}

/// Control characters (C0, DEL, C1), the bidirectional formatting characters
/// and U+FFFD as `\u{XX}` (``isShownEscaped(_:)``); everything else as is.
public func escapedForTerminal(_ scalar: Unicode.Scalar) -> String {
  isShownEscaped(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : String(scalar)
}

/// Whether output shows `scalar` escaped rather than as it is: a control character (C0, DEL, C1),
/// U+FFFD, or a bidirectional control (``isBidiControl(_:)``). The one list every escaping uses
/// (terminal text, messages, `--json`).
public func isShownEscaped(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD: return true
  default: return isBidiControl(scalar)
  }
}

/// Whether `scalar` reorders the text around it on screen: the marks (U+061C, U+200E, U+200F),
/// embeddings and overrides (U+202A…U+202E) and isolates (U+2066…U+2069) of Unicode's bidirectional
/// algorithm (UAX #9). A name holding U+202E shows its following text reversed ("Trojan Source",
/// CVE-2021-42574): reports and messages show them escaped.
public func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}

/// A whole message made safe for a terminal: control characters escaped except
/// line feeds and tabs.
public func escapedForTerminal(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    out += scalar == "\n" || scalar == "\t" ? String(scalar) : escapedForTerminal(scalar)
  }
  return out
}
