import Foundation
import Testing
import VeloScore

@testable import VeloReport

@Suite struct SVGChartTests {
  /// Ticks on 1, 2 or 5 × 10ᵏ that cover the data (the issue's 0/23/46/69/92 becomes 0/20/…/100).
  @Test(
    arguments: [
      (0.0, 92.0, 5, [0.0, 20, 40, 60, 80, 100]),
      (-37.0, 26.0, 3, [-50.0, 0, 50]),
      (-37.0, 26.0, 6, [-40.0, -20, 0, 20, 40]),
      (0.0, 4.3, 5, [0.0, 1, 2, 3, 4, 5]),
      (0.0, 0.73, 4, [0.0, 0.2, 0.4, 0.6, 0.8]),
      (0.0, 2_340.0, 5, [0.0, 500, 1000, 1500, 2000, 2500]),
    ] as [(Double, Double, Int, [Double])])
  func niceTicks(lo: Double, hi: Double, target: Int, expected: [Double]) {
    let (ticks, _) = SVGChart.niceTicks(lo, hi, target: target)
    #expect(ticks.count == expected.count)
    for (a, b) in zip(ticks, expected) { #expect(abs(a - b) < 1e-9) }
  }

  @Test func tickLabelsUseTheStepsDecimalsAndATrueMinus() {
    #expect(SVGChart.tickLabel(0.4, step: 0.2) == "0.4")
    #expect(SVGChart.tickLabel(-20, step: 20) == "−20")
    #expect(SVGChart.tickLabel(1e-17, step: 0.2) == "0.0")
  }

  /// Daily series over 6 weeks tick on Mondays; a year of weekly Mondays ticks
  /// at each month's first week (not only on the 1st, which rarely is a Monday).
  @Test func dateTicksFallOnWeekAndMonthStarts() {
    let start = LocalDate(year: 2026, month: 11, day: 4)  // a Wednesday
    let daily = (0..<42).map { start.adding(days: $0) }
    let (weeks, title) = SVGChart.dateTicks(daily)
    #expect(weeks.map(\.text) == ["9 Nov", "16 Nov", "23 Nov", "30 Nov", "7 Dec", "14 Dec"])
    #expect(weeks.allSatisfy { daily[$0.index].isoWeekday == 1 } && title.contains("Monday"))
    let mondays = (0..<52).map { LocalDate(year: 2025, month: 11, day: 24).adding(days: 7 * $0) }
    let months = SVGChart.dateTicks(mondays).items.map(\.text)
    #expect(months == ["Dec", "Jan 2026", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"])
  }

  /// Labels never leave the chart: the last is anchored at its end, overlapping ones are dropped.
  @Test func xLabelsStayInsideAndDoNotOverlap() {
    let frame = SVGChart.Frame.narrow
    let svg = SVGChart.xLabels(
      [(10, "first label"), (15, "overlaps"), (200, "mid"), (frame.plotRight, "2026-11")], title: "date", frame: frame)
    #expect(!svg.contains(">overlaps<"))
    #expect(svg.contains("text-anchor=\"start\"") && svg.contains("text-anchor=\"end\""))
    #expect(svg.contains(">date</text>"))
  }

  /// Every chart comes twice (wide and phone), with axis titles and units, escaped.
  @Test func chartsCarryAxisTitlesLegendsAndBothSizes() {
    let dates = (0..<120).map { LocalDate(year: 2026, month: 1, day: 1).adding(days: $0) }
    let ramp = dates.indices.map { Double($0) / 2 }
    let pmc = SVGChart.pmc(
      dates: dates, ctl: ramp, atl: ramp.map { $0 + 5 }, tsb: ramp.map { -5 - $0 / 10 }, title: "PMC <x>",
      dashedFrom: 100)
    #expect(pmc.components(separatedBy: "<svg").count == 3)  // wide + narrow
    #expect(pmc.contains(">TSS/day</text>") && pmc.contains(">TSB</text>") && pmc.contains("optimal training"))
    #expect(pmc.contains("stroke-dasharray=\"6 4\"") && pmc.contains(">projected</text>"))
    #expect(pmc.contains("PMC &lt;x&gt;") && !pmc.contains("<x>"))
    let bars = SVGChart.stackedBars(
      [
        .init(name: "cycling", color: "#00f", values: [1, 2]),
        .init(name: "running", color: "#f00", values: [3, .nan]),
      ],
      x: .labels(["a", "b"], title: "week"), yTitle: "load (TSS/week)", unit: "TSS", title: "t")
    #expect(
      bars.contains(">load (TSS/week)</text>") && bars.contains(">running</text>")
        && bars.contains("<title>a · running: 3 TSS</title>"))
    let curve = SVGChart.powerCurve(
      [(1, 900), (60, 400), (1200, 280)], weightKg: 70, names: ("now", "before", "model"), title: "MMP")
    // W/kg on ticks of its own (0, 5, 10 up to 1,000 W / 70 kg), not the watts ticks divided (14.3).
    #expect(
      curve.contains(">power (W)</text>") && curve.contains(">W/kg</text>") && curve.contains(">10</text>")
        && !curve.contains(">14.3</text>"))
  }

  /// Every day of a PMC names its date and values on hover (no script), with
  /// the daily load as bars, events and today marked, and a solution's path.
  @Test func pmcDaysCarryTheirValuesAndLayers() {
    let dates = (0..<10).map { LocalDate(year: 2025, month: 11, day: 12).adding(days: $0) }
    let ctl = dates.indices.map { 40 + Double($0) / 5 }
    let layers = SVGChart.PMCLayers(
      load: dates.indices.map { $0 == 6 ? 120 : 50 }, markers: [.init(index: 8, label: "A", title: "Gran Fondo (A)")],
      today: 2,
      paths: [.init(name: "solution", color: "#8e44ad", values: ctl.map { $0 + 1 })])
    let svg = Localization.rendering(.spanishMexico) {
      SVGChart.pmc(
        dates: dates, ctl: ctl, atl: ctl.map { $0 + 4 }, tsb: ctl.map { _ in -4 }, title: "PMC", layers: layers)
    }
    #expect(svg.contains("<title>mar 18 nov 2025 · CTL 41.2 · ATL 45.2 · TSB -4.0 · carga 120 · solution 42.2</title>"))
    // One hover title per day in each of the two drawings.
    #expect(svg.components(separatedBy: " · CTL ").count - 1 == 2 * dates.count)
    #expect(svg.contains("<title>Gran Fondo (A)</title>") && svg.contains(">A</text>") && svg.contains(">hoy</text>"))
    #expect(svg.contains("fill=\"#b8c4d0\"") && svg.contains(">solution</text>"))
  }

  /// The season report's Markdown has no empty code block where the power curve is.
  @Test func emptyChartTextIsLeftOut() {
    let doc = ReportDocument(title: "t", subtitle: "s", sections: [.chart(svg: "<svg/>", text: "")])
    #expect(!doc.renderMarkdown().contains("```"))
    #expect(!doc.renderText().contains("\n\n\n"))
  }

  /// A run's pace: faster drawn higher, the axis over the run's own span (a 4–6 min/km run is
  /// not a flat line on 0–40), a stop past that span a gap in the line, never a spike to 30 min/km.
  @Test func aPaceIsInvertedAndClippedToTheRunsSpan() throws {
    let seconds = (0..<600).map(Double.init)
    var pace = seconds.map { 5 + sin($0 / 40) * 0.6 }  // 4:24–5:36 min/km
    for i in 300..<330 { pace[i] = 28 }  // a stop at lights: a walk's pace
    let range = try #require(ActivityDetailReport.paceRange(pace))
    #expect(range.lowerBound > 3 && range.lowerBound < 4.5 && range.upperBound < 7.5)
    let panel = SVGChart.Panel(title: "pace", color: "#000", values: pace, inverted: true, range: range)
    #expect(panel.drawn[310].isNaN && panel.drawn[0] == pace[0])
    let svg = SVGChart.panels([panel], seconds: seconds, title: "run", marks: [])
    // One band's y ticks: the faster tick is the higher one (smaller y).
    let wide = svg.matches(of: /<text x="[0-9.]+" y="([0-9.]+)" text-anchor="end" fill="#444">([0-9.]+)<\/text>/)
      .map { (Double($0.output.1)!, Double($0.output.2)!) }
    let fast = try #require(wide.min { $0.1 < $1.1 })
    let slow = try #require(wide.max { $0.1 < $1.1 })
    #expect(fast.0 < slow.0, "faster is up: \(wide)")
    #expect(slow.1 < 10, "the axis ends near the run's pace: \(wide)")
    // The stop breaks the line: a second move-to in the path.
    let path = try #require(svg.firstMatch(of: /<path d="([^"]+)"/)?.output.1)
    #expect(path.filter { $0 == "M" }.count == 2)
  }
}
