import ArgumentParser
import VeloStore
import VeloIO
import VeloReport
import VeloScore

struct LoadCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "load",
    abstract: "Acute:chronic workload ratios, monotony and strain from a daily load log.",
    discussion: """
      FILE is the same CSV 'pmc' reads ('date,tss', or a workout list with a start
      time and a load column). Ratios start after a 28-day warm-up; days whose
      chronic load is 0 have none. JSON carries every day.

      Example:
        veloscore load daily.csv --days 28
      """
  )

  @Argument(help: "Daily load CSV file (date,tss) or a workout list; without it, the athlete in the library.")
  var file: String?

  @OptionGroup var store: StoreOptions

  @OptionGroup var timeZone: TimeZoneOption

  @Option(help: "Days shown in the text table.")
  var days = 21

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard days >= 1 else { throw ValidationError("'--days' must be at least 1.") }
  }

  func run() throws {
    let (daily, source) = try dailyLoad(file: file, store: store, timeZone: timeZone)
    print(LoadReport(source: source, daily: daily, textDays: days).render(output.format), terminator: "")
  }
}
