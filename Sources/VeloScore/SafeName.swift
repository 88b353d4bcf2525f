/// Names that become paths, CSV cells or markup: athlete names are checked
/// against one rule when they enter, and any other text that must become a
/// path component (a sport, a legacy name) is mapped to a safe one.
public enum SafeName {
  /// Longest athlete name, in characters.
  public static let maximumAthleteNameLength = 64

  /// Why `name` cannot name an athlete, or `nil` when it can. An athlete name
  /// is 1–64 characters: letters (any script), digits, spaces and `_ - . '`,
  /// starting with a letter, a digit or `_`. It is then a single safe path
  /// component, cannot start a spreadsheet formula (`= + - @`), and holds no
  /// control character or markup.
  public static func athleteNameProblem(_ name: String) -> String? {
    guard !name.isEmpty else { return "an athlete name must not be empty" }
    guard name.count <= maximumAthleteNameLength else {
      return "an athlete name has at most \(maximumAthleteNameLength) characters, this one has \(name.count)"
    }
    guard let first = name.unicodeScalars.first, isLetterOrDigit(first) || first == "_" else {
      return "an athlete name starts with a letter, a digit or '_'"
    }
    if let bad = name.unicodeScalars.first(where: { !(isLetterOrDigit($0) || " _-.'".unicodeScalars.contains($0)) }) {
      return
        "an athlete name holds letters, digits, spaces and _ - . ' only, not U+\(String(bad.value, radix: 16, uppercase: true))"
    }
    guard name.last != " " else { return "an athlete name does not end with a space" }
    return nil
  }

  /// Why `text` cannot be a label (an event's name), or `nil` when it can:
  /// 1–`limit` characters, not all spaces, no control or non-character code
  /// points. Labels never become paths; CSV writers quote and neutralise them
  /// and renderers escape them, so punctuation (`Maratón, CDMX`) is fine.
  public static func labelProblem(_ text: String, what: String = "a name", limit: Int = 100) -> String? {
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return "\(what) must not be empty" }
    guard text.count <= limit else { return "\(what) has at most \(limit) characters, this one has \(text.count)" }
    if let bad = text.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint
    }) {
      return "\(what) holds no control characters, found U+\(String(bad.value, radix: 16, uppercase: true))"
    }
    return nil
  }

  /// `text` as one path component: letters, digits, `_ - .` and spaces kept,
  /// anything else (`/`, `\`, control characters…) replaced by `_`, a leading
  /// `.`, `-`, `=`, `+`, `@` or space replaced too, at most `limit` characters.
  /// When anything changed, a short hash of the original keeps distinct texts
  /// apart. Never empty, never `.` or `..`.
  public static func pathComponent(_ text: String, limit: Int = 64) -> String {
    var out = ""
    for (i, s) in text.unicodeScalars.enumerated() {
      let allowed = isLetterOrDigit(s) || s == "_" || (i > 0 && (s == "-" || s == "." || s == " "))
      out.unicodeScalars.append(allowed ? s : "_")
    }
    var cut = String(out.prefix(limit))
    while cut.hasSuffix(" ") || cut.hasSuffix(".") { cut.removeLast() }
    if cut == text, !cut.isEmpty { return cut }
    return String(cut.prefix(max(1, limit - 9))) + "-" + hash(text)
  }

  /// FNV-1a 32-bit of the UTF-8 bytes, 8 hex digits.
  static func hash(_ text: String) -> String {
    var h: UInt32 = 2_166_136_261
    for b in text.utf8 {
      h ^= UInt32(b)
      h = h &* 16_777_619
    }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
    s.properties.isAlphabetic || s.properties.numericType == .decimal
  }
}
