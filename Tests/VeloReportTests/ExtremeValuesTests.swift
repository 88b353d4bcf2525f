import Testing

@testable import VeloReport

/// Values no real series holds (a damaged row's 1e308, an infinite ratio)
/// render as something, never trap a Double→Int conversion.
@Suite struct ExtremeValuesTests {
  @Test func chartsAndBarsSurviveValuesBeyondAnyClock() {
    #expect(sparkline([-1e308, 1e308, 0, .nan]).count == 4)
    #expect(sparkline([1, 2, 3]) == "▁▄█")
    let ticks = SVGChart.niceTicks(-1e308, 1e308)
    #expect(ticks.ticks.count >= 2)
    #expect(SVGChart.niceTicks(0, 92).ticks == [0, 20, 40, 60, 80, 100])
    #expect(!SVGChart.tickLabel(5, step: 0).isEmpty)
    #expect(
      textBarLength(.infinity, top: .infinity) == 0 && textBarLength(15, top: 30) == 15
        && textBarLength(1e308, top: 1e308) == 30)
    #expect(pace(1e-300) == "n/a" && pace(1000.0 / 250) == "4:10 /km")
    #expect(SVGChart.clockLabel(.infinity) == "0:00" && SVGChart.clockLabel(5400) == "1:30")
  }
}
