import Testing
import VeloIO
import VeloScore

func parseDaily(_ text: String) throws(CSVError) -> DailyLoad {
  try DailyLoadCSV.parse(bytes: Array(text.utf8), file: "daily.csv")
}

@Suite struct DailyLoadCSVTests {
  @Test func sumsAndSortsAndFills() throws {
    let d = try parseDaily("Date,TSS,note\n2026-01-03,40,a\n2026-01-01,50,b\n2026-01-01,,c\n2026-01-01,10,d\n")
    #expect(d.start == LocalDate(year: 2026, month: 1, day: 1))
    #expect(d.load == [60, 0, 40])
  }

  @Test func badDateNamesLine() throws {
    let e = try #require(throws: CSVError.self) { try parseDaily("date,tss\n2026-01-01,5\n2026-02-30,5\n") }
    #expect(
      e
        == CSVError(
          file: "daily.csv", line: 3, column: "date",
          message: "expected a date as YYYY-MM-DD (or a date-time starting with one), found '2026-02-30'"))
  }

  @Test func negativeLoadAndMissingColumns() throws {
    let negative = try #require(throws: CSVError.self) { try parseDaily("date,tss\n2026-01-01,-5\n") }
    #expect(negative.line == 2)
    let noLoad = try #require(throws: CSVError.self) { try parseDaily("date,minutes\n2026-01-01,5\n") }
    #expect(noLoad.message.contains("no load column"))
    #expect(throws: CSVError.self) { try parseDaily("") }
    #expect(throws: CSVError.self) { try parseDaily("date,tss\n") }
  }
}
