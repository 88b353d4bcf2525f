import Testing
import VeloScore

@Suite struct LocalDateTests {
  @Test func knownDayNumbers() {
    // Python: (date(y, m, d) - date(1970, 1, 1)).days
    #expect(LocalDate(year: 1970, month: 1, day: 1).dayNumber == 0)
    #expect(LocalDate(year: 2000, month: 3, day: 1).dayNumber == 11017)
    #expect(LocalDate(year: 2026, month: 11, day: 23).dayNumber == 20780)
    #expect(LocalDate(year: 1969, month: 12, day: 31).dayNumber == -1)
    #expect(LocalDate(year: 1600, month: 2, day: 29).dayNumber == -135081)
  }

  @Test func roundTripsEveryDayOverCenturies() {
    for n in stride(from: -200_000, through: 200_000, by: 1) where n % 37 == 0 || abs(n) < 800 {
      let d = LocalDate(dayNumber: n)
      let (y, m, day) = d.components
      #expect(LocalDate(year: y, month: m, day: day) == d)
      #expect(LocalDate(iso: d.description) == d || y < 0 || y > 9999)
    }
  }

  @Test func weekdays() {
    #expect(LocalDate(year: 1970, month: 1, day: 1).isoWeekday == 4)  // Thursday
    #expect(LocalDate(year: 2026, month: 11, day: 23).isoWeekday == 1)  // Monday
    #expect(LocalDate(year: 1969, month: 12, day: 28).isoWeekday == 7)  // Sunday
  }

  @Test func parsesStrictly() {
    #expect(LocalDate(iso: "2024-02-29") == LocalDate(year: 2024, month: 2, day: 29))
    for bad in ["2023-02-29", "2026-13-01", "2026-00-10", "2026-1-05", "26-01-05", "2026/01/05", "2026-01-5x", ""] {
      #expect(LocalDate(iso: bad) == nil, "\(bad)")
    }
    #expect(LocalDate(iso: "1900-02-29") == nil)
    #expect(LocalDate(iso: "2000-02-29") != nil)
  }

  @Test func formats() {
    #expect(LocalDate(year: 987, month: 3, day: 4).description == "0987-03-04")
  }
}
