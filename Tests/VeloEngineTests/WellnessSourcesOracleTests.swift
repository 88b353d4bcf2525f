import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// Each app's export, ingested, stores every value pandas reads from the same
/// file by the rules docs/wellness.md states (Tests/Oracles/wellness_sources_oracle.py),
/// and names every column it leaves, with each day.
@Suite struct WellnessSourcesOracleTests {
  struct Source: Decodable {
    var file: String
    var days: [[String: DeviceCorpus.StringOrNumber]]  // a day's date (text) and numbers
    var unread: [String]
    var subjective: [String: [Double?]]?
  }
  /// A warning naming what a file left: its columns (a CSV) or fields (JSON).
  static func namesUnread(_ warning: String) -> Bool {
    warning.hasPrefix("columns not used:") || warning.hasPrefix("fields not used:")
  }
  static let oracle = Result { try Repository.oracle("wellness_sources_oracle.json", as: [String: Source].self) }

  @Test(arguments: [
    "whoop", "whoop-sleeps", "whoop-journal", "whoop-es", "oura", "intervals", "hrv4training", "fitbit", "fitbit-json",
  ])
  func everyStoredValueEqualsPandas(source name: String) throws {
    let source = try #require(try Self.oracle.get()[name])
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([Repository.path("datasets/wellness/" + source.file)])
    let stored = try store.wellness(athleteId: ana.id!)
    #expect(stored.map(\.date.description) == source.days.compactMap { $0["date"]?.text })
    let fields = Dictionary(uniqueKeysWithValues: WellnessReading.numbers.map { ($0.name, $0.path) })
    for (ours, theirs) in zip(stored, source.days) {
      for (field, path) in fields {
        let expected = theirs[field]?.number
        let value = ours[keyPath: path]
        let agrees = expected.map { e in value.map { abs($0 - e) <= 1e-9 * max(1, abs(e)) } ?? false } ?? (value == nil)
        #expect(
          agrees,
          "\(name) \(ours.date) \(field): ours \(String(describing: value)), pandas \(String(describing: expected))")
      }
      #expect(ours.warnings.contains(where: Self.namesUnread), "\(name) \(ours.date): nothing named")
    }
    // Every column a file leaves is named with the days that file gave.
    let named = stored.flatMap(\.warnings).filter(Self.namesUnread).joined(separator: " ")
    for column in source.unread { #expect(named.contains("'\(column)'"), "\(name): \(column) not named") }
    for (score, values) in source.subjective ?? [:] {
      #expect(stored.map { $0.subjective[score] } == values, "\(name) \(score)")
    }
  }

  /// One folder holding an export of each kind: every day names what its file left,
  /// and the weekly report scores recovery and sleep on the days the sources cover.
  @Test func aFolderOfEveryExportReachesTheWeeklyReport() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    ingest.recursive = true
    let summaries = try ingest.run([Repository.path("datasets/wellness")])
    #expect(summaries.first?.files.count == 21, "\(summaries.first?.files.map(\.path) ?? [])")
    let stored = try store.wellness(athleteId: ana.id!)
    #expect(stored.allSatisfy { $0.hasReadings })
    let weekly = try WeeklyProgressReport.build(
      Library(store).history(ana), date: LocalDate(year: 2026, month: 10, day: 21))
    let text = weekly.render(.text)
    #expect(text.contains("Recovery: ") && !text.contains("Recovery: n/a"), "\(text)")
    #expect(text.contains("Sleep performance: ") && !text.contains("Sleep performance: n/a"))
    // The nights' stages and oxygen (WHOOP, Oura, Fitbit, Garmin give them), their means over the week.
    let nights = try store.wellness(
      athleteId: ana.id!, from: LocalDate(year: 2026, month: 10, day: 19),
      through: LocalDate(year: 2026, month: 10, day: 25))
    let deep = nights.compactMap(\.deepSleepHours)
    #expect(weekly.wellness.deepSleepHoursAverage == deep.reduce(0, +) / Double(deep.count))
    #expect(weekly.wellness.spo2Average != nil && text.contains("Sleep stages, mean of the nights"), "\(text)")
  }
}
