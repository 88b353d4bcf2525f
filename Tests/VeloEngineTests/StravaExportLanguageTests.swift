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

  @Test func aCzechExportKeepsItsHandLoggedActivities() throws {
    let empty = String(repeating: ",", count: 17)
    let csv = """
      \(Self.czechHeader)
      1001,"1. 6. 2020 14:52:40",Ranní jízda,Jízda,"popis,
      na dva řádky",127,"0,67",,,,,Canyon,activities/2001.gpx,,,127.0,95.0,670.0\(empty)
      1002,"4. 3. 2024 16:00:00",Posilování 1,Posilování,,1800,,,,,,,,,,1800.0,1800.0\(empty),410
      1003,"13. 3. 2024 7:05:00",Ranní běh,Běh,,1850,"5,01",,,,,,,,,1850.0,1800.0,5010.0,,2.78\(String(repeating: ",", count: 15))

      """
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let summaries = try ingest.run([try export(csv).path])
    #expect(summaries.first?.added == 2 && summaries.first?.failed == 0, "\(summaries)")
    let stored = try store.activities(athleteId: ana.id!)
    #expect(stored.map(\.localDate.description) == ["2020-06-01", "2024-03-04", "2024-03-13"])
    let (ride, strength, run) = (stored[0], stored[1], stored[2])
    #expect(ride.name == "Ranní jízda" && ride.notes == "popis,\nna dva řádky\nVybavení na aktivitu: Canyon")
    #expect(strength.sport == "strength" && strength.durationSeconds == 1800 && strength.calories == 410)
    #expect(strength.name == "Posilování 1" && strength.startTime == 1_709_568_000)
    #expect(run.sport == "running" && run.distanceMeters == 5010 && run.durationSeconds == 1850)
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
