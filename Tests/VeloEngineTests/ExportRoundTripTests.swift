import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// `export` then `ingest`, as CSV and as JSON, brings back every field a person entered or a file
/// gave: the name, notes and RPE of file-based activities (lost before), a device's calories and a
/// file's stored thresholds (re-estimated before), notes over several lines and a name that looks like
/// a formula (refused or kept as `'=…` before), a load the RPE gave (came back as a logged load).
@Suite struct ExportRoundTripTests {
  func library() throws -> (AthleteStore, Athlete) {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(
      Athlete(name: "ana", timeZone: "America/Mexico_City"),
      thresholds: [.ftp: 250, .lthr: 165, .maxHeartRate: 190, .restingHeartRate: 50])
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([Repository.path("datasets/fit")])
    let list = try makeTemporaryDirectory().appendingPathComponent("log.csv")
    try Data(
      "date,sport,minutes,notes,rpe,name\n2026-11-20,running,30,\"easy\nthen strides\",5,=SUM(1)\n2026-11-21,Correr,45,,,\n"
        .utf8
    ).write(to: list)
    _ = try ingest.run([list.path])
    // Wellness from two sources of one day (an alternative kept) and a journal whose question holds a comma.
    let folder = try makeTemporaryDirectory()
    let oura = folder.appendingPathComponent("oura.csv")
    try Data("day,average_hrv,lowest_heart_rate,score\n2026-11-20,61.25,47,80\n".utf8).write(to: oura)
    let whoop = folder.appendingPathComponent("whoop.csv")
    try Data("date,hrv_rmssd_ms,sleep_hours\n2026-11-20,58,7.5\n".utf8).write(to: whoop)
    let journal = folder.appendingPathComponent("journal_entries.csv")
    try Data(
      "Cycle start time,Cycle end time,Cycle timezone,Question text,Answered yes,Notes\n2026-11-19 22:10:00,2026-11-20 22:00:00,UTC-06:00,\"Caffeine, late?\",true,\n"
        .utf8
    ).write(to: journal)
    for file in [oura, whoop, journal] { _ = try ingest.run([file.path]) }
    let ride = try #require(try store.activities(athleteId: ana.id!).first { $0.format == "fit" })
    var edit = ActivityEdit()
    (edit.name, edit.notes, edit.rpe) = ("=HYPERLINK(\"x\")", "línea 1\nlínea 2", 7)
    try store.editActivity(id: ride.id!, athleteId: ana.id!, edit)
    return (store, ana)
  }

  /// Every field of every activity, as a person or a file gave it (the format aside: a sample
  /// file comes back as the CSV it was exported as).
  func fields(_ a: StoredActivity) -> [String] {
    [
      a.localDate.description, "\(a.startTime ?? -1)", a.sport ?? "-", a.name ?? "-", a.notes ?? "-",
      "\(a.rpe ?? -1)", "\(a.sessionRPELoad ?? -1)", "\(a.load ?? -1)", a.loadSource ?? "-", "\(a.calories ?? -1)",
      a.caloriesSource ?? "-", "\(a.durationSeconds ?? -1)", "\(a.distanceMeters ?? -1)",
    ]
  }

  @Test(arguments: LibraryExport.Format.allCases)
  func everyFieldComesBack(format: LibraryExport.Format) throws {
    let (store, ana) = try library()
    let out = try makeTemporaryDirectory().appendingPathComponent("export").path
    try LibraryExport.write(Library(store), athletes: [ana], to: out, format: format)
    let copy = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("copy"), create: true)
    var ingest = LibraryIngest(library: Library(copy))
    _ = try ingest.run([out])
    let before = try store.activities(athleteId: ana.id!).map(fields)
    let after = try copy.activities(athleteId: try copy.athlete("ana").id!).map(fields)
    #expect(before.count == 9 && after.count == before.count)
    for (b, a) in zip(before, after) { #expect(a == b) }
    // Every wellness reading, subjective answer, warning and alternative.
    let days = try store.wellness(athleteId: ana.id!)
    #expect(days.count == 1 && days[0].alternatives.count == 1 && days[0].subjective.count == 1)
    #expect(try copy.wellness(athleteId: try copy.athlete("ana").id!) == days)
  }
}
