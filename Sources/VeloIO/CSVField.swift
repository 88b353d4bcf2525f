/// A text cell for CSV output: quoted when it holds a comma, quote or line
/// break (RFC 4180), and neutralised when a spreadsheet would run it as a
/// formula — a cell starting with `=`, `+`, `-`, `@`, tab or carriage return
/// gets a leading `'` (OWASP's rule for CSV injection) — unless the whole cell
/// is a plain number (`-7.04688`, `1e-05`), which no spreadsheet runs.
public func csvField(_ s: String) -> String {
  var cell = s
  if let first = s.utf8.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D].contains(first),
    !isPlainNumber(s)
  {
    cell = "'" + s
  }
  return cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
}

/// Only digits, sign, point and exponent, and a finite number as a whole.
private func isPlainNumber(_ s: String) -> Bool {
  s.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    && (Double(s)?.isFinite ?? false)
}

import Foundation
