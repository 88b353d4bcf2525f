import Foundation

/// A text cell for CSV output: quoted when it holds a comma, quote or line
/// break (RFC 4180), and neutralised when a spreadsheet would run it as a
/// formula — a cell starting with `=`, `+`, `-`, `@`, tab or carriage return
/// gets a leading `'` (OWASP's rule for CSV injection) — unless the whole cell
/// is a plain number (`-7.04688`, `1e-05`), which no spreadsheet runs. A text
/// that itself starts with `'` and then a guarded character or `'` gets one
/// more, so ``csvText(_:)`` gives back exactly the text written.
public func csvField(_ s: String) -> String {
  var cell = s
  let bytes = Array(s.utf8.prefix(2))
  if let first = bytes.first,
    (formulaStarts.contains(first) && !isPlainNumber(s))
      || (first == UInt8(ascii: "'") && bytes.count == 2
        && (formulaStarts.contains(bytes[1]) || bytes[1] == UInt8(ascii: "'")))
  {
    cell = "'" + s
  }
  return cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D })
    ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
}

/// The text a ``csvField(_:)`` cell stands for: the formula guard undone (a
/// leading `'` before a guarded character or another `'` dropped), so an
/// event named `=HYPERLINK(…)` comes back byte for byte after export → ingest.
public func csvText(_ cell: String) -> String {
  let bytes = Array(cell.utf8.prefix(2))
  guard bytes.count == 2, bytes[0] == UInt8(ascii: "'"),
    formulaStarts.contains(bytes[1]) || bytes[1] == UInt8(ascii: "'")
  else { return cell }
  return String(cell.dropFirst())
}

/// First bytes a spreadsheet reads as a formula: `= + - @`, tab, carriage return.
private let formulaStarts: Set<UInt8> = [
  UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D,
]

/// Only digits, sign, point and exponent, and a finite number as a whole.
private func isPlainNumber(_ s: String) -> Bool {
  s.utf8.allSatisfy {
    ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")
      || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
  }
    && (Double(s)?.isFinite ?? false)
}
