import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

extension ActivityDetailReport {
  /// A stored activity's detail report (`report activity ID`): scored as it
  /// was at ingest, its settings those of its day (the athlete's, then the
  /// file's stored values), its peaks set against the best of the 90 and 365
  /// days before and of all earlier activities.
  public static func stored(_ library: Library, athlete: Athlete, id: Int64) throws -> ActivityDetailReport {
    let library = library.store
    let athleteId = athlete.id!
    let a = try library.activity(id: id, athleteId: athleteId)
    let samples = try library.streams(activityId: id, athleteId: athleteId)
    var metrics = ActivityReport.stored(a, athlete: athlete, streams: samples)
    try metrics.addLibraryContext(library.history(athlete), activity: a, streams: samples)
    let settings = try ActivityReport.settings(library.history(athlete), activity: a)
    let before = try library.activities(athleteId: athleteId, ActivityFilter(until: a.localDate.adding(days: -1)))
    func envelope(_ days: Int?) -> PowerCurve {
      PowerCurve(
        envelopeOf: before.filter { b in days.map { b.localDate >= a.localDate.adding(days: -$0) } ?? true }
          .compactMap { $0.powerCurve == nil ? nil : $0.meanMaxPower })
    }
    var report = ActivityDetailReport(
      activity: metrics, streams: samples ?? ActivityStreams(time: []), settings: settings, date: a.localDate,
      startTime: a.startTime, deviceLaps: a.deviceRecord?.laps ?? [],
      history: .init(last90Days: envelope(90), allTime: envelope(nil), last365Days: envelope(365)))
    (report.name, report.notes) = (a.name, a.notes)
    return report
  }
}
