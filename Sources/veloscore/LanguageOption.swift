import ArgumentParser
import VeloPipeline
import VeloScore

extension Language: ExpressibleByArgument {
  public init?(argument: String) { self.init(tag: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--lang`: the language of a command's human output (text, Markdown, HTML).
struct LanguageOption: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "Language of the text, Markdown and HTML: en or es-MX (es and es_MX work too). Default: the athlete's ('athlete set --lang'), else $VELOSCORE_LANG or the locale ($LANG: es_MX.UTF-8), else en. JSON and CSV are the same in every language.",
      valueName: "tag")) var language: Language?

  /// The language asked for, else `athlete`'s stored one, else the environment's (``CLILanguage``), else English.
  func resolved(for athlete: Athlete? = nil) -> Language {
    language ?? athlete?.storedLanguage ?? Language.environment() ?? .english
  }
}
