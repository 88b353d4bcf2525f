import ArgumentParser
import VeloStore
import VeloIO
import VeloReport
import VeloScore

struct WeekCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "week",
    abstract: "Weekly progress: days active vs goal, streak, totals by sport, vs last week and the 4-week average.",
    discussion: """
      FILE is a workout list (start time with zone, sport, duration, distance,
      calories, tss). Workouts count on the local day they started in --tz, even
      when they end after midnight; weeks run Monday to Sunday.

      Example:
        veloscore week workouts.csv --tz Europe/Berlin --goal 4 --date 2026-11-22
      """
  )

  @Argument(help: "Workout list CSV; without it, the athlete in the library (its zone and goal).")
  var file: String?

  @OptionGroup var store: StoreOptions

  @Option(help: "Athlete's IANA time zone, e.g. Europe/Berlin (default: the athlete's, else UTC).")
  var tz: String?

  @Option(help: "Weekly goal: active days, 1–7 (default: the athlete's, else 3).")
  var goal: Int?

  @Option(help: "Any day of the week to report (YYYY-MM-DD; default: the week of the latest workout).")
  var date: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let goal, !(1...7).contains(goal) { throw ValidationError("'--goal' must be 1…7 active days, got \(goal).") }
    _ = try parseDate(date, option: "--date")
    if let tz { do { _ = try AthleteTimeZone(identifier: tz) } catch { throw ValidationError("\(error).") } }
  }

  func run() throws {
    guard let file else {
      let (library, athlete) = try store.openAthlete()
      do {
        let local = try library.activities(athleteId: athlete.id!).map(\.workoutSummary)
        guard let day = try parseDate(date, option: "--date") ?? local.map(\.localDate).max() else {
          throw failInput(InputDataError(file: athlete.name, message: "no activities"), hint: "add some with 'veloscore ingest'")
        }
        let progress = try WeeklyProgress(week: day, workouts: local, goal: goal ?? athlete.weeklyGoal)
        print(WeekReport(source: athlete.name, timeZone: athlete.timeZone, progress: progress).render(output.format), terminator: "")
      } catch let e as StoreError { throw failStore(e) }
      return
    }
    let tz = self.tz ?? "UTC"
    let workouts: [WorkoutSummary]
    do {
      workouts = try WorkoutListCSV.read(path: file)
    } catch {
      throw failInput(error, hint: "expected a header such as 'start_time,sport,duration,distance,calories,tss'")
    }
    let zone = try AthleteTimeZone(identifier: tz)
    let local = zone.localize(workouts)
    guard let day = try parseDate(date, option: "--date") ?? local.map(\.localDate).max() else {
      throw failInput(InputDataError(file: file, message: "no workouts"), hint: "the file has a header but no rows")
    }
    let progress = try WeeklyProgress(week: day, workouts: local, goal: goal ?? 3)
    print(WeekReport(source: file, timeZone: tz, progress: progress).render(output.format), terminator: "")
  }
}
