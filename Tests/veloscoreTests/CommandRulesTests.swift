import Foundation
import Testing
import _VeloTestSupport

/// One set of command rules (issue 30): option errors name the option and its
/// range, and every failure under `--json` or `--format json` prints the JSON
/// error document on stdout.
@Suite struct CommandRulesTests {
  @Test func aNegativeThresholdIsRefusedForItsRange() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    for command in [
      ["athlete", "add", "x", "--ftp", "-5", "--library", lib],
      ["activity", Repository.path("datasets/fit/4078723797.fit"), "--ftp", "-5"],
      ["report", "activity", Repository.path("datasets/fit/4078723797.fit"), "--lthr", "-160"],
    ] {
      let r = try veloscore(command)
      #expect(r.status == 64, "\(command)")
      #expect(r.stderr.contains("must be between") && !r.stderr.contains("Missing value"), "\(command): \(r.stderr)")
    }
  }

  @Test func formatJSONFailuresPrintTheErrorDocument() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    for command in [
      ["report", "weekly", "--athlete", "nobody", "--format", "json", "--library", lib],
      ["predict", "--athlete", "nobody", "--format", "json", "--library", lib],
      ["plan", "show", "--athlete", "nobody", "--format", "json", "--library", lib],
    ] {
      let r = try veloscore(command)
      #expect(r.status == 65, "\(command)")
      let doc = try #require(
        try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(command): \(r.stdout)")
      #expect((doc["exitCode"] as? Int) == 65 && (doc["error"] as? String)?.contains("nobody") == true)
    }
  }

  /// `predict --race 10k=45` read 45 seconds and predicted a 3-minute marathon;
  /// `10k=4:50:00` gave VDOT 2.2; an A event in the past was accepted.
  @Test func racesAndEventsAreChecked() throws {
    for race in ["10k=45", "10k=0:45", "10k=4:50:00", "marathon=1:50:00"] {
      let r = try veloscore("predict", "--race", race)
      #expect(r.status == 64, "\(race): \(r.stderr)")
    }
    #expect(try veloscore("predict", "--race", "10k=45:00").status == 0)
    #expect(try veloscore("predict", "--race", "10k=45min").status == 0)
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let past = try veloscore("plan", "event", "--date", "2020-01-05", "--name", "Old race", "--library", lib)
    #expect(past.status == 64 && past.stderr.contains("--past"))
    #expect(
      try veloscore("plan", "event", "--date", "2020-01-05", "--name", "Old race", "--past", "--library", lib).status
        == 0)
    #expect(
      try veloscore(
        "plan", "event", "--date", "2027-09-05", "--name", "M", "--distance", "marathon", "--target-time", "1:50:00",
        "--library", lib
      ).status == 64)
  }
}
