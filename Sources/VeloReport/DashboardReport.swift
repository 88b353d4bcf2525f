import VeloIO
import VeloPipeline
import VeloScore

/// One call for an app's home screen (`GET …/dashboard`): fitness, form and
/// recovery on the day asked (default: the athlete's today), this week against
/// the goal as of that day, this week's new bests and the next event counted
/// from that day. A day after the last one with data is carried on with no
/// load (CTL and ATL decay) and its readings are missing, never the last
/// stored day's. Every value is the one the weekly report gives for the day.
public struct DashboardReport: Codable, Sendable {
  public static let currentSchemaVersion = JSONVocabulary.schemaVersion

  public struct Today: Codable, Sendable {
    public var date: LocalDate
    public var ctl: Double
    public var atl: Double
    /// Form going into the day.
    public var tsb: Double
    public var rampRate: Double
    public var recovery: Int?
    /// `scored`, `warmingUp`, `insufficientBaseline`, or `noReading` on a day without data.
    public var recoveryState: String
    public var sleepPerformance: Double?
    /// Sleep debt, s (the store keeps hours); `nil` on a day without data.
    public var sleepDebtSeconds: Double?
    public var dayStrain: Double?
    public var load: Double
    /// The last day with data on or before ``date``.
    public var lastDataDate: LocalDate
    /// Days since ``lastDataDate`` (0 when the day has data).
    public var daysWithoutData: Int
  }

  public struct Week: Codable, Sendable {
    public var weekStart: LocalDate
    public var activeDays: Int
    public var goal: Int
    public var goalPercent: Double
    public var goalMet: Bool
    /// `met`, `inProgress` or `missed` on the day asked, with the week's days after it.
    public var goalState: WeeklyGoalStatus.State
    public var daysLeft: Int
    public var activeDaysInARow: Int
    public var goalStreakWeeks: Int
    public var load: Double
    public var seconds: Double
  }

  public var schemaVersion = currentSchemaVersion
  public var athlete: String
  public var timeZone: String
  /// `nil` before the first stored day.
  public var today: Today?
  /// The day asked (default: the athlete's today).
  public var date: LocalDate
  public var week: Week
  public var bestEfforts: [WeeklyProgressReport.BestEffort]
  public var plan: PlanCompliance?
  public var nextEvent: WeeklyProgressReport.NextEvent?

  /// The dashboard on `date` (default: the athlete's today in their zone, `Athlete.today()`).
  public static func build(_ history: any AthleteHistory, date: LocalDate? = nil) throws -> DashboardReport {
    let athlete = history.athlete
    let day = try date ?? athlete.today()
    // As of `day` (its own week's today), so the weekly's state on its `asOf` is the day's.
    let (weekly, asked) = try WeeklyProgressReport.built(history, date: day, today: day, calendar: false)
    let today = asked.map { asked in
      let s = asked.state
      let row = asked.row
      return Today(
        date: day, ctl: s.ctl, atl: s.atl, tsb: s.tsb, rampRate: s.rampRate, recovery: row?.recovery,
        recoveryState: row?.recoveryState.rawValue ?? "noReading", sleepPerformance: row?.sleepPerformance,
        sleepDebtSeconds: row.map { $0.sleepDebt * 3600 }, dayStrain: row?.dayStrain, load: s.load,
        lastDataDate: asked.lastDataDate, daysWithoutData: asked.daysWithoutData)
    }
    let week = Week(
      weekStart: weekly.weekStart, activeDays: weekly.activeDays, goal: weekly.goal, goalPercent: weekly.goalPercent,
      goalMet: weekly.goalMet, goalState: weekly.goalState, daysLeft: weekly.daysLeft,
      activeDaysInARow: weekly.activeDaysInARow,
      goalStreakWeeks: weekly.goalStreakWeeks, load: weekly.totals.thisWeek.load,
      seconds: weekly.totals.thisWeek.seconds)
    return DashboardReport(
      athlete: athlete.name, timeZone: athlete.timeZone, today: today, date: day, week: week,
      bestEfforts: weekly.bestEfforts, plan: weekly.plan, nextEvent: weekly.nextEvent)
  }
}

extension DashboardReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    if let t = today {
      s.append(
        .figures([
          (tr("dashboard.day"), t.date.fullDate), ("CTL", fixed(t.ctl, 1)), ("ATL", fixed(t.atl, 1)),
          ("TSB", fixed(t.tsb, 1)),
          (
            tr("weekly.recovery"),
            t.recovery.map { "\($0) %" } ?? "\(notAvailable) (\(label("recoveryState", t.recoveryState)))"
          ),
          (tr("dashboard.sleepDebt"), fixed(t.sleepDebtSeconds.map { $0 / 3600 }, 1, unit: " h")),
        ]))
      if t.daysWithoutData > 0 { s.append(.paragraph(noDataSince(asOf: t.date, last: t.lastDataDate))) }
    } else {
      s.append(.paragraph(tr("dashboard.noDays")))
    }
    s.append(
      .figures([
        (tr("dashboard.weekOf"), week.weekStart.weekdayDayMonth),
        (
          tr("weekly.goal"),
          tr(
            "weekly.goalProgressValue", "\(min(week.activeDays, week.goal))", "\(week.goal)", fixed(week.goalPercent, 0)
          ) + " · "
            + WeeklyGoalStatus(state: week.goalState, activeDays: week.activeDays, daysLeft: week.daysLeft).text(
              goal: week.goal)
        ),
        (tr("weekly.activeDaysInARow"), "\(week.activeDaysInARow)"), (tr("figure.load"), fixed(week.load, 0)),
        (tr("figure.time"), clock(week.seconds)),
      ]))
    if !bestEfforts.isEmpty {
      s.append(
        .table(
          headers: [tr("col.newBest"), tr("col.power")],
          rows: bestEfforts.map { [duration($0.seconds), fixed($0.watts, 0, unit: " W")] }))
    }
    if let e = nextEvent {
      s.append(.paragraph(tr("dashboard.next", e.name, e.priority, e.date.fullDate, "\(e.daysToGo)")))
    }
    return ReportDocument(title: tr("dashboard.title", athlete), subtitle: timeZone, sections: s)
  }

  public var csvRows: [[String]] {
    [
      ["date", "ctl", "atl", "tsb", "recovery", "goal_percent", "week_load"],
      [
        today.map { "\($0.date)" } ?? "", today.map { fixedDecimal($0.ctl, 2) } ?? "",
        today.map { fixedDecimal($0.atl, 2) } ?? "",
        today.map { fixedDecimal($0.tsb, 2) } ?? "", today?.recovery.map(String.init) ?? "",
        fixedDecimal(week.goalPercent, 1), fixedDecimal(week.load, 1),
      ],
    ]
  }
}
