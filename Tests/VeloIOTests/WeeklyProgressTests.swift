import Foundation
import Testing
import VeloIO
import VeloScore

@Suite struct WeeklyProgressTests {
  func workout(_ iso: String, sport: String = "ride", minutes: Double = 60, load: Double = 50) -> WorkoutSummary {
    var w = WorkoutSummary(localDate: LocalDate(iso: Substring(iso.prefix(10)))!)
    w.start = parseISO8601(Substring(iso))
    w.sport = sport
    w.durationSeconds = minutes * 60
    w.distanceMeters = minutes * 500
    w.load = load
    w.calories = minutes * 10
    return w
  }

  @Test func dstWeekInBerlin() throws {
    // Summer time starts Sunday 2026-03-29 at 01:00 UTC.
    let zone = try AthleteTimeZone(identifier: "Europe/Berlin")
    let ws = zone.localize([
      workout("2026-03-29T00:30:00Z"),  // 01:30 CET, Sunday
      workout("2026-03-29T22:30:00Z"),  // 00:30 CEST, Monday 30 March: next week
      workout("2026-03-23T06:00:00Z"),  // Monday
    ])
    #expect(ws.map(\.localDate.description) == ["2026-03-29", "2026-03-30", "2026-03-23"])
    let week = try WeeklyProgress(week: LocalDate(iso: "2026-03-25")!, workouts: ws, goal: 2)
    #expect(week.monday.description == "2026-03-23")
    #expect(week.activeDays == [true, false, false, false, false, false, true])
    #expect(week.streak == 2 && week.goalMet)
  }

  @Test func lateWorkoutCountsOnItsStartDay() throws {
    // 23:30–00:45 local time in New York: the day it started.
    let zone = try AthleteTimeZone(identifier: "America/New_York")
    let w = zone.localize([workout("2026-06-10T03:30:00Z", minutes: 75)])  // 23:30 EDT on 9 June
    #expect(w[0].localDate.description == "2026-06-09")
  }

  @Test func utcPlus13() throws {
    let zone = try AthleteTimeZone(identifier: "Pacific/Tongatapu")  // UTC+13
    let w = zone.localize([workout("2026-11-22T12:00:00Z")])  // 01:00 on Monday 23 November local
    #expect(w[0].localDate.description == "2026-11-23")
    let week = try WeeklyProgress(week: LocalDate(iso: "2026-11-23")!, workouts: w, goal: 1)
    #expect(week.activeDays[0] && week.goalMet)
  }

  @Test func totalsComparisonsAndConsecutiveWeeks() throws {
    var ws: [WorkoutSummary] = []
    // Four earlier weeks with 3 active days each, then this week with 4 (two workouts on Tuesday).
    for weekOffset in 1...4 {
      for day in [0, 2, 4] {
        ws.append(
          workout(LocalDate(iso: "2026-11-16")!.adding(days: day - 7 * weekOffset).description + "T07:00:00Z", load: 40)
        )
      }
    }
    for (day, sport) in [(0, "ride"), (1, "run"), (1, "ride"), (3, "swim"), (6, "ride")] {
      ws.append(
        workout(LocalDate(iso: "2026-11-16")!.adding(days: day).description + "T07:00:00Z", sport: sport, load: 60))
    }
    // Five weeks back: outside every comparison, and too few days to extend the goal streak.
    ws.append(workout("2026-10-12T07:00:00Z", sport: "row", load: 500))
    let week = try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: ws, goal: 3)
    #expect(week.streak == 4 && week.goalMet)
    #expect(week.dailyLoad == [60, 120, 0, 60, 0, 0, 60])
    #expect(week.totals.workouts == 5 && week.totals.load == 300)
    #expect(week.bySport["ride"]?.workouts == 3 && week.bySport["run"]?.load == 60)
    #expect(week.previousWeek.load == 120 && week.fourWeekAverage.load == 120)
    #expect(week.consecutiveGoalWeeks == 5)
    #expect(Set(week.sportComparison.keys) == ["ride", "run", "swim"])
    #expect(
      week.sportComparison["ride"]?.thisWeek.load == 180 && week.sportComparison["ride"]?.previousWeek.load == 120)
    #expect(week.sportComparison["ride"]?.fourWeekAverage.workouts == 3)
    #expect(
      week.sportComparison["swim"]?.thisWeek.workouts == 1 && week.sportComparison["swim"]?.fourWeekAverage.load == 0)
    let dates = Set(ws.map(\.localDate))
    #expect(
      WeeklyProgress.consecutiveGoalWeeks(endingWeekOf: LocalDate(iso: "2026-11-16")!, activeDates: dates, goal: 3) == 5
    )
    #expect(
      WeeklyProgress.consecutiveGoalWeeks(endingWeekOf: LocalDate(iso: "2026-11-29")!, activeDates: dates, goal: 1) == 0
    )
    // Only this week's workouts, with the older active days given apart: the streak still sees them.
    let thisWeek = ws.filter { $0.localDate >= LocalDate(iso: "2026-11-16")! }
    #expect(
      try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: thisWeek, goal: 3).consecutiveGoalWeeks == 1)
    #expect(
      try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: thisWeek, goal: 3, activeDates: dates)
        .consecutiveGoalWeeks == 5)
    let strict = try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: ws, goal: 4)
    #expect(strict.consecutiveGoalWeeks == 1)
    #expect(throws: WeeklyProgress.GoalError(goal: 0)) {
      try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: ws, goal: 0)
    }
    #expect(throws: WeeklyProgress.GoalError(goal: 8)) {
      try WeeklyProgress(week: LocalDate(iso: "2026-11-22")!, workouts: ws, goal: 8)
    }
  }

  @Test func unknownZone() {
    #expect(throws: AthleteTimeZone.UnknownZone.self) { try AthleteTimeZone(identifier: "Mars/Olympus") }
  }
}

/// Seed rules of the mobile app: "5 días consecutivos" and "Meta 5/7 días, 71 %".
@Suite struct StreakSeedTests {
  @Test func consecutiveActiveDaysAndGoalPercent() throws {
    let d = { (day: Int) in LocalDate(year: 2026, month: 11, day: day) }
    // Active Thu 12 … Mon 16 (5 days), rest Tue 17, Wed 18 active.
    let days = [12, 13, 14, 15, 16, 18]
    let workouts = days.map { WorkoutSummary(localDate: d($0)) }
    let friday = try WeeklyProgress(week: d(20), workouts: workouts, goal: 7)  // week of Mon 16
    #expect(friday.streak == 2 && friday.goalPercent == 100 * 2.0 / 7)
    // On Mon 16 the run is 5 days; on Tue 17 (no workout yet) it is still 5; on Thu 19 it is 1 (Wed 18).
    #expect(WeeklyProgress.consecutiveActiveDays(on: d(16), activeDates: Set(days.map(d))) == 5)
    #expect(WeeklyProgress.consecutiveActiveDays(on: d(17), activeDates: Set(days.map(d))) == 5)
    #expect(WeeklyProgress.consecutiveActiveDays(on: d(19), activeDates: Set(days.map(d))) == 1)
    #expect(WeeklyProgress.consecutiveActiveDays(on: d(20), activeDates: Set(days.map(d))) == 0)
    // Five of seven: 71 % (rounded), never above 100.
    let five = try WeeklyProgress(week: d(16), workouts: (16...20).map { WorkoutSummary(localDate: d($0)) }, goal: 7)
    #expect(Int(five.goalPercent.rounded()) == 71)
    #expect(
      try WeeklyProgress(week: d(16), workouts: (16...22).map { WorkoutSummary(localDate: d($0)) }, goal: 3).goalPercent
        == 100)
  }
}

@Suite struct UnknownTotalsTests {
  /// Distance and calories nobody recorded are unknown (nil, "n/a"), not 0 km or 0 kcal.
  @Test func unknownIsNotZero() throws {
    let monday = LocalDate(year: 2026, month: 11, day: 16)
    var lift = WorkoutSummary(localDate: monday)
    lift.durationSeconds = 3600
    var run = WorkoutSummary(localDate: monday.adding(days: -7))
    run.durationSeconds = 1800
    run.distanceMeters = 5000
    let p = try WeeklyProgress(week: monday, workouts: [lift, run], goal: 3)
    #expect(p.totals.meters == nil && p.totals.calories == nil && p.totals.seconds == 3600)
    #expect(p.previousWeek.meters == 5000 && p.previousWeek.calories == nil)
    #expect(p.fourWeekAverage.meters == 1250 && p.fourWeekAverage.calories == nil)  // 5 km over 4 weeks
    let json = String(decoding: try JSONEncoder().encode(p.totals), as: UTF8.self)
    #expect(!json.contains("meters") && !json.contains("calories"))
  }
}
