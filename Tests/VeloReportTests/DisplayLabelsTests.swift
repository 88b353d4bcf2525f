import Foundation
import Testing
import VeloScore

@testable import VeloReport

/// The words for the documents' identifiers, one language at a time, from the catalogue.
@Suite struct DisplayLabelsTests {
  @Test func everyGroupHasItsWordsInBothLanguages() throws {
    let english = DisplayLabels(language: .english)
    let spanish = DisplayLabels(language: .spanishMexico)
    #expect(spanish.language == "es-MX" && english.language == "en")
    #expect(spanish.labels["sport"]?["cycling"] == "ciclismo" && english.labels["sport"]?["cycling"] == "cycling")
    #expect(spanish.labels["sport"]?["snorkeling"] == "esnórquel")
    #expect(spanish.labels["recoveryState"]?["noReading"] == "sin lectura")
    #expect(spanish.labels["goalState"] == ["met": "cumplida", "inProgress": "en curso", "missed": "no cumplida"])
    for group in DisplayLabels.groups {
      #expect(english.labels[group]?.isEmpty == false, "\(group) has labels")
      // The same identifiers in both: a label one language lacks falls back to English.
      #expect(Set(english.labels[group]?.keys ?? [:].keys) == Set(spanish.labels[group]?.keys ?? [:].keys), "\(group)")
    }
    let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(spanish)) as? [String: Any]
    #expect(json?["schemaVersion"] as? Int == JSONVocabulary.schemaVersion)
  }
}
