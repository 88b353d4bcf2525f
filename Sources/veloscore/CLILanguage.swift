import Foundation
import VeloReport
import VeloScore

/// The language the command line speaks to its operator (messages, errors,
/// hints, summaries): the command's `--lang` when it takes one, else the
/// environment's (``Language/environment(_:)``: `VELOSCORE_LANG`, `LC_ALL`,
/// `LC_MESSAGES`, `LANG`), else English. Reports about an athlete follow
/// ``LanguageOption/resolved(for:)``, which puts the athlete's own first.
/// Under `--json` the process speaks English: JSON is language-free.
enum CLILanguage {
  /// The language `arguments` ask for with `--lang TAG` or `--lang=TAG`, else the environment's.
  static func of(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> Language
  {
    for (i, argument) in arguments.enumerated() {
      if argument == "--" { break }
      if argument == "--lang", i + 1 < arguments.count, let language = Language(tag: arguments[i + 1]) {
        return language
      }
      if argument.hasPrefix("--lang="), let language = Language(tag: String(argument.dropFirst(7))) { return language }
    }
    return Language.environment(environment) ?? .english
  }

  /// `VELOSCORE_MARK_TRANSLATIONS=1`: every catalogue text comes wrapped in
  /// `⟦ ⟧`, so a translator (and a test) sees any text that bypassed the catalogue.
  static var marksTranslations: Bool { ProcessInfo.processInfo.environment["VELOSCORE_MARK_TRANSLATIONS"] == "1" }
}
