import Foundation
import Testing
import VeloReport
import VeloScore

@Suite struct ReportTests {
  @Test func activityTextShowsEveryMetric() {
    let m = ActivityMetrics(power1Hz: Array(repeating: 250, count: 3600), ftp: 250)
    let grid = PowerGrid(power: [], filledSeconds: 4, mergedSeconds: 0)
    let raw = ActivityReport(source: "ride.csv", metrics: m, grid: grid).renderText()
    let text = raw.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    #expect(text.contains("FTP 250 W"))
    #expect(text.contains("Normalized Power (NP) 250.0 W"))
    #expect(text.contains("Training Stress Score (TSS) 100.0"))
    #expect(text.contains("Intensity Factor (IF) 1.000"))
    #expect(text.contains("4 s without a power reading"))
  }

  @Test func activityShortRideSaysWhy() {
    let m = ActivityMetrics(power1Hz: [100, 100], ftp: 250)
    let text = ActivityReport(source: "x", metrics: m, grid: PowerGrid(power: [], filledSeconds: 0, mergedSeconds: 0))
      .renderText()
    #expect(text.contains("n/a"))
    #expect(text.contains("at least 30 s"))
  }

  @Test func activityJSONCarriesTheSameNumbers() throws {
    let m = ActivityMetrics(power1Hz: Array(repeating: 200, count: 1800), ftp: 250)
    let json = ActivityReport(
      source: "ride.csv", metrics: m, grid: PowerGrid(power: [], filledSeconds: 0, mergedSeconds: 0)
    ).renderJSON()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let metrics = try #require(object["metrics"] as? [String: Any])
    #expect(abs((metrics["trainingStressScore"] as! Double) - 32) < 1e-9)
    #expect(metrics["convention"] as? String == "coggan")
  }

  @Test func fitnessReportSummaryAndText() throws {
    let start = LocalDate(year: 2026, month: 1, day: 1)
    let load = (0..<60).map { Double($0 % 7 == 0 ? 0 : 80) }
    let pmc = PerformanceManagement(DailyLoad(start: start, load: load))
    let report = FitnessReport(source: "daily.csv", pmc: pmc, textDays: 21)
    #expect(report.summary.days == 60)
    #expect(report.summary.lastDay == start.adding(days: 59))
    #expect(report.summary.ctl == pmc.ctl.last)
    #expect(abs(report.summary.tsbTomorrow - (pmc.ctl.last! - pmc.atl.last!)) < 1e-12)
    #expect(report.summary.ctlTrendPerDay! > 0)  // building from zero
    let text = report.renderText()
    #expect(text.contains("1 Jan 2026 … 1 Mar 2026  (60 days"))
    #expect(text.contains("Last 21 days"))
    #expect(text.contains("2026-03-01"))
    #expect(!text.contains("2026-02-14  "))  // the table lists only the last 14 days
    let json = try #require(try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? [String: Any])
    #expect((json["days"] as? [Any])?.count == 60)
  }

  @Test func chartHasOneColumnPerDayAndAZeroAxis() {
    let pmc = PerformanceManagement(DailyLoad(start: LocalDate(dayNumber: 0), load: Array(repeating: 100, count: 10)))
    let text = FitnessReport(source: "x", pmc: pmc, textDays: 10).renderText()
    let chartLines = text.split(separator: "\n").filter { $0.contains(" |") }
    #expect(chartLines.count == 10)
    #expect(chartLines.allSatisfy { $0.split(separator: "|", maxSplits: 1).last!.count == 10 })
    #expect(chartLines.contains { $0.hasPrefix(" 0 |") || $0.hasPrefix("0 |") || $0.contains("  0 |") })
  }
}
