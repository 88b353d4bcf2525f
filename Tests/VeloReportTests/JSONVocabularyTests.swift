import Foundation
import Testing
import VeloReport
import VeloScore
import _VeloTestSupport

/// Schema 2's vocabulary: one term per name, each described with its unit,
/// written to docs/schema/vocabulary.json (the schemas' descriptions and the
/// JSON contract read it there).
@Suite struct JSONVocabularyTests {
  static let path = Repository.path("docs/schema/vocabulary.json")

  @Test func oneTermPerNameEachDescribed() {
    #expect(JSONVocabulary.duplicates.isEmpty, "named twice: \(JSONVocabulary.duplicates)")
    for t in JSONVocabulary.terms {
      #expect(t.description.count > 4, "\(t.name) has no description")
      if t.kind == .number {
        #expect(t.decimals != nil || t.significantDigits != nil, "\(t.name): a number states its precision")
      }
      if t.kind == .array || t.kind == .map {
        #expect(
          t.items != nil || t.name == "fields" || t.name == "developerFieldValues", "\(t.name): say what the items are")
      }
    }
    // Every printed rename lands on a term.
    for name in JSONVocabulary.renamed.values {
      #expect(JSONVocabulary.term(name) != nil, "\(name) is printed but not a term")
    }
  }

  /// `VELOSCORE_WRITE_VOCABULARY=1 swift test --filter JSONVocabularyTests` rewrites the file.
  @Test func committedFileIsCurrent() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    struct File: Encodable {
      var schemaVersion: Int
      var terms: [JSONTerm]
      var renamed: [String: String]
      var dataKeyMaps: [String]
    }
    let file = File(
      schemaVersion: JSONVocabulary.schemaVersion,
      terms: JSONVocabulary.terms.sorted { $0.name.lowercased() < $1.name.lowercased() },
      renamed: JSONVocabulary.renamed, dataKeyMaps: JSONVocabulary.dataKeyMaps.sorted())
    let data = try encoder.encode(file) + Data("\n".utf8)
    if ProcessInfo.processInfo.environment["VELOSCORE_WRITE_VOCABULARY"] == "1" {
      try data.write(to: URL(fileURLWithPath: Self.path))
    }
    let committed = try Data(contentsOf: URL(fileURLWithPath: Self.path))
    #expect(
      committed == data,
      "docs/schema/vocabulary.json is stale: VELOSCORE_WRITE_VOCABULARY=1 swift test --filter JSONVocabularyTests")
  }
}

/// The last pass over printed JSON (``JSONDocumentFinisher``).
@Suite struct JSONDocumentFinisherTests {
  func printed<T: Encodable>(_ value: T) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: try JSONEncoder.printable(value)) as? [String: Any])
  }

  @Test func numbersTakeTheirFieldsPrecision() throws {
    struct Doc: Encodable {
      var atl = 0.000262013698177395, ctl = 38.2516931334534, intensityFactor = 0.646723678281765
      var weeklyCTL = [38.4179287670868, 37.96]
      var loadBySport = ["cycling": 325.14999]
      var unknownField = 112.00000000000001
      var widenedFloat = Double(Float(-20.2))
      var text = "0.30000000000000004"
      var count = 42
    }
    let text = String(decoding: try JSONEncoder.printable(Doc()), as: UTF8.self)
    #expect(
      text.contains("\"atl\" : 0,") && text.contains("\"ctl\" : 38.3,") && text.contains("\"intensityFactor\" : 0.647,")
    )
    #expect(text.contains("38.4,") && text.contains("\"cycling\" : 325.1"))
    #expect(text.contains("\"unknownField\" : 112,") && text.contains("\"widenedFloat\" : -20.2\n"))
    #expect(text.contains("\"text\" : \"0.30000000000000004\"") && text.contains("\"count\" : 42"))
  }

  @Test func nonFiniteIsNullWithAReason() throws {
    struct Row: Encodable {
      var acwr: Double
      var date = "2026-11-22"
    }
    struct Doc: Encodable {
      var days: [Row]
      var ctl = Double.infinity
      var name = "nan"
    }
    let doc = try printed(Doc(days: [Row(acwr: 1.2), Row(acwr: .nan)]))
    let days = try #require(doc["days"] as? [[String: Any]])
    #expect(days[1]["acwr"] is NSNull && doc["ctl"] is NSNull && doc["name"] as? String == "nan")
    let reasons = try #require(doc["nullReasons"] as? [String: String])
    #expect(Set(reasons.keys) == ["/days/1/acwr", "/ctl"])
    #expect(
      reasons["/days/1/acwr"]?.hasPrefix("not a number") == true && reasons["/ctl"]?.hasPrefix("infinite") == true)
  }

  @Test func keysAreRenamedOutsideMapsOfData() throws {
    struct Totals: Encodable { var seconds = 3600.0, meters = 20_000.0 }
    struct Doc: Encodable {
      var thisWeek = Totals()
      var fields = ["weight": 70, "seconds": 3]
      var monday = "2026-11-16"
    }
    let doc = try printed(Doc())
    let totals = try #require(doc["thisWeek"] as? [String: Any])
    #expect(totals["durationSeconds"] as? Int == 3600 && totals["distanceMeters"] as? Int == 20_000)
    #expect(
      doc["fields"] as? [String: Int] == ["weight": 70, "seconds": 3] && doc["weekStart"] as? String == "2026-11-16")
  }

  @Test func instantsCarryTheirOffset() {
    #expect(ISOInstant.string(1_795_258_800, offsetSeconds: 3600) == "2026-11-21T12:00:00+01:00")
    #expect(ISOInstant.string(1_795_258_800) == "2026-11-21T11:00:00Z")
    #expect(
      ISOInstant.string(1_795_258_800, timeZone: TimeZone(identifier: "America/Mexico_City"))
        == "2026-11-21T05:00:00-06:00")
    #expect(ISOInstant.epochSeconds(.nan) == nil && ISOInstant.epochSeconds(12.7) == 12)
  }

  /// Statistics keep four significant digits: a p-value of 1e-16 printed as 0,
  /// and a slope of 0.00003 kg/day printed as 0, left an analyst nothing to filter on.
  @Test func statisticsKeepFourSignificantDigits() {
    let json = #"{"pValue":1.2345678e-16,"slope":0.000034567891,"standardError":0.5,"intercept":70.123456}"#
    let out = String(decoding: JSONDocumentFinisher.finished(Data(json.utf8)), as: UTF8.self)
    #expect(out == #"{"pValue":1.235e-16,"slope":3.457e-05,"standardError":0.5,"intercept":70.123}"#, "\(out)")
  }
}
