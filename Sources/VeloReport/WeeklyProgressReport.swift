import VeloKernels
import VeloPipeline
import VeloScore

/// The weekly progress report's model: one value rendered as text, Markdown,
/// JSON, CSV or HTML (see `docs/report-schema.md`; JSON carries
/// ``schemaVersion``).
public struct WeeklyProgressReport: Codable, Sendable {
  public static let currentSchemaVersion = JSONVocabulary.schemaVersion

  public struct Day: Codable, Sendable {
    public var date: LocalDate
    public var weekday: String
    public var load: Double
    public var durationSeconds: Double
    public var activities: Int
    public var recovery: Int?
    public var sleepPerformance: Double?
    public var dayStrain: Double?
  }

  public struct SportTotals: Codable, Sendable {
    public var sport: String
    public var thisWeek: WeeklyProgress.Totals
    public var previousWeek: WeeklyProgress.Totals
    public var fourWeekAverage: WeeklyProgress.Totals
  }

  public struct Fitness: Codable, Sendable {
    public var ctl: Double
    public var atl: Double
    public var tsb: Double
    /// CTL/ATL/TSB at the end of each of the last 6 weeks (oldest first, this week last).
    public var weeklyCTL: [Double]
    public var weeklyATL: [Double]
    public var weeklyTSB: [Double]
    /// The CTL trend of `DayState` (least-squares slope over the 28 days
    /// ending on the report's day, CTL points per week).
    public var ctlTrendPerWeek: Double?
    public var acwr: Double?
    /// Set when ACWR is outside 0.8–1.3, the band often quoted (Gabbett 2016);
    /// the evidence behind fixed bands is contested, so this is a prompt, not a risk score.
    public var acwrFlag: String?
  }

  public struct Wellness: Codable, Sendable {
    public var recoveryAverage: Double?
    public var sleepPerformanceAverage: Double?
    public var dayStrainAverage: Double?
    public var scoredDays: Int
    /// Means of the week's nights that have them (a source that stages sleep, measures SpO₂).
    public var deepSleepHoursAverage: Double?
    public var remSleepHoursAverage: Double?
    public var lightSleepHoursAverage: Double?
    public var spo2Average: Double?
  }

  public struct BestEffort: Codable, Sendable {
    public var seconds: Int
    public var watts: Double
    public var activityId: Int64
    public var date: LocalDate
    /// Best over the 365 days before this week (`nil` with no earlier power data).
    public var previousBest: Double?
  }

  public struct NotableTrend: Codable, Sendable {
    public var metric: String
    public var days: Int
    public var slopePerWeek: Double
    public var pValue: Double
    enum CodingKeys: String, CodingKey {
      case metric, slopePerWeek, pValue
      case days = "dayCount"
    }
  }

  public var schemaVersion = currentSchemaVersion
  public var athlete: String
  public var timeZone: String
  public var weekStart: LocalDate
  public var weekEnd: LocalDate
  public var goal: Int
  public var activeDays: Int
  public var goalMet: Bool
  /// Weeks in a row (this one included) with the goal met.
  public var goalStreakWeeks: Int
  /// The day the report is as of: today within this week, else its Sunday
  /// (a past week) or its Monday (a week to come). Fitness, the goal's status
  /// and the countdown are for this day.
  public var asOf: LocalDate
  /// `met`, `inProgress` or `missed` on ``asOf`` (`WeeklyGoalStatus`).
  public var goalState: WeeklyGoalStatus.State
  /// Days of the week after ``asOf``.
  public var daysLeft: Int
  /// The last day with stored data on or before ``asOf``; `nil` before the first.
  public var lastDataDate: LocalDate?
  /// Consecutive active days alive at the end of the report (`WeeklyProgress/consecutiveActiveDays`).
  public var activeDaysInARow: Int = 0
  /// `min(activeDays, goal) / goal × 100`.
  public var goalPercent: Double = 0

  /// An upcoming event and how far off it is.
  public struct NextEvent: Codable, Sendable {
    public var name: String
    public var date: LocalDate
    public var priority: String
    public var daysToGo: Int
  }

  /// Planned vs done this week, when the week has planned sessions.
  public var plan: PlanCompliance?
  /// This week's structured workouts and how each was done.
  public var plannedWorkouts: [PlannedWorkoutGrade]?
  /// The first event after ``asOf``, counted from it.
  public var nextEvent: NextEvent?
  public var days: [Day]
  public var totals: SportTotals
  public var bySport: [SportTotals]
  public var fitness: Fitness?
  public var wellness: Wellness
  /// Mean-max powers set this week that beat the previous 365 days.
  public var bestEfforts: [BestEffort]
  /// Slopes over the last 42 days with p < 0.05.
  public var notableTrends: [NotableTrend]
  /// The month around the week, drawn by the human formats (`report calendar` is its JSON).
  public var calendar: CalendarReport?
  /// Each day's load by sport (Monday first), for the daily chart's sport colours (`bySport` holds the totals in JSON).
  public var dailyLoadBySport: [String: [Double]] = [:]

  enum CodingKeys: String, CodingKey {
    case schemaVersion, athlete, timeZone, weekStart, weekEnd, asOf, lastDataDate, goal, activeDays, goalMet,
      goalState, daysLeft, goalStreakWeeks, activeDaysInARow, goalPercent
    case plan, plannedWorkouts, nextEvent, days, totals, bySport, fitness, wellness, bestEfforts, notableTrends
  }
}

extension WeeklyProgressReport {
  /// The goal's status on ``asOf``.
  public var goalStatus: WeeklyGoalStatus {
    WeeklyGoalStatus(state: goalState, activeDays: activeDays, daysLeft: daysLeft)
  }

  /// Durations checked for new best efforts.
  public static let effortDurations = [5, 60, 300, 1200, 3600]

  /// Builds the report for the week (Monday–Sunday) containing `date`
  /// (default: `today`), as of `today` within that week (``asOf``); with
  /// `calendar`, also the month around it for the human formats.
  /// - Parameters:
  ///   - history: the athlete's records (`AthleteHistory`).
  ///   - date: any day of the week to report; default `today`.
  ///   - today: default the athlete's today in their zone (`Athlete.today()`).
  ///   - calendar: whether to add the weeks around this one (the HTML's calendar).
  public static func build(
    _ history: any AthleteHistory, date: LocalDate? = nil, today: LocalDate? = nil, calendar: Bool = false
  ) throws -> WeeklyProgressReport {
    try built(history, date: date, today: today, calendar: calendar).report
  }

  /// ``build(_:date:today:calendar:)``, with the athlete's state on ``asOf`` it was built
  /// from (`nil` before the first stored day), which the dashboard shows as its day.
  static func built(
    _ history: any AthleteHistory, date: LocalDate?, today: LocalDate?, calendar: Bool
  ) throws -> (report: WeeklyProgressReport, asked: DayAsked?) {
    let athlete = history.athlete
    let today = try today ?? athlete.today()
    let day = date ?? today
    let monday = day.adding(days: 1 - day.isoWeekday)
    let sunday = monday.adding(days: 6)
    let asOf = min(max(today, monday), sunday)
    // Best efforts look back 365 days; older history enters only through the daily rows.
    let curves = try history.activities(from: monday.adding(days: -365), through: sunday, withPowerCurve: true)
    let recent = try WeekReport.recentWorkouts(history, week: day)
    // Every stored day through the week's end, read once: the day asked and the 6 weeks the
    // fitness section shows come from it (the streaks read their own windows of dates).
    let stored = try history.days(from: nil, through: max(asOf, sunday))
    let allDays = stored.filter { $0.date >= sunday.adding(days: -48) }
    let progress = try WeeklyProgress(
      week: day, workouts: recent, goal: athlete.weeklyGoal,
      activeDates: StreakDates.load(history, week: day, goal: athlete.weeklyGoal))
    let byDate = Dictionary(allDays.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let week = (0..<7).map { d -> Day in
      let date = monday.adding(days: d)
      let m = byDate[date]
      return Day(
        date: date, weekday: names[d], load: m?.load ?? 0, durationSeconds: m?.durationSeconds ?? 0,
        activities: m?.activityCount ?? 0, recovery: m?.recovery, sleepPerformance: m?.sleepPerformance,
        dayStrain: m?.dayStrain)
    }
    let overall = SportTotals(
      sport: "all", thisWeek: progress.totals, previousWeek: progress.previousWeek,
      fourWeekAverage: progress.fourWeekAverage)
    let bySport = sportTotals(progress)
    let recentDays = allDays.filter { $0.date > sunday.adding(days: -42) }
    var fitness: Fitness?
    let asked = DayAsked(days: stored, on: asOf)
    if let asked {
      // The state at the end of each of the 6 weeks shown, this one as of the day asked.
      let ends = (0..<6).reversed().compactMap { DayAsked(days: stored, on: asOf.adding(days: -7 * $0))?.state }
      let state = asked.state
      let acwr = asked.acwr
      fitness = Fitness(
        ctl: state.ctl, atl: state.atl, tsb: state.tsb, weeklyCTL: ends.map(\.ctl), weeklyATL: ends.map(\.atl),
        weeklyTSB: ends.map(\.tsb), ctlTrendPerWeek: state.ctlTrendPerWeek, acwr: acwr,
        acwrFlag: acwr.flatMap {
          $0 > 1.3
            ? "above 1.3: load rising faster than fitness"
            : $0 < 0.8 ? "below 0.8: load well under recent fitness" : nil
        })
    }
    let weekMetrics = week.compactMap { byDate[$0.date] }
    func mean(_ xs: [Double]) -> Double? { xs.isEmpty ? nil : xs.reduce(0, +) / Double(xs.count) }
    let nights = try history.wellness(from: monday, through: sunday)
    let wellness = Wellness(
      recoveryAverage: mean(weekMetrics.compactMap { $0.recovery.map(Double.init) }),
      sleepPerformanceAverage: mean(weekMetrics.compactMap(\.sleepPerformance)),
      dayStrainAverage: mean(weekMetrics.compactMap(\.dayStrain)),
      scoredDays: weekMetrics.filter { $0.recovery != nil }.count,
      deepSleepHoursAverage: mean(nights.compactMap(\.deepSleepHours)),
      remSleepHoursAverage: mean(nights.compactMap(\.remSleepHours)),
      lightSleepHoursAverage: mean(nights.compactMap(\.lightSleepHours)), spo2Average: mean(nights.compactMap(\.spo2)))
    let status = WeeklyGoalStatus(
      activeDays: progress.activeDays, goal: athlete.weeklyGoal, monday: monday, asOf: asOf)
    var report = WeeklyProgressReport(
      athlete: athlete.name, timeZone: athlete.timeZone, weekStart: monday, weekEnd: sunday, goal: athlete.weeklyGoal,
      activeDays: progress.streak, goalMet: progress.goalMet, goalStreakWeeks: progress.consecutiveGoalWeeks,
      asOf: asOf, goalState: status.state, daysLeft: status.daysLeft, lastDataDate: asked?.lastDataDate,
      days: week,
      totals: overall, bySport: bySport, fitness: fitness, wellness: wellness,
      bestEfforts: bestEfforts(curves, monday: monday),
      notableTrends: notableTrends(
        recentDays, wellness: try history.wellness(from: sunday.adding(days: -42), through: nil)))
    report.activeDaysInARow = progress.consecutiveActiveDays
    for w in recent where w.localDate >= monday && w.localDate <= sunday {
      report.dailyLoadBySport[w.sport ?? "other", default: Array(repeating: 0, count: 7)][
        w.localDate.dayNumber - monday.dayNumber] += w.load ?? 0
    }
    report.goalPercent = progress.goalPercent
    let planned = try history.plannedSessions(from: monday, through: sunday).map {
      PlanCompliance.Entry.planned(date: $0.date, load: $0.load, durationSeconds: $0.durationSeconds)
    }
    report.plan = WeekReport.compliance(planned: planned, progress: progress, workouts: recent)
    let grades = try PlannedWorkoutGrade.week(history, monday: monday)
    report.plannedWorkouts = grades.isEmpty ? nil : grades
    report.nextEvent = try history.events(from: asOf.adding(days: 1)).first.map {
      NextEvent(
        name: $0.name, date: $0.date, priority: $0.priority.rawValue, daysToGo: $0.date.dayNumber - asOf.dayNumber)
    }
    if calendar { report.calendar = try CalendarReport.build(history, month: day) }
    return (report, asked)
  }

  /// Each sport's week beside its previous week and 4-week average, by sport name.
  static func sportTotals(_ progress: WeeklyProgress) -> [SportTotals] {
    progress.sportComparison.sorted { $0.key < $1.key }.map {
      SportTotals(
        sport: $0.key, thisWeek: $0.value.thisWeek, previousWeek: $0.value.previousWeek,
        fourWeekAverage: $0.value.fourWeekAverage)
    }
  }

  static func bestEfforts(_ activities: [StoredActivity], monday: LocalDate) -> [BestEffort] {
    let sunday = monday.adding(days: 6)
    let before = activities.filter {
      $0.localDate < monday && $0.localDate >= monday.adding(days: -365) && $0.powerCurve != nil
    }.map(\.meanMaxPower)
    let this = activities.filter { $0.localDate >= monday && $0.localDate <= sunday && $0.powerCurve != nil }
    return effortDurations.compactMap { d -> BestEffort? in
      let best = this.compactMap { a -> (StoredActivity, Double)? in
        let c = a.meanMaxPower
        return c.count >= d ? (a, c[d - 1]) : nil
      }.max { $0.1 < $1.1 }
      guard let (a, watts) = best else { return nil }
      let previous = before.compactMap { $0.count >= d ? $0[d - 1] : nil }.max()
      guard previous.map({ watts > $0 }) ?? true else { return nil }
      return BestEffort(seconds: d, watts: watts, activityId: a.id!, date: a.localDate, previousBest: previous)
    }
  }

  static func notableTrends(_ days: [DailyMetrics], wellness: [WellnessReading]) -> [NotableTrend] {
    guard !days.isEmpty else { return [] }
    let w = Dictionary(wellness.map { ($0.date, $0) }, uniquingKeysWith: { a, _ in a })
    // CTL's trend is the fitness section's (`Fitness.ctlTrendPerWeek`): one CTL trend per page.
    let series: [(String, (DailyMetrics) -> Double?)] = [
      ("daily load", { $0.load }), ("recovery", { $0.recovery.map(Double.init) }),
      ("rMSSD", { w[$0.date]?.rmssd }), ("resting HR", { w[$0.date]?.restingHeartRate }),
      ("sleep hours", { w[$0.date]?.sleepHours }),
    ]
    return series.compactMap { name, f in
      guard let t = Trend.fit(days.map { f($0) ?? .nan }), let p = t.pValue, p < 0.05 else { return nil }
      return NotableTrend(metric: name, days: t.count, slopePerWeek: t.slope * 7, pValue: p)
    }
  }
}
