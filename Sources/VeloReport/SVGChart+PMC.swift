import Foundation
import VeloScore

extension SVGChart {
  /// What a PMC can show beside CTL, ATL and TSB.
  public struct PMCLayers: Sendable {
    /// Each day's load (TSS), drawn as bars along the bottom of the upper panel on their own scale.
    public var load: [Double]?
    /// Events: a dashed line on their day, labelled with their priority.
    public var markers: [Marker] = []
    /// The index of today, drawn as a line.
    public var today: Int?
    /// More lines on the CTL axis (a plan's build-and-taper solution), dashed.
    public var paths: [Series] = []

    public struct Marker: Sendable {
      public var index: Int
      /// A letter or two on the chart ("A").
      public var label: String
      /// What hovering or a screen reader gives ("Gran Fondo (A) · Sun 14 Mar 2027").
      public var title: String
      public init(index: Int, label: String, title: String) {
        (self.index, self.label, self.title) = (index, label, title)
      }
    }

    public init(load: [Double]? = nil, markers: [Marker] = [], today: Int? = nil, paths: [Series] = []) {
      (self.load, self.markers, self.today, self.paths) = (load, markers, today, paths)
    }
  }

  /// The performance management chart: CTL and ATL in an upper panel with the
  /// daily load as bars, TSB in a lower panel on its own axis over shaded form
  /// zones (`formZones`); days from `dashedFrom` on are a projection, drawn
  /// dashed. Every day carries its date and values for hover and screen readers.
  public static func pmc(
    dates: [LocalDate], ctl: [Double], atl: [Double], tsb: [Double], title: String, dashedFrom: Int? = nil,
    layers: PMCLayers = PMCLayers()
  ) -> String {
    guard dates.count > 1 else { return "" }
    return responsive { base in
      // Taller than the other charts: two panels, each readable.
      var frame = base
      frame.height += base.width > 500 ? 90 : 60
      let split = frame.top + (frame.plotBottom - frame.top) * 0.58
      let upper = (ctl + atl + layers.paths.flatMap(\.values)).filter(\.isFinite)
      let (loadTicks, loadStep) = niceTicks(0, upper.max() ?? 1, target: 4)
      let yLoad = scale(loadTicks, frame.top, split - 10)
      let form = tsb.filter(\.isFinite)
      let (formTicks, formStep) = niceTicks(min(-30, form.min() ?? 0), max(25, form.max() ?? 0), target: 3)
      let yForm = scale(formTicks, split + 4, frame.plotBottom)
      let x = xScale(dates.count, frame)
      let step = (frame.plotRight - frame.left) / Double(max(1, dates.count - 1))
      var out = open(title, frame)
      // Form zones behind the TSB line, each clipped to the panel and named on hover (the report's text lists them).
      for zone in Self.formZones {
        let top = yForm(min(zone.upper, formTicks.last!))
        let bottom = yForm(max(zone.lower, formTicks.first!))
        guard bottom > top else { continue }
        out +=
          "<rect x=\"\(f(frame.left))\" y=\"\(f(top))\" width=\"\(f(frame.plotRight - frame.left))\" height=\"\(f(bottom - top))\" fill=\"\(zone.color)\"><title>\(HTML.escape(zone.name)): TSB \(zone.range)</title></rect>"
      }
      // The daily load: bars in the lower third of the upper panel, scaled to the largest day.
      if let load = layers.load, let top = load.filter(\.isFinite).max(), top > 0 {
        let base = split - 10
        let height = (split - 10 - frame.top) * 0.35
        for (i, v) in load.enumerated() where i < dates.count && v.isFinite && v > 0 {
          let h = max(0.8, height * v / top)
          out +=
            "<rect x=\"\(f(x(i) - max(0.6, step * 0.35)))\" y=\"\(f(base - h))\" width=\"\(f(max(1.2, step * 0.7)))\" height=\"\(f(h))\" fill=\"#b8c4d0\"/>"
        }
      }
      out += yAxis(
        loadTicks, step: loadStep, y: yLoad, title: tr("unit.tssPerDay"), frame: frame, top: frame.top,
        bottom: split - 10)
      out += yAxis(
        formTicks, step: formStep, y: yForm, title: "TSB", frame: frame, top: split + 4, bottom: frame.plotBottom)
      out += paths(layers.paths, x: x, y: yLoad, dashedFrom: 0)
      out += paths(
        [
          Series(name: tr("series.ctl"), color: "#1f6fb2", values: ctl),
          Series(name: tr("series.atl"), color: "#e67e22", values: atl),
        ],
        x: x, y: yLoad, dashedFrom: dashedFrom)
      out += paths(
        [Series(name: tr("series.tsb"), color: "#1e8449", values: tsb)], x: x, y: yForm, dashedFrom: dashedFrom)
      if let t = layers.today, dates.indices.contains(t) {
        out +=
          "<line x1=\"\(f(x(t)))\" x2=\"\(f(x(t)))\" y1=\"\(f(frame.top))\" y2=\"\(f(frame.plotBottom))\" stroke=\"#555\" stroke-width=\"1\"/>"
        // At the foot of the line: the legend, which wraps on a phone, holds the top.
        out +=
          "<text x=\"\(f(x(t) + 3))\" y=\"\(f(frame.plotBottom - 4))\" fill=\"#555\">\(HTML.escape(tr("chart.today")))</text>"
      }
      for m in layers.markers where dates.indices.contains(m.index) {
        out +=
          "<g><title>\(HTML.escape(m.title))</title><line x1=\"\(f(x(m.index)))\" x2=\"\(f(x(m.index)))\" y1=\"\(f(frame.top))\" y2=\"\(f(frame.plotBottom))\" stroke=\"#8e44ad\" stroke-width=\"1.5\" stroke-dasharray=\"3 3\"/>"
        out +=
          "<text x=\"\(f(x(m.index)))\" y=\"\(f(frame.top - 3))\" text-anchor=\"middle\" fill=\"#8e44ad\" font-weight=\"700\">\(HTML.escape(m.label))</text></g>"
      }
      out += xAxisLabels(.dates(dates), x: x, frame: frame)
      out += hoverColumns(count: dates.count, x: x, frame: frame) { i in
        var parts = [
          dates[i].fullDate, "CTL \(fixed(ctl[i], 1))", "ATL \(fixed(atl[i], 1))", "TSB \(fixed(tsb[i], 1))",
        ]
        if let load = layers.load, i < load.count { parts.append("\(tr("col.load")) \(fixed(load[i], 0))") }
        for p in layers.paths where i < p.values.count && p.values[i].isFinite {
          parts.append("\(p.name) \(fixed(p.values[i], 1))")
        }
        return parts.joined(separator: " · ")
      }
      var items: [(String, String, Bool)] = [
        (tr("series.ctl"), "#1f6fb2", false), (tr("series.atl"), "#e67e22", false),
        (tr("series.tsb"), "#1e8449", false),
      ]
      items += layers.paths.map { ($0.name, $0.color, true) }
      if let d = dashedFrom, d < dates.count { items.append((tr("chart.projected"), "#888", true)) }
      out += legend(items, frame: frame)
      return out + "</svg>"
    }
  }

  /// An invisible column over each x point whose title is that point's date and
  /// values: what hovering (or a screen reader) gives, with no script.
  static func hoverColumns(count: Int, x: (Int) -> Double, frame: Frame, title: (Int) -> String) -> String {
    let step = (frame.plotRight - frame.left) / Double(max(1, count - 1))
    return hoverColumns(
      count: count, bounds: { i in (max(frame.left, x(i) - step / 2), min(frame.plotRight, x(i) + step / 2)) },
      frame: frame, title: title)
  }

  /// ``hoverColumns(count:x:frame:title:)`` over given column edges (a bar's slot).
  static func hoverColumns(
    count: Int, bounds: (Int) -> (left: Double, right: Double), frame: Frame, title: (Int) -> String
  ) -> String {
    var out = "<g fill=\"#000\" fill-opacity=\"0\">"
    for i in 0..<count {
      let (left, right) = bounds(i)
      out +=
        "<rect x=\"\(f(left))\" y=\"\(f(frame.top))\" width=\"\(f(max(0.5, right - left)))\" height=\"\(f(frame.plotBottom - frame.top))\"><title>\(HTML.escape(title(i)))</title></rect>"
    }
    return out + "</g>"
  }
}
