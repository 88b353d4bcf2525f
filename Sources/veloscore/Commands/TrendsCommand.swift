import ArgumentParser
import VeloIO
import VeloReport

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

  @Argument(help: "Dated CSV file.")
  var file: String

  @Argument(help: "Column to analyse (its header).")
  var column: String

  @Option(help: "Days ending at the last date.")
  var window = 28

  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard window >= 3 else { throw ValidationError("'--window' must be at least 3 days.") }
  }

  func run() throws {
    let series: (start: VeloScore.LocalDate, values: [Double])
    do {
      series = try ColumnSeriesCSV.read(path: file, column: column)
    } catch {
      throw failInput(error, hint: "name a numeric column of the file, e.g. 'tss' or 'hrv_rmssd_ms'")
    }
    print(TrendReport(source: file, column: column, start: series.start, values: series.values, window: window).render(output.format), terminator: "")
  }
}

import VeloScore
