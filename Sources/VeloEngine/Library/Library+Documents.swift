import Foundation
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// The documents a library answers with (the CLI's `--json`, the API's bodies).
extension Library {
  /// The athlete with thresholds and activity span (`athlete show`, `GET …/{athlete}`).
  public func profile(_ athlete: Athlete) throws -> AthleteView { try AthleteView.full(self, athlete) }

  /// A page of the athlete's activities (`activities`, `GET …/activities`).
  public func activities(_ athlete: Athlete, _ filter: ActivityFilter) throws -> ActivityList {
    try ActivityList.page(self, athlete: athlete, filter)
  }

  /// The athlete's activities matching `filter` as rows, oldest first.
  public func activityRows(_ athlete: Athlete, _ filter: ActivityFilter = ActivityFilter()) throws -> [ActivityRow] {
    try ActivityRow.rows(self, athlete: athlete, filter)
  }

  /// One stored activity's report (`activity ID`, `GET …/activities/{id}`).
  public func activityReport(_ athlete: Athlete, id: Int64) throws -> ActivityReport {
    try ActivityReport.stored(self, athlete: athlete, id: id)
  }

  /// The day of the athlete's latest activity.
  public func latestActivityDate(_ athlete: Athlete) throws -> LocalDate? {
    try store.latestActivityDate(athleteId: athlete.id!)
  }

  /// The files ingested for the athlete (`sources`, `GET …/sources`).
  public func sourceFiles(_ athlete: Athlete) throws -> [SourceFile] { try store.sourceFiles(athleteId: athlete.id!) }

  /// The activities an ingest stored (or found stored before) from its file, as rows.
  public func storedRows(_ result: IngestResult, athlete: Athlete) throws -> [ActivityRow] {
    guard let sha = result.sha256 else { return [] }
    return try ActivityRow.rows(store.activities(athleteId: athlete.id!, sourceSHA256: sha), of: history(athlete))
  }
}
