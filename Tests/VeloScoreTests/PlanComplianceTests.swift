import Testing
import VeloScore

@Suite struct PlanComplianceTests {
  @Test func weeksSumPlannedAndDone() throws {
    let monday = try #require(LocalDate(iso: "2026-11-16"))
    let planned = [
      PlanCompliance.Entry(date: monday, load: 60, seconds: 3600),
      .init(date: monday.adding(days: 2), load: 90, seconds: 5400),
      .init(date: monday.adding(days: 7), load: 50, seconds: 3000),
    ]
    let done = [PlanCompliance.Entry(date: monday.adding(days: 1), load: 75, seconds: 4500, sessions: 2)]
    let weeks = PlanCompliance.weeks(
      planned: planned, done: done, from: monday.adding(days: 3), through: monday.adding(days: 13))
    #expect(weeks.count == 2 && weeks[0].monday == monday)
    #expect(weeks[0].plannedLoad == 150 && weeks[0].doneLoad == 75 && weeks[0].loadPercent == 50)
    #expect(
      weeks[0].durationPercent == 50 && weeks[0].plannedSessions == 2 && weeks[0].doneSessions == 2
        && weeks[0].sessionPercent == 100)
    #expect(weeks[1].doneLoad == 0 && weeks[1].loadPercent == 0)
    #expect(PlanCompliance.weeks(planned: [], done: done, from: monday, through: monday)[0].loadPercent == nil)
  }

  @Test func plannedLoadFallsBackToDuration() {
    #expect(PlanCompliance.plannedLoad(load: 80, durationSeconds: 3600) == 80)
    #expect(PlanCompliance.plannedLoad(load: nil, durationSeconds: 3600) == 56.25)  // 1 h at IF 0.75
    #expect(PlanCompliance.plannedLoad(load: nil, durationSeconds: nil) == 0)
  }
}
