import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@testable import VeloReport

/// The catalogues: one `.strings` file per language, the same keys in each,
/// a translation taking only values its English text gives, and the binary's
/// embedded copies equal to the files translators edit.
@Suite struct LocalizationTests {
  static func file(_ language: Language) throws -> String {
    try String(
      contentsOfFile: Repository.path("Sources/VeloReport/Localization/\(language.rawValue).strings"), encoding: .utf8)
  }

  @Test func everyLanguageHasEveryKeyAndNoOther() throws {
    let english = try #require(Catalogue(strings: try Self.file(.english)))
    #expect(english.entries.count > 300)
    for language in Language.allCases {
      let catalogue = try #require(Catalogue(strings: try Self.file(language)), "\(language) is not a .strings file")
      #expect(
        Set(catalogue.entries.keys).subtracting(english.entries.keys).sorted() == [],
        "\(language) has keys English lacks")
      #expect(Set(english.entries.keys).subtracting(catalogue.entries.keys).sorted() == [], "\(language) lacks keys")
      for (key, text) in catalogue.entries {
        let extra = Catalogue.placeholders(text).subtracting(Catalogue.placeholders(english.entries[key] ?? ""))
        #expect(extra.isEmpty, "\(language) \(key) takes values \(extra.sorted()) its English text does not give")
        #expect(!text.isEmpty, "\(language) \(key) is empty")
      }
    }
  }

  @Test func spanishIsTranslatedNotCopied() throws {
    let english = try #require(Catalogue(strings: try Self.file(.english))).entries
    let spanish = try #require(Catalogue(strings: try Self.file(.spanishMexico))).entries
    // Names that are the same in both (units, acronyms, zone numbers) aside, a text equal to its English is a missed translation.
    let same = english.filter { key, text in
      spanish[key] == text && text.contains(where: \.isLowercase) && text.split(separator: " ").count > 1
    }
    let allowed: Set<String> = [
      "chart.total", "cli.error", "cli.predict.raceProblem", "engine.ingest.hint.plan", "zoneName.Z3 Tempo",
      "zoneName.Z3 tempo", "fit.heading", "raceDistance.10 km", "raceDistance.5 km", "zoneName.Z7 Neuromuscular",
      "metric.xPower", "formZone.between",
      "date.dayMonth", "date.weekdayDayMonth", "date.full", "date.dayMonthYear", "date.monthShortYear",
      "weekly.sixWeeksText", "trendMetric.rMSSD (ms)", "plan.ctlNo", "plan.title", "plan.tsbNo", "season.wattsText",
      "sport.disc_golf", "metric.hrvt1", "metric.hrvt2",
    ]
    #expect(Set(same.keys).subtracting(allowed).sorted() == [])
  }

  @Test func theEmbeddedCataloguesAreTheFiles() throws {
    for language in Language.allCases {
      #expect(
        EmbeddedCatalogues.text(language) == (try Self.file(language)).dropLast().description,
        "run 'make catalogues' after editing \(language.rawValue).strings")
    }
  }

  @Test func valuesFillByOrderAndByPosition() {
    #expect(Catalogue.fill("%@ of %@", ["3", "5"]) == "3 of 5")
    #expect(Catalogue.fill("%2$@ de %1$@ (%%)", ["a", "b"]) == "b de a (%)")
    // A value missing, or a placeholder out of range, is empty text, never a trap.
    #expect(Catalogue.fill("%@ %@ %3$@ %0$@", ["x"]) == "x   ")
    #expect(Catalogue.fill("100 %", []) == "100 %")
    #expect(Catalogue.placeholders("%1$@ %@ %%") == [1])
    #expect(Catalogue.placeholders("%@ and %@") == [1, 2])
  }

  @Test func datesAndNamesInEachLanguage() {
    let day = LocalDate(year: 2025, month: 11, day: 18)
    #expect(Localization.rendering(.spanishMexico) { day.fullDate } == "mar 18 nov 2025")
    #expect(Localization.rendering(.english) { day.fullDate } == "Tue 18 Nov 2025")
    #expect(Localization.rendering(.spanishMexico) { day.monthTitle } == "noviembre de 2025")
    #expect(Localization.rendering(.spanishMexico) { sportLabel("cycling") } == "ciclismo")
    // An app's own sport word is kept as stored.
    #expect(Localization.rendering(.spanishMexico) { sportLabel("padel") } == "padel")
    #expect(Localization.rendering(.spanishMexico) { fixed(nil, 1) } == "n/d")
    // es-MX writes numbers like en-US (CLDR: 1,234.5).
    #expect(Localization.rendering(.spanishMexico) { fixed(41.23, 1) } == "41.2")
  }

  @Test func tagsAreReadAsPeopleWriteThem() {
    for tag in ["es-MX", "es_MX", "es-mx", "ES", "es-419", " es "] {
      #expect(Language(tag: tag) == .spanishMexico, "\(tag)")
    }
    for tag in ["en", "en-US", "en_GB"] { #expect(Language(tag: tag) == .english, "\(tag)") }
    for tag in ["fr", "", "es-MX-x-y-z", "es/../", "e\u{0}s"] { #expect(Language(tag: tag) == nil, "\(tag)") }
  }
}

/// Every sport a stored activity can carry — the nine, and the FIT sports outside them an
/// activity keeps by its profile name (transition, diving, snorkeling…) — is worded by the
/// catalogue in both languages, never shown as the identifier.
@Suite struct SportLabelTests {
  @Test func everySportAnActivityCanCarryHasALabel() throws {
    for language in Language.allCases {
      let catalogue = try #require(Catalogue(strings: try LocalizationTests.file(language))).entries
      var sports = ["cycling", "running", "swimming", "walking", "hiking", "rowing", "strength", "yoga", "other"]
      sports += (0...255).map { FITProfile.activitySport($0) }.filter { !$0.hasPrefix("sport_") && $0 != "all" }
      sports += ["elliptical", "stair_climbing"]
      let missing = Set(sports).filter { catalogue["sport.\($0)"] == nil }.sorted()
      #expect(missing.isEmpty, "\(language): \(missing)")
    }
  }
}
