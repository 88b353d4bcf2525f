import Testing
import VeloIO
import VeloScore

/// Today is the local day in the athlete's zone; `VELOSCORE_TODAY` fixes it.
@Suite struct AthleteTodayTests {
  @Test func todayIsTheLocalDayInTheZone() throws {
    // 2026-11-27 23:30 UTC: still the 27th in Mexico City (UTC−6), already the 28th in Berlin (UTC+1).
    let now = 1_795_822_200.0
    let mexico = try AthleteTimeZone(identifier: "America/Mexico_City")
    let berlin = try AthleteTimeZone(identifier: "Europe/Berlin")
    #expect(try mexico.today(now: now, environment: [:]) == LocalDate(year: 2026, month: 11, day: 27))
    #expect(try berlin.today(now: now, environment: [:]) == LocalDate(year: 2026, month: 11, day: 28))
  }

  @Test func aFixedTodayWinsAndABadOneIsNamed() throws {
    let zone = try AthleteTimeZone(identifier: "Europe/Berlin")
    #expect(
      try zone.today(now: 0, environment: ["VELOSCORE_TODAY": "2026-12-01"]) == LocalDate(year: 2026, month: 12, day: 1)
    )
    #expect(try zone.today(now: 0, environment: ["VELOSCORE_TODAY": ""]) == LocalDate(year: 1970, month: 1, day: 1))
    #expect(throws: AthleteTimeZone.FixedTodayError.self) {
      try zone.today(now: 0, environment: ["VELOSCORE_TODAY": "27/11/2026"])
    }
  }
}
