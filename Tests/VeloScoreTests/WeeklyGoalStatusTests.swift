import Testing
import VeloScore

/// A week's goal is missed only once the days still open cannot reach it.
@Suite struct WeeklyGoalStatusTests {
  let monday = LocalDate(year: 2026, month: 11, day: 16)
  func days(_ active: [Int]) -> [Bool] { (0..<7).map { active.contains($0) } }

  @Test func fridayWithTheWeekendToComeIsInProgress() {
    // Mon, Tue, Thu active; goal 4; asked on Friday (no workout yet): Fri, Sat, Sun still open.
    let s = WeeklyGoalStatus(activeDays: days([0, 1, 3]), goal: 4, monday: monday, asOf: monday.adding(days: 4))
    #expect(s == WeeklyGoalStatus(state: .inProgress, activeDays: 3, daysLeft: 2))
  }

  @Test func metAsSoonAsReachedAndMissedOnlyWhenOutOfReach() {
    let wednesday = monday.adding(days: 2)
    #expect(WeeklyGoalStatus(activeDays: days([0, 1, 2]), goal: 3, monday: monday, asOf: wednesday).state == .met)
    // Saturday with 1 of 4: Saturday and Sunday give at most 3.
    let saturday = monday.adding(days: 5)
    #expect(WeeklyGoalStatus(activeDays: days([0]), goal: 4, monday: monday, asOf: saturday).state == .missed)
    // Sunday morning with 2 of 3: Sunday is still open.
    let sunday = monday.adding(days: 6)
    let s = WeeklyGoalStatus(activeDays: days([0, 2]), goal: 3, monday: monday, asOf: sunday)
    #expect(s.state == .inProgress && s.daysLeft == 0)
    // A past week is over: as of its Sunday with that day active, 2 of 3 is missed.
    #expect(WeeklyGoalStatus(activeDays: days([0, 6]), goal: 3, monday: monday, asOf: sunday).state == .missed)
  }

  @Test func aDayAfterTheWeekCountsEveryDayAndLeavesNone() {
    let next = monday.adding(days: 9)
    let s = WeeklyGoalStatus(activeDays: days([0, 1, 5, 6]), goal: 5, monday: monday, asOf: next)
    #expect(s == WeeklyGoalStatus(state: .missed, activeDays: 4, daysLeft: 0))
  }

  @Test func workoutsAfterTheDayAskedAreNotCounted() {
    // As of Tuesday, a Thursday row (a clock ahead) does not count yet.
    let s = WeeklyGoalStatus(activeDays: days([0, 3]), goal: 2, monday: monday, asOf: monday.adding(days: 1))
    #expect(s.activeDays == 1 && s.state == .inProgress && s.daysLeft == 5)
  }
}

/// A request's `Accept-Language` picks the first language a catalogue has, by quality.
@Suite struct AcceptLanguageTests {
  @Test(arguments: [
    ("es-MX,es;q=0.9,en;q=0.8", Language.spanishMexico), ("en-US,en;q=0.9", .english),
    ("fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4", .spanishMexico), ("en;q=0.2, es-419;q=0.7", .spanishMexico),
    ("es;q=0, en", .english),
  ])
  func theBestLanguageWeHave(header: String, expected: Language) {
    #expect(Language(acceptLanguage: header) == expected)
  }

  @Test func noneWeHave() {
    #expect(Language(acceptLanguage: "fr-FR, de;q=0.5") == nil && Language(acceptLanguage: "*") == nil)
  }
}
