import Testing
import VeloScore

@testable import VeloIO

/// Apple Health's date-time, `YYYY-MM-DD HH:MM:SS ±HHMM`, exactly as the export writes it.
@Suite struct AppleHealthTimeTests {
  @Test func theExportsFormIsReadWithItsOffset() throws {
    let t = try #require(AppleHealthTime("2026-03-14 06:40:00 -0400"))
    #expect(t.date == LocalDate(year: 2026, month: 3, day: 14) && t.secondsOfDay == 6 * 3600 + 40 * 60)
    #expect(t.unix == 1_773_484_800)  // 10:40 UTC
  }

  @Test(arguments: [
    "2026-11-3 07:00:00 -0600", "2026-03-14T06:40:00 -0400", "2026-03-14 06:40:00-0400", "2026-04-31 06:40:00 -0400",
    "2026-03-14 06:40:00 +2500", "1900-03-14 06:40:00 -0400", "2026-03-14 06:40 -0400", "",
  ])
  func anyOtherFormIsNone(text: String) {
    #expect(AppleHealthTime(text) == nil, "\(text)")
  }
}
