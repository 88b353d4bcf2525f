import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Score a dataset folder of many athletes without a library: one output file pair per athlete.",
    discussion: """
      IN is a dataset folder (athletes.csv plus a folder per athlete, see
      datasets/README.md). For each athlete, writes OUT/<name>.days.csv (one
      row per day: load, CTL/ATL/TSB, ramp, ACWR, monotony, strain, day strain,
      recovery, sleep) and OUT/<name>.activities.csv (one row per activity);
      with --format parquet, <name>.days.parquet and <name>.activities.parquet
      (read a whole run with pandas.read_parquet(OUT) or DuckDB's
      read_parquet('OUT/*.days.parquet')).
      Output is deterministic: the same input gives byte-identical files. This
      is the unit a distributed job runs per partition (distributed/).

      Example:
        veloscore batch datasets/sample --out /tmp/scored --jobs 2
        veloscore batch datasets/sample --out /tmp/scored --format parquet
      """
  )

  @Argument(help: "Dataset folder.") var input: String
  @Option(help: "Output folder (created).") var out: String
  @Option(
    help:
      "Output format: csv, json or parquet (typed columns for pandas, Polars, DuckDB, Spark; see docs/batch-contract.md)."
  )
  var format: BatchFormat = .csv
  @Option(help: "Athletes scored in parallel.") var jobs = 1
  @OptionGroup var progress: ProgressOptions
  @Option(help: "Only these athletes (comma-separated names).") var only: String?
  @Option(
    help:
      "Carry every athlete's days on to this day (YYYY-MM-DD, or 'today': each athlete's in their zone) with no load, so the last row is that day's state: CTL and ATL decayed, readings missing. Default: each athlete's last day with data."
  ) var through: String?
  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError(say("atLeastOne", "--jobs")) }
    if through != "today" { _ = try parseDate(through, option: "--through") }
  }

  /// `--through`: a day, or `today` (each athlete's, in their zone).
  func throughDay() throws -> BatchThrough? {
    if through == "today" { return .today }
    return try parseDate(through, option: "--through").map(BatchThrough.day)
  }

  func run() throws {
    let dataset: DatasetFolder
    do { dataset = try DatasetFolder(root: input) } catch { throw failInput(error, hint: say("batch.hint.dataset")) }
    let roster: [AthleteRosterCSV.Entry]
    do {
      roster = try BatchScoring.athletes(
        of: dataset, only: only.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
    } catch { throw Exit.fail(Failure(error)) }
    let bar = ProgressBar(label: "batch", unit: say("unit.athletes"), total: roster.count, options: progress)
    let problems: [String]
    do {
      problems = try BatchScoring.run(
        roster, in: dataset, out: out, format: format, jobs: jobs, through: try throughDay()
      ) { bar.advance() }
    } catch {
      throw Exit.fail(Failure(error))
    }
    bar.finish()
    for p in problems { writeToStandardError(say("ingest.failed", p) + "\n") }
    if output.json {
      struct Summary: Encodable {
        var athletes: Int
        var out: String
        var outputFormat: String
        var failures: [String]
        var wallClockSeconds: Double
      }
      printJSON(
        Summary(
          athletes: roster.count, out: out, outputFormat: format.rawValue, failures: problems,
          wallClockSeconds: bar.elapsed))
    } else {
      print(
        say("batch.done", sayCounted("athletes", roster.count), out, String(format: "%.1f", bar.elapsed))
          + (problems.isEmpty ? "" : say("batch.failed", problems.count)) + ".")
    }
    if !problems.isEmpty { throw ExitCode(65) }
  }
}

extension BatchFormat: ExpressibleByArgument {}
