import ArgumentParser
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct WellnessCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wellness",
    abstract: "Recovery, sleep need, sleep debt and sleep performance from a wellness CSV.",
    discussion: """
      FILE: our layout (date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours)
      or an export of WHOOP, Oura, intervals.icu or HRV4Training. The headers read
      (any case; every other column is named in a warning):
      \(WellnessCSV.acceptedHeaders)

      Formulas: docs/wellness.md.

      Example:
        veloscore wellness wellness.csv --days 7
      """
  )

  @Argument(help: "Wellness CSV file; without it, the athlete in the library (with day strain from stored heart rate).")
  var file: String?

  @OptionGroup var store: StoreOptions

  @Option(help: "Baseline sleep need in hours.")
  var sleepNeed = 7.6

  @Option(help: "Days shown in the text table (JSON has every day).")
  var days = 14

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    guard (4...12).contains(sleepNeed) else { throw ValidationError(say("wellness.sleepNeed", sleepNeed)) }
    guard days >= 1 else { throw ValidationError(say("atLeastOne", "--days")) }
  }

  func run() throws {
    guard let file else {
      let (library, athlete) = try store.openAthlete()
      do {
        print(
          try WellnessReport.library(library.history(athlete), sleepNeed: sleepNeed, textDays: days).render(
            output.format, language: language.resolved(for: athlete)), terminator: "")
      } catch { throw failStore(error) }
      return
    }
    let readings: [WellnessReading]
    do {
      readings = try WellnessCSV.read(path: file)
    } catch {
      throw failInput(error, hint: say("wellness.hint"))
    }
    print(
      WellnessReport(source: file, readings: readings, baselineNeed: sleepNeed, textDays: days).render(
        output.format, language: language.resolved()), terminator: "")
  }
}
