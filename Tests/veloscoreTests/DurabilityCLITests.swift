import Foundation
import Testing
import _VeloTestSupport

/// `mmp --after-kj`: the durability section in text and JSON, and what the options refuse.
@Suite struct DurabilityCLITests {
  static let ride = Repository.path("datasets/fit/4078723797.fit")

  @Test func theSectionInTextAndJSON() throws {
    let text = try veloscore("mmp", Self.ride, "--after-kj", "1000,2500")
    #expect(text.status == 0 && text.stdout.contains("After 1000 kJ") && text.stdout.contains("not reached"))
    let json = try veloscore("mmp", Self.ride, "--after-kj-per-kg", "16", "--weight", "62.5", "--json")
    let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let after = ((doc?["durability"] as? [String: Any])?["afterWork"] as? [[String: Any]])?.first
    #expect(
      after?["kilojoules"] as? Double == 1000 && after?["startSecond"] as? Int != nil, "\(json.stdout.prefix(300))")
    #expect((after?["values"] as? [Double])?.isEmpty == false && after?["decline20MinPercent"] as? Double != nil)
    let spanish = try veloscore("mmp", Self.ride, "--after-kj", "1000", "--lang", "es-MX")
    #expect(spanish.stdout.contains("Tras 1000 kJ"), "\(spanish.stdout.suffix(400))")
  }

  @Test(arguments: [
    ["--after-kj-per-kg", "15"], ["--after-kj", "0"], ["--after-kj", "1000,x"],
    ["--after-kj", "1000", "--stream", "heart-rate"],
    ["--after-kj-per-kg", "15", "--weight", "900"],
  ])
  func whatTheOptionsRefuse(arguments: [String]) throws {
    let r = try veloscore(["mmp", Self.ride] + arguments)
    #expect(r.status == 64, "\(arguments): \(r.status) \(r.stderr)")
  }
}
