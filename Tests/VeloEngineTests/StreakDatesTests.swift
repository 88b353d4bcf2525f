import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// The week read through windows of dates equals the week over every workout.
@Suite struct StreakDatesTests {
  func library(_ csv: String) throws -> (AthleteStore, Athlete) {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", weeklyGoal: 3))
    let log = dir.appendingPathComponent("log.csv")
    try csv.write(to: log, atomically: true, encoding: .utf8)
    _ = try store.ingest(paths: [log.path], athlete: ana)
    return (store, ana)
  }

  func full(_ store: AthleteStore, _ a: Athlete, _ day: LocalDate) throws -> WeeklyProgress {
    try WeeklyProgress(
      week: day, workouts: store.activities(athleteId: a.id!).map(\.workoutSummary), goal: a.weeklyGoal)
  }

  @Test func longStreaksReachPastTheFirstWindow() throws {
    // Active every day for 300 days, then a gap, then 20 more weeks of 3 days a week.
    let start = LocalDate(year: 2025, month: 1, day: 6)
    var rows = (0..<300).map { "\(start.adding(days: $0)),Ride,3600,50" }
    rows += (0..<140).filter { $0 % 7 < 3 }.map { "\(start.adding(days: 320 + $0)),Run,1800,30" }
    let (store, ana) = try library("date,sport,duration,tss\n" + rows.joined(separator: "\n") + "\n")
    for day in [
      start.adding(days: 299), start.adding(days: 150), start.adding(days: 459), start.adding(days: 10),
      start.adding(days: 330),
    ] {
      let windowed = try #require(try WeekReport.library(store.history(ana), date: day)).progress
      let expected = try full(store, ana, day)
      #expect(
        windowed.consecutiveGoalWeeks == expected.consecutiveGoalWeeks
          && windowed.consecutiveActiveDays == expected.consecutiveActiveDays, "\(day)")
      #expect(
        windowed.totals.load == expected.totals.load && windowed.fourWeekAverage.load == expected.fourWeekAverage.load)
    }
    #expect(
      try #require(try WeekReport.library(store.history(ana), date: start.adding(days: 299))).progress
        .consecutiveActiveDays == 300)
    #expect(
      try #require(try WeekReport.library(store.history(ana), date: start.adding(days: 298))).progress
        .consecutiveGoalWeeks == 43)
  }
}
