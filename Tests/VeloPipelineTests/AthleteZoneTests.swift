import Testing
import VeloPipeline
import VeloScore

/// The athlete's zone is resolved in one place, and a bad one is an error, never UTC.
@Suite struct AthleteZoneTests {
  @Test func todayIsTheAthletesLocalDay() throws {
    // 2026-11-24T03:30:00Z (Python: datetime(2026, 11, 24, 3, 30, tzinfo=timezone.utc).timestamp())
    let now = 1_795_491_000.0
    #expect(
      try Athlete(name: "ana", timeZone: "America/Mexico_City").today(now: now)
        == LocalDate(year: 2026, month: 11, day: 23))
    #expect(
      try Athlete(name: "ben", timeZone: "Europe/Berlin").today(now: now) == LocalDate(year: 2026, month: 11, day: 24))
  }

  @Test func aZoneThatDoesNotResolveNamesTheAthlete() {
    #expect(throws: InputDataError.self) { try Athlete(name: "ana", timeZone: "Mars/Olympus").zone() }
    do { _ = try Athlete(name: "ana", timeZone: "Mars/Olympus").today() } catch {
      #expect("\(error)".contains("'ana'") && "\(error)".contains("--tz"))
    }
  }
}
