import Foundation
import VeloIO
import VeloKernels
import VeloScore

/// Scores one athlete's files without a library — the unit `veloscore batch`
/// runs per athlete and a distributed job calls per partition. Same parsing,
/// scoring and daily models as a library's ingest;
/// duplicate file contents count once. Deterministic: the same files give the same rows.
public enum AthleteBatch {
  public struct Output: Sendable {
    public var activities: [StoredActivity]
    public var days: [DailyMetrics]
    /// Files that could not be used, with the reason.
    public var failures: [(path: String, reason: String)]
  }

  /// - Parameters:
  ///   - files: the activity files, every one of the same athlete.
  ///   - thresholds: with their effective dates (``Threshold/dataset(roster:dated:file:)``
  ///     for a dataset folder); each activity is scored with those in effect on its date.
  ///   - sex: the athlete's, for the heart-rate load and strain weightings.
  ///   - zone: the athlete's time zone, which dates each activity.
  ///   - sports: sport for a file that names none, by path.
  ///   - jobs: files scored at once.
  ///   - through: the days go on to this one with no load when it is after the last record
  ///     (`DailyMetrics/compute(activities:wellness:sex:through:)`).
  public static func score(
    files: [String], thresholds: [Threshold], sex: Sex?, zone: AthleteTimeZone, sports: [String: String] = [:],
    jobs: Int = 1, through: LocalDate? = nil
  ) throws -> Output {
    var options = IngestOptions()
    options.forTheLibrary = false  // no curve, summary or samples: the output has no column for them
    let context = IngestContext(thresholds: thresholds, sex: sex, zone: zone, options: options)
    let copies = copies(among: files)
    let files = files.filter { !copies.contains($0) }
    let prepared = concurrentMap(files, jobs: jobs) { path in
      Result { try context.prepare(path: path, sport: sports[path]) }
    }
    var activities: [StoredActivity] = []
    var wellness: [LocalDate: WellnessReading] = [:]
    var failures: [(String, String)] = []
    for (path, result) in zip(files, prepared) {
      switch result {
      case .failure(let error): failures.append((path, "\(error)"))
      case .success(let source):
        for (var a, _) in source.activities {
          a.id = Int64(activities.count + 1)
          activities.append(a)
        }
        for r in source.wellness {
          let merged =
            wellness[r.date].map {
              WellnessDay(athleteId: 0, reading: $0).merged(with: WellnessDay(athleteId: 0, reading: r)).reading
            } ?? r
          wellness[r.date] = merged
        }
      }
    }
    let days = DailyMetrics.compute(
      activities: activities, wellness: wellness.keys.sorted().map { wellness[$0]! }, sex: sex, through: through)
    return Output(activities: activities, days: days, failures: failures)
  }

  /// The files whose bytes equal an earlier file's in `files` (a ride copied
  /// into two folders): counted once. Only files of the same size are compared,
  /// by SHA-256, so a folder without copies costs one `stat` a file.
  public static func copies(among files: [String]) -> Set<String> {
    var bySize: [Int: [String]] = [:]
    for path in files {
      guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else { continue }
      bySize[size, default: []].append(path)
    }
    var copies = Set<String>()
    for (_, group) in bySize where group.count > 1 {
      var seen = Set<[UInt8]>()
      for path in files where group.contains(path) {
        // Unreadable here: left for scoring, which names the problem.
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else { continue }
        if !seen.insert(SHA256.hash(data: data)).inserted { copies.insert(path) }
      }
    }
    return copies
  }
}
