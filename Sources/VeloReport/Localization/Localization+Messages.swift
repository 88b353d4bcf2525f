import Foundation
import VeloScore

/// The catalogue for the surfaces above the reports: the CLI's messages,
/// errors and hints read their texts here by key (the `cli.` keys of the same
/// `.strings` files), in the language a process speaks.
extension Localization {
  /// The catalogue text of `key` in the current language with `values` in
  /// its placeholders (English when the language lacks it).
  public static func text(_ key: String, _ values: [String] = []) -> String { tr(key, values: values) }

  /// "1 file", "3 files": the catalogue's `key.one` for one, else `key` with the count.
  public static func counted(_ key: String, _ count: Int) -> String { VeloReport.counted(key, count) }

  /// `body` run with every catalogue text in `language` (the async form of ``rendering(_:_:)``);
  /// `marked` wraps each catalogue text in `⟦ ⟧` (a translator's view of what is translated).
  public static func speaking<T>(
    _ language: Language, marked: Bool = false, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> T
  ) async rethrows -> T {
    try await $marksCatalogueText.withValue(marked) {
      try await $language.withValue(language, operation: body, isolation: isolation)
    }
  }

  /// The language being spoken now (the CLI's, or a report's while it renders).
  public static var current: Language { language }
}

extension Language {
  /// The language of a process's environment: `VELOSCORE_LANG`, else the
  /// POSIX locale (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first set and not
  /// `C`/`POSIX`: `es_MX.UTF-8` is Spanish (Mexico)); `nil` when none names a
  /// language this engine speaks.
  public static func environment(_ variables: [String: String] = ProcessInfo.processInfo.environment) -> Language? {
    if let own = variables["VELOSCORE_LANG"], !own.isEmpty { return Language(tag: own) }
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = variables[name], !value.isEmpty else { continue }
      let tag = value.split(separator: ".").first.map(String.init) ?? value
      if tag == "C" || tag == "POSIX" { return nil }
      return Language(tag: tag)
    }
    return nil
  }
}
