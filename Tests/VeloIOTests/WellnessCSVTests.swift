import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@Suite struct WellnessCSVTests {
  @Test func bundledSampleLayout() throws {
    let rows = try WellnessCSV.read(path: Repository.path("datasets/sample/athlete-01/wellness.csv"))
    #expect(rows.count == 345)
    let first = try #require(rows.first)
    #expect(
      first.rmssd != nil && first.restingHeartRate != nil && first.respiratoryRate != nil && first.sleepHours != nil)
    #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.date < $1.date })
  }

  @Test func whoopStyleExportConvertsMinutes() throws {
    let csv = """
      Cycle start time,Resting heart rate (bpm),Heart rate variability (ms),Respiratory rate (rpm),Asleep duration (min),Sleep need (min)
      2026-01-05 22:13:24,52,61,15.1,432,480
      """
    let r = try #require(try WellnessCSV.parse(bytes: Array(csv.utf8), file: "w.csv").first)
    // The cycle began at 22:13 on 5 Jan: its night's readings are the morning of 6 Jan (it was stored as 5 Jan).
    #expect(r.date == LocalDate(year: 2026, month: 1, day: 6))
    #expect(r.restingHeartRate == 52 && r.rmssd == 61 && r.respiratoryRate == 15.1)
    #expect(r.sleepHours == 7.2 && r.sleepNeedHours == 8)
  }

  /// WHOOP's cycles begin at sleep onset: the wake onset dates them, else an onset after midnight is that morning.
  @Test func aWhoopCycleCountsOnTheMorningItEnds() throws {
    let csv = """
      Cycle start time,Cycle end time,Recovery score %,Heart rate variability (ms),Sleep onset,Wake onset
      2026-10-10 23:40:00,2026-10-11 23:05:00,71,64,2026-10-10 23:40:00,2026-10-11 06:55:00
      2026-10-11 23:05:00,2026-10-13 00:30:00,55,58,2026-10-11 23:05:00,
      2026-10-13 00:30:00,2026-10-13 23:59:00,60,60,2026-10-13 00:30:00,
      """
    let rows = try WellnessCSV.parseReporting(bytes: Array(csv.utf8), file: "physiological_cycles.csv")
    #expect(rows.readings.map(\.date.description) == ["2026-10-11", "2026-10-12", "2026-10-13"])
    #expect(rows.readings.map(\.rmssd) == [64, 58, 60])
    // What is not read is named (recovery is ours to compute; the onset and end times only date the row).
    #expect(
      rows.warnings.first?.hasPrefix("columns not used: 'Cycle end time', 'Recovery score %', 'Sleep onset'") == true)
  }

  @Test func ouraStyleExportConvertsSeconds() throws {
    let csv = "date,Average HRV,Average Resting Heart Rate,Total Sleep Duration,Steps\n2026-01-05,48,55,27000,10234\n"
    let r = try #require(try WellnessCSV.parse(bytes: Array(csv.utf8), file: "o.csv").first)
    #expect(r.rmssd == 48 && r.restingHeartRate == 55 && r.sleepHours == 7.5 && r.steps == 10234)
  }

  @Test func sameDayRowsMergeAndMissingStaysMissing() throws {
    let csv = "date,rmssd,resting_hr\n2026-01-05,,50\n2026-01-05,70,49\n2026-01-04,65,\n"
    let rows = try WellnessCSV.parse(bytes: Array(csv.utf8), file: "w.csv")
    #expect(rows.map(\.date.description) == ["2026-01-04", "2026-01-05"])
    #expect(rows[0].restingHeartRate == nil)
    #expect(rows[1].rmssd == 70 && rows[1].restingHeartRate == 50)
  }

  @Test func errors() throws {
    let bad = try #require(throws: CSVError.self) {
      try WellnessCSV.parse(bytes: Array("date,rmssd\n2026-01-05,high\n".utf8), file: "w.csv")
    }
    #expect(bad == CSVError(file: "w.csv", line: 2, column: "rmssd", message: "expected a number, found 'high'"))
    let none = try #require(throws: CSVError.self) {
      try WellnessCSV.parse(bytes: Array("date,colour\n2026-01-05,3\n".utf8), file: "w.csv")
    }
    #expect(none.message.contains("no wellness columns"))
    let negative = try #require(throws: CSVError.self) {
      try WellnessCSV.parse(bytes: Array("date,steps\n2026-01-05,-1\n".utf8), file: "w.csv")
    }
    #expect(negative.column == "steps")
  }
}

@Suite struct WellnessSubjectiveTests {
  @Test func inBedAndSubjectiveScores() throws {
    let csv = "date,rmssd,time in bed (min),Mood,soreness\n2026-01-05,60,480,7,3\n2026-01-06,62,,8,\n"
    let rows = try WellnessCSV.parse(bytes: Array(csv.utf8), file: "s.csv")
    #expect(rows[0].inBedHours == 8 && rows[0].subjective == ["mood": 7, "soreness": 3])
    #expect(rows[1].inBedHours == nil && rows[1].subjective == ["mood": 8])
    let days = try #require(AthleteDays(workouts: [], wellness: rows))
    #expect(days.subjective["mood"] == [7, 8] && days.subjective["soreness"]![1].isNaN)
    #expect(days.inBedHours[0] == 8 && days.load == [0, 0])
  }

  /// A Spanish account's journal: "Sí" is yes; an answer that is neither is an error naming its line and column.
  @Test func aWhoopJournalKeepsAnswersAndRefusesWhatIsNeither() throws {
    let csv = #"""
      Hora de inicio del ciclo,Hora de finalización del ciclo,Zona horaria del ciclo,Texto de la pregunta,"Respondió ""Sí""",Notas
      2026-01-05 22:13:24,2026-01-06 22:40:00,UTC-06:00,¿Tomaste alcohol?,Sí,
      2026-01-05 22:13:24,2026-01-06 22:40:00,UTC-06:00,¿Dormiste con tu pareja?,false,nota
      """#
    let (days, warnings) = try WellnessCSV.parseReporting(bytes: Array(csv.utf8), file: "j.csv")
    let day = try #require(days.first)
    #expect(days.count == 1 && day.date == LocalDate(year: 2026, month: 1, day: 6))
    #expect(day.subjective == ["journal: ¿Tomaste alcohol?": 1, "journal: ¿Dormiste con tu pareja?": 0])
    #expect(warnings.contains { $0.hasPrefix("1 journal note not kept") })
    let bad = csv.replacingOccurrences(of: ",Sí,", with: ",quizá,")
    let error = #expect(throws: CSVError.self) { try WellnessCSV.parse(bytes: Array(bad.utf8), file: "j.csv") }
    #expect(
      error?.description.contains("j.csv:2") == true && error?.description.contains("quizá") == true,
      "\(String(describing: error))")
  }

  /// The journal's answers as a library's wellness.csv writes them back are read again, by their names.
  @Test func journalColumnsAreReadBack() throws {
    let csv = "date,hrv_rmssd_ms,mood,journal: Have any alcoholic drinks?\n2026-01-06,61,7,1\n"
    let (days, warnings) = try WellnessCSV.parseReporting(bytes: Array(csv.utf8), file: "wellness.csv")
    #expect(days.first?.subjective == ["mood": 7, "journal: Have any alcoholic drinks?": 1] && warnings.isEmpty)
  }
}
