import VeloScore

/// The language of the report being rendered: set around a render with
/// ``Localization/rendering(_:_:)``, read by `tr(_:_:)` and the date and
/// sport labels, so a report's layout code asks for texts by key and never
/// carries the language through every helper.
public enum Localization {
  @TaskLocal static var language: Language = .english
  /// A check's aid: every catalogue text comes wrapped in `⟦ ⟧`, so text that
  /// bypassed the catalogue stands out (`LocalizationCoverageTests`).
  @TaskLocal static var marksCatalogueText = false

  /// `body`'s result with every human text in `language`.
  public static func rendering<T>(_ language: Language, _ body: () throws -> T) rethrows -> T {
    try $language.withValue(language, operation: body)
  }

  /// Whether the current language's catalogue has `key` (sport names are looked up, others kept).
  static func has(_ key: String) -> Bool { Catalogue.all[language]?.entries[key] != nil }
}

/// The catalogue text of `key` in the current language with `values` in its
/// placeholders; English when the language lacks it, and the key itself (a
/// test fails on it) when no catalogue has it.
func tr(_ key: String, _ values: String...) -> String { tr(key, values: values) }

/// ``tr(_:_:)`` with the values as an array.
func tr(_ key: String, values: [String]) -> String {
  let marked = Localization.marksCatalogueText
  return Catalogue.all[Localization.language]?.text(key, values, marked: marked) ?? Catalogue.all[.english]?.text(
    key, values, marked: marked) ?? key
}

/// "1 event", "3 events": the catalogue's `key.one` for one, else `key`, with the count.
func counted(_ key: String, _ count: Int) -> String {
  count == 1 && Localization.has(key + ".one") ? tr(key + ".one") : tr(key, "\(count)")
}

/// A sport's name for people (`cycling` → "ciclismo"); a sport outside the
/// catalogue (an app's own word) as it is stored.
func sportLabel(_ sport: String) -> String { label("sport", sport) }

/// A name the model carries in English (a zone, a channel, a lap source) in
/// the current language: the catalogue's `group.name`, else the name as it is.
func label(_ group: String, _ name: String) -> String {
  Localization.has("\(group).\(name)") ? tr("\(group).\(name)") : name
}
