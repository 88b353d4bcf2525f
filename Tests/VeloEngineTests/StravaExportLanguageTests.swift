import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// A Strava export in the account's language is read by its layout, not its English headers: a Czech
/// account's hand-logged activities were dropped without a word. Each row's name, description, gear
/// and perceived exertion reach the activity, file or not; the columns not read are named.
@Suite struct StravaExportLanguageTests {
  /// Strava's Czech header, in Strava's column order (ID, date, name, type, description, elapsed time,
  /// distance, …, gear, file name, weights, then the detailed block).
  static let czechHeader =
    "ID aktivity,Datum aktivity,Název aktivity,Typ aktivity,Popis aktivity,Uplynulý čas,Vzdálenost,Maximální tepová frekvence,Relativní úsilí,Dojíždění,Soukromá poznámka k aktivitě,Vybavení na aktivitu,Název souboru,Hmotnost sportovce,Hmotnost kola,"
    + "Uplynulý čas,Aktivní čas,Vzdálenost,Maximální rychlost,Průměrná rychlost,Nastoupaná výška,Naklesaná výška,Nejnižší nadmořská výška,Nejvyšší nadmořská výška,Maximální sklon,Průměrný sklon,Průměrný pozitivní sklon,Průměrný záporný sklon,Maximální kadence,Průměrná kadence,Maximální tepová frekvence,Průměrná tepová frekvence,Maximální výkon ve wattech,Průměrný výkon ve wattech,Kalorie"

  func export(_ csv: String) throws -> URL {
    let root = try makeTemporaryDirectory().appendingPathComponent("export")
    let activities = root.appendingPathComponent("activities")
    try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repository.path("datasets/tracks/activity_5039744860.gpx"),
      toPath: activities.appendingPathComponent("2001.gpx").path)
    try Data(csv.utf8).write(to: root.appendingPathComponent("activities.csv"))
    return root
  }

  struct Oracle: Decodable {
    struct Row: Decodable {
      var name: String
      var notes: String?
      var file: String?
      var start: Double?
      var date: String?
      var type: String?
      var durationSeconds, distanceMeters, calories: Double?
    }
    var folder: String
    var rows: [Row]
  }

  /// datasets/strava/cs, ingested, against pandas reading the same activities.csv
  /// (Tests/Oracles/strava_export_oracle.py): every hand-logged row stored with its start, type, time,
  /// metres, calories, name and notes; the file's activity with the row's name and notes.
  @Test func aCzechExportEqualsPandas() throws {
    let oracle = try Repository.oracle("strava_export_oracle.json", as: Oracle.self)
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let summaries = try ingest.run([Repository.path(oracle.folder)])
    #expect(summaries.first?.failed == 0 && summaries.first?.activities == oracle.rows.count, "\(summaries)")
    let stored = try store.activities(athleteId: ana.id!)
    let file = try #require(stored.first { $0.format == "gpx" })
    let fileRow = try #require(oracle.rows.first { $0.file != nil })
    #expect(file.name == fileRow.name && file.notes == fileRow.notes)
    let logged = stored.filter { $0.format != "gpx" }.sorted { ($0.startTime ?? 0) < ($1.startTime ?? 0) }
    let rows = oracle.rows.filter { $0.file == nil }
    #expect(logged.count == rows.count)
    for (ours, theirs) in zip(logged, rows) {
      #expect(ours.startTime == theirs.start && ours.localDate.description == theirs.date)
      #expect(ours.sport == SportName.normalize(theirs.type) && ours.sport != "other", "\(theirs.type ?? "")")
      #expect(ours.durationSeconds == theirs.durationSeconds && ours.distanceMeters == theirs.distanceMeters)
      #expect(ours.name == theirs.name && ours.notes == theirs.notes)
      if let calories = theirs.calories { #expect(ours.calories == calories) }
    }
    #expect(ingest.warnings.contains { $0.contains("columns not used") && $0.contains("'Maximální kadence'") })
  }

  /// An English export's perceived exertion is the activity's session RPE (Foster's load beside its own),
  /// its weather and gear its notes.
  @Test func perceivedExertionAndWeatherReachTheFilesActivity() throws {
    let header =
      "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Perceived Exertion,Weather Condition,Weather Temperature"
    let csv = """
      \(header)
      1001,"Jun 1, 2020, 2:52:40 PM",Hill reps,Ride,,127,0.67,,,false,,Tarmac,activities/2001.gpx,,,127,95,670.0,7,Cloudy,14.5

      """
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([try export(csv).path])
    let ride = try #require(try store.activities(athleteId: ana.id!).first)
    #expect(ride.name == "Hill reps" && ride.rpe == 7)
    #expect(ride.notes == "Activity Gear: Tarmac\nWeather Condition: Cloudy\nWeather Temperature: 14.5")
    #expect(ride.sessionRPELoad == RPELoad.fosterLoad(rpe: 7, minutes: ride.durationSeconds! / 60))
  }

  /// A date that is none is refused with its line, counted past a description's line breaks.
  @Test func aBadDateIsNamedByItsLine() throws {
    let empty = String(repeating: ",", count: 17)
    let csv = """
      \(Self.czechHeader)
      1001,"1. 6. 2020 14:52:40",Jízda,Jízda,"dva
      řádky",127,,,,,,,,,,127.0,95.0,670.0\(empty)
      1002,"32. 3. 2024 16:00:00",Posilování,Posilování,,1800,,,,,,,,,,1800.0,1800.0\(empty),410

      """
    #expect {
      try StravaExport(bytes: Array(csv.utf8), file: "activities.csv", directory: "/nonexistent")
    } throws: { error in
      "\(error)".contains("activities.csv:4") && "\(error)".contains("32. 3. 2024")
    }
  }
}
