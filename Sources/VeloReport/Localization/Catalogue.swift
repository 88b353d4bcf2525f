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
      let dictionary = plist as? [String: String]
    else { return nil }
    entries = dictionary
  }

  /// The text of `key` with `values` in its placeholders; `nil` when the key is missing.
  func text(_ key: String, _ values: [String], marked: Bool = false) -> String? {
    entries[key].map { Self.fill($0, values, marked: marked) }
  }

  /// A format's pieces: its own text, and the placeholders (`%@` numbered in
  /// order, `%N$@` by N; `%%` is text "%").
  enum Piece: Equatable {
    case text(String)
    case value(Int)
  }

  /// The one reader of a format, for filling it and for checking a translation's placeholders.
  static func pieces(_ format: String) -> [Piece] {
    var out: [Piece] = []
    var literal = ""
    var next = 1
    let chars = Array(format)
    var i = 0
    func value(_ n: Int) {
      if !literal.isEmpty { out.append(.text(literal)) }
      literal = ""
      out.append(.value(n))
    }
    while i < chars.count {
      let c = chars[i]
      i += 1
      guard c == "%", i < chars.count else {
        literal.append(c)
        continue
      }
      if chars[i] == "%" {
        literal.append("%")
        i += 1
        continue
      }
      if chars[i] == "@" {
        value(next)
        next += 1
        i += 1
        continue
      }
      var j = i
      while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
      if j > i, j + 1 < chars.count, chars[j] == "$", chars[j + 1] == "@", let n = Int(String(chars[i..<j])) {
        value(n)
        i = j + 2
        continue
      }
      literal.append(c)
    }
    if !literal.isEmpty { out.append(.text(literal)) }
    return out
  }

  /// `format` with its placeholders replaced by `values` (the first is 1). A
  /// placeholder without a value becomes empty text: a catalogue can never trap.
  /// `marked` wraps the catalogue's own text (not the values) in `⟦ ⟧`.
  static func fill(_ format: String, _ values: [String], marked: Bool = false) -> String {
    pieces(format).map { piece in
      switch piece {
      case .text(let t): return marked ? "⟦\(t)⟧" : t
      case .value(let n): return n >= 1 && n <= values.count ? values[n - 1] : ""
      }
    }.joined()
  }

  /// The placeholders of `format`: a translation must take only values its English text gives.
  static func placeholders(_ format: String) -> Set<Int> {
    Set(pieces(format).compactMap { if case .value(let n) = $0 { n } else { nil } })
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
