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
    /// Distance and calories of the workouts that had them; `nil` (n/a, absent
    /// in JSON) when none did — unknown is not 0 km or 0 kcal.
    public var meters: Double?
    public var load = 0.0
    public var calories: Double?

    public init(
      workouts: Double = 0, seconds: Double = 0, meters: Double? = nil, load: Double = 0, calories: Double? = nil
    ) {
      self.workouts = workouts
      self.seconds = seconds
      self.meters = meters
      self.load = load
      self.calories = calories
    }

    public mutating func add(_ w: WorkoutSummary) {
      workouts += 1
      seconds += w.durationSeconds ?? 0
      if let d = w.distanceMeters { meters = (meters ?? 0) + d }
      load += w.load ?? 0
      if let c = w.calories { calories = (calories ?? 0) + c }
    }
  }

  public struct GoalError: Error, Equatable, CustomStringConvertible {
    public var goal: Int
    public init(goal: Int) { self.goal = goal }
    public var description: String { "weekly goal must be 1…7 active days, got \(goal)" }
  }

  /// One set of totals beside the two it is compared with.
  public struct Comparison: Sendable, Equatable, Codable {
    public var thisWeek: Totals
    public var previousWeek: Totals
    /// Average of the 4 weeks before this one.
    public var fourWeekAverage: Totals
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
  /// The run of consecutive active days alive on the report's day ("5 días
  /// consecutivos"): ending that day, or the day before when that day has no
  /// workout yet (a run ends only once a whole day passes without one).
  public var consecutiveActiveDays: Int
  /// The weekly goal's completion, `min(active days, goal) / goal × 100`
  /// ("Meta 5/7 días, 71 %").
  public var goalPercent: Double
  public var totals: Totals
  public var bySport: [String: Totals]
  public var previousWeek: Totals
  /// Average of the 4 weeks before this one.
  public var fourWeekAverage: Totals
  /// Per sport (`"other"` when unknown), for every sport done in this week or
  /// the 4 before it: this week against last week and the 4-week average.
  public var sportComparison: [String: Comparison]

  /// - Parameters:
  ///   - date: any day of the week to report.
  ///   - workouts: the athlete's workouts with local dates (any order, any range).
  ///   - goal: active days per week, 1…7.
  ///   - activeDates: every day with a workout, for the goal streak when
  ///     `workouts` covers only recent weeks (default: the workouts' dates).
  public init(week date: LocalDate, workouts: [WorkoutSummary], goal: Int, activeDates: Set<LocalDate>? = nil)
    throws(GoalError)
  {
    guard InputLimits.weeklyGoal.contains(goal) else { throw GoalError(goal: goal) }
    let monday = date.adding(days: 1 - date.isoWeekday)
    self.monday = monday
    self.goal = goal
    // One pass: workouts of this week and the 4 before it, by week offset 0…4.
    var recent = [[WorkoutSummary]](repeating: [], count: 5)
    for w in workouts {
      let days = monday.dayNumber - w.localDate.dayNumber
      if days <= 7 * 4, days > -7 { recent[days <= 0 ? 0 : (days + 6) / 7].append(w) }
    }
    var daily = [Double](repeating: 0, count: 7)
    var active = [Bool](repeating: false, count: 7)
    var totals = Totals()
    var bySport: [String: Totals] = [:]
    for w in recent[0] {
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
    let dates = activeDates ?? Set(workouts.map(\.localDate))
    consecutiveGoalWeeks = Self.consecutiveGoalWeeks(endingWeekOf: monday, activeDates: dates, goal: goal)
    consecutiveActiveDays = Self.consecutiveActiveDays(on: date, activeDates: dates)
    goalPercent = 100 * Double(min(streak, goal)) / Double(goal)
    self.totals = totals
    self.bySport = bySport
    let all = Self.compare(recent) { _ in true }
    previousWeek = all.previousWeek
    fourWeekAverage = all.fourWeekAverage
    let sports = Set(recent.joined().map { $0.sport ?? "other" })
    sportComparison = Dictionary(
      uniqueKeysWithValues: sports.map { s in (s, Self.compare(recent) { ($0.sport ?? "other") == s }) })
  }

  /// Weeks in a row, ending with the week of `date`, with at least `goal`
  /// distinct active dates (0 when that week's goal was not met).
  public static func consecutiveGoalWeeks(endingWeekOf date: LocalDate, activeDates: Set<LocalDate>, goal: Int) -> Int {
    guard let first = activeDates.min() else { return 0 }
    var monday = date.adding(days: 1 - date.isoWeekday)
    var weeks = 0
    while monday.adding(days: 6) >= first,
      (0..<7).count(where: { activeDates.contains(monday.adding(days: $0)) }) >= goal
    {
      weeks += 1
      monday = monday.adding(days: -7)
    }
    return weeks
  }

  /// Consecutive active days ending on `date`, or on the day before when `date` has none.
  public static func consecutiveActiveDays(on date: LocalDate, activeDates: Set<LocalDate>) -> Int {
    var day = activeDates.contains(date) ? date : date.adding(days: -1)
    var run = 0
    while activeDates.contains(day) {
      run += 1
      day = day.adding(days: -1)
    }
    return run
  }

  /// Totals of the workouts passing `include` in weeks 0 (this), 1 (last) and 1…4 (averaged).
  private static func compare(_ weeks: [[WorkoutSummary]], _ include: (WorkoutSummary) -> Bool) -> Comparison {
    let sums = weeks.map { $0.reduce(into: Totals()) { t, w in if include(w) { t.add(w) } } }
    let four = sums[1...4]
    let average = Totals(
      workouts: four.map(\.workouts).reduce(0, +) / 4, seconds: four.map(\.seconds).reduce(0, +) / 4,
      meters: knownAverage(four.map(\.meters)), load: four.map(\.load).reduce(0, +) / 4,
      calories: knownAverage(four.map(\.calories)))
    return Comparison(thisWeek: sums[0], previousWeek: sums[1], fourWeekAverage: average)
  }

  /// The 4-week average of a total known in some weeks (a week without any
  /// counts as 0, as a week without workouts does); `nil` when known in none.
  private static func knownAverage(_ weeks: [Double?]) -> Double? {
    weeks.contains { $0 != nil } ? weeks.reduce(0) { $0 + ($1 ?? 0) } / Double(weeks.count) : nil
  }
}
