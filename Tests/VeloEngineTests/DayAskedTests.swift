import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// "Today" is a day like any other: five days after the last workout, every
/// document gives that day's state — CTL and ATL decayed with no load (checked
/// against e^(−k/τ) from the last stored day), the readings missing, the
/// countdown and the goal counted from that day.
@Suite struct DayAskedTests {
  @Test func fiveDaysAfterTheLastWorkoutEveryDocumentGivesThatDay() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let library = Library(store)
    var ingest = LibraryIngest(library: library)
    _ = try ingest.run([Repository.path("datasets/sample")])
    let athlete = try #require(try store.athletes().first { $0.name == "athlete-01" })
    let history = library.history(athlete)
    let last = try #require(try history.days(from: nil, through: nil).last)
    let today = last.date.adding(days: 5)
    let race = today.adding(days: 30)
    _ = try store.addEvent(PlanEvent(athleteId: athlete.id!, date: race, name: "Gran Fondo", targetCTL: 45))

    // Independent: exponential PMC with no load, τ 42 and 7 days (PMCParameters' defaults).
    let ctl = last.ctl * exp(-5.0 / 42)
    let atl = last.atl * exp(-5.0 / 7)
    let tsb = last.ctl * exp(-4.0 / 42) - last.atl * exp(-4.0 / 7)

    let dashboard = try DashboardReport.build(history, date: today)
    let t = try #require(dashboard.today)
    #expect(t.date == today && t.lastDataDate == last.date && t.daysWithoutData == 5)
    #expect(abs(t.ctl - ctl) < 1e-9 && abs(t.atl - atl) < 1e-9 && abs(t.tsb - tsb) < 1e-9 && t.load == 0)
    #expect(t.recovery == nil && t.recoveryState == "noReading" && t.sleepDebtSeconds == nil)
    #expect(dashboard.nextEvent?.daysToGo == 30)

    let weekly = try WeeklyProgressReport.build(history, date: today, today: today)
    let f = try #require(weekly.fitness)
    #expect(weekly.asOf == today && weekly.lastDataDate == last.date)
    #expect(f.ctl == t.ctl && f.atl == t.atl && f.tsb == t.tsb && weekly.nextEvent?.daysToGo == 30)
    #expect(weekly.goalState == dashboard.week.goalState && weekly.daysLeft == 7 - today.isoWeekday)
    let text = weekly.render(.text)
    #expect(text.contains("no data since") && text.contains("(5 days)"), "\(text)")

    let pmc = try #require(try FitnessReport.library(history, through: today))
    let pmcToday = try #require(pmc.days.last)
    #expect(pmcToday.date == today && abs(pmcToday.ctl - ctl) < 1e-9 && abs(pmcToday.atl - atl) < 1e-9)

    let week = try #require(try WeekReport.library(history, date: nil, today: today))
    #expect(week.asOf == today && week.progress.monday == today.adding(days: 1 - today.isoWeekday))
    #expect(week.goalStatus.state == weekly.goalState)

    // The plan's projection starts from the same state: going into today, yesterday's CTL and ATL.
    let plan = try PlanReport.build(history, from: today)
    #expect(
      abs(plan.startCTL - last.ctl * exp(-4.0 / 42)) < 1e-9 && abs(plan.startATL - last.atl * exp(-4.0 / 7)) < 1e-9)
  }

  @Test func aPastWeekIsAsOfItsSundayAndItsGoalIsOver() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    var ingest = LibraryIngest(library: Library(store))
    _ = try ingest.run([Repository.path("datasets/sample")])
    let athlete = try #require(try store.athletes().first { $0.name == "athlete-01" })
    let history = Library(store).history(athlete)
    let last = try #require(try history.days(from: nil, through: nil).last)
    let monday = last.date.adding(days: -7 - (last.date.isoWeekday - 1))
    let sunday = monday.adding(days: 6)
    let weekly = try WeeklyProgressReport.build(history, date: monday, today: last.date.adding(days: 5))
    #expect(weekly.asOf == sunday && weekly.daysLeft == 0 && weekly.goalState != .inProgress)
    let stored = try #require(try history.days(from: sunday, through: sunday).first)
    #expect(weekly.fitness?.ctl == stored.ctl && weekly.fitness?.atl == stored.atl)
  }
}

/// `batch --through`: a squad's days carried on to the day asked, each athlete's state on it
/// the one the library's documents give (decayed with no load from the last stored day).
@Suite struct BatchThroughTests {
  @Test func theLastRowIsTheDayAsked() throws {
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    let entry = try #require(dataset.roster.first { $0.name == "athlete-01" })
    let plain = try BatchScoring.score(entry, in: dataset)
    let last = try #require(plain.days.last)
    let day = last.date.adding(days: 5)
    let carried = try BatchScoring.score(entry, in: dataset, through: .day(day))
    #expect(carried.days.count == plain.days.count + 5 && carried.days.last?.date == day)
    let today = try #require(carried.days.last)
    #expect(abs(today.ctl - last.ctl * exp(-5.0 / 42)) < 1e-9 && abs(today.atl - last.atl * exp(-5.0 / 7)) < 1e-9)
    #expect(today.load == 0 && today.activityCount == 0 && today.recovery == nil && today.sleepPerformance == nil)
    // A day before the last record changes nothing: the history is never cut.
    let earlier = try BatchScoring.score(entry, in: dataset, through: .day(last.date.adding(days: -30)))
    #expect(earlier.days == plain.days)
  }
}
