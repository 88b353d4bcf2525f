import Foundation

/// A language people read reports in: an athlete's stored preference and the
/// `--lang` of every human-output command. JSON is language-free.
public enum Language: String, Sendable, CaseIterable, Codable {
  /// English (the default).
  case english = "en"
  /// Spanish (Mexico): the mobile apps' first language.
  case spanishMexico = "es-MX"

  /// A BCP 47 tag, case-insensitively and with `_` or `-`: `en`, `en-US`,
  /// `en_GB` are English; `es`, `es-MX`, `es_419` are Spanish (Mexico), the one
  /// Spanish there is. `nil` for any other language.
  public init?(tag: String) {
    let parts = tag.trimmingCharacters(in: .whitespaces).lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = parts.first, parts.count <= 3,
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    else { return nil }
    switch first {
    case "en": self = .english
    case "es": self = .spanishMexico
    default: return nil
    }
  }
}
