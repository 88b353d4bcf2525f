import ArgumentParser
import VeloIO
import VeloPipeline
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

      --session-rpe computes them on Foster's session-RPE load instead (RPE ×
      minutes, arbitrary units, summed per local day; only sessions logged with an
      RPE count), the scale team-sport monitoring uses. It is never the PMC's load,
      which is TSS-equivalent from every source (an RPE becomes an intensity).

      Examples:
        veloscore load daily.csv --days 28
        veloscore load --athlete ana --session-rpe
      """
  )

  @Argument(help: "Daily load CSV file (date,tss) or a workout list; without it, the athlete in the library.")
  var file: String?

  @OptionGroup var store: StoreOptions

  @OptionGroup var timeZone: TimeZoneOption

  @Option(help: "Days shown in the text table.")
  var days = 21

  @Flag(
    help: "Use Foster's session-RPE load (RPE × minutes, AU) of the athlete's stored sessions, not the TSS-scale load.")
  var sessionRPE = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    guard days >= 1 else { throw ValidationError(say("atLeastOne", "--days")) }
    if sessionRPE, let file {
      throw ValidationError(say("load.sessionRPEFile", file))
    }
  }

  func run() throws {
    if sessionRPE {
      let (series, athlete) = try sessionRPEDailyLoad(store: store)
      let report = LoadReport(source: athlete.name, daily: series, textDays: days, sessionRPE: true)
      print(report.render(output.format, language: language.resolved(for: athlete)), terminator: "")
      return
    }
    let (daily, source, athlete) = try dailyLoad(file: file, store: store, timeZone: timeZone)
    print(
      LoadReport(source: source, daily: daily, textDays: days).render(
        output.format, language: language.resolved(for: athlete)), terminator: "")
  }
}
