/// Inline SVG charts for the HTML reports: no scripts, no external
/// resources, every label escaped.
public enum SVGChart {
  public struct Series: Sendable {
    public var name: String
    public var color: String
    public var values: [Double]
    public init(name: String, color: String, values: [Double]) {
      self.name = name
      self.color = color
      self.values = values
    }
  }

  static let width = 720.0, height = 220.0, left = 44.0, right = 12.0, top = 14.0, bottom = 26.0

  /// Lines over equally spaced x; NaN breaks a line. `labels` mark the x axis (a few are shown).
  /// From index `dashedFrom` on (a projection), lines are dashed.
  public static func lines(_ series: [Series], labels: [String], title: String, dashedFrom: Int? = nil) -> String {
    let all = series.flatMap(\.values).filter(\.isFinite)
    guard let lo0 = all.min(), let hi0 = all.max(), let n = series.map(\.values.count).max(), n > 1 else { return "" }
    let (lo, hi) = padded(lo0, hi0)
    func x(_ i: Int) -> Double { left + (width - left - right) * Double(i) / Double(n - 1) }
    func y(_ v: Double) -> Double { top + (height - top - bottom) * (1 - (v - lo) / (hi - lo)) }
    var out = open(title) + axes(lo: lo, hi: hi, y: y)
    if lo < 0 && hi > 0 { out += "<line x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\" stroke=\"#999\" stroke-dasharray=\"3 3\"/>" }
    let split = min(max(dashedFrom ?? n, 0), n)
    for s in series {
      for (range, dash) in [(0..<min(split + 1, s.values.count), ""), (split..<s.values.count, " stroke-dasharray=\"6 4\"")] where range.count > 1 {
        var d = "", pen = false
        for i in range {
          let v = s.values[i]
          guard v.isFinite else { pen = false; continue }
          d += "\(pen ? "L" : "M")\(f(x(i))) \(f(y(v)))"
          pen = true
        }
        out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"1.8\"\(dash)><title>\(HTML.escape(s.name))</title></path>"
      }
    }
    out += xLabels(labels, x: { x($0) })
    out += legend(series.map { ($0.name, $0.color) })
    return out + "</svg>"
  }

  /// Vertical bars, one per value.
  public static func bars(_ values: [Double], labels: [String], color: String, title: String) -> String {
    guard !values.isEmpty else { return "" }
    let hi = padded(0, max(1, values.max() ?? 1)).1
    let slot = (width - left - right) / Double(values.count)
    func y(_ v: Double) -> Double { top + (height - top - bottom) * (1 - v / hi) }
    var out = open(title) + axes(lo: 0, hi: hi, y: y)
    for (i, v) in values.enumerated() {
      let x0 = left + slot * Double(i) + slot * 0.15
      out += "<rect x=\"\(f(x0))\" y=\"\(f(y(v)))\" width=\"\(f(slot * 0.7))\" height=\"\(f(y(0) - y(v)))\" fill=\"\(color)\"><title>\(HTML.escape(i < labels.count ? labels[i] : "")): \(fixed(v, 0))</title></rect>"
    }
    out += xLabels(labels, x: { left + slot * (Double($0) + 0.5) })
    return out + "</svg>"
  }

  /// A curve on a log-scaled x axis (seconds), with an optional model curve.
  public static func logCurve(_ points: [(x: Double, y: Double)], model: [(x: Double, y: Double)], title: String) -> String {
    guard points.count > 1, let x0 = points.first?.x, let x1 = points.last?.x, x1 > x0 else { return "" }
    let ys = (points + model).map(\.y).filter(\.isFinite)
    let (lo, hi) = padded(0, ys.max() ?? 1)
    func x(_ v: Double) -> Double { left + (width - left - right) * (_log10(v) - _log10(x0)) / (_log10(x1) - _log10(x0)) }
    func y(_ v: Double) -> Double { top + (height - top - bottom) * (1 - (v - lo) / (hi - lo)) }
    var out = open(title) + axes(lo: lo, hi: hi, y: y)
    func path(_ p: [(x: Double, y: Double)], _ color: String, _ dash: String) -> String {
      let d = p.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f(x($0.element.x))) \(f(y($0.element.y)))" }.joined()
      return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" \(dash)/>"
    }
    out += path(points, "#c0392b", "")
    if model.count > 1 { out += path(model, "#2c3e50", "stroke-dasharray=\"5 4\"") }
    let ticks: [(Double, String)] = [(1, "1 s"), (5, "5 s"), (60, "1 min"), (300, "5 min"), (1200, "20 min"), (3600, "1 h")]
    for (t, label) in ticks where t >= x0 && t <= x1 {
      out += "<text x=\"\(f(x(t)))\" y=\"\(f(height - 8))\" font-size=\"10\" text-anchor=\"middle\" fill=\"#555\">\(label)</text>"
    }
    out += legend([("mean-max power", "#c0392b")] + (model.count > 1 ? [("CP model", "#2c3e50")] : []))
    return out + "</svg>"
  }

  static func open(_ title: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-label=\"\(HTML.escape(title))\" class=\"chart\"><title>\(HTML.escape(title))</title><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
  }

  static func axes(lo: Double, hi: Double, y: (Double) -> Double) -> String {
    var out = ""
    for k in 0...4 {
      let v = lo + (hi - lo) * Double(k) / 4
      out += "<line x1=\"\(f(left))\" x2=\"\(f(width - right))\" y1=\"\(f(y(v)))\" y2=\"\(f(y(v)))\" stroke=\"#eee\"/>"
      out += "<text x=\"\(f(left - 4))\" y=\"\(f(y(v) + 3))\" font-size=\"10\" text-anchor=\"end\" fill=\"#555\">\(fixed(v, 0))</text>"
    }
    return out
  }

  static func xLabels(_ labels: [String], x: (Int) -> Double) -> String {
    guard !labels.isEmpty else { return "" }
    let step = max(1, labels.count / 6)
    return stride(from: 0, to: labels.count, by: step).map { i in
      "<text x=\"\(f(x(i)))\" y=\"\(f(height - 8))\" font-size=\"10\" text-anchor=\"middle\" fill=\"#555\">\(HTML.escape(labels[i]))</text>"
    }.joined()
  }

  static func legend(_ items: [(String, String)]) -> String {
    items.enumerated().map { i, item in
      let x = left + 8 + Double(i) * 120
      return "<rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"10\" height=\"10\" fill=\"\(item.1)\"/><text x=\"\(f(x + 14))\" y=\"\(f(top + 9))\" font-size=\"11\">\(HTML.escape(item.0))</text>"
    }.joined()
  }

  static func padded(_ lo: Double, _ hi: Double) -> (Double, Double) {
    hi > lo ? (lo - (hi - lo) * 0.05 * (lo < 0 ? 1 : 0), hi + (hi - lo) * 0.05) : (lo - 1, hi + 1)
  }

  static func f(_ v: Double) -> String { fixed(v, 1) }
  static func _log10(_ v: Double) -> Double { _log(v) / _log(10) }
}

import VeloKernels
