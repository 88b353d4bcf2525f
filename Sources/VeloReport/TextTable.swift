import VeloIO
import VeloKernels

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

  /// Lines no wider than this where headers can wrap (an 80-column terminal).
  public var maxWidth = 80

  /// The table with its headers on as many lines as it takes to keep it
  /// within ``maxWidth``: a header wider than its column's cells wraps at its
  /// spaces ("target CTL" over two lines), widest saving first. Cells never
  /// wrap; a table whose cells alone are too wide keeps its width. Columns
  /// that no row fills are left out.
  public func render() -> String {
    // A column no row fills says nothing: it is left out.
    let kept = headers.indices.filter { i in rows.isEmpty || rows.contains { i < $0.count && !$0[i].isEmpty } }
    guard kept.count == headers.count else {
      var narrower = TextTable(
        headers: kept.map { headers[$0] }, alignments: kept.map { $0 < alignments.count ? alignments[$0] : .right })
      narrower.rows = rows.map { row in kept.map { $0 < row.count ? row[$0] : "" } }
      narrower.maxWidth = maxWidth
      return narrower.render()
    }
    let cellWidths = headers.indices.map { i in rows.map { i < $0.count ? $0[i].count : 0 }.max() ?? 0 }
    var headerLines = headers.map { [$0] }
    func width(_ i: Int) -> Int { max(cellWidths[i], headerLines[i].map(\.count).max() ?? 0) }
    func total() -> Int { headers.indices.map(width).reduce(0, +) + 2 * max(0, headers.count - 1) }
    // Each header's narrowest wrapping (its longest word, or its cells' width), biggest saving first.
    let savings = headers.indices.map { i -> (Int, [String]) in
      let words = headers[i].split(separator: " ").map(String.init)
      let target = max(cellWidths[i], words.map(\.count).max() ?? 0)
      let lines = packed(words, separator: " ", width: target).split(separator: "\n").map(String.init)
      return (headers[i].count - max(target, lines.map(\.count).max() ?? 0), lines)
    }
    for i in headers.indices.sorted(by: { savings[$0].0 > savings[$1].0 }) where total() > maxWidth && savings[i].0 > 0
    {
      headerLines[i] = savings[i].1
    }
    let widths = headers.indices.map(width)
    func line(_ cells: [String]) -> String {
      var text = widths.indices.map { i in
        let cell = i < cells.count ? cells[i] : ""
        let pad = String(repeating: " ", count: max(0, widths[i] - cell.count))
        return (i < alignments.count ? alignments[i] : .right) == .left ? cell + pad : pad + cell
      }.joined(separator: "  ")
      while text.last == " " { text.removeLast() }  // no padding after the last column
      return text
    }
    // Wrapped headers sit on the rule: shorter ones are padded from the top.
    let depth = headerLines.map(\.count).max() ?? 1
    var out = ""
    for l in 0..<depth {
      out += line(headerLines.map { lines in l < depth - lines.count ? "" : lines[l - (depth - lines.count)] }) + "\n"
    }
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
  let h = seconds / 3600
  let m = seconds / 60 % 60
  let s = seconds % 60
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
  let h = seconds / 3600
  let m = seconds % 3600 / 60
  return m == 0 ? "\(h) h" : "\(h) h \(m) min"
}

/// Characters of a text bar for `value` where `top` fills 30: 0…30, and 0 for
/// a value that is not finite (a damaged row), never a trap.
func textBarLength(_ value: Double, top: Double) -> Int {
  min(30, max(0, Int(checked: (value / max(1, top) * 30).rounded()) ?? 0))
}
