import Foundation
import VeloIO
import VeloKernels
import VeloPipeline
import VeloScore

/// The file format `batch` writes.
public enum BatchFormat: String, CaseIterable, Sendable {
  case csv
  /// JSON Lines: one object per line.
  case json
  case parquet

  /// The part files' extension: `csv`, `ndjson`, `parquet`.
  public var fileExtension: String { self == .json ? "ndjson" : rawValue }
}

/// How far a batch carries each athlete's days (`batch --through`).
public enum BatchThrough: Sendable, Equatable {
  /// To this day for every athlete.
  case day(LocalDate)
  /// To each athlete's today in their own zone (`AthleteTimeZone/today(now:environment:)`).
  case today
}

/// Scoring a dataset folder of many athletes without a library: the use case
/// behind `veloscore batch` and the unit a distributed job runs per partition.
public enum BatchScoring {
  /// The roster entries named in `only` (all without it); an unknown name is a ``Failure``.
  public static func athletes(of dataset: DatasetFolder, only: [String]?) throws -> [AthleteRosterCSV.Entry] {
    guard let only else { return dataset.roster }
    let wanted = Set(only)
    let unknown = wanted.subtracting(dataset.roster.map(\.name)).sorted()
    guard unknown.isEmpty else {
      throw Failure(
        InputDataError(
          file: "\(dataset.root)/athletes.csv",
          message: said("batch.unknownOnly", unknown.map { "'\($0)'" }.joined(separator: ", "))),
        hint: said("batch.unknownOnly.hint"))
    }
    return dataset.roster.filter { wanted.contains($0.name) }
  }

  /// One athlete's days and activities, scored with the thresholds in effect on each date;
  /// with `through`, the days carried on to it with no load (`batch --through`).
  public static func score(
    _ entry: AthleteRosterCSV.Entry, in dataset: DatasetFolder, through: BatchThrough? = nil
  ) throws -> AthleteBatch.Output {
    let thresholds = try Threshold.dataset(
      roster: entry.thresholds, dated: dataset.thresholds(for: entry.name),
      file: "\(dataset.root)/\(entry.name)/thresholds.csv")
    let zone: AthleteTimeZone
    do { zone = try AthleteTimeZone(identifier: entry.timeZone ?? "UTC") } catch {
      throw InputDataError(file: "\(dataset.root)/athletes.csv", message: "athlete '\(entry.name)': \(error)")
    }
    return try AthleteBatch.score(
      files: dataset.files(for: entry.name), thresholds: thresholds, sex: entry.sex, zone: zone,
      sports: dataset.sports(for: entry.name), through: try day(through, zone: zone))
  }

  /// The day `through` names for an athlete in `zone`.
  static func day(_ through: BatchThrough?, zone: AthleteTimeZone) throws -> LocalDate? {
    switch through {
    case nil: return nil
    case .day(let day): return day
    case .today:
      do { return try zone.today() } catch { throw InputDataError(file: "VELOSCORE_TODAY", message: error.description) }
    }
  }

  /// Athletes a part file holds unless `--athletes-per-file` says otherwise.
  public static let defaultAthletesPerFile = 1000

  /// Scores every athlete of `athletes`, `jobs` at a time, into the dataset
  /// folder `out` (a folder per table, part files of
  /// `athletesPerFile` athletes in id order), calling `done` after each; returns
  /// the problems (files that failed, athletes that could not be scored), each
  /// naming its file or athlete. With `through`, every athlete's days go on to
  /// it with no load (today's state, for a dashboard of a squad). A file that
  /// cannot be written stops the run (``Failure``), leaving no part half-written.
  public static func run(
    _ athletes: [AthleteRosterCSV.Entry], in dataset: DatasetFolder, out: String, format: BatchFormat, jobs: Int,
    through: BatchThrough? = nil, athletesPerFile: Int = defaultAthletesPerFile,
    done: @escaping @Sendable () -> Void = {}
  ) throws -> [String] {
    let ordered = athletes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    let writer: BatchDataset
    do {
      try PrivateOutput.folder(out, below: out)
      writer = try BatchDataset(
        out: out, format: format, athletes: ordered.count, athletesPerFile: athletesPerFile, jobs: jobs)
    } catch {
      throw Failure.cannotWrite(out, error)
    }
    let problems = concurrentMap(ordered.count, jobs: jobs) { k -> [String] in
      defer { done() }
      let entry = ordered[k]
      do {
        let result = try score(entry, in: dataset, through: through)
        writer.add(
          k,
          [
            BatchContract.days(athlete: entry.name, result.days),
            BatchContract.activities(athlete: entry.name, result.activities),
          ])
        return result.failures.map(\.reason)
      } catch {
        writer.add(k, BatchDataset.tables.map { BatchContract.schema(of: $0) })
        return ["\(entry.name): \(error)"]
      }
    }.flatMap { $0 }
    do { try writer.finish() } catch { throw Failure.cannotWrite(out, error) }
    return problems
  }
}
