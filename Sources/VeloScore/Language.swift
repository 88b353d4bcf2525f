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

  /// The first language of an HTTP `Accept-Language` header (RFC 9110 §12.5.4)
  /// that a catalogue has, by quality (`es-MX,es;q=0.9,en;q=0.8` → Spanish);
  /// `nil` when none is (`fr-FR`, `*`).
  public init?(acceptLanguage header: String) {
    let ranges = header.split(separator: ",").enumerated().compactMap { index, item -> (Language, Double, Int)? in
      let parts = item.split(separator: ";")
      guard let tag = parts.first, let language = Language(tag: String(tag)) else { return nil }
      var quality = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0] == "q", let q = Double(pair[1]), (0...1).contains(q) { quality = q }
      }
      return quality > 0 ? (language, quality, index) : nil
    }
    guard let best = ranges.max(by: { ($0.1, -$0.2) < ($1.1, -$1.2) }) else { return nil }
    self = best.0
  }
}
