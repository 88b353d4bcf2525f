import VeloScore

extension WeeklyProgressReport: DocumentReport {
  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    s.append(.figures([
      ("Active days", "\(activeDays) of \(goal)"), ("Goal", goalMet ? "met ✓" : "missed"),
      ("Goal streak", "\(goalStreakWeeks) week\(goalStreakWeeks == 1 ? "" : "s")"),
      ("Goal progress", "\(min(activeDays, goal))/\(goal) days, \(fixed(goalPercent, 0)) %"),
      ("Active days in a row", "\(activeDaysInARow)"),
      ("Load", fixed(totals.thisWeek.load, 0)), ("Time", clock(totals.thisWeek.seconds)),
    ]))
    s.append(.heading("Days"))
    let labels = days.map { "\($0.weekday) \($0.date.components.day)" }
    s.append(.chart(
      svg: SVGChart.stackedBars([.init(name: "", color: "#2e86c1", values: days.map(\.load))], x: .labels(labels, title: "day"),
                                yTitle: "load (TSS)", title: "Daily training load"),
      text: days.map { d in
        "\(d.weekday)  \(d.activities > 0 ? "●" : "·")  \(fixed(d.load, 0).padding(toLength: 4, withPad: " ", startingAt: 0)) "
          + String(repeating: "#", count: textBarLength(d.load, top: days.map(\.load).max() ?? 1))
      }.joined(separator: "\n")))
    s.append(.heading("Totals by sport"))
    func t(_ x: WeeklyProgress.Totals) -> [String] { [fixed(x.workouts, x.workouts == x.workouts.rounded() ? 0 : 1), clock(x.seconds), fixed(x.meters.map { $0 / 1000 }, 1), fixed(x.load, 0)] }
    var rows: [[String]] = []
    for b in bySport + [totals] {
      rows.append([b.sport == "all" ? "all sports" : b.sport, "this week"] + t(b.thisWeek))
      rows.append(["", "last week"] + t(b.previousWeek))
      rows.append(["", "4-week average"] + t(b.fourWeekAverage))
    }
    s.append(.table(headers: ["sport", "", "workouts", "time", "km", "load"], rows: rows))
    if plan != nil || nextEvent != nil || plannedWorkouts != nil {
      s.append(.heading("Plan"))
      if let p = plan {
        s.append(.table(headers: ["", "planned", "done", "%"], rows: [
          ["load", fixed(p.plannedLoad, 0), fixed(p.doneLoad, 0), fixed(p.loadPercent, 0, unit: " %")],
          ["time", clock(p.plannedSeconds), clock(p.doneSeconds), fixed(p.durationPercent, 0, unit: " %")],
          ["sessions", "\(p.plannedSessions)", "\(p.doneSessions)", fixed(p.sessionPercent, 0, unit: " %")],
        ]))
      }
      if let grades = plannedWorkouts {
        let table = PlannedWorkoutGrade.table(grades)
        s.append(.paragraph("Structured workouts, each graded against the activity of its day (share of the planned time in target):"))
        s.append(.table(headers: table.headers, rows: table.rows))
      }
      if let e = nextEvent {
        s.append(.paragraph("Next event: \(e.name) (\(e.priority)) on \(e.date), in \(e.daysToGo) days. 'veloscore plan show' projects fitness and form to it."))
      }
    }
    if let f = fitness {
      s.append(.heading("Fitness"))
      s.append(.figures([("CTL", fixed(f.ctl, 1)), ("ATL", fixed(f.atl, 1)), ("TSB", fixed(f.tsb, 1)),
                         ("CTL trend, 28 d", f.ctlTrendPerWeek.map { "\($0 >= 0 ? "+" : "")\(fixed($0, 1))/week" } ?? "n/a"),
                         ("ACWR", fixed(f.acwr, 2))]))
      if let flag = f.acwrFlag { s.append(.paragraph("ACWR \(flag) (a prompt to look at the plan, not a risk score).")) }
      s.append(.chart(
        svg: SVGChart.lines([.init(name: "CTL (fitness)", color: "#1f6fb2", values: f.weeklyCTL), .init(name: "ATL (fatigue)", color: "#e67e22", values: f.weeklyATL),
                             .init(name: "TSB (form)", color: "#1e8449", values: f.weeklyTSB)],
                            x: .labels((0..<f.weeklyCTL.count).map { shortDate(weekEnd.adding(days: -7 * (f.weeklyCTL.count - 1 - $0))) }, title: "week ending (Sunday)"),
                            yTitle: "TSS/day", title: "CTL, ATL and TSB at the end of the last 6 weeks"),
        text: "6 weeks  CTL \(sparkline(f.weeklyCTL))  ATL \(sparkline(f.weeklyATL))  TSB \(sparkline(f.weeklyTSB))"))
    }
    s.append(.heading("Recovery, sleep and strain"))
    s.append(.figures([("Recovery", fixed(wellness.recoveryAverage, 0)), ("Sleep performance", fixed(wellness.sleepPerformanceAverage, 0, unit: " %")),
                       ("Day strain", fixed(wellness.dayStrainAverage, 1)), ("Scored days", "\(wellness.scoredDays)")]))
    s.append(.table(headers: ["day", "recovery", "sleep %", "strain"], rows: days.map {
      [$0.weekday, $0.recovery.map(String.init) ?? "n/a", fixed($0.sleepPerformance, 0), fixed($0.dayStrain, 1)]
    }))
    s.append(.heading("Best efforts this week"))
    if bestEfforts.isEmpty {
      s.append(.paragraph("No new bests over the previous 365 days."))
    } else {
      s.append(.table(headers: ["duration", "power", "previous best", "activity"], rows: bestEfforts.map {
        [duration($0.seconds), fixed($0.watts, 0, unit: " W"), fixed($0.previousBest, 0, unit: " W"), "#\($0.activityId) \($0.date)"]
      }))
    }
    s.append(.heading("Notable trends (42 days, p < 0.05)"))
    if notableTrends.isEmpty {
      s.append(.paragraph("No significant trends."))
    } else {
      s.append(.table(headers: ["metric", "per week", "p", "days"], rows: notableTrends.map {
        [$0.metric, "\($0.slopePerWeek >= 0 ? "+" : "")\(fixed($0.slopePerWeek, 2))", fixed($0.pValue, 4), "\($0.days)"]
      }))
    }
    return ReportDocument(title: "Weekly progress: \(athlete)", subtitle: "\(weekStart) … \(weekEnd) (\(timeZone))", sections: s)
  }

  public var csvRows: [[String]] {
    [["date", "weekday", "load", "duration_s", "activities", "recovery", "sleep_performance", "day_strain"]]
      + days.map { d in
        [d.date.description, d.weekday, fixedDecimal(d.load, 1), fixedDecimal(d.durationSeconds, 0), "\(d.activities)",
         d.recovery.map(String.init) ?? "", fixedDecimal(d.sleepPerformance, 1, missing: ""), fixedDecimal(d.dayStrain, 2, missing: "")]
      }
  }
}

import VeloIO
