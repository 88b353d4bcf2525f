import Foundation
import Testing
import VeloIO
import VeloScore

/// An archive's texts follow the rule every door applies: a control character in an activity's
/// name or notes, or in a planned session's description, is refused by its JSON path before
/// anything is written (a NUL was stored cut in SQLite and an error in PostgreSQL).
@Suite struct AthleteArchiveTextTests {
  func archive() -> AthleteArchive {
    var a = AthleteArchive.Activity(
      date: LocalDate(year: 2026, month: 11, day: 20), startTime: nil, sport: "running", durationSeconds: 1800,
      distanceMeters: nil, calories: nil, load: 30, samples: nil)
    a.name = "Trote"
    a.notes = "easy\n\tthen strides"
    return AthleteArchive(
      athlete: .init(name: "ana", sex: nil, birthYear: nil, timeZone: "UTC", weeklyGoal: 3), thresholds: [],
      activities: [a], wellness: [], days: nil)
  }

  @Test func cleanTextPasses() { #expect(archive().problem() == nil) }

  @Test func aControlCharacterIsRefusedByPath() {
    var a = archive()
    a.activities[0].name = "Tro\u{0}te"
    #expect(a.problem()?.hasPrefix("activities[0].'name' holds a control character (U+0)") == true)
    a = archive()
    a.activities[0].notes = "ok\u{1B}[31m"
    #expect(a.problem()?.hasPrefix("activities[0].'notes' holds a control character (U+1B)") == true)
    a = archive()
    var session = PlanCSV.Row(date: LocalDate(year: 2026, month: 11, day: 29))
    session.load = 80
    session.description = "Tempo\u{7}"
    a.plannedSessions = [session]
    #expect(a.problem()?.hasPrefix("plannedSessions[0].description") == true)
  }

  /// A WHOOP journal's answers (`journal: <question>`) are a day's subjective values an archive
  /// carries back; another name is still refused.
  @Test func journalAnswersComeBackAndUnknownScoresDoNot() {
    var a = archive()
    var day = WellnessReading(date: LocalDate(year: 2026, month: 11, day: 20))
    day.subjective = ["mood": 7, "journal: Have any alcoholic drinks?": 1]
    a.wellness = [day]
    #expect(a.problem() == nil)
    a.wellness[0].subjective["happiness"] = 3
    #expect(a.problem()?.hasPrefix("wellness[0].subjective: unknown score 'happiness'") == true)
  }
}
