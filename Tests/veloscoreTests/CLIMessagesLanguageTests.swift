import Foundation
import Testing
import _VeloTestSupport

/// The command line's own words (messages, errors, hints, summaries, tables)
/// come from the catalogue in the operator's language: `--lang`, else
/// `VELOSCORE_LANG` or the POSIX locale. `VELOSCORE_MARK_TRANSLATIONS=1` wraps
/// every catalogue text in `⟦ ⟧`, so a line without one bypassed the catalogue.
@Suite struct CLIMessagesLanguageTests {
  /// The tester's own locale variables are emptied (an empty one is skipped), so only LANG speaks.
  let spanish = ["VELOSCORE_LANG": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "es_MX.UTF-8"]

  @Test func theLocaleChoosesTheLanguageOfMessagesAndErrors() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    let created = try veloscore(["init", "--library", lib], environment: spanish)
    #expect(created.stdout.hasPrefix("Se creó la biblioteca en "), "\(created.stdout)")
    let missing = try veloscore(["pmc", "--athlete", "nadie", "--library", lib], environment: spanish)
    #expect(
      missing.status == 65 && missing.stderr.contains("sugerencia: ") && !missing.stderr.contains("hint:"),
      "\(missing.stderr)")
    // VELOSCORE_LANG wins over the locale, LC_ALL over LANG, C means English.
    for (environment, expected) in [
      (["VELOSCORE_LANG": "es-MX", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "en_US.UTF-8"], "Se creó"),
      (["VELOSCORE_LANG": "", "LC_ALL": "C", "LC_MESSAGES": "", "LANG": "es_MX.UTF-8"], "Created"),
      (["VELOSCORE_LANG": "", "LC_ALL": "es_MX.UTF-8", "LC_MESSAGES": "", "LANG": "en_GB.UTF-8"], "Se creó"),
      (["VELOSCORE_LANG": "", "LC_ALL": "", "LC_MESSAGES": "es_MX.UTF-8", "LANG": "C.UTF-8"], "Se creó"),
    ] {
      let other = try makeTemporaryDirectory().appendingPathComponent("lib").path
      let r = try veloscore(["init", "--library", other], environment: environment)
      #expect(r.stdout.hasPrefix(expected), "\(environment): \(r.stdout)")
    }
    // JSON is language-free: the error document stays English under a Spanish locale.
    let json = try veloscore(["pmc", "--athlete", "nadie", "--json", "--library", lib], environment: spanish)
    #expect(json.stdout.contains("\"error\" : \"the library has no athletes yet\""), "\(json.stdout)")
  }

  /// An athlete created without `--lang` has none stored: her reports follow
  /// the reader (the locale, `VELOSCORE_LANG`) until one is set.
  @Test func anAthleteWithoutALanguageFollowsTheReader() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore(["athlete", "add", "ana", "--ftp", "220", "--library", lib]).status == 0)
    let shown = try veloscore(["athlete", "show", "ana", "--json", "--library", lib]).stdout
    #expect(!shown.contains("\"language\""), "no language stored: \(shown)")
    let args = ["report", "weekly", "--athlete", "ana", "--date", "2026-11-16", "--library", lib]
    #expect(try veloscore(args, environment: spanish).stdout.hasPrefix("Progreso semanal"))
    #expect(try veloscore(args, environment: ["VELOSCORE_LANG": "es"]).stdout.hasPrefix("Progreso semanal"))
    #expect(try veloscore(args).stdout.hasPrefix("Weekly progress"))
    // Once stored, hers wins over the reader's.
    #expect(try veloscore(["athlete", "set", "ana", "--lang", "es_MX", "--library", lib]).status == 0)
    #expect(try veloscore(args).stdout.hasPrefix("Progreso semanal"))
  }

  @Test func everyMessageLineComesFromTheCatalogue() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    let marked = spanish.merging(["VELOSCORE_MARK_TRANSLATIONS": "1"]) { _, new in new }
    let sample = Repository.path("datasets/sample")
    let log = try writeTemporary("date,sport,minutes,rpe\n2026-11-16,running,45,6\n", name: "log.csv")
    let runs: [[String]] = [
      ["init", "--library", lib],
      ["ingest", sample, "--library", lib, "--no-progress"],
      ["ingest", log.path, "--athlete", "athlete-01", "--library", lib, "--no-progress"],
      ["check", "--library", lib],
      ["athlete", "list", "--library", lib],
      ["mmp", Repository.path("datasets/tracks/activity_5039744860.gpx")],
      ["sources", "--athlete", "athlete-03", "--library", lib],
      ["athlete", "add", "ana", "--ftp", "220", "--library", lib],
      ["athlete", "set", "ana", "--ftp", "230", "--library", lib],
      ["plan", "event", "--athlete", "ana", "--date", "2099-01-01", "--name", "Maratón", "--library", lib],
      ["plan", "remove", "--athlete", "ana", "--all", "--library", lib],
      ["delete", "athlete", "ana", "--library", lib],
      ["delete", "athlete", "ana", "--yes", "--library", lib],
      ["pmc", "--athlete", "nadie", "--library", lib],
      ["pmc", "--days", "0", "--library", lib],
      ["ingest", "/no/such/file.fit", "--library", lib],
      ["activity", "/no/such/file.fit"],
      ["token", "create", "--coach", "--library", lib],
      ["token", "list", "--library", lib],
      ["predict", "--athlete", "athlete-01", "--library", lib],
    ]
    for arguments in runs {
      let r = try veloscore(arguments, environment: marked)
      var lines = r.stderr.split(separator: "\n").map(String.init)
      // Messages on stdout (not the reports, whose coverage LocalizationCoverageTests checks).
      if !["token"].contains(arguments[0]) || arguments[1] != "create" {
        lines += r.stdout.split(separator: "\n").map(String.init)
      }
      for line in lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
        // ArgumentParser's own usage lines are not ours; the error line it prints is.
        if line.hasPrefix("Usage:") || line.hasPrefix("  See '") { continue }
        // Table bodies and rules carry data (ids, paths, dates), not words.
        if line.allSatisfy({ $0 == "-" || $0 == " " }) || line.first?.isNumber == true
          || line.hasPrefix("athlete-") && !line.contains(":")
        {
          continue
        }
        #expect(
          line.contains("⟦") || isData(line), "\(arguments.joined(separator: " ")): '\(line)' bypassed the catalogue")
      }
    }
  }

  /// A line that holds only data: a token secret, a hash-led table row.
  func isData(_ line: String) -> Bool {
    let words = line.split(separator: " ")
    return words.count == 1 || words.first.map { $0.count == 12 && $0.allSatisfy(\.isHexDigit) } == true
  }
}
