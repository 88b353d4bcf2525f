import VeloScore

/// A week's progress (Monday–Sunday, local time) rendered for people.
public struct WeekReport: Report, Sendable {
  public var source: String
  public var timeZone: String
  public var progress: WeeklyProgress
  /// Planned vs done this week, when a plan covers it.
  public var plan: PlanCompliance?
  /// This week's structured workouts and how each was done.
  public var plannedWorkouts: [PlannedWorkoutGrade] = []
  /// The day the goal's status is for: today within the week, else its Sunday
  /// (a past week) or its Monday (a week to come).
  public var asOf: LocalDate

  /// - Parameters:
  ///   - source: the file or athlete the week is of.
  ///   - timeZone: the zone its days are in.
  ///   - progress: the week's workouts against the goal.
  ///   - plan: planned against done, when a plan covers the week.
  ///   - today: the athlete's today (default: the week is over, as of its Sunday).
  public init(
    source: String, timeZone: String, progress: WeeklyProgress, plan: PlanCompliance? = nil, today: LocalDate? = nil
  ) {
    self.source = source
    self.timeZone = timeZone
    self.progress = progress
    self.plan = plan
    let sunday = progress.monday.adding(days: 6)
    asOf = min(max(today ?? sunday, progress.monday), sunday)
  }

  /// Met, in progress (with the days left) or missed, on ``asOf``.
  public var goalStatus: WeeklyGoalStatus {
    WeeklyGoalStatus(activeDays: progress.activeDays, goal: progress.goal, monday: progress.monday, asOf: asOf)
  }

  /// Schema 2: the week in the weekly report's words (``WeeklyProgressReport``):
  /// `weekStart`, `activeDays` (a count), `activeWeekdays` (Monday first),
  /// `activeDaysInARow`, `goalStreakWeeks`, `dailyLoads`, `totals` and `bySport`
  /// as this week beside the previous one and the 4-week average.
  enum CodingKeys: String, CodingKey {
    case schemaVersion, source, timeZone, plan, plannedWorkouts, weekStart, asOf, goal, goalMet, goalState, daysLeft,
      goalPercent, activeDays, activeWeekdays
    case activeDaysInARow, goalStreakWeeks, dailyLoads, totals, bySport
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    let p = progress
    try c.encode(JSONVocabulary.schemaVersion, forKey: .schemaVersion)
    try c.encode(source, forKey: .source)
    try c.encode(timeZone, forKey: .timeZone)
    try c.encodeIfPresent(plan, forKey: .plan)
    if !plannedWorkouts.isEmpty { try c.encode(plannedWorkouts, forKey: .plannedWorkouts) }
    try c.encode(p.monday, forKey: .weekStart)
    try c.encode(p.goal, forKey: .goal)
    try c.encode(asOf, forKey: .asOf)
    try c.encode(p.goalMet, forKey: .goalMet)
    try c.encode(goalStatus.state, forKey: .goalState)
    try c.encode(goalStatus.daysLeft, forKey: .daysLeft)
    try c.encode(p.goalPercent, forKey: .goalPercent)
    try c.encode(p.streak, forKey: .activeDays)
    try c.encode(p.activeDays, forKey: .activeWeekdays)
    try c.encode(p.consecutiveActiveDays, forKey: .activeDaysInARow)
    try c.encode(p.consecutiveGoalWeeks, forKey: .goalStreakWeeks)
    try c.encode(p.dailyLoad, forKey: .dailyLoads)
    try c.encode(
      WeeklyProgressReport.SportTotals(
        sport: "all", thisWeek: p.totals, previousWeek: p.previousWeek, fourWeekAverage: p.fourWeekAverage),
      forKey: .totals)
    try c.encode(WeeklyProgressReport.sportTotals(p), forKey: .bySport)
  }

  /// This week's compliance from planned sessions (date, load, seconds) and the week's workouts.
  public static func compliance(planned: [PlanCompliance.Entry], progress p: WeeklyProgress, workouts: [WorkoutSummary])
    -> PlanCompliance?
  {
    let sunday = p.monday.adding(days: 6)
    let inWeek = planned.filter { $0.date >= p.monday && $0.date <= sunday }
    guard !inWeek.isEmpty else { return nil }
    let done = workouts.filter { $0.localDate >= p.monday && $0.localDate <= sunday }.map {
      PlanCompliance.Entry(date: $0.localDate, load: $0.load ?? 0, seconds: $0.durationSeconds ?? 0)
    }
    return PlanCompliance.weeks(planned: inWeek, done: done, from: p.monday, through: p.monday).first
  }

  public func renderText() -> String {
    let p = progress
    var out =
      tr("week.heading", p.monday.weekdayDayMonth, p.monday.adding(days: 6).dayMonthYear, timeZone, source) + "\n\n"
    for d in 0..<7 {
      let bar = String(repeating: "#", count: textBarLength(p.dailyLoad[d], top: p.dailyLoad.max() ?? 1))
      out +=
        "\(p.monday.adding(days: d).weekdayName)  \(p.activeDays[d] ? "●" : "·")  \(fixed(p.dailyLoad[d], 0).padding(toLength: 4, withPad: " ", startingAt: 0)) \(bar)\n"
    }
    out +=
      "\n"
      + wrapped(
        tr(
          "week.activeDays", "\(p.streak)", "\(p.goal)", goalStatus.weekText,
          "\(p.consecutiveGoalWeeks)"), width: 80) + "\n"
    out +=
      tr(
        "week.goalLine", "\(min(p.streak, p.goal))", "\(p.goal)", fixed(p.goalPercent, 0), "\(p.consecutiveActiveDays)")
      + "\n\n"
    var t = TextTable(
      headers: ["", tr("col.workouts"), tr("col.time"), "km", tr("col.load"), "kcal"],
      alignments: [.left, .right, .right, .right, .right, .right])
    func row(_ name: String, _ x: WeeklyProgress.Totals) -> [String] {
      [
        name, fixed(x.workouts, x.workouts == x.workouts.rounded() ? 0 : 2), clock(x.seconds),
        fixed(x.meters.map { $0 / 1000 }, 1), fixed(x.load, 0), fixed(x.calories, 0),
      ]
    }
    t.rows = p.bySport.keys.sorted().map { row(sportLabel($0), p.bySport[$0]!) }
    t.rows.append(row(tr("weekly.thisWeek"), p.totals))
    t.rows.append(row(tr("week.previousWeek"), p.previousWeek))
    t.rows.append(row(tr("weekly.fourWeekAverage"), p.fourWeekAverage))
    out += t.render()
    if let plan {
      out +=
        "\n"
        + tr(
          "week.plannedVsDone", fixed(plan.doneLoad, 0), fixed(plan.plannedLoad, 0), fixed(plan.loadPercent, 0),
          clock(plan.doneSeconds), clock(plan.plannedSeconds), fixed(plan.durationPercent, 0), "\(plan.doneSessions)",
          "\(plan.plannedSessions)") + "\n"
    }
    if !plannedWorkouts.isEmpty {
      let table = PlannedWorkoutGrade.table(plannedWorkouts)
      var t = TextTable(headers: table.headers, alignments: [.left, .left, .right, .right, .right])
      t.rows = table.rows
      out += "\n" + tr("week.plannedWorkouts") + "\n" + t.render()
    }
    return out
  }
}

extension WeeklyGoalStatus {
  /// "goal met", "goal in progress, 2 days left", "goal missed" (`week`'s line).
  var weekText: String {
    switch state {
    case .met: return tr("week.goalMet")
    case .missed: return tr("week.goalMissed")
    case .inProgress: return daysLeft == 1 ? tr("week.goalInProgressOne") : tr("week.goalInProgress", "\(daysLeft)")
    }
  }
}
