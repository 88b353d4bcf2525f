import Foundation
import Testing
import VeloPipeline
import VeloReport
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

  /// A morning measurement's beat-to-beat intervals become the day's rMSSD and
  /// SDNN (the cleaning `BeatToBeatTests` checks against hrv-analysis), said in
  /// the day's warnings, which are stored with it.
  @Test func beatToBeatIntervalsBecomeTheDaysHRVAndSaySo() throws {
    // 300 beats around 1,000 ms, one missed beat (2,000 ms) the local median replaces.
    var rr = (0..<300).map { i -> Double in
      let wave: Double = 40 * sin(Double(i) * 0.9)
      return 1000 + wave + Double((i * 37) % 11)
    }
    rr[150] = 2000
    let json = #"{"date": "2026-11-23", "rrIntervalsMs": ["# + rr.map { "\($0)" }.joined(separator: ",") + "]}"
    let w = try decode(json)
    let b = BeatIntervals(milliseconds: rr)
    #expect(b.artefacts == 1)
    #expect(w.reading.rmssd == (b.rmssd! * 10).rounded() / 10 && w.reading.sdnn == (b.sdnn! * 10).rounded() / 10)
    #expect(
      w.reading.warnings == [
        "rMSSD \(w.reading.rmssd!) ms and SDNN \(w.reading.sdnn!) ms from 300 beat-to-beat intervals (1 of 300 replaced as artefacts)"
      ])
    // Values given win; the intervals are then only said.
    let given = try decode(
      #"{"date": "2026-11-23", "rmssd": 55, "sdnn": 70, "rrIntervalsMs": ["# + rr.map { "\($0)" }.joined(separator: ",")
        + "]}")
    #expect(given.reading.rmssd == 55 && given.reading.sdnn == 70)
    #expect(given.reading.warnings.first?.hasPrefix("beat-to-beat intervals sent with rmssd and sdnn") == true)
    for (bad, says) in [
      (#"{"date": "2026-11-23", "rrIntervalsMs": [900]}"#, "'rrIntervalsMs' must be an array of 2"),
      (#"{"date": "2026-11-23", "rrIntervalsMs": [900, 50]}"#, "numbers 100…5,000"),
    ] {
      do {
        _ = try decode(bad)
        Issue.record("\(bad) was accepted")
      } catch let e as EntryProblem { #expect(e.description.contains(says) && !e.isUnprocessable, "\(bad): \(e)") }
    }
    // Intervals that are all artefacts give no rMSSD: said with the other readings; alone, nothing to store (422).
    let artefacts = try decode(#"{"date": "2026-11-23", "restingHeartRate": 50, "rrIntervalsMs": [100, 100]}"#)
    #expect(artefacts.reading.rmssd == nil && artefacts.reading.restingHeartRate == 50)
    #expect(artefacts.reading.warnings.first?.hasPrefix("2 beat-to-beat intervals give no rMSSD") == true)
    do {
      _ = try decode(#"{"date": "2026-11-23", "rrIntervalsMs": [100, 100]}"#)
      Issue.record("intervals that are all artefacts were stored")
    } catch let e as EntryProblem { #expect(e.isUnprocessable, "\(e)") }

    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [:])
    _ = try store.ingest(.wellness([w.reading]), identity: w.identity, name: "wellness.json", athlete: ana)
    let later = try decode(#"{"date": "2026-11-23", "restingHeartRate": 48}"#)
    _ = try store.ingest(.wellness([later.reading]), identity: later.identity, name: "wellness.json", athlete: ana)
    let day = try #require(try store.wellness(athleteId: ana.id!).first)
    #expect(day.sdnn == w.reading.sdnn && day.restingHeartRate == 48)
    #expect(day.warnings == w.reading.warnings, "a later reading keeps what the day's first source said")
    let text = WellnessReport(source: "ana", readings: [day]).renderText()
    #expect(text.contains("SDNN") && text.contains("Warning (2026-11-23): rMSSD"), "\(text)")
  }

  /// A wellness file's columns not used are stored with each of its days, not only printed.
  @Test func aFilesUnusedColumnsAreStoredWithItsDays() throws {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [:])
    let file = dir.appendingPathComponent("intervals.csv")
    try "date,restingHR,hrv,hrvSDNN,sleepScore\n2026-11-20,48,72.5,81,97\n2026-11-21,49,70,80,96\n".write(
      to: file, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([file.path])
    let days = try store.wellness(athleteId: ana.id!)
    #expect(days.map(\.sdnn) == [81, 80])
    #expect(days.allSatisfy { $0.warnings.first?.hasPrefix("columns not used: 'sleepScore'") == true }, "\(days)")
  }

  /// Two sources of one day: the later wins, and the value it replaces is kept in the day's
  /// warnings with the source that replaced it (never averaged, never lost unsaid).
  @Test func aValueReplacedByALaterSourceIsSaid() throws {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "UTC"), thresholds: [:])
    let first = dir.appendingPathComponent("oura.csv")
    let second = dir.appendingPathComponent("whoop.csv")
    try "day,average_hrv,lowest_heart_rate\n2026-11-20,61.25,47\n".write(to: first, atomically: true, encoding: .utf8)
    try "date,hrv_rmssd_ms,resting_hr_bpm,sleep_hours\n2026-11-20,58,47,7.5\n".write(
      to: second, atomically: true, encoding: .utf8)
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    _ = try ingest.run([first.path])
    _ = try ingest.run([second.path])
    let day = try #require(try store.wellness(athleteId: ana.id!).first)
    #expect(day.rmssd == 58 && day.restingHeartRate == 47 && day.sleepHours == 7.5)
    #expect(
      day.warnings.contains("rmssd 61.25 replaced by 58 from whoop.csv (the later source wins)"), "\(day.warnings)")
    // Kept as the day's alternative, in the library and in the wellness document.
    let other = WellnessAlternative(reading: "rmssd", notKept: 61.25, kept: 58, keptFrom: "whoop.csv")
    #expect(day.alternatives == [other])
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(day)) as? [String: Any]
    let alternatives = json?["alternatives"] as? [[String: Any]]
    #expect(
      alternatives?.first?["notKept"] as? Double == 61.25 && alternatives?.first?["reading"] as? String == "rmssd")
  }
}
