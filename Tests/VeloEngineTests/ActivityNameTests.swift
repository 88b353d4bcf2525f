import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloReport

/// An activity's name: the file's (a FIT workout's `wkt_name`, GPX `trk/name`),
/// stored at ingest and shown in its reports; without one, a name from its
/// sport and local hour in the reader's language.
@Suite struct ActivityNameTests {
  /// A 10-minute ride that followed the workout "Sweet spot 3×10" (FIT workout message 26, field 8).
  static func namedRide(_ name: String) -> [UInt8] {
    let t0: UInt32 = 1_100_000_000
    var w = FITTestWriter()
    w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id: type, time_created
    w.data(local: 0, [4] + le32(t0))
    let bytes = Array(name.utf8) + [0]
    w.define(local: 1, global: 26, fields: [(8, UInt8(bytes.count), 0x07)])  // workout: wkt_name (string)
    w.data(local: 1, bytes)
    w.define(local: 2, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])  // record: timestamp, power
    for s in 0..<600 { w.data(local: 2, le32(t0 + UInt32(s)) + le16(200)) }
    return w.file()
  }

  @Test func aFileNamesItsActivity() throws {
    let fit = try ActivityFile.parse(bytes: Self.namedRide("Sweet spot 3×10"), file: "ride.fit")
    #expect(fit.name == "Sweet spot 3×10")
    let gpx = try ActivityFile.read(path: Repository.path("datasets/tracks/activity_5039744860.gpx"))
    #expect(gpx.name == "Leiden Fietsen")
    // A name no activity could be stored with (a control character) is left out, not refused.
    #expect(try ActivityFile.parse(bytes: Self.namedRide("bad\u{7}name"), file: "ride.fit").name == nil)
    #expect(try ActivityFile.parse(bytes: Self.namedRide("   "), file: "ride.fit").name == nil)
  }

  @Test func theNameIsStoredAndShown() throws {
    let dir = try makeTemporaryDirectory()
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    let path = dir.appendingPathComponent("ride.fit").path
    try Data(Self.namedRide("Sweet spot 3×10")).write(to: URL(fileURLWithPath: path))
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([path, try PlannedWorkoutTests.rideFile()])
    let stored = try library.activities(athleteId: athlete.id!, ActivityFilter())
    #expect(stored.map(\.name) == ["Sweet spot 3×10", nil])
    let named = try ActivityDetailReport.stored(Library(library), athlete: athlete, id: stored[0].id!).render(
      .text, language: .spanishMexico)
    #expect(named.hasPrefix("Actividad: Sweet spot 3×10\n"), "\(named.prefix(80))")
    // The CSV ride has no name, and no start time a device recorded: its id stands in.
    let unnamed = try ActivityReport.stored(Library(library), athlete: athlete, id: stored[1].id!).render(
      .text, language: .spanishMexico)
    #expect(unnamed.hasPrefix("Actividad  ana · #\(stored[1].id!) · mar 1 dic 2026"), "\(unnamed.prefix(80))")
  }

  @Test(arguments: [
    ("cycling", 7, "Morning ride", "Rodada matutina"), ("running", 13, "Afternoon run", "Carrera vespertina"),
    ("swimming", 19, "Evening swim", "Nado nocturno"), ("yoga", 23, "Night workout", "Entrenamiento nocturno"),
    ("strength", 4, "Night strength session", "Sesión de fuerza nocturna"),
  ])
  func aNameFromTheSportAndTheHour(_ sport: String, _ hour: Int, _ english: String, _ spanish: String) {
    #expect(Localization.rendering(.english) { ActivityReport.generatedName(sport: sport, localHour: hour) } == english)
    #expect(
      Localization.rendering(.spanishMexico) { ActivityReport.generatedName(sport: sport, localHour: hour) } == spanish)
  }

  /// The hour a name comes from is the place's: the file's offset, else the
  /// athlete's zone; a zone that does not resolve (an edited database) gives no
  /// hour (a name without one), not an hour read in UTC.
  @Test func theHourNeedsAKnownOffset() {
    var a = StoredActivity(
      athleteId: 1, sourceFileId: 1, sourceRow: 0, localDate: LocalDate(year: 2026, month: 1, day: 5))
    a.format = "fit"
    a.startTime = 1_767_600_000  // 2026-01-05T08:00:00Z
    #expect(ActivityReport.localHour(a, athlete: Athlete(name: "ana", timeZone: "America/Mexico_City")) == 2)
    #expect(ActivityReport.localHour(a, athlete: Athlete(name: "ana", timeZone: "Mars/Olympus_Mons")) == nil)
    a.utcOffset = 3600
    #expect(ActivityReport.localHour(a, athlete: Athlete(name: "ana", timeZone: "Mars/Olympus_Mons")) == 9)
  }
}
