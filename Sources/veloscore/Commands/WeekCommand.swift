import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct WeekCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "week",
    abstract: "Weekly progress: days active vs goal, streak, totals by sport, vs last week and the 4-week average.",
    discussion: """
      FILE is a workout list (start time, sport, duration, distance, calories,
      tss). A workout counts on the day it started, even when it ends after
      midnight: a time with an offset (+01:00) on its written date, a time
      without one as wall-clock time in --tz, a UTC time (Z) on its day in --tz.
      Weeks run Monday to Sunday.

      Example:
        veloscore week workouts.csv --tz Europe/Berlin --goal 4 --date 2026-11-22
      """
  )

  @Argument(help: "Workout list CSV; without it, the athlete in the library (its zone and goal).")
  var file: String?

  @OptionGroup var store: StoreOptions

  @OptionGroup var timeZone: TimeZoneOption

  @Option(help: "Weekly goal: active days, 1–7 (default: the athlete's, else 3).")
  var goal: Int?

  @Option(
    help:
      "Any day of the week to report (YYYY-MM-DD; default: this week in the library, the latest workout's week in FILE). The goal is 'in progress' until the week's days left can no longer reach it."
  )
  var date: String?

  @Option(
    help:
      "Planned sessions CSV (date, sport, load, minutes, description) to compare the week with; the library's plan is used without FILE."
  )
  var plan: String?

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    if let goal, !InputLimits.weeklyGoal.contains(goal) { throw ValidationError(say("badGoal", goal)) }
    _ = try parseDate(date, option: "--date")
  }

  func run() throws {
    guard let file else {
      let (library, athlete) = try store.openAthlete()
      do {
        // A plan file, when given, instead of the library's plan.
        let planned = try plan.map(plannedEntries)
        guard
          let report = try WeekReport.library(
            library.history(athlete), date: parseDate(date, option: "--date"), goal: goal, planned: planned)
        else {
          throw noActivities(athlete.name)
        }
        print(report.render(output.format, language: language.resolved(for: athlete)), terminator: "")
      } catch let e where Failure.isStoreError(e) { throw failStore(e) }
      return
    }
    let zone = try timeZone.zone()
    let local: [WorkoutSummary]
    do {
      local = try WorkoutListCSV.read(path: file, timeZone: zone)
    } catch {
      throw failInput(error, hint: say("week.hint.workouts"))
    }
    guard let day = try parseDate(date, option: "--date") ?? local.map(\.localDate).max() else {
      throw failInput(InputDataError(file: file, message: say("week.noWorkouts")), hint: say("week.noWorkouts.hint"))
    }
    let progress = try WeeklyProgress(week: day, workouts: local, goal: goal ?? 3)
    let compliance =
      try plan.map { WeekReport.compliance(planned: try plannedEntries($0), progress: progress, workouts: local) }
      ?? nil
    let today: LocalDate
    do { today = try zone.today() } catch {
      throw failInput(InputDataError(file: "VELOSCORE_TODAY", message: error.description), hint: say("today.hint"))
    }
    print(
      WeekReport(source: file, timeZone: zone.identifier, progress: progress, plan: compliance, today: today)
        .render(
          output.format, language: language.resolved()), terminator: "")
  }

  func noActivities(_ name: String) -> ExitCode {
    failInput(InputDataError(file: name, message: say("noActivities")), hint: say("noActivities.hint"))
  }

  /// A plan CSV's sessions as compliance entries (a duration alone counts as IF 0.75).
  func plannedEntries(_ path: String) throws -> [PlanCompliance.Entry] {
    do {
      return try PlanCSV.read(path: path).map {
        PlanCompliance.Entry.planned(date: $0.date, load: $0.load, durationSeconds: $0.durationSeconds)
      }
    } catch { throw failInput(error, hint: say("week.hint.plan")) }
  }
}
