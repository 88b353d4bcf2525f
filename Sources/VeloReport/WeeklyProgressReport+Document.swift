import VeloIO
import VeloScore

extension WeeklyProgressReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    s.append(
      .figures([
        (tr("weekly.activeDays"), tr("weekly.activeDaysValue", "\(activeDays)", "\(goal)")),
        (tr("weekly.goal"), goalStatus.text(goal: goal)),
        (
          tr("weekly.goalStreak"),
          goalStreakWeeks == 1 ? tr("weekly.weeksOne") : tr("weekly.weeks", "\(goalStreakWeeks)")
        ),
        (
          tr("weekly.goalProgress"),
          tr("weekly.goalProgressValue", "\(min(activeDays, goal))", "\(goal)", fixed(goalPercent, 0))
        ),
        (tr("weekly.activeDaysInARow"), "\(activeDaysInARow)"),
        (tr("figure.load"), fixed(totals.thisWeek.load, 0)), (tr("figure.time"), clock(totals.thisWeek.seconds)),
      ]))
    s.append(.heading(tr("weekly.days")))
    let labels = days.map { "\($0.date.weekdayName) \($0.date.components.day)" }
    s.append(
      .chart(
        svg: SVGChart.stackedBars(
          dailyStacks, x: .labels(labels, title: tr("axis.day")),
          yTitle: tr("axis.loadTSS"), unit: "TSS", title: tr("weekly.dailyLoad")),
        text: days.map { d in
          "\(d.date.weekdayName)  \(d.activities > 0 ? "●" : "·")  \(fixed(d.load, 0).padding(toLength: 4, withPad: " ", startingAt: 0)) "
            + String(repeating: "#", count: textBarLength(d.load, top: days.map(\.load).max() ?? 1))
        }.joined(separator: "\n")))
    if let calendar { s += calendar.embeddedSections(around: weekStart) }
    s.append(.heading(tr("weekly.bySport")))
    // All sports, this week beside the last and the 4-week average (tiles, which a phone
    // wraps); then each sport's load, for the sports of those weeks only.
    func tile(_ x: WeeklyProgress.Totals) -> String {
      ["\(fixed(x.load, 0)) TSS", clock(x.seconds), x.meters.map { "\(fixed($0 / 1000, 1)) km" }].compactMap { $0 }
        .joined(separator: " · ")
    }
    s.append(
      .figures([
        (tr("weekly.thisWeek"), tile(totals.thisWeek)), (tr("weekly.lastWeek"), tile(totals.previousWeek)),
        (tr("weekly.fourWeekAverage"), tile(totals.fourWeekAverage)),
      ]))
    let sports = bySport.filter { b in
      [b.thisWeek, b.previousWeek, b.fourWeekAverage].contains { $0.workouts > 0 || $0.load > 0 }
    }
    if sports.count > 1 || sports.first.map({ $0.thisWeek.workouts != totals.thisWeek.workouts }) == true {
      s.append(.paragraph(tr("weekly.loadBySport")))
      s.append(
        .table(
          headers: [tr("col.sport"), tr("weekly.thisWeek"), tr("weekly.lastWeek"), tr("weekly.fourWeekAverage")],
          rows: sports.map {
            [
              sportLabel($0.sport), fixed($0.thisWeek.load, 0), fixed($0.previousWeek.load, 0),
              fixed($0.fourWeekAverage.load, 0),
            ]
          }))
    }
    if plan != nil || nextEvent != nil || plannedWorkouts != nil {
      s.append(.heading(tr("weekly.plan")))
      if let p = plan {
        s.append(
          .table(
            headers: ["", tr("col.planned"), tr("col.done"), "%"],
            rows: [
              [tr("col.load"), fixed(p.plannedLoad, 0), fixed(p.doneLoad, 0), fixed(p.loadPercent, 0, unit: " %")],
              [tr("col.time"), clock(p.plannedSeconds), clock(p.doneSeconds), fixed(p.durationPercent, 0, unit: " %")],
              [
                tr("col.sessions"), "\(p.plannedSessions)", "\(p.doneSessions)", fixed(p.sessionPercent, 0, unit: " %"),
              ],
            ]))
      }
      if let grades = plannedWorkouts {
        let table = PlannedWorkoutGrade.table(grades)
        s.append(.paragraph(tr("weekly.structuredWorkouts")))
        s.append(.table(headers: table.headers, rows: table.rows))
      }
      if let e = nextEvent {
        s.append(.paragraph(tr("weekly.nextEvent", e.name, e.priority, e.date.fullDate, "\(e.daysToGo)")))
      }
    }
    if let f = fitness {
      s.append(.heading(tr("weekly.fitness")))
      if let last = lastDataDate, last < asOf {
        s.append(.paragraph(noDataSince(asOf: asOf, last: last)))
      }
      s.append(
        .figures([
          ("CTL", fixed(f.ctl, 1)), ("ATL", fixed(f.atl, 1)), ("TSB", fixed(f.tsb, 1)),
          (
            tr("weekly.ctlTrend"),
            f.ctlTrendPerWeek.map { tr("weekly.perWeek", "\($0 >= 0 ? "+" : "")\(fixed($0, 1))") } ?? notAvailable
          ),
          ("ACWR", fixed(f.acwr, 2)),
        ]))
      if let acwr = f.acwr, f.acwrFlag != nil {
        s.append(.paragraph(acwr > 1.3 ? tr("weekly.acwrHigh") : tr("weekly.acwrLow")))
      }
      s.append(
        .chart(
          svg: SVGChart.lines(
            [
              .init(name: tr("series.ctl"), color: "#1f6fb2", values: f.weeklyCTL),
              .init(name: tr("series.atl"), color: "#e67e22", values: f.weeklyATL),
              .init(name: tr("series.tsb"), color: "#1e8449", values: f.weeklyTSB),
            ],
            x: .labels(
              (0..<f.weeklyCTL.count).map { asOf.adding(days: -7 * (f.weeklyCTL.count - 1 - $0)).dayMonth },
              title: tr("axis.weekEnding")),
            yTitle: tr("unit.tssPerDay"), title: tr("weekly.sixWeeksTitle")),
          text: tr(
            "weekly.sixWeeksText", sparkline(f.weeklyCTL, minimumSpan: 20), sparkline(f.weeklyATL, minimumSpan: 20),
            sparkline(f.weeklyTSB, minimumSpan: 20))))
    }
    // The nights' stages and oxygen, when a source gives them.
    var stageFigures: [(String, String)] = []
    if wellness.deepSleepHoursAverage != nil || wellness.remSleepHoursAverage != nil
      || wellness.lightSleepHoursAverage != nil
    {
      stageFigures.append(
        (
          tr("weekly.sleepStages"),
          tr(
            "weekly.sleepStagesValue", fixed(wellness.deepSleepHoursAverage, 1),
            fixed(wellness.remSleepHoursAverage, 1), fixed(wellness.lightSleepHoursAverage, 1))
        ))
    }
    if let spo2 = wellness.spo2Average { stageFigures.append(("SpO₂", fixed(spo2, 0, unit: " %"))) }
    // Left out for a week with no readings and no heart rate: a table of n/a says nothing.
    let hasWellness =
      days.contains { $0.recovery != nil || $0.sleepPerformance != nil || $0.dayStrain != nil } || !stageFigures.isEmpty
    if hasWellness { s.append(.heading(tr("weekly.wellness"))) }
    if hasWellness {
      s.append(
        .figures(
          [
            (tr("weekly.recovery"), fixed(wellness.recoveryAverage, 0)),
            (tr("weekly.sleepPerformance"), fixed(wellness.sleepPerformanceAverage, 0, unit: " %")),
            (tr("weekly.dayStrain"), fixed(wellness.dayStrainAverage, 1)),
            (tr("weekly.scoredDays"), "\(wellness.scoredDays)"),
          ] + stageFigures))
      s.append(
        .table(
          headers: [tr("col.day"), tr("col.recoveryShort"), tr("col.sleepPercent"), tr("col.strain")],
          rows: days.map {
            [
              $0.date.weekdayName, $0.recovery.map(String.init) ?? notAvailable, fixed($0.sleepPerformance, 0),
              fixed($0.dayStrain, 1),
            ]
          }))
    }
    s.append(.heading(tr("weekly.bestEfforts")))
    if bestEfforts.isEmpty {
      s.append(.paragraph(tr("weekly.noNewBests")))
    } else {
      s.append(
        .table(
          headers: [tr("col.duration"), tr("col.powerPrevious"), tr("col.day")],
          rows: bestEfforts.map {
            [
              duration($0.seconds),
              fixed($0.watts, 0, unit: " W") + ($0.previousBest.map { " (\(fixed($0, 0)))" } ?? ""),
              $0.date.weekdayName,
            ]
          }))
    }
    s.append(.heading(tr("weekly.trends")))
    if notableTrends.isEmpty {
      s.append(.paragraph(tr("weekly.noTrends")))
    } else {
      s.append(
        .table(
          // The days each slope was fitted over are in the JSON (`dayCount`): three columns fit a phone.
          headers: [tr("col.metric"), tr("col.perWeek"), "p"],
          rows: notableTrends.map {
            [
              label("trendMetric", $0.metric), "\($0.slopePerWeek >= 0 ? "+" : "")\(fixed($0.slopePerWeek, 2))",
              fixed($0.pValue, 4),
            ]
          }))
    }
    return ReportDocument(
      title: tr("weekly.title", athlete),
      subtitle: "\(weekStart.weekdayDayMonth) … \(weekEnd.dayMonthYear) (\(timeZone))", sections: s)
  }

  /// The daily load stacked by sport in the sports' colours (as the season's weekly chart has them),
  /// or one bar a day when the load by sport is not known.
  var dailyStacks: [SVGChart.Series] {
    guard !dailyLoadBySport.isEmpty else { return [.init(name: "", color: "#2e86c1", values: days.map(\.load))] }
    return dailyLoadBySport.keys.sorted().enumerated().map { i, sport in
      SVGChart.Series(
        name: sportLabel(sport), color: SeasonReport.sportColor(sport, i), values: dailyLoadBySport[sport] ?? [])
    }
  }

  public var csvRows: [[String]] {
    [["date", "weekday", "load", "duration_s", "activities", "recovery", "sleep_performance", "day_strain"]]
      + days.map { d in
        [
          d.date.description, d.weekday, fixedDecimal(d.load, 1), fixedDecimal(d.durationSeconds, 0), "\(d.activities)",
          d.recovery.map(String.init) ?? "", fixedDecimal(d.sleepPerformance, 1, missing: ""),
          fixedDecimal(d.dayStrain, 2, missing: ""),
        ]
      }
  }
}

extension WeeklyGoalStatus {
  /// "met ✓", "in progress: 3 of 4 so far, 2 days left", "missed".
  func text(goal: Int) -> String {
    switch state {
    case .met: return tr("weekly.goalMet")
    case .missed: return tr("weekly.goalMissed")
    case .inProgress:
      return daysLeft == 1
        ? tr("weekly.goalInProgressOne", "\(activeDays)", "\(goal)")
        : tr("weekly.goalInProgress", "\(activeDays)", "\(goal)", "\(daysLeft)")
    }
  }
}

/// "As of Fri 27 Nov: no data since Sun 22 Nov (5 days) …": said wherever a
/// state is shown for a day after the last one with data.
func noDataSince(asOf: LocalDate, last: LocalDate) -> String {
  let days = asOf.dayNumber - last.dayNumber
  return days == 1
    ? tr("report.noDataSinceOne", asOf.fullDate, last.fullDate)
    : tr("report.noDataSince", asOf.fullDate, last.fullDate, "\(days)")
}
