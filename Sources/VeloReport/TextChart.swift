/// A small multi-series line chart drawn with characters, one column per value.
struct TextChart {
  struct Series {
    var name: String
    var symbol: Character
    var values: [Double]
  }

  var title: String
  var series: [Series]
  var height = 10

  func render() -> String {
    let all = series.flatMap(\.values).filter(\.isFinite)
    guard let lo0 = all.min(), let hi0 = all.max(), let width = series.first?.values.count, width > 0 else {
      return tr("chart.noData", title) + "\n"
    }
    let lo = min(lo0, 0)
    let hi = max(hi0, lo + 1)
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    func row(_ v: Double) -> Int {
      let r = Int(checked: ((hi - v) / (hi - lo) * Double(height - 1)).rounded()) ?? 0
      return min(height - 1, max(0, r))
    }
    let zero = row(0)
    for c in 0..<width where grid[zero][c] == " " { grid[zero][c] = "-" }
    for s in series {
      for (c, v) in s.values.enumerated() where v.isFinite { grid[row(v)][c] = s.symbol }
    }
    let labels = (0..<height).map { r -> String in
      if r == zero { return "0" }
      let value = hi - Double(r) / Double(height - 1) * (hi - lo)
      return r == 0 || r == height - 1 ? fixed(value, 0) : ""
    }
    let labelWidth = labels.map(\.count).max() ?? 0
    var out = title + "   " + series.map { "\($0.symbol) \($0.name)" }.joined(separator: "  ") + "\n"
    for r in 0..<height {
      let label = String(repeating: " ", count: labelWidth - labels[r].count) + labels[r]
      out += label + " |" + String(grid[r]) + "\n"
    }
    return out
  }
}
