import Foundation
import Testing
import _VeloTestSupport

/// Numbers as people type them: paces as m:ss per km, mile or 100 m, and a
/// decimal comma answered with the option written with a point.
@Suite struct NumberInputCLITests {
  static let run = Repository.path("datasets/repro/two-runs-two-days.tcx")

  /// 4:15/km, 255 s/km and 6:50/mi (254.7 s/km) give the run the same rTSS to
  /// its rounding; 1 mile = 1,609.344 m.
  @Test func pacesAsPeopleWriteThem() throws {
    func rTSS(_ pace: String) throws -> Double? {
      let r = try veloscore("activity", Self.run, "--session", "1", "--threshold-pace", pace, "--json")
      let doc = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
      return (doc?["running"] as? [String: Any])?["rTSS"] as? Double
    }
    let seconds = try #require(try rTSS("255"))
    #expect(try rTSS("4:15") == seconds && rTSS("4:15/km") == seconds)
    let mile = try #require(try rTSS("6:50/mi"))
    // rTSS goes with (threshold / NGP)²: 410 s/mi = 254.76 s/km, 0.19 % faster than 255.
    #expect(abs(mile / seconds - pow(255 / (410 / 1.609344), -2)) < 0.002, "\(mile) vs \(seconds)")
    let bad = try veloscore("activity", Self.run, "--threshold-pace", "4m15")
    #expect(bad.status == 64 && bad.stderr.contains("expected a pace such as 4:15/km or 255, found '4m15'"))
  }

  @Test func aDecimalCommaGetsTheOptionWithAPoint() throws {
    let r = try veloscore("activity", Self.run, "--weight", "58,5")
    #expect(r.status == 64 && r.stderr.contains("hint: write the decimal with a point: --weight 58.5"), "\(r.stderr)")
    let json = try veloscore("activity", Self.run, "--weight", "58,5", "--json")
    let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(doc?["detail"] as? String == "write the decimal with a point: --weight 58.5")
  }
}
