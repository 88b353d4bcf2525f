/// A text cell for CSV output: quoted when it holds a comma, quote or line
/// break (RFC 4180), and neutralised when a spreadsheet would run it as a
/// formula — a cell starting with `=`, `+`, `-`, `@`, tab or carriage return
/// gets a leading `'` (OWASP's rule for CSV injection). For text only: numbers
/// are written by ``fixedDecimal(_:_:missing:)`` and never pass through here.
public func csvField(_ s: String) -> String {
  var cell = s
  if let first = s.utf8.first, [UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D].contains(first) {
    cell = "'" + s
  }
  return cell.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) ? "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : cell
}

import Foundation
