import VeloPipeline
import VeloScore

extension PlanReport {
  /// Builds the plan view of `athlete` from `from` (normally the athlete's today).
  /// - Parameters:
  ///   - history: the athlete whose plan, events and days are read.
  ///   - from: the first day of the view.
  ///   - maximumWeeklyRamp: CTL points per week the build may climb.
  ///   - taperDays: days of taper before the A event.
  ///   - complianceWeeks: weeks of planned-vs-done up to `from`'s week.
  public static func build(
    _ history: any AthleteHistory, from: LocalDate, maximumWeeklyRamp: Double = 7, taperDays: Int = 7,
    complianceWeeks: Int = 4
  ) throws -> PlanReport {
    let athlete = history.athlete
    let parameters = PMCParameters()
    let before = try history.lastDay(before: from)
    let complianceStart = from.adding(days: 1 - from.isoWeekday - 7 * max(0, complianceWeeks - 1))
    // The days done from the compliance weeks' first day on (the state before `from` is `before`'s).
    let pastDays = try history.days(from: complianceStart, through: nil)
    // State at the end of from − 1: the last stored day, decayed with no load over any days after it.
    var state = LoadPlanning(ctl: before?.ctl ?? 0, atl: before?.atl ?? 0, parameters: parameters)
    if let before, before.date < from.adding(days: -1) {
      let rest = state.project(Array(repeating: 0, count: from.dayNumber - before.date.dayNumber - 1))
      state = LoadPlanning(ctl: rest.ctl.values.last!, atl: rest.atl.values.last!, parameters: parameters)
    }
    let events = try history.events(from: from)
    let sessions = try history.plannedSessions(from: nil, through: nil)
    let plannedByDay = Dictionary(grouping: sessions, by: \.date).mapValues {
      $0.reduce(0) { $0 + PlanCompliance.plannedLoad(load: $1.load, durationSeconds: $1.durationSeconds) }
    }
    let doneByDay = Dictionary(
      pastDays.filter { $0.date >= from && $0.activityCount > 0 }.map { ($0.date, $0.load) },
      uniquingKeysWith: { a, _ in a })

    // Forward projection through the last event or planned session.
    let horizon =
      ([events.last?.date, sessions.last?.date, doneByDay.keys.max()].compactMap { $0 }.max()).map { max($0, from) }
      ?? from.adding(days: -1)
    let dates = from <= horizon ? (0...(horizon.dayNumber - from.dayNumber)).map { from.adding(days: $0) } : []
    let loads = dates.map { doneByDay[$0] ?? plannedByDay[$0] ?? 0 }
    let projection = state.project(loads)
    var days: [Day] = []
    for (k, date) in dates.enumerated() {
      let (prevCTL, prevATL) =
        k == 0 ? (state.ctl, state.atl) : (projection.ctl.values[k - 1], projection.atl.values[k - 1])
      days.append(
        Day(
          date: date, load: loads[k], source: doneByDay[date] != nil ? "done" : "planned",
          ctl: projection.ctl.values[k], atl: projection.atl.values[k], tsb: prevCTL - prevATL))
    }
    let eventRows = events.map { e -> Event in
      let k = e.date.dayNumber - from.dayNumber
      let ctl = k == 0 ? state.ctl : projection.ctl.values[k - 1]
      let atl = k == 0 ? state.atl : projection.atl.values[k - 1]
      let band = e.tsbBand
      return Event(
        event: e, ctl: ctl, atl: atl, tsb: ctl - atl, tsbBand: [band.lowerBound, band.upperBound],
        meetsCTL: e.targetCTL.map { ctl >= $0 - 0.05 }, inTSBBand: band.contains(ctl - atl))
    }

    var solution: Solution?
    var note: String?
    if let a = events.first(where: { $0.priority == .a && $0.date > from }) {
      if let target = a.targetCTL {
        let band = a.tsbBand
        let tsb = (band.lowerBound + band.upperBound) / 2
        let planner = TaperPlanner(
          state: state, days: a.date.dayNumber - from.dayNumber, taperDays: taperDays,
          maximumWeeklyRamp: maximumWeeklyRamp)
        var s = Solution(
          event: a.name, date: a.date, targetCTL: target, targetTSB: tsb, maximumWeeklyRamp: maximumWeeklyRamp,
          taperDays: taperDays, plan: nil, infeasible: nil, weeks: [])
        switch planner.solve(targetCTL: target, targetTSB: tsb) {
        case .success(let plan):
          s.plan = plan
          s.weeks = weeks(plan, from: from, planned: plannedByDay)
        case .failure(let why):
          s.infeasible = why.description
        }
        solution = s
      } else {
        note =
          "The A event \(a.name) on \(a.date) has no CTL target: set one ('plan event … --ctl N') to get the weekly loads that reach it."
      }
    }

    let planned = sessions.filter { $0.date >= complianceStart && $0.date <= from }.map {
      PlanCompliance.Entry.planned(date: $0.date, load: $0.load, durationSeconds: $0.durationSeconds)
    }
    let done = pastDays.filter { $0.date >= complianceStart && $0.date <= from && $0.activityCount > 0 }.map {
      PlanCompliance.Entry(date: $0.date, load: $0.load, seconds: $0.durationSeconds ?? 0, sessions: $0.activityCount)
    }
    // Weeks with nothing planned have nothing to comply with.
    let compliance = PlanCompliance.weeks(planned: planned, done: done, from: complianceStart, through: from).filter {
      $0.plannedSessions > 0
    }
    return PlanReport(
      athlete: athlete.name, from: from, startCTL: state.ctl, startATL: state.atl, days: days, events: eventRows,
      solution: solution, solutionNote: note, compliance: compliance)
  }

  /// The solution's daily loads summed by Monday–Sunday week, beside the plan's.
  static func weeks(_ plan: TaperPlanner.Solution, from: LocalDate, planned: [LocalDate: Double]) -> [Week] {
    var out: [Week] = []
    for (k, load) in plan.dailyLoads.enumerated() {
      let date = from.adding(days: k)
      let monday = date.adding(days: 1 - date.isoWeekday)
      let phase = k < plan.buildDays ? "build" : "taper"
      if out.last?.monday != monday { out.append(Week(monday: monday, neededLoad: 0, plannedLoad: 0, phase: phase)) }
      out[out.count - 1].neededLoad += load
      out[out.count - 1].plannedLoad += planned[date] ?? 0
      if phase == "taper" && out[out.count - 1].phase == "build" { out[out.count - 1].phase = "build → taper" }
    }
    return out
  }
}
