/// One week's progress, Monday to Sunday in the athlete's local calendar, as
/// the weekly report and mobile apps show it.
///
/// Rules: a workout belongs to the local day it started on (even if it ends
/// after midnight; callers assign ``WorkoutSummary/localDate`` from the start
/// time in the athlete's IANA time zone). The streak is the number of distinct
/// days with at least one workout this week; the goal (1–7 active days) is met
/// when the streak reaches it. Consecutive goal weeks count back from this week
/// while the goal was met. Totals are per sport and overall, compared with the
/// previous week and with the average of the 4 weeks before this one.
public struct WeeklyProgress: Sendable, Equatable, Codable {
  public struct Totals: Sendable, Equatable, Codable {
    /// Count of workouts (fractional in averages).
    public var workouts = 0.0
    public var seconds = 0.0
    public var meters = 0.0
    public var load = 0.0
    public var calories = 0.0

    public init(workouts: Double = 0, seconds: Double = 0, meters: Double = 0, load: Double = 0, calories: Double = 0) {
      self.workouts = workouts
      self.seconds = seconds
      self.meters = meters
      self.load = load
      self.calories = calories
    }

    public mutating func add(_ w: WorkoutSummary) {
      workouts += 1
      seconds += w.durationSeconds ?? 0
      meters += w.distanceMeters ?? 0
      load += w.load ?? 0
      calories += w.calories ?? 0
    }
  }

  public struct GoalError: Error, Equatable, CustomStringConvertible {
    public var goal: Int
    public init(goal: Int) { self.goal = goal }
    public var description: String { "weekly goal must be 1…7 active days, got \(goal)" }
  }

  public var monday: LocalDate
  public var goal: Int
  /// Load per day, Monday first.
  public var dailyLoad: [Double]
  /// Whether each day (Monday first) had a workout.
  public var activeDays: [Bool]
  public var streak: Int
  public var goalMet: Bool
  /// Weeks in a row, ending with this one, whose goal was met (0 if this one's wasn't).
  public var consecutiveGoalWeeks: Int
  public var totals: Totals
  public var bySport: [String: Totals]
  public var previousWeek: Totals
  /// Average of the 4 weeks before this one.
  public var fourWeekAverage: Totals

  /// - Parameters:
  ///   - date: any day of the week to report.
  ///   - workouts: the athlete's workouts with local dates (any order, any range).
  ///   - goal: active days per week, 1…7.
  public init(week date: LocalDate, workouts: [WorkoutSummary], goal: Int) throws(GoalError) {
    guard (1...7).contains(goal) else { throw GoalError(goal: goal) }
    let monday = date.adding(days: 1 - date.isoWeekday)
    self.monday = monday
    self.goal = goal
    func week(_ offset: Int) -> [WorkoutSummary] {
      let start = monday.adding(days: 7 * offset)
      return workouts.filter { $0.localDate >= start && $0.localDate < start.adding(days: 7) }
    }
    let this = week(0)
    var daily = [Double](repeating: 0, count: 7)
    var active = [Bool](repeating: false, count: 7)
    var totals = Totals(), bySport: [String: Totals] = [:]
    for w in this {
      let d = w.localDate.dayNumber - monday.dayNumber
      daily[d] += w.load ?? 0
      active[d] = true
      totals.add(w)
      bySport[w.sport ?? "other", default: Totals()].add(w)
    }
    dailyLoad = daily
    activeDays = active
    streak = active.filter { $0 }.count
    goalMet = streak >= goal
    var consecutive = 0
    var offset = 0
    while true {
      let days = Set(week(offset).map(\.localDate))
      guard days.count >= goal else { break }
      consecutive += 1
      offset -= 1
      if offset < -520 { break }  // ten years is enough history
    }
    consecutiveGoalWeeks = consecutive
    self.totals = totals
    self.bySport = bySport
    func sum(_ ws: [WorkoutSummary]) -> Totals { ws.reduce(into: Totals()) { $0.add($1) } }
    previousWeek = sum(week(-1))
    let four = (1...4).map { sum(week(-$0)) }
    fourWeekAverage = Totals(
      workouts: four.reduce(0.0) { $0 + $1.workouts } / 4, seconds: four.reduce(0) { $0 + $1.seconds } / 4,
      meters: four.reduce(0) { $0 + $1.meters } / 4, load: four.reduce(0) { $0 + $1.load } / 4,
      calories: four.reduce(0) { $0 + $1.calories } / 4)
  }
}
