import Foundation
import Testing
import _VeloTestSupport

/// The whole-pipeline fuzzers' findings (Tests/Oracles/fuzz-regressions/):
/// every command that scores and reports a file answers (0 or 65), never a crash.
@Suite struct PipelineRegressionTests {
  static let files = ["laps-time-steps-back.fit", "month-between-records.fit"]

  @Test(arguments: files)
  func answersWithoutCrashing(name: String) throws {
    let path = Repository.path("Tests/Oracles/fuzz-regressions/\(name)")
    let out = try makeTemporaryDirectory().appendingPathComponent("r.html").path
    for command in [["activity", path, "--lenient", "--json"], ["report", "activity", path, "--lenient", "--ftp", "250", "--cp", "260", "--wprime", "20000", "--format", "html", "--out", out]] {
      let r = try veloscore(command)
      #expect(r.status == 0 || r.status == 65, "\(command): \(r.status) \(r.stderr.prefix(300))")
    }
  }
}
