import Foundation
import Testing
import _VeloTestSupport

/// `--lang` and the athlete's stored language: the human formats follow them,
/// JSON does not change, and a language no catalogue has is a usage error.
@Suite struct LanguageCLITests {
  @Test func theAthletesLanguageIsTheDefaultAndLangOverridesIt() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(
      try veloscore("athlete", "add", "ana", "--tz", "America/Mexico_City", "--lang", "es-MX", "--library", lib).status
        == 0)
    let log = try writeTemporary(
      "fecha,deporte,minutos,rpe\n2026-11-16,Correr,45,6\n2026-11-18,Bicicleta,60,5\n", name: "log.csv")
    #expect(try veloscore("ingest", log.path, "--athlete", "ana", "--library", lib).status == 0)
    let spanish = try veloscore("report", "weekly", "--athlete", "ana", "--date", "2026-11-18", "--library", lib)
    #expect(
      spanish.status == 0 && spanish.stdout.contains("Progreso semanal: ana")
        && spanish.stdout.contains("lun 16 nov … 22 nov 2026"), "\(spanish.stdout)")
    #expect(
      spanish.stdout.contains("carrera") && spanish.stdout.contains("ciclismo")
        && !spanish.stdout.contains("Active days"))
    let english = try veloscore(
      "report", "weekly", "--athlete", "ana", "--date", "2026-11-18", "--lang", "en", "--library", lib)
    #expect(english.stdout.contains("Weekly progress: ana") && english.stdout.contains("Mon 16 Nov … 22 Nov 2026"))
    // JSON is the same in every language.
    let json = { (lang: String) in
      try veloscore(
        "report", "weekly", "--athlete", "ana", "--date", "2026-11-18", "--format", "json", "--lang", lang, "--library",
        lib
      ).stdout
    }
    #expect(try json("es-MX") == json("en"))
    let shown = try veloscore("athlete", "show", "ana", "--json", "--library", lib)
    #expect(shown.stdout.contains("\"language\" : \"es-MX\""), "\(shown.stdout)")
    // Set back to English: the reports follow.
    #expect(try veloscore("athlete", "set", "ana", "--lang", "en", "--library", lib).status == 0)
    #expect(try veloscore("dashboard", "--athlete", "ana", "--library", lib).stdout.contains("Dashboard: ana"))
    #expect(
      try veloscore("dashboard", "--athlete", "ana", "--lang", "es", "--library", lib).stdout.contains("Tablero: ana"))
  }

  @Test func aLanguageWithoutACatalogueIsRefused() throws {
    for args in [
      ["report", "weekly", "--lang", "fr"], ["athlete", "add", "x", "--lang", "de-DE"], ["dashboard", "--lang", ""],
    ] {
      let r = try veloscore(args)
      #expect(
        r.status == 64 && r.stderr.contains("--lang") && r.stderr.contains("es-MX"), "\(args): \(r.status) \(r.stderr)")
    }
  }
}
