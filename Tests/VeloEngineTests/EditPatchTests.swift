import Foundation
import Testing
import VeloPipeline
import VeloScore
import VeloStore

@testable import VeloEngine

/// The PATCH bodies of an activity and an athlete: strict, each refusal naming the field.
@Suite struct EditPatchTests {
  func problem<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
    do {
      _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
      return nil
    } catch let e as EntryProblem { return e.description } catch { return "not an entry problem: \(error)" }
  }

  @Test func anActivityPatchClearsWithNull() throws {
    let p = try JSONDecoder().decode(
      ActivityPatch.self, from: Data(#"{"name": null, "notes": "suave", "rpe": null}"#.utf8))
    #expect(p.edit == ActivityEdit(name: "", notes: "suave", rpe: .some(nil)))
    let q = try JSONDecoder().decode(ActivityPatch.self, from: Data(#"{"sport": "Correr", "rpe": 6.5}"#.utf8))
    #expect(q.edit == ActivityEdit(sport: "Correr", rpe: 6.5))
  }

  @Test func anActivityPatchNamesTheBadField() {
    let cases: [(String, String)] = [
      ("{}", "nothing to change"), (#"{"nme": "x"}"#, "unknown field 'nme'"), (#"{"rpe": 11}"#, "'rpe' must be 0–10"),
      (#"{"rpe": "7"}"#, "'rpe' must be a number"), (#"{"sport": "123"}"#, "'sport' must be a sport's name"),
      (#"{"sport": "×÷"}"#, "'sport' must be a sport's name"),
      ("{\"name\": \"\(String(repeating: "x", count: 201))\"}", "'name' is at most 200 characters, got 201"),
      (#"{"name": "a\nb"}"#, "'name' holds a control character (U+A)"),
      (#"{"notes": "a\u0007b"}"#, "'notes' holds a control character (U+7)"),
      (#"{"name": 5}"#, "'name' must be a string or null"),
    ]
    for (json, says) in cases {
      #expect(
        problem(ActivityPatch.self, json)?.contains(says) == true,
        "\(json): \(problem(ActivityPatch.self, json) ?? "accepted")")
    }
    #expect(problem(ActivityPatch.self, #"{"notes": "a\n\tb"}"#) == nil)
  }

  @Test func anAthletePatchReadsKindsAsPrinted() throws {
    let p = try JSONDecoder().decode(
      AthletePatch.self,
      from: Data(
        #"{"sex": "F", "timeZone": "America/Mexico_City", "thresholds": {"functionalThresholdPower": 250}, "from": "2026-10-01", "sport": "cycling"}"#
          .utf8))
    #expect(
      p.change.sex == Sex(code: "F") && p.change.timeZone == "America/Mexico_City" && p.change.thresholds == [.ftp: 250]
    )
    #expect(p.change.from == LocalDate(iso: "2026-10-01") && p.change.sport == "cycling")
  }

  @Test func anAthletePatchNamesTheBadField() {
    let cases: [(String, String)] = [
      ("{}", "nothing to change"), (#"{"sex": "x"}"#, "'sex' must be M or F"),
      (#"{"birthYear": 1850}"#, "'birthYear' must be 1900…2100"),
      (#"{"weeklyGoal": 9}"#, "'weeklyGoal' must be 1…7"),
      (#"{"timeZone": "Mars/Olympus"}"#, "'timeZone' must be an IANA"),
      (#"{"thresholds": {"watts": 250}}"#, "unknown kind 'watts'"),
      (#"{"thresholds": {"functionalThresholdPower": 5}}"#, "'thresholds.functionalThresholdPower' must be 30…700"),
      (#"{"sport": "running", "thresholds": {"weightKg": 60}}"#, "holds for every sport"),
      (#"{"sport": "Correr", "thresholds": {"lactateThresholdHeartRate": 170}}"#, "'sport' must be cycling"),
      (#"{"sport": "running", "weeklyGoal": 3}"#, "needs a threshold"),
      (#"{"from": "2026-13-01", "weeklyGoal": 3}"#, "'from' must be a date"), (#"{"goal": 3}"#, "unknown field 'goal'"),
    ]
    for (json, says) in cases {
      #expect(
        problem(AthletePatch.self, json)?.contains(says) == true,
        "\(json): \(problem(AthletePatch.self, json) ?? "accepted")")
    }
  }
}
