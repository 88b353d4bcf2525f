import ArgumentParser
import VeloEngine
import VeloPipeline
import VeloReport

/// `veloscore dashboard`: what `GET …/dashboard` answers, from the command line.
struct DashboardCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dashboard",
    abstract:
      "An athlete's home screen: CTL/ATL/TSB and recovery on the latest day, this week against the goal, new bests, the next event.",
    discussion:
      "The same document 'veloscore serve' answers at /v1/athletes/{athlete}/dashboard.\n\nExample:\n  veloscore dashboard --athlete ana --json"
  )
  @Option(help: "The day (default: the latest stored day).") var date: String?
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
