import Foundation
import VeloScore

/// Inline SVG charts for the HTML reports: no scripts of their own (the page's
/// tap box reads their `<title>`s, `HTML/tapScript`), no external resources,
/// every label escaped. Each chart is drawn twice, for a wide page and for a
/// phone (`responsive(_:)`): the page's CSS shows one, so chart text stays at
/// 11–12 CSS px at 390 px as at 1280 px. Axes carry titles with units, ticks
/// fall on 1/2/5 × 10ᵏ or on week and month starts, legends sit above the plot.
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

  /// The x axis of a chart over days or over named slots.
  public enum XAxis: Sendable {
    /// One point per day; ticks on Mondays (≤ 10 weeks), month starts (≤ 14 months) or years.
    case dates([LocalDate])
    /// One slot per label (bars), with an axis title.
    case labels([String], title: String)

    var count: Int {
      switch self {
      case .dates(let d): return d.count
      case .labels(let l, _): return l.count
      }
    }

    /// Point `i` as hover text names it: its full date, or its label.
    func pointName(_ i: Int) -> String {
      switch self {
      case .dates(let d): return i < d.count ? d[i].fullDate : ""
      case .labels(let l, _): return i < l.count ? l[i] : ""
      }
    }
  }

  /// A drawing area: outer size, plot margins and font size, all in SVG units.
  public struct Frame: Sendable {
    public var width: Double, height: Double, left: Double, right: Double, top: Double, bottom: Double, font: Double
    /// Shown on pages wider than 560 px (about 1 SVG unit per CSS px).
    public static let wide = Frame(width: 720, height: 260, left: 62, right: 18, top: 34, bottom: 44, font: 11)
    /// Shown on phones (360 units across ~358 CSS px at 390 px).
    public static let narrow = Frame(width: 360, height: 280, left: 54, right: 12, top: 52, bottom: 42, font: 12)
    var plotRight: Double { width - right }
    var plotBottom: Double { height - bottom }
  }

  /// The chart drawn for both frames; the page's CSS (``HTML/page(title:body:)``) shows one.
  static func responsive(_ draw: (Frame) -> String) -> String {
    let wide = draw(.wide)
    let narrow = draw(.narrow)
    guard !wide.isEmpty else { return "" }
    return "<div class=\"cw\">\(wide)</div><div class=\"cn\">\(narrow)</div>"
  }

  // MARK: building blocks

  static func open(_ title: String, _ frame: Frame) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(frame.width)) \(f(frame.height))\" role=\"img\" aria-label=\"\(HTML.escape(title))\" class=\"chart\" font-size=\"\(f(frame.font))\" font-family=\"system-ui,sans-serif\"><title>\(HTML.escape(title))</title><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>"
  }

  /// Ticks at 1, 2 or 5 × 10ᵏ covering `lo…hi` with about `target` intervals;
  /// the range grows to the outer ticks.
  static func niceTicks(_ lo: Double, _ hi: Double, target: Int = 5) -> (ticks: [Double], step: Double) {
    var lo = lo
    var hi = hi
    if !(hi > lo) { (lo, hi) = (lo - 1, hi + 1) }
    let raw = (hi - lo) / Double(max(1, target))
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999 } ?? 10 * magnitude
    let first = (lo / step).rounded(.down) * step
    let last = (hi / step).rounded(.up) * step
    // Values beyond any real series (a damaged row's 1e308) give no finite step: two plain ticks.
    guard let count = Int(checked: ((last - first) / step).rounded()), count < 10_000 else {
      return ([lo, hi], hi - lo)
    }
    return ((0...max(1, count)).map { first + Double($0) * step }, step)
  }

  /// A tick value as text with as many decimals as the step needs.
  static func tickLabel(_ v: Double, step: Double) -> String {
    let decimals = step >= 1 ? 0 : min(3, max(0, Int(checked: (-log10(step)).rounded(.up)) ?? 3))
    let text = fixed(abs(v) < step / 1e6 ? 0 : v, decimals)
    return text.hasPrefix("-") ? "−" + text.dropFirst() : text
  }

  /// Horizontal grid lines with labels at the left, a rotated axis title, in `top…bottom`.
  static func yAxis(
    _ ticks: [Double], step: Double, y: (Double) -> Double, title: String, frame: Frame, top: Double, bottom: Double
  ) -> String {
    var out = ""
    for v in ticks {
      out +=
        "<line x1=\"\(f(frame.left))\" x2=\"\(f(frame.plotRight))\" y1=\"\(f(y(v)))\" y2=\"\(f(y(v)))\" stroke=\"\(v == 0 ? "#999" : "#e5e5e5")\"/>"
      out +=
        "<text x=\"\(f(frame.left - 5))\" y=\"\(f(y(v) + frame.font * 0.35))\" text-anchor=\"end\" fill=\"#444\">\(tickLabel(v, step: step))</text>"
    }
    guard !title.isEmpty else { return out }
    let middle = (top + bottom) / 2
    out +=
      "<text transform=\"translate(\(f(frame.font + 1)) \(f(middle))) rotate(-90)\" text-anchor=\"middle\" fill=\"#333\">\(HTML.escape(title))</text>"
    return out
  }

  /// Labels under the plot at `(x, text)`, dropping any that would overlap the
  /// one before, anchored so none is cut at the edges; the axis title below them.
  /// Labels sit 8 units below the plot, clear of the lowest y tick beside it.
  static func xLabels(_ items: [(x: Double, text: String)], title: String, frame: Frame) -> String {
    var out = ""
    var lastEnd = -Double.infinity
    for item in items {
      let w = textWidth(item.text, frame.font)
      var start = item.x - w / 2
      var anchor = "middle"
      var x = item.x
      if start < 2 { (start, anchor, x) = (max(2, item.x - 4), "start", max(2, item.x - 4)) }
      if start + w > frame.width - 2 { (start, anchor, x) = (frame.width - 2 - w, "end", frame.width - 2) }
      guard start > lastEnd + frame.font * 0.8 else { continue }
      lastEnd = start + w
      out +=
        "<text x=\"\(f(x))\" y=\"\(f(frame.plotBottom + frame.font + 8))\" text-anchor=\"\(anchor)\" fill=\"#444\">\(HTML.escape(item.text))</text>"
    }
    if !title.isEmpty {
      out +=
        "<text x=\"\((f((frame.left + frame.plotRight) / 2)))\" y=\"\(f(frame.height - 5))\" text-anchor=\"middle\" fill=\"#333\">\(HTML.escape(title))</text>"
    }
    return out
  }

  /// Ticks for a date axis: Mondays over ≤ 10 weeks, month starts over ≤ 14 months, else January firsts.
  static func dateTicks(_ dates: [LocalDate]) -> (items: [(index: Int, text: String)], title: String) {
    guard let first = dates.first, let last = dates.last else { return ([], "") }
    let span = last.dayNumber - first.dayNumber
    var items: [(Int, String)] = []
    // A tick at the first date of each new week, month or year: daily and weekly series alike.
    for (i, d) in dates.enumerated() {
      let c = d.components
      let p = i > 0 ? dates[i - 1].components : nil
      let newMonth = p.map { $0.month != c.month || $0.year != c.year } ?? (c.day == 1)
      let newYear = p.map { $0.year != c.year } ?? (c.month == 1 && c.day == 1)
      if span <= 70 {
        let newWeek =
          i > 0
          ? d.isoWeekday < dates[i - 1].isoWeekday || d.dayNumber - dates[i - 1].dayNumber >= 7 : d.isoWeekday == 1
        if newWeek || (i == 0 && d.isoWeekday == 1) { items.append((i, d.dayMonth)) }
      } else if span <= 430, newMonth {
        items.append((i, c.month == 1 ? tr("date.monthShortYear", d.monthName, "\(c.year)") : d.monthName))
      } else if span > 430, newYear || (span <= 1500 && newMonth && c.month == 7) {
        items.append((i, c.month <= 1 || newYear ? "\(c.year)" : d.monthName))
      }
    }
    let title = span <= 70 ? tr("axis.dateMondays") : tr("axis.date")
    return (items, title)
  }

  /// Legend entries in the band above the plot, wrapping to a second row when needed.
  static func legend(_ items: [(name: String, color: String, dashed: Bool)], frame: Frame) -> String {
    var out = ""
    var x = frame.left
    var row = 0.0
    for item in items {
      let w = 22 + textWidth(item.name, frame.font) + 14
      if x + w > frame.plotRight, x > frame.left {
        x = frame.left
        row += frame.font + 6
      }
      let y = 6 + row + frame.font / 2
      out +=
        "<line x1=\"\(f(x))\" x2=\"\(f(x + 16))\" y1=\"\(f(y))\" y2=\"\(f(y))\" stroke=\"\(item.color)\" stroke-width=\"3\"\(item.dashed ? " stroke-dasharray=\"4 3\"" : "")/>"
      out += "<text x=\"\(f(x + 21))\" y=\"\(f(y + frame.font * 0.35))\" fill=\"#222\">\(HTML.escape(item.name))</text>"
      x += w
    }
    return out
  }

  /// Approximate width of `text` at `font` (sans-serif averages ~0.58 em per character).
  static func textWidth(_ text: String, _ font: Double) -> Double { Double(text.count) * font * 0.58 }

  static func f(_ v: Double) -> String { fixed(v, 1) }
}
