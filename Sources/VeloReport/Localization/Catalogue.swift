import Foundation
import VeloScore

/// The human strings of one language: an Apple `.strings` file
/// (`"key" = "text";`, the format translators' tools read and write) parsed
/// by Foundation's property-list reader. The files are
/// `Sources/VeloReport/Localization/<tag>.strings`; the binary carries them
/// (``EmbeddedCatalogues``) so it needs no resource folder beside it.
///
/// Texts take their values as `%@` (in order) or `%1$@`, `%2$@` (by
/// position, so a translation can reorder them) and write `%` as `%%`.
struct Catalogue: Sendable {
  let entries: [String: String]

  /// The catalogue in `text`; `nil` when it is not a `.strings` file of strings.
  init?(strings text: String) {
    guard let plist = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil),
          let dictionary = plist as? [String: String] else { return nil }
    entries = dictionary
  }

  /// The text of `key` with `values` in its placeholders; `nil` when the key is missing.
  func text(_ key: String, _ values: [String], marked: Bool = false) -> String? {
    entries[key].map { Self.fill($0, values, marked: marked) }
  }

  /// `format` with `%@` and `%N$@` replaced by `values` and `%%` by `%`. A
  /// placeholder without a value becomes empty text: a catalogue can never trap.
  /// `marked` wraps the catalogue's own text (not the values) in `⟦ ⟧`.
  static func fill(_ format: String, _ values: [String], marked: Bool = false) -> String {
    guard format.contains("%") else { return marked ? "⟦\(format)⟧" : format }
    var out = "", literal = ""
    func value(_ v: String) {
      if !literal.isEmpty { out += marked ? "⟦\(literal)⟧" : literal }
      literal = ""
      out += v
    }
    var next = 0
    var i = format.startIndex
    while i < format.endIndex {
      let c = format[i]
      i = format.index(after: i)
      guard c == "%", i < format.endIndex else { literal.append(c); continue }
      if format[i] == "%" { literal.append("%"); i = format.index(after: i); continue }
      if format[i] == "@" {
        value(next < values.count ? values[next] : "")
        next += 1
        i = format.index(after: i)
        continue
      }
      var digits = i
      while digits < format.endIndex, format[digits].isASCII, format[digits].isNumber { digits = format.index(after: digits) }
      if digits > i, digits < format.endIndex, format[digits] == "$",
         format.index(after: digits) < format.endIndex, format[format.index(after: digits)] == "@",
         let n = Int(format[i..<digits]) {
        value(n >= 1 && n <= values.count ? values[n - 1] : "")
        i = format.index(digits, offsetBy: 2)
        continue
      }
      literal.append(c)
    }
    value("")
    return out
  }

  /// The placeholders of `format` as written (`%@` counted in order, `%N$@` by N): a
  /// translation must take the same values as its English text.
  static func placeholders(_ format: String) -> Set<Int> {
    var found: Set<Int> = []
    var next = 1
    let chars = Array(format)
    var i = 0
    while i < chars.count {
      defer { i += 1 }
      guard chars[i] == "%", i + 1 < chars.count else { continue }
      if chars[i + 1] == "%" { i += 1; continue }
      if chars[i + 1] == "@" { found.insert(next); next += 1; i += 1; continue }
      var j = i + 1
      while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
      if j > i + 1, j + 1 < chars.count, chars[j] == "$", chars[j + 1] == "@", let n = Int(String(chars[(i + 1)..<j])) {
        found.insert(n)
        i = j + 1
      }
    }
    return found
  }

  /// Each language's catalogue, parsed once.
  static let all: [Language: Catalogue] = {
    var out: [Language: Catalogue] = [:]
    for language in Language.allCases {
      out[language] = EmbeddedCatalogues.text(language).flatMap(Catalogue.init(strings:)) ?? Catalogue(entries: [:])
    }
    return out
  }()

  init(entries: [String: String]) { self.entries = entries }
}
