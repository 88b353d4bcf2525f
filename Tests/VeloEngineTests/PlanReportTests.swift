import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

@Suite struct PlanReportTests {
  /// A library with 3 logged days, a plan and events.
  func library() throws -> (AthleteStore, Athlete) {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"))
    let log = dir.appendingPathComponent("log.csv")
    try "date,sport,duration,tss\n2026-11-16,Ride,3600,80\n2026-11-18,Run,1800,40\n2026-11-23,Ride,5400,100\n".write(
      to: log, atomically: true, encoding: .utf8)
    _ = try store.ingest(paths: [log.path], athlete: ana)
    try store.addPlannedSessions([
      PlannedSession(
        // done instead: 100
        athleteId: ana.id!, date: LocalDate(year: 2026, month: 11, day: 23), load: 60, durationSeconds: 3600),
      PlannedSession(athleteId: ana.id!, date: LocalDate(year: 2026, month: 11, day: 25), load: 70),
      // 112.5
      PlannedSession(athleteId: ana.id!, date: LocalDate(year: 2026, month: 11, day: 26), durationSeconds: 7200),
    ])
    try store.addEvent(
      PlanEvent(athleteId: ana.id!, date: LocalDate(year: 2026, month: 11, day: 28), name: "Crit", priority: .c))
    try store.addEvent(
      PlanEvent(
        athleteId: ana.id!, date: LocalDate(year: 2027, month: 2, day: 7), name: "Fondo", priority: .a, targetCTL: 45,
        tsbBand: 0...20))
    return (store, ana)
  }

  /// The projection against a plain loop over the same loads (done beats planned).
  @Test func projectionFollowsDoneThenPlanned() throws {
    let (store, ana) = try library()
    let from = LocalDate(year: 2026, month: 11, day: 23)
    let r = try PlanReport.build(store.history(ana), from: from)
    let a = 1 - exp(-1.0 / 42)
    let b = 1 - exp(-1.0 / 7)
    var ctl = 0.0
    var atl = 0.0
    for load in [80.0, 0, 40, 0, 0, 0, 0] {
      ctl += a * (load - ctl)
      atl += b * (load - atl)
    }
    #expect(isClose(r.startCTL, ctl, rel: 1e-12) && isClose(r.startATL, atl, rel: 1e-12))
    let loads = [100.0, 0, 70, 112.5, 0]  // 23 done, 24 nothing, 25 and 26 planned, 27 nothing
    for (k, load) in loads.enumerated() {
      let tsb = ctl - atl
      ctl += a * (load - ctl)
      atl += b * (load - atl)
      #expect(
        r.days[k].load == load && isClose(r.days[k].ctl, ctl, rel: 1e-12)
          && isClose(r.days[k].tsb, tsb, rel: 1e-12, abs: 1e-12))
    }
    #expect(r.days[0].source == "done" && r.days[2].source == "planned")
    let crit = try #require(r.events.first)
    #expect(isClose(crit.ctl, ctl, rel: 1e-12) && isClose(crit.tsb, ctl - atl, rel: 1e-12))
    #expect(r.days.last?.date == LocalDate(year: 2027, month: 2, day: 7))
    // The A event's solution lands on its targets when projected from the same state.
    let solution = try #require(r.solution?.plan)
    let check = LoadPlanning(ctl: r.startCTL, atl: r.startATL).project(solution.dailyLoads)
    #expect(
      isClose(check.ctl.values.last!, 45, rel: 1e-10)
        && abs(check.ctl.values.last! - check.atl.values.last! - 10) < 1e-9)
    #expect(r.solution?.weeks.map(\.neededLoad).reduce(0, +) ?? 0 > 0)
    #expect(isClose(r.solution!.weeks.map(\.neededLoad).reduce(0, +), solution.dailyLoads.reduce(0, +), rel: 1e-12))
    // Compliance this week so far: planned 60 on the 23rd, done 100.
    let week = try #require(r.compliance.last)
    #expect(week.plannedLoad == 60 && week.doneLoad == 100 && week.doneSessions == 1)
  }

  @Test func renderersCarryTheProjection() throws {
    let (store, ana) = try library()
    let r = try PlanReport.build(
      store.history(ana), from: LocalDate(year: 2026, month: 11, day: 23), maximumWeeklyRamp: 1)
    #expect(r.solution?.infeasible?.hasPrefix("infeasible: needs ramp") == true)
    let text = r.render(.text)
    #expect(text.contains("Fondo") && text.contains("infeasible: needs ramp") && text.contains("> limit 1"))
    // The plan's last session is 26 Nov, the Fondo 7 Feb: the projection between assumes no training, and says so.
    #expect(
      text.replacingOccurrences(of: "\n", with: " ").contains(
        "The planned and done sessions end on Thu 26 Nov 2026: from then to Sun 7 Feb 2027 the projection assumes no training"
      ), "\(text)")
    let html = r.render(.html)
    #expect(html.contains("stroke-dasharray=\"6 4\"") && html.contains("<svg"))
    #expect(r.render(.csv).hasPrefix("date,load,source,ctl,atl,tsb\n2026-11-23,100.0,done,"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(r.render(.json).utf8)) as? [String: Any])
    #expect(json["schemaVersion"] as? Int == 2 && (json["days"] as? [Any])?.count == r.days.count)
  }
}
