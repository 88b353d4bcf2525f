import ArgumentParser
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

struct TrendsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trends",
    abstract: "Trend of any daily column: OLS slope with SE, 95 % CI, p-value, R², and the robust Theil–Sen slope.",
    discussion: """
      FILE is any dated CSV (daily.csv, wellness.csv, an app export); COLUMN is a
      header in it. Days without a value are skipped, not read as 0.

      Examples:
        veloscore trends wellness.csv hrv_rmssd_ms --window 60
        veloscore trends daily.csv tss --json
      """
  )

  @Argument(
    help:
      "Dated CSV file and the column to analyse (its header); or only a column of the athlete's days in the library (\(DailySeries.columnNames.joined(separator: ", ")))."
  )
  var arguments: [String]

  @OptionGroup var store: StoreOptions

  var file: String? { arguments.count == 2 ? arguments[0] : nil }
  var column: String { arguments.last ?? "" }

  @Option(help: "Days ending at the last date.")
  var window = 28

  @OptionGroup var output: OutputOptions
  @OptionGroup var language: LanguageOption

  func validate() throws {
    guard window >= 3 else { throw ValidationError(say("trends.window")) }
    guard (1...2).contains(arguments.count) else { throw ValidationError(say("trends.arguments")) }
    if arguments.count == 1, DailySeries.columns[column] == nil {
      throw ValidationError(say("trends.column", column, DailySeries.columnNames.joined(separator: ", ")))
    }
  }

  func run() throws {
    guard let file else {
      let (library, athlete) = try store.openAthlete()
      do {
        let days = try library.history(athlete).days(from: nil, through: nil)
        let wellness = Dictionary(
          try library.history(athlete).wellness(from: nil, through: nil).map { ($0.date, $0) },
          uniquingKeysWith: { a, _ in a })
        guard let start = days.first?.date else {
          throw failInput(
            InputDataError(file: athlete.name, message: say("trends.noDays")), hint: say("noActivities.hint"))
        }
        let values = days.map { DailySeries.columns[column]!($0, wellness[$0.date]) ?? .nan }
        print(
          TrendReport(source: athlete.name, column: column, start: start, values: values, window: window).render(
            output.format, language: language.resolved(for: athlete)), terminator: "")
      } catch let e where Failure.isStoreError(e) { throw failStore(e) }
      return
    }
    let series: (start: VeloScore.LocalDate, values: [Double])
    do {
      series = try ColumnSeriesCSV.read(path: file, column: column)
    } catch {
      throw failInput(error, hint: say("trends.hint.column"))
    }
    print(
      TrendReport(source: file, column: column, start: series.start, values: series.values, window: window).render(
        output.format, language: language.resolved()), terminator: "")
  }
}
