import Foundation
import Testing
import _VeloTestSupport

/// The whole-pipeline fuzzers' findings (Tests/Oracles/fuzz-regressions/):
/// every command that scores and reports a file answers (0 or 65), never a crash.
@Suite struct PipelineRegressionTests {
  static let files = ["laps-time-steps-back.fit", "month-between-records.fit", "lone-jump-ahead.fit"]

  @Test(arguments: files)
  func answersWithoutCrashing(name: String) throws {
    let path = Repository.path("Tests/Oracles/fuzz-regressions/\(name)")
    let out = try makeTemporaryDirectory().appendingPathComponent("r.html").path
    for command in [
      ["activity", path, "--lenient", "--json"],
      [
        "report", "activity", path, "--lenient", "--ftp", "250", "--cp", "260", "--wprime", "20000", "--format", "html",
        "--out", out,
      ],
    ] {
      let r = try veloscore(command)
      #expect(r.status == 0 || r.status == 65, "\(command): \(r.status) \(r.stderr.prefix(300))")
    }
  }

  /// A lone timestamp far ahead is dropped at the door: the timer is not longer than the elapsed time.
  @Test func aLoneJumpAheadIsDroppedWithAWarning() throws {
    let r = try veloscore([
      "activity", Repository.path("Tests/Oracles/fuzz-regressions/lone-jump-ahead.fit"), "--lenient", "--json",
    ])
    #expect(r.status == 0)
    #expect(r.stderr.contains("1 sample out of time order dropped"))
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let timer = try #require((doc["durationSeconds"] as? NSNumber)?.doubleValue)
    let elapsed = try #require((doc["elapsedSeconds"] as? NSNumber)?.doubleValue)
    #expect(timer <= elapsed && elapsed < 200, "timer \(timer) s, elapsed \(elapsed) s")
  }
}
