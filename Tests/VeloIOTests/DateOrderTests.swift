import Testing
import VeloIO
import VeloScore

/// Dates as people write them: day first (Excel in Mexico and Spain) or month
/// first (the US), decided for the whole column by a day above 12, the
/// header's words or `--date-format`, and never guessed.
@Suite struct DateOrderTests {
  func list(_ text: String, order: DateOrder? = nil, zone: AthleteTimeZone = .utc) throws -> [WorkoutSummary] {
    try WorkoutListCSV.parse(bytes: Array(text.utf8), file: "lista.csv", timeZone: zone, dateOrder: order)
  }

  @Test func aDayAbove12ProvesDayFirstForTheWholeColumn() throws {
    let zone = try AthleteTimeZone(identifier: "America/Mexico_City")
    let w = try list(
      "fecha;deporte;minutos\n05/11/2026 7:30;correr;40\n16/11/2026 18:05;ciclismo;60\n", zone: zone)
    #expect(
      w.map(\.localDate) == [LocalDate(year: 2026, month: 11, day: 5), LocalDate(year: 2026, month: 11, day: 16)])
    // 7:30 wall clock in Mexico City (UTC−6): 2026-11-05T13:30Z = 1,793,885,400 s (Python datetime, zoneinfo).
    #expect(w.first?.start == 1_793_885_400)
  }

  /// Excel in Mexico writes `16/11/2026 07:05 p. m.`; in the US `11/16/2026 7:05 PM`.
  @Test func twelveHourTimesAreReadAsExcelWritesThem() throws {
    let w = try list(
      "fecha;deporte;minutos\n16/11/2026 07:05 p. m.;correr;40\n17/11/2026 12:10 a.m.;correr;30\n18/11/2026 12:30 PM;correr;30\n"
    )
    // 19:05, 00:10 and 12:30 UTC: 1,794,855,900, 1,794,874,200 and 1,795,005,000 s (Python datetime).
    #expect(w.map(\.start) == [1_794_855_900, 1_794_874_200, 1_795_005_000])
  }

  @Test func aMonthAbove12ProvesMonthFirst() throws {
    let w = try list("date,sport,duration_min\n11/05/2026,running,40\n11/16/2026,cycling,60\n")
    #expect(
      w.map(\.localDate) == [LocalDate(year: 2026, month: 11, day: 5), LocalDate(year: 2026, month: 11, day: 16)])
  }

  @Test func dotsAndDashesAreReadToo() throws {
    let w = try list("date,sport,duration_min\n16.11.2026,running,40\n17-11-2026,running,30\n")
    #expect(
      w.map(\.localDate) == [LocalDate(year: 2026, month: 11, day: 16), LocalDate(year: 2026, month: 11, day: 17)])
    let wellness = try WellnessCSV.parse(bytes: Array("date,resting_hr\n20.11.2026,48\n".utf8), file: "w.csv")
    #expect(wellness.first?.date == LocalDate(year: 2026, month: 11, day: 20))
  }

  @Test func anAmbiguousListIsRefusedWithBothReadingsAndTheOption() throws {
    let text = "fecha,deporte,minutos\n05/11/2026,correr,40\n06/11/2026,correr,30\n"
    #expect {
      try list(text)
    } throws: { error in
      let message = "\(error)"
      return message.contains("lista.csv:2") && message.contains("5 Nov 2026")
        && message.contains("11 May 2026") && message.contains("--date-format dd/mm/yyyy")
    }
    #expect(try list(text, order: .dayFirst).map(\.localDate).first == LocalDate(year: 2026, month: 11, day: 5))
    #expect(try list(text, order: .monthFirst).map(\.localDate).first == LocalDate(year: 2026, month: 5, day: 11))
    // The header can say it.
    let named = try list("fecha (dd/mm/aaaa),deporte,minutos\n05/11/2026,correr,40\n")
    #expect(named.first?.localDate == LocalDate(year: 2026, month: 11, day: 5))
  }

  @Test func twoOrdersInOneColumnOrADateThatIsNotOneAreErrors() throws {
    #expect {
      try list("date,sport,duration_min\n16/11/2026,running,40\n11/17/2026,running,30\n")
    } throws: { "\($0)".contains("dates in two orders") && "\($0)".contains("lista.csv:3") }
    #expect {
      try list("date,sport,duration_min\n16/11/2026,running,40\n31/02/2026,running,30\n")
    } throws: { "\($0)".contains("lista.csv:3") && "\($0)".contains("expected a date as dd/mm/yyyy") }
  }

  @Test func isoDatesAreUntouchedAndFormatsAreNamedAsPeopleWriteThem() throws {
    #expect(try list("date,sport,duration_min\n2026-11-05,running,40\n").first?.localDate.description == "2026-11-05")
    #expect(DateOrder(format: "DD/MM/YYYY") == .dayFirst && DateOrder(format: "dd-mm-aaaa") == .dayFirst)
    #expect(DateOrder(format: "mm.dd.yyyy") == .monthFirst && DateOrder(format: "yyyy/mm/dd") == nil)
  }
}
