import Foundation
import VeloIO
import VeloKernels
import VeloPipeline
import VeloScore

/// The file format `batch` writes.
public enum BatchFormat: String, CaseIterable, Sendable { case csv, json, parquet }

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

  /// Writes `OUT/<athlete>.days.<ext>` and `OUT/<athlete>.activities.<ext>`, each atomically.
  public static func write(_ result: AthleteBatch.Output, athlete: String, to dir: String, format: BatchFormat) throws {
    let base = (dir as NSString).appendingPathComponent(SafeName.pathComponent(athlete))
    for table in [
      BatchContract.days(athlete: athlete, result.days), BatchContract.activities(athlete: athlete, result.activities),
    ] {
      let data: Data
      switch format {
      case .csv: data = Data(table.csv().utf8)
      case .json: data = try table.json()
      case .parquet: data = Data(try table.parquet(contractVersion: BatchContract.version))
      }
      let path = "\(base).\(table.name).\(format.rawValue)"
      do { try PrivateOutput.write(data, to: path) } catch {
        throw Failure.cannotWrite(path, error)
      }
    }
  }

  /// Scores and writes every athlete of `athletes`, `jobs` at a time, calling
  /// `done` after each; returns the problems (files that failed, athletes that
  /// could not be scored), each naming its file or athlete. With `through`, every
  /// athlete's days go on to it with no load (today's state, for a dashboard of a squad).
  public static func run(
    _ athletes: [AthleteRosterCSV.Entry], in dataset: DatasetFolder, out: String, format: BatchFormat, jobs: Int,
    through: BatchThrough? = nil, done: @escaping @Sendable () -> Void = {}
  ) throws -> [String] {
    do { try PrivateOutput.folder(out, below: out) } catch {
      throw Failure.cannotWrite(out, error)
    }
    return concurrentMap(athletes, jobs: jobs) { entry -> [String] in
      defer { done() }
      do {
        let result = try score(entry, in: dataset, through: through)
        try write(result, athlete: entry.name, to: out, format: format)
        return result.failures.map(\.reason)
      } catch {
        return ["\(entry.name): \(error)"]
      }
    }.flatMap { $0 }
  }
}
