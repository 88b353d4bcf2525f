import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// A Garmin Connect data export's sleepData.json, ingested from its folder, against
/// pandas reading the same file by the rules GarminSleepData documents
/// (Tests/Oracles/garmin_export_oracle.py).
@Suite struct GarminExportTests {
  struct Oracle: Decodable {
    struct Day: Decodable {
      var date: String
      var sleepHours, deepSleepHours, lightSleepHours, remSleepHours, inBedHours, respiratoryRate: Double
      var spo2: Double?
    }
    var days: [Day]
    var unstaged: Int
    var healthStatus: Daily
    var dailySummary: Daily
  }
  struct Daily: Decodable {
    var days: [[String: DeviceCorpus.StringOrNumber]]
    var unmeasured: Int?
    var empty: Int?
  }
  static let folder = "datasets/wellness/garmin-export/DI_CONNECT/"

  @Test func nightsEqualPandas() throws {
    let oracle = try Repository.oracle("garmin_export_oracle.json", as: Oracle.self)
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([
      Repository.path(Self.folder + "DI-Connect-Wellness/2026-10-01_2026-10-21_123456789_sleepData.json")
    ])
    let stored = try store.wellness(athleteId: ana.id!)
    #expect(stored.map(\.date.description) == oracle.days.map(\.date))
    for (ours, theirs) in zip(stored, oracle.days) {
      let pairs: [(Double?, Double?, String)] = [
        (ours.sleepHours, theirs.sleepHours, "asleep"), (ours.deepSleepHours, theirs.deepSleepHours, "deep"),
        (ours.lightSleepHours, theirs.lightSleepHours, "light"), (ours.remSleepHours, theirs.remSleepHours, "REM"),
        (ours.inBedHours, theirs.inBedHours, "in bed"), (ours.respiratoryRate, theirs.respiratoryRate, "breaths"),
        (ours.spo2, theirs.spo2, "SpO2"),
      ]
      for (value, expected, what) in pairs {
        let agrees = expected.map { e in value.map { abs($0 - e) <= 1e-9 * max(1, e) } ?? false } ?? (value == nil)
        #expect(agrees, "\(theirs.date) \(what): ours \(String(describing: value))")
      }
      #expect(
        ours.warnings.contains(
          "\(oracle.unstaged) nights without sleep stages (a window Garmin did not confirm) not read"))
      #expect(ours.warnings.contains { $0.hasPrefix("fields not used:") && $0.contains("'avgSleepStress'") })
    }
  }

  /// The health status (HRV, resting HR, SpO2, skin temperature, respiration) and the daily
  /// summaries (resting HR, steps), each ingested alone, against pandas; what they leave is named.
  @Test(arguments: [
    ("DI-Connect-Wellness/2026-10-01_2026-10-21_123456789_healthStatusData.json", "3 metrics without a value"),
    ("DI-Connect-Aggregator/UDSFile_2026-10-01_2026-10-21.json", "1 day without resting heart rate or steps"),
  ])
  func dailyFilesEqualPandas(file: String, unread: String) throws {
    let oracle = try Repository.oracle("garmin_export_oracle.json", as: Oracle.self)
    let expected = (file.contains("health") ? oracle.healthStatus : oracle.dailySummary).days
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([Repository.path(Self.folder + file)])
    let stored = try store.wellness(athleteId: ana.id!)
    #expect(stored.map(\.date.description) == expected.compactMap { $0["date"]?.text })
    for (ours, theirs) in zip(stored, expected) {
      for field in WellnessReading.numbers {
        let value = ours[keyPath: field.path]
        let e = theirs[field.name]?.number
        #expect(
          value == e, "\(ours.date) \(field.name): ours \(String(describing: value)), pandas \(String(describing: e))")
      }
      #expect(ours.warnings.contains { $0.hasPrefix(unread) }, "\(ours.warnings)")
      #expect(ours.warnings.contains { $0.hasPrefix("fields not used:") }, "\(ours.warnings)")
    }
  }

  /// A value outside its plausible range is not stored and not dropped unsaid.
  @Test func implausibleValuesAreNamed() throws {
    let json =
      #"[{"calendarDate":"2026-10-02","sleepStartTimestampGMT":"2026-10-02T06:00:00.0","sleepEndTimestampGMT":"2026-10-01T23:00:00.0","deepSleepSeconds":3600,"lightSleepSeconds":99999999,"remSleepSeconds":1800,"averageRespiration":500}]"#
    let (days, warnings) = try GarminSleepData.parse(Data(json.utf8), file: "s.json")
    let night = try #require(days.first)
    #expect(
      night.sleepHours == 1.5 && night.lightSleepHours == nil && night.respiratoryRate == nil && night.inBedHours == nil
    )
    #expect(
      warnings.contains(
        "values outside their plausible range not used: inBedHours (1), lightSleepHours (1), respiratoryRate (1)"),
      "\(warnings)")
  }

  @Test func aFileThatIsNotAnArrayOfNightsIsSaid() {
    #expect(GarminExportJSON.parser(for: Array(#"[{"sleepStartTimestampGMT":"x","calendarDate":"y"}]"#.utf8)) != nil)
    #expect(GarminExportJSON.parser(for: Array(#"[{"calendarDate":"y","metrics":[]}]"#.utf8)) != nil)
    #expect(GarminExportJSON.parser(for: Array(#"{"format":"veloscore-athlete"}"#.utf8)) == nil)
    #expect(throws: ActivityFileError.self) {
      try GarminHealthStatus.parse(Data(#"[{"calendarDate":"2026-13-01","metrics":[]}]"#.utf8), file: "h.json")
    }
    #expect(throws: ActivityFileError.self) {
      try GarminSleepData.parse(Data(#"[{"sleepStartTimestampGMT":1,"calendarDate":"soon"}]"#.utf8), file: "s.json")
    }
  }
}
