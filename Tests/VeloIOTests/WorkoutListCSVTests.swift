import Testing
import VeloIO
import VeloScore

@Suite struct WorkoutListCSVTests {
  let d = { (y: Int, m: Int, day: Int) in LocalDate(year: y, month: m, day: day) }

  @Test func appExportWithZonesDurationsAndUnits() throws {
    let csv = """
      Start Time,Activity Type,Duration,Distance_km,Calories,TSS
      2026-01-05T23:30:00-05:00,Ride,1:30:00,42.5,950,88
      2026-01-06T06:15:00Z,Run,45:30,10,600,
      2026-01-07,Swim,1800,2,400,30
      """
    let w = try WorkoutListCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(w.count == 3)
    #expect(w[0].localDate == d(2026, 1, 5))  // local wall date, though UTC is already the 6th
    #expect(w[0].start == parseISO8601("2026-01-06T04:30:00Z"))
    #expect(w[0].sport == "Ride" && w[0].durationSeconds == 5400 && w[0].distanceMeters == 42_500)
    #expect(w[0].calories == 950 && w[0].load == 88)
    #expect(w[1].durationSeconds == 2730 && w[1].load == nil)
    #expect(w[2].start == nil && w[2].localDate == d(2026, 1, 7) && w[2].durationSeconds == 1800)
  }

  @Test func pmcReadsAWorkoutListByLocalDate() throws {
    let csv = "start_time,tss\n2026-01-05T23:30:00-05:00,50\n2026-01-05T07:00:00+01:00,25\n2026-01-07T10:00:00Z,40\n"
    let daily = try DailyLoadCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(daily.start == d(2026, 1, 5))
    #expect(daily.load == [75, 0, 40])
  }

  @Test func errorsNameLineColumnAndValue() throws {
    let dur = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("date,duration\n2026-01-05,1:xx:00\n".utf8), file: "w.csv")
    }
    #expect(dur == CSVError(file: "w.csv", line: 2, column: "duration", message: "expected a duration in seconds or as h:mm:ss, found '1:xx:00'"))
    let time = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("start,tss\n2026-01-05T07:00,5\n".utf8), file: "w.csv")
    }
    #expect(time.line == 2 && time.message.contains("date-time"))
    let negative = try #require(throws: CSVError.self) {
      try WorkoutListCSV.parse(bytes: Array("date,calories\n2026-01-05,-3\n".utf8), file: "w.csv")
    }
    #expect(negative.column == "calories")
    let noStart = try #require(throws: CSVError.self) { try WorkoutListCSV.parse(bytes: Array("sport,tss\nRide,5\n".utf8), file: "w.csv") }
    #expect(noStart.message.contains("no start time column"))
    #expect(throws: CSVError.self) { try WorkoutListCSV.parse(bytes: [], file: "w.csv") }
  }
}
