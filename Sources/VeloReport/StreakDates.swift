import VeloPipeline
import VeloScore

/// The active dates the goal streak and the run of active days need, read in
/// growing windows back from the reported week instead of the whole history:
/// 8 weeks first, four times as many while a streak reaches the window's start,
/// the whole history at most. The streaks are the same as over every date.
enum StreakDates {
  static func load(_ history: any AthleteHistory, week date: LocalDate, goal: Int) throws -> Set<LocalDate> {
    let monday = date.adding(days: 1 - date.isoWeekday)
    let sunday = monday.adding(days: 6)
    guard let first = try history.firstActivityDate() else { return [] }
    var weeks = 8
    while true {
      let start = monday.adding(days: -7 * weeks)
      let dates = try history.activeDates(from: start, through: sunday)
      if start <= first { return dates }
      // Complete when both runs end inside the window (a missed week / an inactive day after `start`).
      let goalWeeks = WeeklyProgress.consecutiveGoalWeeks(endingWeekOf: monday, activeDates: dates, goal: goal)
      let activeRun = WeeklyProgress.consecutiveActiveDays(on: date, activeDates: dates)
      let goalRunStart = monday.adding(days: -7 * goalWeeks)
      let dayRunStart = date.adding(days: -activeRun - 1)
      if goalRunStart > start, dayRunStart > start { return dates }
      weeks *= 4
    }
  }
}

extension WeekReport {
  /// The workouts ``WeeklyProgress`` compares: the reported week and the 4 before it.
  static func recentWorkouts(_ history: any AthleteHistory, week date: LocalDate) throws -> [WorkoutSummary] {
    let monday = date.adding(days: 1 - date.isoWeekday)
    return try history.workoutSummaries(from: monday.adding(days: -28), through: monday.adding(days: 6))
  }
}
