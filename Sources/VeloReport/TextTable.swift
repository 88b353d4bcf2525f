import VeloKernels
import VeloIO

/// Formats rows of cells as an aligned plain-text table.
public struct TextTable: Sendable {
  public enum Alignment: Sendable { case left, right }

  public var headers: [String]
  public var alignments: [Alignment]
  public var rows: [[String]] = []

  public init(headers: [String], alignments: [Alignment]) {
    self.headers = headers
    self.alignments = alignments
  }

  /// The first column left-aligned, the rest right-aligned.
  public init(headers: [String]) {
    self.init(headers: headers, alignments: [.left] + Array(repeating: .right, count: max(0, headers.count - 1)))
  }

  public func render() -> String {
    var widths = headers.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, cell in
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        return alignments[i] == .left ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    var out = line(headers) + "\n"
    out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
    for row in rows { out += line(row) + "\n" }
    return out
  }
}

/// Fixed decimals with an optional unit; "n/a" ("n/d") when there is no value.
public func fixed(_ value: Double?, _ decimals: Int, unit: String = "") -> String {
  // A number is never empty text: the catalogue is asked only for a missing value.
  let text = fixedDecimal(value, decimals, missing: "")
  return text.isEmpty ? notAvailable : text + unit
}

/// The mark of a missing value in the current language: "n/a", "n/d".
var notAvailable: String { tr("value.missing") }

/// `"1:02:03"` from seconds.
public func clock(_ seconds: Int) -> String {
  let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
  func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
  return "\(h):\(two(m)):\(two(s))"
}

/// `"1:02:03"` from seconds, rounded down; "n/a" without a value, or for a
/// value no clock can show (NaN, ±∞, beyond ±2⁶² s).
public func clock(_ seconds: Double?) -> String {
  guard let seconds, let whole = Int(checked: seconds.rounded(.down)) else { return notAvailable }
  return whole < 0 ? "-" + clock(-whole) : clock(whole)
}

/// `"5 s"`, `"1 min"`, `"1 h 30 min"` for a duration in seconds.
public func duration(_ seconds: Int) -> String {
  if seconds < 60 { return "\(seconds) s" }
  if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
  let h = seconds / 3600, m = seconds % 3600 / 60
  return m == 0 ? "\(h) h" : "\(h) h \(m) min"
}

/// Characters of a text bar for `value` where `top` fills 30: 0…30, and 0 for
/// a value that is not finite (a damaged row), never a trap.
func textBarLength(_ value: Double, top: Double) -> Int {
  min(30, max(0, Int(checked: (value / max(1, top) * 30).rounded()) ?? 0))
}
