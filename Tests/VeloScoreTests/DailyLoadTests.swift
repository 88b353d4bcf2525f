import Testing
import VeloScore

@Suite struct DailyLoadTests {
  @Test func sumsSameDayAndFillsRestDays() throws {
    let d = LocalDate(year: 2026, month: 3, day: 1)
    let daily = try #require(DailyLoad(entries: [(d.adding(days: 3), 40), (d, 50), (d, 25)]))
    #expect(daily.start == d)
    #expect(daily.load == [75, 0, 0, 40])
    #expect(daily.end == d.adding(days: 3))
    #expect(daily.dates.count == 4)
  }

  @Test func emptyIsNil() {
    #expect(DailyLoad(entries: []) == nil)
  }
}
