import Foundation
import Testing
import _VeloTestSupport

/// Foster's session-RPE load (AU) is kept for team-sport monitoring: `load
/// --session-rpe` computes ACWR, monotony and strain on it, never the PMC.
@Suite struct SessionRPELoadCLITests {
  @Test func ratiosOnFostersLoadMatchPandas() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "ana", "--library", lib).status == 0)
    var csv = "fecha,deporte,minutos,esfuerzo\n"
    let start = try #require(
      DateComponents(
        calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 10, day: 1
      ).date)
    let format = DateFormatter()
    format.dateFormat = "yyyy-MM-dd"
    format.timeZone = TimeZone(identifier: "UTC")
    for k in 0..<40 where k % 7 != 3 {
      csv +=
        "\(format.string(from: start.addingTimeInterval(Double(k) * 86_400))),Correr,\(30 + (k * 7) % 50),\(3 + (k * 5) % 7)\n"
    }
    #expect(
      try veloscore("ingest", try writeTemporary(csv, name: "log.csv").path, "--athlete", "ana", "--library", lib)
        .status == 0)
    let r = try veloscore(
      ["load", "--athlete", "ana", "--session-rpe", "--library", lib, "--json"],
      environment: ["VELOSCORE_JSON_PRECISION": "full"])
    #expect(r.status == 0, "\(r.stderr)")
    let days = try #require(
      (try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])?["days"] as? [[String: Any]])
    let last = try #require(days.last)
    // Tests/Oracles/session_rpe_oracle.py (pandas rolling).
    #expect(days.count == 40 && last["date"] as? String == "2026-11-09" && last["load"] == nil)
    #expect((last["sessionRPELoad"] as? NSNumber)?.doubleValue == 477)
    #expect(isClose(try #require(last["monotony"] as? Double), 1.7810798472451417, rel: 1e-12))
    #expect(isClose(try #require(last["strain"] as? Double), 3489.1354207532327, rel: 1e-12))
    #expect(isClose(try #require(last["acwrCoupled"] as? Double), 0.9717261904761904, rel: 1e-12))
    // The PMC's load stays on the TSS scale: RPE 3 for 58 min is not 174.
    let pmc = try #require(
      (try JSONSerialization.jsonObject(
        with: Data(try veloscore("pmc", "--athlete", "ana", "--library", lib, "--json").stdout.utf8)) as? [String: Any])?[
          "days"] as? [[String: Any]])
    #expect(pmc.allSatisfy { (($0["load"] as? NSNumber)?.doubleValue ?? 0) < 150 })
    // A file is not the library's sessions; a library without RPEs says so.
    #expect(try veloscore("load", try writeTemporary(csv, name: "log.csv").path, "--session-rpe").status == 64)
    #expect(try veloscore("athlete", "add", "eva", "--library", lib).status == 0)
    #expect(
      try veloscore(
        "ingest", try writeTemporary("date,sport,minutes\n2026-11-02,run,40\n", name: "plain.csv").path, "--athlete",
        "eva", "--library", lib
      ).status == 0)
    let none = try veloscore("load", "--athlete", "eva", "--session-rpe", "--library", lib)
    #expect(none.status == 65 && none.stderr.contains("no stored session has an RPE"), "\(none.stderr)")
  }
}
