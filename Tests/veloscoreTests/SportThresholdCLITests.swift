import Foundation
import Testing
import _VeloTestSupport

/// `athlete set --for-sport` and `--sport-threshold`: a running FTP from the command line.
@Suite struct SportThresholdCLITests {
  @Test func theLibraryShowsAndKeepsAThresholdPerSport() throws {
    let library = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", library).status == 0)
    #expect(try veloscore("athlete", "add", "eva", "--ftp", "250", "--library", library).status == 0)
    let set = try veloscore("athlete", "set", "eva", "--ftp", "380", "--for-sport", "Run", "--library", library)
    #expect(set.status == 0 && set.stdout.contains("(running only)"), "\(set.stdout) \(set.stderr)")
    let shown = try veloscore("athlete", "show", "eva", "--library", library, "--json")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
    let ftps = (doc["thresholds"] as? [[String: Any]] ?? []).filter {
      $0["kind"] as? String == "functionalThresholdPower"
    }
    #expect(ftps.count == 2)
    #expect(ftps.contains { $0["sport"] as? String == "running" && ($0["value"] as? NSNumber)?.doubleValue == 380 })
    #expect(ftps.contains { $0["sport"] == nil && ($0["value"] as? NSNumber)?.doubleValue == 250 })
    // Refused with the reason: an unknown sport, nothing to set, a weight per sport.
    for (args, says) in [
      (["--ftp", "380", "--for-sport", "quidditch"], "must be a sport"),
      (["--for-sport", "running"], "needs a threshold"),
      (["--weight", "70", "--for-sport", "running"], "holds for every sport"),
    ] {
      let r = try veloscore(["athlete", "set", "eva"] + args + ["--library", library])
      #expect(r.status == 64 && r.stderr.contains(says), "\(args): \(r.status) \(r.stderr)")
    }
  }

  @Test func sportThresholdOptionsAreCheckedAtTheDoor() throws {
    let file = Repository.path("datasets/fit/6471559601_ACTIVITY.fit")
    for (value, says) in [
      ("running:ftp", "takes SPORT:NAME=VALUE"), ("running:watts=3", "unknown threshold 'watts'"),
      ("running:ftp=abc", "expected a number"),
      ("running:ftp=3800", "between 30 and 700"), ("running:ftp=nan", "expected a number"),
    ] {
      let r = try veloscore("activity", file, "--sport-threshold", value)
      #expect(r.status == 64 && r.stderr.contains(says), "\(value): \(r.status) \(r.stderr)")
    }
    #expect(try veloscore("activity", file, "--sport-threshold", "running:lthr=172", "--json").status == 0)
  }
}
