import VeloIO
import VeloPipeline
import VeloScore

/// One call for an app's home screen (`GET …/dashboard`): fitness, form and
/// recovery on the athlete's latest day, this week against the goal, this
/// week's new bests and the next event. Every value is the one the weekly
/// report and `wellness` give for the same day.
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
    public var recoveryState: String
    public var sleepPerformance: Double?
    /// Sleep debt, s (the store keeps hours).
    public var sleepDebtSeconds: Double
    public var dayStrain: Double?
    public var load: Double
  }

  public struct Week: Codable, Sendable {
    public var weekStart: LocalDate
    public var activeDays: Int
    public var goal: Int
    public var goalPercent: Double
    public var goalMet: Bool
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
  public var week: Week
  public var bestEfforts: [WeeklyProgressReport.BestEffort]
  public var plan: PlanCompliance?
  public var nextEvent: WeeklyProgressReport.NextEvent?

  /// The dashboard on `date` (default: the athlete's latest stored day).
  public static func build(_ history: any AthleteHistory, date: LocalDate? = nil) throws -> DashboardReport {
    let athlete = history.athlete
    let day = try history.latestDay(through: date)
    let weekly = try WeeklyProgressReport.build(history, date: date ?? day?.date)
    let today = day.map {
      Today(
        date: $0.date, ctl: $0.ctl, atl: $0.atl, tsb: $0.tsb, rampRate: $0.rampRate, recovery: $0.recovery,
        recoveryState: $0.recoveryState.rawValue, sleepPerformance: $0.sleepPerformance,
        sleepDebtSeconds: $0.sleepDebt * 3600,
        dayStrain: $0.dayStrain, load: $0.load)
    }
    let week = Week(
      weekStart: weekly.weekStart, activeDays: weekly.activeDays, goal: weekly.goal, goalPercent: weekly.goalPercent,
      goalMet: weekly.goalMet, activeDaysInARow: weekly.activeDaysInARow, goalStreakWeeks: weekly.goalStreakWeeks,
      load: weekly.totals.thisWeek.load, seconds: weekly.totals.thisWeek.seconds)
    return DashboardReport(
      athlete: athlete.name, timeZone: athlete.timeZone, today: today, week: week,
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
          (tr("dashboard.sleepDebt"), fixed(t.sleepDebtSeconds / 3600, 1, unit: " h")),
        ]))
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
          )
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
