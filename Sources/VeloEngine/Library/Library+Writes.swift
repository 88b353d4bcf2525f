import Foundation
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// A day that would stretch the athlete's history past what the library keeps
/// (a mistyped year): nothing was stored.
public struct HistorySpanConflict: Error, CustomStringConvertible, Sendable {
  public var description: String
}

/// What an athlete brings: files, uploads and entries logged by hand, and
/// their edits and erasure — each checked as every surface checks it.
extension Library {
  /// Stores one uploaded file's bytes (`POST …/activities`) as `ingest` stores a
  /// file: a damaged library refuses it first (the health check `ingest` makes).
  public func upload(_ data: Data, name: String, athlete: Athlete) throws -> IngestResult {
    try refuseWritesIfDamaged(consequence: said("upload.nothingStored"))
    return try store.ingest(upload: data, name: name, athlete: athlete)
  }

  /// Stores entries an app logged without a file (workouts, a morning's
  /// readings) on `day`; a day that would stretch the history past its limit
  /// is a ``HistorySpanConflict``, and a damaged library refuses them.
  public func log(_ entries: LoggedEntries, identity: Data, name: String, day: LocalDate, athlete: Athlete) throws
    -> IngestResult
  {
    if let problem = try store.spanProblem(athleteId: athlete.id!, adding: day) {
      throw HistorySpanConflict(description: problem)
    }
    try refuseWritesIfDamaged(consequence: said("upload.nothingStored"))
    return try store.ingest(entries, identity: identity, name: name, athlete: athlete)
  }

  /// Changes the profile and dated thresholds (`athlete set`, `PATCH …/{athlete}`),
  /// rescoring what they touch: the athlete as stored now, and how many activities were rescored.
  public func change(_ athlete: Athlete, _ change: AthleteChange) throws -> (athlete: Athlete, rescored: Int) {
    try store.changeAthlete(id: athlete.id!, change)
  }

  /// Edits one activity's name, notes, sport or RPE (`activity set`, `PATCH …/activities/{id}`); its row after.
  public func edit(_ athlete: Athlete, activity id: Int64, _ edit: ActivityEdit) throws -> ActivityRow? {
    let stored = try store.editActivity(id: id, athleteId: athlete.id!, edit)
    return try ActivityRow.rows([stored], of: history(athlete)).first
  }

  /// The day's wellness as the wellness document shows it, when it has readings.
  public func wellnessDay(_ athlete: Athlete, _ date: LocalDate) throws -> WellnessReport.Day? {
    try WellnessReport.library(history(athlete), through: date).days.last { $0.date == date }
  }

  /// Whether the athlete has readings on `date`.
  public func hasWellness(_ athlete: Athlete, on date: LocalDate) throws -> Bool {
    try store.wellness(athleteId: athlete.id!, from: date, through: date).contains { $0.date == date }
  }

  // MARK: Erasure (`delete`): cascading, overwritten, checkpointed

  public func erase(_ athlete: Athlete) throws -> DeletionSummary { try store.deleteAthlete(id: athlete.id!) }

  public func erase(_ athlete: Athlete, activity id: Int64) throws -> DeletionSummary {
    try store.deleteActivity(id: id, athleteId: athlete.id!)
  }

  /// Erases one ingested file (by its SHA-256 or a prefix only it has) and the activities it brought.
  public func erase(_ athlete: Athlete, source key: String) throws -> DeletionSummary {
    try store.deleteSource(key, athleteId: athlete.id!)
  }

  public func erase(_ athlete: Athlete, wellnessOn date: LocalDate) throws -> DeletionSummary {
    try store.deleteWellnessDay(date, athleteId: athlete.id!)
  }
}
