import VeloIO

/// Formats rows of cells as an aligned plain-text table.
struct TextTable {
  enum Alignment { case left, right }

  var headers: [String]
  var alignments: [Alignment]
  var rows: [[String]] = []

  func render() -> String {
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

/// Fixed decimals with an optional unit; "n/a" when there is no value.
func fixed(_ value: Double?, _ decimals: Int, unit: String = "") -> String {
  let text = fixedDecimal(value, decimals, missing: "n/a")
  return text == "n/a" ? text : text + unit
}

/// `"1:02:03"` from seconds.
func clock(_ seconds: Int) -> String {
  let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
  func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
  return "\(h):\(two(m)):\(two(s))"
}

/// `"5 s"`, `"1 min"`, `"1 h 30 min"` for a duration in seconds.
func duration(_ seconds: Int) -> String {
  if seconds < 60 { return "\(seconds) s" }
  if seconds < 3600 { return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s" }
  let h = seconds / 3600, m = seconds % 3600 / 60
  return m == 0 ? "\(h) h" : "\(h) h \(m) min"
}
