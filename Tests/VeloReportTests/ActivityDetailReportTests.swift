import Testing
import VeloScore

@testable import VeloReport

@Suite struct ActivityDetailReportTests {
  /// 25 min at a steady 200 W, no distance: auto-laps of 10, 10 and 5 min. With
  /// FTP 250 each lap's NP is 200 W, so its TSS is t × 200² ÷ 250² ÷ 36 = t × 0.01778,
  /// 10.67, 10.67 and 5.33, shares 40/40/20 %.
  @Test func autoLapsEveryTenMinutesWithTheirTSS() {
    let streams = ActivityStreams(time: (0..<1500).map(Double.init), power: Array(repeating: 200, count: 1500))
    var settings = AthleteSettings()
    settings.ftp = 250
    let laps = ActivityDetailReport.laps(
      streams: streams, grid: streams.powerOnOneHertzGrid(pauses: .zero)?.power, ftp: 250, startTime: nil, device: [],
      isRun: false)
    #expect(laps.map(\.durationSeconds) == [600, 600, 299])
    #expect(laps.allSatisfy { abs(($0.normalizedPower ?? 0) - 200) < 1e-9 && $0.averagePower == 200 })
    #expect(abs(laps[0].tss! - 600.0 * 40_000 / 62_500 / 36) < 1e-9)
    #expect(abs(laps[0].tssShare! - 600.0 / 1499) < 1e-3 && abs(laps[2].tssShare! - 299.0 / 1499) < 1e-3)
  }

  /// 12 km at 10 m/s: laps at 5 and 10 km (500 s, 1,000 s) and the rest.
  @Test func autoLapsEveryFiveKilometres() {
    let t = (0...1200).map(Double.init)
    let streams = ActivityStreams(time: t, speed: t.map { _ in 10 }, distance: t.map { $0 * 10 })
    let laps = ActivityDetailReport.laps(streams: streams, grid: nil, ftp: nil, startTime: nil, device: [], isRun: true)
    #expect(laps.map(\.startSeconds) == [0, 500, 1000])
    #expect(laps.map { $0.distanceMeters! } == [5000, 5000, 2000])
    #expect(laps.allSatisfy { $0.tss == nil && $0.averageSpeed == 10 })
  }

  /// Trailing 30 s means by time, by hand: samples at 0, 10, 20, 40, 80 s.
  @Test func trailingMeanIsByTimeAndForgetsAcrossAPause() {
    let m = ActivityDetailReport.trailingMean([100, 200, 300, 400, 500], time: [0, 10, 20, 40, 80], seconds: 30)
    #expect(m == [100, 150, 200, 350, 500])
  }

  /// A 5 min pause leaves a gap in every channel; without CP and W′ the report says why there is no W′ balance.
  @Test func pausesAreGapsAndWPrimeBalanceSaysWhatItNeeds() {
    let t = (0..<600).map(Double.init) + (900..<1500).map(Double.init)
    var streams = ActivityStreams(time: t, power: t.map { _ in 180 })
    streams.heartRate = t.map { _ in 140 }
    let metrics = ActivityReport(
      source: "ride", summary: ActivitySummary(streams: streams, settings: AthleteSettings()),
      grid: streams.powerOnOneHertzGrid())
    let r = ActivityDetailReport(
      activity: metrics, streams: streams, settings: AthleteSettings(), date: nil, startTime: nil)
    let hr = r.channels.first { $0.name == "heart rate" }!
    let gap = r.seconds.indices.filter { r.seconds[$0] >= 610 && r.seconds[$0] + r.pointSeconds <= 890 }
    #expect(!gap.isEmpty && gap.allSatisfy { hr.values[$0] == nil })
    #expect(hr.values.compactMap { $0 }.allSatisfy { $0 == 140 })
    #expect(r.wPrimeBalanceUnavailable?.contains("CP and W′") == true)
    var settings = AthleteSettings()
    settings.criticalPower = 250
    settings.wPrime = 20_000
    let withW = ActivityDetailReport(activity: metrics, streams: streams, settings: settings, date: nil, startTime: nil)
    let w = withW.channels.first { $0.name == "W′ balance" }!
    // 180 W < CP: W′ stays full
    #expect(w.unit == "kJ" && w.values.compactMap { $0 }.allSatisfy { abs($0 - 20) < 1e-9 })
  }
}
