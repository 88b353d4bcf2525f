import Foundation
import Testing
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

@testable import VeloEngine

/// A morning's readings as an app sends them (`POST …/wellness`).
@Suite struct LoggedWellnessTests {
  func decode(_ json: String) throws -> LoggedWellness {
    try JSONDecoder().decode(LoggedWellness.self, from: Data(json.utf8))
  }

  @Test func sleepInSecondsBecomesTheReadingsHours() throws {
    let w = try decode(#"{"date": "2026-11-23", "rmssd": 71.5, "sleepSeconds": 27000, "subjective": {"mood": 4}}"#)
    #expect(
      w.reading.date == LocalDate(iso: "2026-11-23") && w.reading.sleepHours == 7.5 && w.reading.rmssd == 71.5
        && w.reading.subjective == ["mood": 4])
    for (json, says) in [
      (#"{"date": "2026-11-23"}"#, "no readings"), (#"{"rmssd": 50}"#, "'date' is required"),
      (#"{"date": "2026-11-23", "sleepSeconds": 90000}"#, "'sleepSeconds'"),
      (#"{"date": "2026-11-23", "subjective": {}}"#, "'subjective'"),
      (#"{"date": "2026-11-23", "hrv": 50}"#, "unknown field 'hrv'"),
    ] {
      #expect(throws: EntryProblem.self, "\(json)") { try decode(json) }
      do { _ = try decode(json) } catch let e as EntryProblem { #expect(e.description.contains(says), "\(json): \(e)") }
    }
  }

  @Test func storedMergedByDayAndErasedByDate() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [:])
    let first = try decode(#"{"date": "2026-11-23", "rmssd": 70, "sleepSeconds": 25200}"#)
    let r = try store.ingest(.wellness([first.reading]), identity: first.identity, name: "wellness.json", athlete: ana)
    #expect(r.status == .added(activities: 0, wellnessDays: 1, skippedRows: 0, withoutLoad: 0))
    guard
      case .duplicate = try store.ingest(
        .wellness([first.reading]), identity: first.identity, name: "wellness.json", athlete: ana
      ).status
    else {
      Issue.record("the same readings again are a duplicate")
      return
    }
    // A later reading of the same day replaces that value only.
    let second = try decode(#"{"date": "2026-11-23", "restingHeartRate": 48}"#)
    _ = try store.ingest(.wellness([second.reading]), identity: second.identity, name: "wellness.json", athlete: ana)
    let day = try #require(try store.wellness(athleteId: ana.id!).first)
    #expect(day.rmssd == 70 && day.restingHeartRate == 48 && day.sleepHours == 7)
    #expect(
      try store.deleteWellnessDay(day.date, athleteId: ana.id!).wellnessDays == 1
        && (try store.wellness(athleteId: ana.id!)).isEmpty)
    #expect(throws: StoreError.invalid("no readings on 2026-11-23")) {
      try store.deleteWellnessDay(day.date, athleteId: ana.id!)
    }
  }
}
