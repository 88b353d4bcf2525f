import Foundation
import Testing
import VeloIO
import VeloScore

@testable import VeloEngine

/// A hand-logged workout as an app sends it (`POST …/workouts`).
@Suite struct LoggedWorkoutTests {
  func decode(_ json: String) throws -> LoggedWorkout {
    try JSONDecoder().decode(LoggedWorkout.self, from: Data(json.utf8))
  }

  func problem(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch let e as LoggedWorkout.Problem { return e.description } catch { return "\(error)" }
  }

  @Test func aWrittenOffsetKeepsItsDate() throws {
    let w = try decode(
      #"{"sport": "Correr", "start": "2026-11-22T23:30:00-06:00", "durationSeconds": 2700, "rpe": 6, "name": "Trote", "notes": "a\nb"}"#
    )
    let berlin = try AthleteTimeZone(identifier: "Europe/Berlin")
    let s = w.summary(in: berlin)
    // 23:30 in Mexico City is the 23rd in Berlin, but the run was lived on the 22nd.
    #expect(s.localDate == LocalDate(iso: "2026-11-22") && s.utcOffsetSeconds == -21_600 && s.start == 1_795_411_800)
    #expect(s.sport == "running" && s.rpe == 6 && s.durationSeconds == 2700 && s.notes == "a\nb")
    let byDate = try decode(#"{"sport": "pesas", "date": "2026-11-20", "durationSeconds": 1800, "name": null}"#)
      .summary(in: berlin)
    #expect(
      byDate.localDate == LocalDate(iso: "2026-11-20") && byDate.start == nil && byDate.sport == "strength"
        && byDate.name == nil)
  }

  @Test func everyBadFieldIsNamed() {
    let cases: [(String, String)] = [
      (#"{"date": "2026-11-20", "durationSeconds": 60}"#, "'sport' is required"),
      (#"{"sport": "run", "durationSeconds": 60}"#, "'start'"),
      (
        #"{"sport": "run", "date": "2026-11-20", "start": "2026-11-20T07:00:00Z", "durationSeconds": 60}"#,
        "one of them"
      ),
      (#"{"sport": "run", "date": "2026-11-20"}"#, "'durationSeconds'"),
      (#"{"sport": "run", "date": "2026-11-20", "durationSeconds": null}"#, "'durationSeconds' must be a number"),
      (#"{"sport": "run", "date": "2026-11-20", "durationSeconds": 60, "rpe": 10.5}"#, "'rpe' must be a number 0…10"),
      (#"{"sport": "run", "start": "1900-01-01T07:00:00Z", "durationSeconds": 60}"#, "within 1950…2100"),
      (#"{"sport": "run", "start": "2026-11-20 07:00", "durationSeconds": 60}"#, "ISO 8601"),
      (#"{"sport": "42", "date": "2026-11-20", "durationSeconds": 60}"#, "'sport' must be a sport's name"),
      (
        #"{"sport": "run", "date": "2026-11-20", "durationSeconds": 60, "name": "a\u0007"}"#,
        "'name' holds a control character"
      ),
      (#"{"sport": "run", "date": "2026-11-20", "durationSeconds": 60, "minutes": 5}"#, "unknown field 'minutes'"),
    ]
    for (json, says) in cases {
      #expect(problem(json)?.contains(says) == true, "\(json): \(problem(json) ?? "accepted")")
    }
  }

  @Test func theSameWorkoutHasTheSameIdentity() throws {
    let a = try decode(#"{"sport": "run", "date": "2026-11-20", "durationSeconds": 60, "name": "x, \"y\""}"#)
    let b = try decode(#"{"name": "x, \"y\"", "durationSeconds": 60, "date": "2026-11-20", "sport": "run"}"#)
    #expect(a.csv == b.csv && a.csv.hasSuffix("2026-11-20,run,60.0,,,,,\"x, \"\"y\"\"\",\n"))
  }
}
