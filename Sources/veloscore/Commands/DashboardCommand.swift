import ArgumentParser
import VeloEngine
import VeloPipeline
import VeloReport

/// `veloscore dashboard`: what `GET …/dashboard` answers, from the command line.
struct DashboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dashboard",
    abstract:
      "An athlete's home screen: CTL/ATL/TSB and recovery today (or --date), this week against the goal, new bests, the next event.",
    discussion:
      "The same document 'veloscore serve' answers at /v1/athletes/{athlete}/dashboard. A day after the last one with data is carried on with no load (CTL and ATL decay) and its readings are missing; the dashboard says since when. VELOSCORE_TODAY=YYYY-MM-DD fixes today for every command.\n\nExamples:\n  veloscore dashboard --athlete ana\n  veloscore dashboard --athlete ana --date 2026-11-22 --json"
  )
  @Option(help: "The day (YYYY-MM-DD; default: the athlete's today in their time zone).") var date: String?
  @OptionGroup var language: LanguageOption
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions

  func validate() throws { _ = try parseDate(date, option: "--date") }

  func run() throws {
    let (library, athlete) = try store.openAthlete()
    do {
      let report = try DashboardReport.build(library.history(athlete), date: parseDate(date, option: "--date"))
      print(
        output.json ? report.render(.json) : report.render(.text, language: language.resolved(for: athlete)),
        terminator: "")
    } catch let e where Failure.isStoreError(e) { throw failStore(e) }
  }
}
