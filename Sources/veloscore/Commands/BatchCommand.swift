import ArgumentParser
import Foundation
import VeloIO
import VeloScore
import VeloStore

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
  @Option(help: "Output format: csv, json or parquet (typed columns for pandas, Polars, DuckDB, Spark; see docs/batch-contract.md).")
  var format: BatchFormat = .csv
  @Option(help: "Athletes scored in parallel.") var jobs = 1
  @OptionGroup var progress: ProgressOptions
  @Option(help: "Only these athletes (comma-separated names).") var only: String?
  @OptionGroup var output: OutputOptions

  func validate() throws { guard jobs >= 1 else { throw ValidationError("'--jobs' must be at least 1.") } }

  func run() throws {
    let dataset: DatasetFolder
    do { dataset = try DatasetFolder(root: input) } catch { throw failInput(error, hint: "IN must be a dataset folder with an athletes.csv") }
    let wanted = only.map { Set($0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }) }
    let roster = dataset.roster.filter { wanted?.contains($0.name) ?? true }
    let unknown = (wanted ?? []).subtracting(dataset.roster.map(\.name)).sorted()
    if !unknown.isEmpty {
      throw failInput(
        InputDataError(file: "\(input)/athletes.csv", message: "no athlete \(unknown.map { "'\($0)'" }.joined(separator: ", ")) (--only)"),
        hint: "--only takes ids from the 'id' column, comma-separated")
    }
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let (out, format) = (self.out, self.format)
    let bar = ProgressBar(label: "batch", unit: "athletes", total: roster.count, options: progress)
    let failures = ParallelMap.run(roster, jobs: jobs) { e -> [String] in
      defer { bar.advance() }
      do {
        let thresholds = try Threshold.dataset(
          roster: e.thresholds, dated: dataset.thresholds(for: e.name), file: "\(dataset.root)/\(e.name)/thresholds.csv")
        let result = try AthleteBatch.score(
          files: dataset.files(for: e.name), thresholds: thresholds, sex: e.sex, timeZone: e.timeZone ?? "UTC",
          sports: dataset.sports(for: e.name))
        try BatchOutput.write(result, athlete: e.name, to: out, format: format)
        return result.failures.map(\.reason)
      } catch {
        return ["\(e.name): \(error)"]
      }
    }
    bar.finish()
    let problems = failures.flatMap { $0 }
    for p in problems { writeToStandardError("failed: \(p)\n") }
    if output.json {
      struct Summary: Encodable { var athletes: Int; var out: String; var format: String; var failures: [String]; var seconds: Double }
      printJSON(Summary(athletes: roster.count, out: out, format: format.rawValue, failures: problems, seconds: bar.elapsed))
    } else {
      print("Scored \(roster.count) athletes into \(out) in \(String(format: "%.1f", bar.elapsed)) s\(problems.isEmpty ? "" : "; \(problems.count) files failed").")
    }
    if !problems.isEmpty { throw ExitCode(65) }
  }
}
