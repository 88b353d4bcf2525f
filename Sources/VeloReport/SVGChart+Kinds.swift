import Foundation
import VeloScore

extension SVGChart {
  /// Lines over equally spaced x; NaN breaks a line. From index `dashedFrom` on
  /// (a projection) lines are dashed.
  public static func lines(_ series: [Series], x axis: XAxis, yTitle: String, title: String, dashedFrom: Int? = nil) -> String {
    let all = series.flatMap(\.values).filter(\.isFinite)
    guard let lo = all.min(), let hi = all.max(), axis.count > 1 else { return "" }
    return responsive { frame in
      let (ticks, step) = niceTicks(min(lo, 0), hi)
      var out = open(title, frame)
      let y = scale(ticks, frame.top, frame.plotBottom)
      out += yAxis(ticks, step: step, y: y, title: yTitle, frame: frame, top: frame.top, bottom: frame.plotBottom)
      let x = xScale(axis.count, frame)
      out += paths(series, x: x, y: y, dashedFrom: dashedFrom)
      out += xAxisLabels(axis, x: x, frame: frame)
      out += legend(series.map { ($0.name, $0.color, false) } + (dashedFrom.map { $0 < axis.count ? [("planned (projected)", "#888", true)] : [] } ?? []), frame: frame)
      return out + "</svg>"
    }
  }

  /// The performance management chart: CTL and ATL in an upper panel, TSB in a
  /// lower panel on its own axis over shaded form zones (``formZones``); days
  /// from `dashedFrom` on are a projection, drawn dashed.
  public static func pmc(dates: [LocalDate], ctl: [Double], atl: [Double], tsb: [Double], title: String, dashedFrom: Int? = nil) -> String {
    guard dates.count > 1 else { return "" }
    return responsive { frame in
      let split = frame.top + (frame.plotBottom - frame.top) * 0.58
      let upper = (ctl + atl).filter(\.isFinite)
      let (loadTicks, loadStep) = niceTicks(0, upper.max() ?? 1, target: 4)
      let yLoad = scale(loadTicks, frame.top, split - 10)
      let form = tsb.filter(\.isFinite)
      let (formTicks, formStep) = niceTicks(min(-30, form.min() ?? 0), max(25, form.max() ?? 0), target: 3)
      let yForm = scale(formTicks, split + 4, frame.plotBottom)
      let x = xScale(dates.count, frame)
      var out = open(title, frame)
      // Form zones behind the TSB line, each clipped to the panel.
      for zone in formZones {
        let top = yForm(min(zone.upper, formTicks.last!)), bottom = yForm(max(zone.lower, formTicks.first!))
        guard bottom > top else { continue }
        out += "<rect x=\"\(f(frame.left))\" y=\"\(f(top))\" width=\"\(f(frame.plotRight - frame.left))\" height=\"\(f(bottom - top))\" fill=\"\(zone.color)\"><title>\(HTML.escape(zone.name)): TSB \(zone.range)</title></rect>"
        if bottom - top > frame.font + 2 {
          out += "<text x=\"\(f(frame.plotRight - 4))\" y=\"\(f((top + bottom) / 2 + frame.font * 0.35))\" text-anchor=\"end\" fill=\"#555\">\(HTML.escape(zone.name))</text>"
        }
      }
      out += yAxis(loadTicks, step: loadStep, y: yLoad, title: "TSS/day", frame: frame, top: frame.top, bottom: split - 10)
      out += yAxis(formTicks, step: formStep, y: yForm, title: "TSB", frame: frame, top: split + 4, bottom: frame.plotBottom)
      out += paths([Series(name: "CTL (fitness)", color: "#1f6fb2", values: ctl), Series(name: "ATL (fatigue)", color: "#e67e22", values: atl)],
                   x: x, y: yLoad, dashedFrom: dashedFrom)
      out += paths([Series(name: "TSB (form)", color: "#1e8449", values: tsb)], x: x, y: yForm, dashedFrom: dashedFrom)
      out += xAxisLabels(.dates(dates), x: x, frame: frame)
      var items: [(String, String, Bool)] = [("CTL (fitness)", "#1f6fb2", false), ("ATL (fatigue)", "#e67e22", false), ("TSB (form)", "#1e8449", false)]
      if let d = dashedFrom, d < dates.count { items.append(("projected", "#888", true)) }
      out += legend(items, frame: frame)
      return out + "</svg>"
    }
  }

  /// TSB form zones as intervals.icu draws them (TSB in TSS/day).
  public static let formZones: [(name: String, lower: Double, upper: Double, range: String, color: String)] = [
    ("transition", 25, .infinity, "above +25", "#fdf2d0"),
    ("fresh", 5, 25, "+5 to +25", "#e3f4e1"),
    ("neutral", -10, 5, "−10 to +5", "#f1f1f1"),
    ("optimal training", -30, -10, "−30 to −10", "#dfeefa"),
    ("high risk", -.infinity, -30, "below −30", "#fbe3e1"),
  ]

  /// Vertical bars stacked by series (one bar per label), e.g. weekly load by sport.
  public static func stackedBars(_ stacks: [Series], x axis: XAxis, yTitle: String, title: String) -> String {
    let count = axis.count
    guard count > 0, !stacks.isEmpty else { return "" }
    let totals = (0..<count).map { i in stacks.reduce(0) { $0 + max(0, ($1.values.count > i && $1.values[i].isFinite) ? $1.values[i] : 0) } }
    return responsive { frame in
      let (ticks, step) = niceTicks(0, max(1, totals.max() ?? 1))
      let y = scale(ticks, frame.top, frame.plotBottom)
      var out = open(title, frame) + yAxis(ticks, step: step, y: y, title: yTitle, frame: frame, top: frame.top, bottom: frame.plotBottom)
      let slot = (frame.plotRight - frame.left) / Double(count)
      for i in 0..<count {
        var base = 0.0
        for s in stacks {
          let v = s.values.count > i && s.values[i].isFinite ? max(0, s.values[i]) : 0
          guard v > 0 else { continue }
          let x0 = frame.left + slot * Double(i) + slot * 0.12
          out += "<rect x=\"\(f(x0))\" y=\"\(f(y(base + v)))\" width=\"\(f(max(1, slot * 0.76)))\" height=\"\(f(y(base) - y(base + v)))\" fill=\"\(s.color)\"><title>\(HTML.escape(s.name)): \(fixed(v, 0))</title></rect>"
          base += v
        }
      }
      out += xAxisLabels(axis, x: { frame.left + slot * (Double($0) + 0.5) }, frame: frame)
      if stacks.count > 1 || !stacks[0].name.isEmpty { out += legend(stacks.map { ($0.name, $0.color, false) }, frame: frame) }
      return out + "</svg>"
    }
  }

  /// A mean-max power curve on a log duration axis: watts at the left, W/kg at
  /// the right when the weight is known, an earlier curve and a model dashed.
  public static func powerCurve(_ points: [(seconds: Double, watts: Double)], previous: [(seconds: Double, watts: Double)] = [],
                                model: [(seconds: Double, watts: Double)] = [], weightKg: Double? = nil,
                                names: (current: String, previous: String, model: String), title: String) -> String {
    guard points.count > 1, let x0 = points.first?.seconds, let x1 = points.last?.seconds, x1 > x0 else { return "" }
    let watts = (points + previous + model).filter { $0.seconds >= x0 && $0.seconds <= x1 }.map(\.watts).filter(\.isFinite)
    return responsive { frame in
      var frame = frame
      if weightKg != nil { frame.right += frame.font * 3.2 }
      let (ticks, step) = niceTicks(0, watts.max() ?? 1)
      let y = scale(ticks, frame.top, frame.plotBottom)
      func x(_ s: Double) -> Double { frame.left + (frame.plotRight - frame.left) * (log10(s) - log10(x0)) / (log10(x1) - log10(x0)) }
      var out = open(title, frame) + yAxis(ticks, step: step, y: y, title: "power (W)", frame: frame, top: frame.top, bottom: frame.plotBottom)
      if let kg = weightKg, kg > 0 {
        for v in ticks {
          out += "<text x=\"\(f(frame.plotRight + 4))\" y=\"\(f(y(v) + frame.font * 0.35))\" fill=\"#444\">\(fixed(v / kg, 1))</text>"
        }
        out += "<text transform=\"translate(\(f(frame.width - 3)) \(f((frame.top + frame.plotBottom) / 2))) rotate(-90)\" text-anchor=\"middle\" fill=\"#333\">W/kg</text>"
      }
      func path(_ p: [(seconds: Double, watts: Double)], _ color: String, _ dash: Bool, _ name: String) -> String {
        let visible = p.filter { $0.seconds >= x0 && $0.seconds <= x1 && $0.watts.isFinite }
        guard visible.count > 1 else { return "" }
        let d = visible.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(f(x($0.element.seconds))) \(f(y($0.element.watts)))" }.joined()
        return "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash ? " stroke-dasharray=\"5 4\"" : "")><title>\(HTML.escape(name))</title></path>"
      }
      out += path(previous, "#aab7c4", false, names.previous) + path(model, "#2c3e50", true, names.model) + path(points, "#c0392b", false, names.current)
      let ticksAt: [(Double, String)] = [(1, "1 s"), (5, "5 s"), (15, "15 s"), (60, "1 min"), (300, "5 min"), (1200, "20 min"), (3600, "1 h"), (10800, "3 h")]
      out += xLabels(ticksAt.filter { $0.0 >= x0 && $0.0 <= x1 }.map { (x($0.0), $0.1) }, title: "duration (log scale)", frame: frame)
      var items: [(String, String, Bool)] = [(names.current, "#c0392b", false)]
      if previous.count > 1 { items.append((names.previous, "#aab7c4", false)) }
      if model.count > 1 { items.append((names.model, "#2c3e50", true)) }
      out += legend(items, frame: frame)
      return out + "</svg>"
    }
  }

  // MARK: helpers for the chart kinds

  /// Value → y within `top…bottom` over the ticks' range.
  static func scale(_ ticks: [Double], _ top: Double, _ bottom: Double) -> (Double) -> Double {
    let lo = ticks.first!, hi = ticks.last!
    return { v in top + (bottom - top) * (1 - (v - lo) / (hi - lo)) }
  }

  static func xScale(_ count: Int, _ frame: Frame) -> (Int) -> Double {
    { i in frame.left + (frame.plotRight - frame.left) * Double(i) / Double(max(1, count - 1)) }
  }

  static func paths(_ series: [Series], x: (Int) -> Double, y: (Double) -> Double, dashedFrom: Int?) -> String {
    var out = ""
    for s in series {
      let split = min(max(dashedFrom ?? s.values.count, 0), s.values.count)
      for (range, dash) in [(0..<min(split + 1, s.values.count), ""), (split..<s.values.count, " stroke-dasharray=\"6 4\"")] where range.count > 1 {
        var d = "", pen = false
        for i in range {
          let v = s.values[i]
          guard v.isFinite else { pen = false; continue }
          d += "\(pen ? "L" : "M")\(f(x(i))) \(f(y(v)))"
          pen = true
        }
        if !d.isEmpty { out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"1.8\"\(dash)><title>\(HTML.escape(s.name))</title></path>" }
      }
    }
    return out
  }

  static func xAxisLabels(_ axis: XAxis, x: (Int) -> Double, frame: Frame) -> String {
    switch axis {
    case .dates(let dates):
      let (items, title) = dateTicks(dates)
      return xLabels(items.map { (x($0.index), $0.text) }, title: title, frame: frame)
    case .labels(let labels, let title):
      return xLabels(labels.enumerated().map { (x($0.offset), $0.element) }, title: title, frame: frame)
    }
  }
}
