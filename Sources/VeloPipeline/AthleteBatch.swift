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
    let prepared = concurrentMap(files, jobs: jobs) { path in
      Result { try context.prepare(path: path, sport: sports[path]) }
    }
    var seen = Set<String>()
    var activities: [StoredActivity] = []
    var wellness: [LocalDate: WellnessReading] = [:]
    var failures: [(String, String)] = []
    for (path, result) in zip(files, prepared) {
      switch result {
      case .failure(let error): failures.append((path, "\(error)"))
      case .success(let source):
        guard seen.insert(source.sha256).inserted else { continue }
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
}
