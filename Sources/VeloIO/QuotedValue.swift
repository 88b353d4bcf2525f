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

/// Control characters (C0, DEL, C1) and U+FFFD as `\u{XX}`; everything else as is.
public func escapedForTerminal(_ scalar: Unicode.Scalar) -> String {
  switch scalar.value {
  case 0x00..<0x20, 0x7F..<0xA0, 0xFFFD:
    return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  default:
    return String(scalar)
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
