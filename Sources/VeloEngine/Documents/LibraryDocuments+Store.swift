import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

// The library documents read from a library: the queries of the CLI's
// `--json` and the API's answers, which VeloReport builds from values.

extension AthleteView {
  /// The athlete as `athlete show` prints it: thresholds and activity span.
  public static func full(_ library: Library, _ a: Athlete) throws -> AthleteView {
    let store = library.store
    return AthleteView(
      a, thresholds: try store.thresholds(athleteId: a.id!), activities: try store.activities(athleteId: a.id!))
  }
}

extension ActivityRow {
  /// `athlete`'s activities matching `filter` as rows, oldest first.
  public static func rows(_ library: Library, athlete: Athlete, _ filter: ActivityFilter = ActivityFilter()) throws
    -> [ActivityRow]
  {
    let store = library.store
    return try rows(store.activities(athleteId: athlete.id!, filter), of: library.history(athlete))
  }
}

extension ActivityList {
  /// A page of `athlete`'s activities (`ActivityFilter/last`, `ActivityFilter/before`).
  public static func page(_ library: Library, athlete: Athlete, _ filter: ActivityFilter) throws -> ActivityList {
    let store = library.store
    let (activities, next) = try store.activityPage(athleteId: athlete.id!, filter)
    return ActivityList(items: try ActivityRow.rows(activities, of: library.history(athlete)), next: next?.token)
  }
}

extension ActivityReport {
  /// A stored activity as scored at ingest (with the thresholds of its date);
  /// a workout-list row shows its totals only.
  public static func stored(_ library: Library, athlete: Athlete, id: Int64) throws -> ActivityReport {
    let store = library.store
    let a = try store.activity(id: id, athleteId: athlete.id!)
    let streams = a.activitySummary == nil ? nil : try store.streams(activityId: id, athleteId: athlete.id!)
    var report = stored(a, athlete: athlete, streams: streams)
    try report.addLibraryContext(library.history(athlete), activity: a, streams: streams)
    return report
  }
}
