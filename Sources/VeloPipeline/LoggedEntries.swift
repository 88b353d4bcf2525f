import Foundation
import VeloIO
import VeloScore

/// What an app sends without a file (`POST …/workouts`, `POST …/wellness`).
public enum LoggedEntries {
  /// Workouts, each made in the athlete's time zone (for a day without an offset).
  case workouts((AthleteTimeZone) -> [WorkoutSummary])
  /// Mornings' readings, merged by day as a wellness file's are.
  case wellness([WellnessReading])
}

extension IngestContext {
  /// `entries` prepared as the file of their kind would be: `identity` (the
  /// entries in a canonical text) is hashed as a file's bytes are, so the same
  /// entries sent again are a duplicate; `path` names them in the store.
  public func prepare(_ entries: LoggedEntries, identity: Data, path: String) -> PreparedSource {
    var source = PreparedSource(
      path: path, sha256: SHA256.hash(data: identity).lowercaseHex, byteCount: identity.count, kind: .workoutList)
    switch entries {
    case .workouts(let make): add(make(zone), to: &source)
    case .wellness(let readings):
      source.kind = .wellness
      source.wellness = readings
    }
    return source
  }
}
