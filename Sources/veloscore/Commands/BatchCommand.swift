import ArgumentParser
import Foundation
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore

struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Score a dataset folder of many athletes without a library into one dataset folder per table.",
    discussion: """
      IN is a dataset folder (athletes.csv plus a folder per athlete, see
      datasets/README.md). Writes two tables, each a folder of part files of
      --athletes-per-file athletes in id order:
        OUT/days/part-00000.csv        one row per athlete and day: load,
                                       CTL/ATL/TSB, ramp, ACWR, monotony,
                                       strain, day strain, recovery, sleep
        OUT/activities/part-00000.csv  one row per activity
        OUT/_schema.json               every column's type
      --format parquet writes zstd-compressed Parquet; --format json writes
      JSON Lines (.ndjson). Part files an earlier run left in OUT/days and
      OUT/activities are replaced. Read a table whole, never OUT itself:
        pandas.read_parquet("OUT/days")
        polars.scan_parquet("OUT/days/*.parquet")
        duckdb.sql("from 'OUT/days/*.parquet'")
        polars.read_csv("OUT/days/*.csv", schema=...)  (types: OUT/_schema.json)
      Output is deterministic: the same input gives byte-identical files, with
      any --jobs. This is the unit a distributed job runs per partition
      (distributed/); docs/batch-contract.md holds the columns and units.

      Example:
        veloscore batch datasets/sample --out /tmp/scored --jobs 2
        veloscore batch datasets/sample --out /tmp/scored --format parquet
      """
  )

  @Argument(help: "Dataset folder.") var input: String
  @Option(help: "Output folder (created).") var out: String
  @Option(
    help:
      "Output format: csv, json (JSON Lines) or parquet (typed, compressed columns for pandas, Polars, DuckDB, Spark)."
  )
  var format: BatchFormat = .csv
  @Option(help: "Athletes scored in parallel.") var jobs = 1
  @Option(help: "Athletes in each part file (a 10,000-athlete run at the default writes 10 files per table).")
  var athletesPerFile = BatchScoring.defaultAthletesPerFile
  @OptionGroup var progress: ProgressOptions
  @Option(help: "Only these athletes (comma-separated names).") var only: String?
  @Option(
    help:
      "Carry every athlete's days on to this day (YYYY-MM-DD, or 'today': each athlete's in their zone) with no load, so the last row is that day's state: CTL and ATL decayed, readings missing. Default: each athlete's last day with data."
  ) var through: String?
  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError(say("atLeastOne", "--jobs")) }
    guard athletesPerFile >= 1 else { throw ValidationError(say("atLeastOne", "--athletes-per-file")) }
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
        roster, in: dataset, out: out, format: format, jobs: jobs, through: try throughDay(),
        athletesPerFile: athletesPerFile
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
