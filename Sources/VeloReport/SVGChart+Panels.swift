import Foundation
import VeloKernels

extension SVGChart {
  /// One channel of a time-series chart: its own band and y axis.
  public struct Panel: Sendable {
    public var title: String
    public var color: String
    /// One value per x point; NaN (a pause, no reading) breaks the line.
    public var values: [Double]
    /// Boxes drawn behind the line (a prescription's targets): seconds and values of the panel's unit.
    public var targets: [Target]
    /// Smaller values drawn higher (a pace: faster is up).
    public var inverted = false
    /// The range drawn: a value past its upper end is a gap (a stop in a pace), one below
    /// its lower end is drawn at it (a GPS spike); `nil`, the values' own range.
    public var range: ClosedRange<Double>?
    public init(
      title: String, color: String, values: [Double], targets: [Target] = [], inverted: Bool = false,
      range: ClosedRange<Double>? = nil
    ) {
      self.title = title
      self.color = color
      self.values = values
      self.targets = targets
      self.inverted = inverted
      self.range = range
    }

    /// ``values`` as drawn: past ``range``'s upper end a gap, below its lower end at it.
    var drawn: [Double] {
      guard let range else { return values }
      return values.map { $0 > range.upperBound ? .nan : max($0, range.lowerBound) }
    }
  }

  /// A target band over a stretch of time, titled for hover and screen readers.
  public struct Target: Sendable {
    public var start: Double, end: Double, low: Double, high: Double
    public var title: String
    public init(start: Double, end: Double, low: Double, high: Double, title: String) {
      (self.start, self.end, self.low, self.high, self.title) = (start, end, low, high, title)
    }
  }

  /// Channels stacked in bands over one shared time axis (`seconds` from the
  /// start, one per point), each band with its own y axis titled with its
  /// unit; gaps (NaN) show pauses. Ticks on 1/2/5/10/15/30 minutes or hours.
  /// `marks` shade stretches of time behind every band (an activity's
  /// efforts), each numbered and titled for hover and screen readers.
  public static func panels(_ panels: [Panel], seconds: [Double], title: String, marks: [Mark] = []) -> String {
    let shown = panels.filter { $0.values.contains(where: \.isFinite) }
    guard !shown.isEmpty, seconds.count > 1, let end = seconds.last, end > 0 else { return "" }
    return responsive { base in
      var frame = base
      let band = frame.font * 7.5
      frame.top = frame.font
      frame.height = frame.top + Double(shown.count) * band + frame.bottom
      var out = open(title, frame)
      func x(_ t: Double) -> Double { frame.left + (frame.plotRight - frame.left) * t / end }
      let plotBottom = frame.top + Double(shown.count) * band
      // Behind the efforts and targets, a column per stretch of time: a tap gives its clock time and each channel's mean.
      var plot = frame
      plot.height = plotBottom + frame.bottom
      let columns = frame.width > 500 ? 120 : 60
      var bounds: [Int] = []
      var next = 0  // each column's first sample (the seconds rise)
      for c in 0...columns {
        while next < seconds.count && seconds[next] < end * Double(c) / Double(columns) { next += 1 }
        bounds.append(c == columns ? seconds.count : next)
      }
      out += hoverColumns(
        count: columns, bounds: { (x(end * Double($0) / Double(columns)), x(end * Double($0 + 1) / Double(columns))) },
        frame: plot
      ) { c in
        let range = bounds[c]..<max(bounds[c], bounds[c + 1])
        let means = shown.compactMap { p in meanSkippingNaN(p.values, range).map { "\(p.title) \(fixed($0, 0))" } }
        return ([clockLabel(end * (Double(c) + 0.5) / Double(columns))] + means).joined(separator: " · ")
      }
      // Each stretch numbered where its number fits beside the one before (close efforts keep
      // their shading and hover title; the intervals table numbers them all).
      var numberedTo = -Double.infinity
      for (k, mark) in marks.enumerated() where mark.end > mark.start && mark.start < end {
        let left = x(max(0, mark.start))
        let right = x(min(end, mark.end))
        out += "<g><title>\(HTML.escape(mark.title))</title>"
        out +=
          "<rect x=\"\(f(left))\" y=\"\(f(frame.top))\" width=\"\(f(max(1, right - left)))\" height=\"\(f(plotBottom - frame.top))\" fill=\"#f5b041\" fill-opacity=\"0.22\"/>"
        let width = textWidth("\(k + 1)", frame.font)
        let center = (left + right) / 2
        if center - width / 2 > numberedTo + frame.font * 0.3 {
          numberedTo = center + width / 2
          out +=
            "<text x=\"\(f(center))\" y=\"\(f(plotBottom - frame.font * 0.2))\" text-anchor=\"middle\" fill=\"#9c640c\">\(k + 1)</text>"
        }
        out += "</g>"
      }
      for (k, panel) in shown.enumerated() {
        // A title line, then the band's plot area.
        let bandTop = frame.top + Double(k) * band
        let top = bandTop + frame.font * 1.9
        let bottom = bandTop + band - frame.font * 0.5
        let values = panel.drawn
        let finite = values.filter(\.isFinite) + panel.targets.flatMap { [$0.low, $0.high] }.filter(\.isFinite)
        guard let lo = finite.min(), let hi = finite.max() else { continue }
        let floor = panel.range == nil && lo >= 0 && lo < hi * 0.5 ? 0 : lo
        let (ticks, step) = niceTicks(floor, hi, target: 2)
        let y = panel.inverted ? scale(ticks, bottom, top) : scale(ticks, top, bottom)
        out += yAxis(ticks, step: step, y: y, title: "", frame: frame, top: top, bottom: bottom)
        out +=
          "<text x=\"\(f(frame.left))\" y=\"\(f(bandTop + frame.font * 1.1))\" fill=\"\(panel.color)\" font-weight=\"600\">\(HTML.escape(panel.title))</text>"
        for t in panel.targets where t.end > t.start && t.start < end && t.low.isFinite && t.high.isFinite {
          let left = x(max(0, t.start))
          let right = x(min(end, t.end))
          let top = y(max(t.low, t.high))
          let bottom = y(min(t.low, t.high))
          out +=
            "<rect x=\"\(f(left))\" y=\"\(f(top))\" width=\"\(f(max(1, right - left)))\" height=\"\(f(max(1.5, bottom - top)))\" fill=\"#5d6d7e\" fill-opacity=\"0.45\"><title>\(HTML.escape(t.title))</title></rect>"
        }
        var d = ""
        var pen = false
        for (i, v) in values.enumerated() where i < seconds.count {
          guard v.isFinite else {
            pen = false
            continue
          }
          d += "\(pen ? "L" : "M")\(f(x(seconds[i]))) \(f(y(v)))"
          pen = true
        }
        out += "<path d=\"\(d)\" fill=\"none\" stroke=\"\(panel.color)\" stroke-width=\"1.4\" pointer-events=\"none\"/>"
      }
      let minutes = end / 60
      let step = [1.0, 2, 5, 10, 15, 30, 60, 120].first { minutes / $0 <= (frame.width > 500 ? 10 : 5) } ?? 240
      let ticks = stride(from: 0, through: minutes, by: step).map { (x($0 * 60), clockLabel($0 * 60)) }
      out += xLabels(ticks, title: tr("axis.elapsed"), frame: frame)
      return out + "</svg>"
    }
  }

  /// A stretch of the time axis to shade, in seconds from the start.
  public struct Mark: Sendable {
    public var start: Double
    public var end: Double
    /// What hovering or a screen reader gives: "Effort 2 · 0:12:18, 4:00 · 324 W".
    public var title: String
    public init(start: Double, end: Double, title: String) {
      self.start = start
      self.end = end
      self.title = title
    }
  }

  /// Seconds as `h:mm`.
  static func clockLabel(_ seconds: Double) -> String {
    let m = Int(checked: (seconds / 60).rounded()) ?? 0
    return "\(m / 60):\(m % 60 < 10 ? "0" : "")\(m % 60)"
  }
}
