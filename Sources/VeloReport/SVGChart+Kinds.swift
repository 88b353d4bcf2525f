import Foundation
import VeloScore

extension SVGChart {
  /// Lines over equally spaced x; NaN breaks a line. From index `dashedFrom` on
  /// (a projection) lines are dashed.
  public static func lines(_ series: [Series], x axis: XAxis, yTitle: String, title: String, dashedFrom: Int? = nil)
    -> String
  {
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
      out += hoverColumns(count: axis.count, x: x, frame: frame) { i in
        ([axis.pointName(i)]
          + series.compactMap { s in
            i < s.values.count && s.values[i].isFinite ? "\(s.name) \(fixed(s.values[i], 1))" : nil
          })
          .joined(separator: " · ")
      }
      out += legend(
        series.map { ($0.name, $0.color, false) }
          + (dashedFrom.map { $0 < axis.count ? [(tr("chart.plannedProjected"), "#888", true)] : [] } ?? []),
        frame: frame)
      return out + "</svg>"
    }
  }

  /// TSB form zones as intervals.icu draws them (TSB in TSS/day), named in the current language.
  static var formZones: [(name: String, lower: Double, upper: Double, range: String, color: String)] {
    [
      (tr("formZone.transition"), 25, .infinity, tr("formZone.above", "+25"), "#fdf2d0"),
      (tr("formZone.fresh"), 5, 25, tr("formZone.between", "+5", "+25"), "#e3f4e1"),
      (tr("formZone.neutral"), -10, 5, tr("formZone.between", "−10", "+5"), "#f1f1f1"),
      (tr("formZone.optimal"), -30, -10, tr("formZone.between", "−30", "−10"), "#dfeefa"),
      (tr("formZone.highRisk"), -.infinity, -30, tr("formZone.below", "−30"), "#fbe3e1"),
    ]
  }

  /// Vertical bars stacked by series (one bar per label), e.g. weekly load by sport.
  /// Each bar's title gives its label, series and value with `unit`.
  public static func stackedBars(_ stacks: [Series], x axis: XAxis, yTitle: String, unit: String, title: String)
    -> String
  {
    let count = axis.count
    guard count > 0, !stacks.isEmpty else { return "" }
    let totals = (0..<count).map { i in
      stacks.reduce(0) { $0 + max(0, ($1.values.count > i && $1.values[i].isFinite) ? $1.values[i] : 0) }
    }
    return responsive { frame in
      let (ticks, step) = niceTicks(0, max(1, totals.max() ?? 1))
      let y = scale(ticks, frame.top, frame.plotBottom)
      var out =
        open(title, frame)
        + yAxis(ticks, step: step, y: y, title: yTitle, frame: frame, top: frame.top, bottom: frame.plotBottom)
      let slot = (frame.plotRight - frame.left) / Double(count)
      // Behind the bars, each slot's column: a tap beside a thin bar still gives the day, each series and the total.
      out += hoverColumns(
        count: count, bounds: { (frame.left + slot * Double($0), frame.left + slot * Double($0 + 1)) }, frame: frame
      ) { i in
        let parts = stacks.compactMap { s in
          s.values.count > i && s.values[i].isFinite && s.values[i] > 0 ? "\(s.name) \(fixed(s.values[i], 0))" : nil
        }
        return ([axis.pointName(i)] + parts + (parts.count > 1 ? [tr("chart.total", fixed(totals[i], 0))] : [])).filter
        { !$0.isEmpty }.joined(separator: " · ") + " \(unit)"
      }
      for i in 0..<count {
        var base = 0.0
        for s in stacks {
          let v = s.values.count > i && s.values[i].isFinite ? max(0, s.values[i]) : 0
          guard v > 0 else { continue }
          let x0 = frame.left + slot * Double(i) + slot * 0.12
          let name = [axis.pointName(i), s.name].filter { !$0.isEmpty }.joined(separator: " · ")
          out +=
            "<rect x=\"\(f(x0))\" y=\"\(f(y(base + v)))\" width=\"\(f(max(1, slot * 0.76)))\" height=\"\(f(y(base) - y(base + v)))\" fill=\"\(s.color)\"><title>\(HTML.escape(name)): \(fixed(v, 0)) \(HTML.escape(unit))</title></rect>"
          base += v
        }
      }
      out += xAxisLabels(axis, x: { frame.left + slot * (Double($0) + 0.5) }, frame: frame)
      if stacks.count > 1 || !stacks[0].name.isEmpty {
        out += legend(stacks.map { ($0.name, $0.color, false) }, frame: frame)
      }
      return out + "</svg>"
    }
  }

  /// A mean-max power curve on a log duration axis: watts at the left, W/kg at
  /// the right when the weight is known, an earlier curve and a model dashed.
  public static func powerCurve(
    _ points: [(seconds: Double, watts: Double)], previous: [(seconds: Double, watts: Double)] = [],
    model: [(seconds: Double, watts: Double)] = [], weightKg: Double? = nil,
    names: (current: String, previous: String, model: String), title: String
  ) -> String {
    guard points.count > 1, let x0 = points.first?.seconds, let x1 = points.last?.seconds, x1 > x0 else { return "" }
    let watts = (points + previous + model).filter { $0.seconds >= x0 && $0.seconds <= x1 }.map(\.watts).filter(
      \.isFinite)
    return responsive { frame in
      var frame = frame
      if weightKg != nil { frame.right += frame.font * 3.2 }
      let (ticks, step) = niceTicks(0, watts.max() ?? 1)
      let y = scale(ticks, frame.top, frame.plotBottom)
      func x(_ s: Double) -> Double {
        frame.left + (frame.plotRight - frame.left) * (log10(s) - log10(x0)) / (log10(x1) - log10(x0))
      }
      var out =
        open(title, frame)
        + yAxis(
          ticks, step: step, y: y, title: tr("axis.powerW"), frame: frame, top: frame.top, bottom: frame.plotBottom)
      if let kg = weightKg, kg > 0, let top = ticks.last {
        // W/kg ticks of their own (1, 2, 3 … not the watts ticks divided), placed on the watts scale.
        let (perKg, perKgStep) = niceTicks(0, top / kg, target: 5)
        for v in perKg where v * kg <= top + 1e-9 {
          out +=
            "<text x=\"\(f(frame.plotRight + 4))\" y=\"\(f(y(v * kg) + frame.font * 0.35))\" fill=\"#444\">\(tickLabel(v, step: perKgStep))</text>"
        }
        out +=
          "<text transform=\"translate(\(f(frame.width - 3)) \(f((frame.top + frame.plotBottom) / 2))) rotate(-90)\" text-anchor=\"middle\" fill=\"#333\">W/kg</text>"
      }
      func path(_ p: [(seconds: Double, watts: Double)], _ color: String, _ dash: Bool, _ name: String) -> String {
        let visible = p.filter { $0.seconds >= x0 && $0.seconds <= x1 && $0.watts.isFinite }
        guard visible.count > 1 else { return "" }
        let d = visible.enumerated().map {
          "\($0.offset == 0 ? "M" : "L")\(f(x($0.element.seconds))) \(f(y($0.element.watts)))"
        }.joined()
        return
          "<path d=\"\(d)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash ? " stroke-dasharray=\"5 4\"" : "")><title>\(HTML.escape(name))</title></path>"
      }
      out +=
        path(previous, "#aab7c4", false, names.previous) + path(model, "#2c3e50", true, names.model)
        + path(points, "#c0392b", false, names.current)
      let ticksAt: [(Double, String)] = [1.0, 5, 15, 60, 300, 1200, 3600, 10800].map { ($0, duration(Int($0))) }
      out += xLabels(
        ticksAt.filter { $0.0 >= x0 && $0.0 <= x1 }.map { (x($0.0), $0.1) }, title: tr("axis.durationLog"), frame: frame
      )
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
    let lo = ticks.first!
    let hi = ticks.last!
    return { v in top + (bottom - top) * (1 - (v - lo) / (hi - lo)) }
  }

  static func xScale(_ count: Int, _ frame: Frame) -> (Int) -> Double {
    { i in frame.left + (frame.plotRight - frame.left) * Double(i) / Double(max(1, count - 1)) }
  }

  static func paths(_ series: [Series], x: (Int) -> Double, y: (Double) -> Double, dashedFrom: Int?) -> String {
    var out = ""
    for s in series {
      let split = min(max(dashedFrom ?? s.values.count, 0), s.values.count)
      for (range, dash) in [
        (0..<min(split + 1, s.values.count), ""), (split..<s.values.count, " stroke-dasharray=\"6 4\""),
      ] where range.count > 1 {
        var d = ""
        var pen = false
        for i in range {
          let v = s.values[i]
          guard v.isFinite else {
            pen = false
            continue
          }
          d += "\(pen ? "L" : "M")\(f(x(i))) \(f(y(v)))"
          pen = true
        }
        if !d.isEmpty {
          out +=
            "<path d=\"\(d)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"1.8\"\(dash)><title>\(HTML.escape(s.name))</title></path>"
        }
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
