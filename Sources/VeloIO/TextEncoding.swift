/// The text encodings a CSV arrives in, and their bytes as UTF-8, which every
/// reader takes: UTF-8 (with or without a byte-order mark), UTF-16 with a
/// byte-order mark (Excel's "Unicode text"), and — when the bytes are not
/// valid UTF-8 — Windows-1252, which Excel uses for "CSV" on Windows in
/// Western languages (a Spanish list's "calorías", "natación"). Bytes are
/// never replaced by U+FFFD on a guess.
public enum TextEncoding: String, Sendable, Equatable {
  case utf8 = "UTF-8"
  case utf16LittleEndian = "UTF-16LE"
  case utf16BigEndian = "UTF-16BE"
  case windows1252 = "Windows-1252"

  /// `bytes` as UTF-8 and the encoding they were read in.
  public static func utf8(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: TextEncoding) {
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (fromUTF16(bytes.dropFirst(2), littleEndian: true), .utf16LittleEndian)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (fromUTF16(bytes.dropFirst(2), littleEndian: false), .utf16BigEndian)
    }
    if String(validating: bytes, as: UTF8.self) != nil { return (bytes, .utf8) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 8)
    for b in bytes {
      if b < 0x80 {
        out.append(b)
      } else {
        appendUTF8(b >= 0xA0 ? UInt32(b) : windows1252High[Int(b - 0x80)], to: &out)
      }
    }
    return (out, .windows1252)
  }

  /// The warning a reader stores for bytes not in UTF-8; `nil` for UTF-8.
  public var note: String? {
    switch self {
    case .utf8: return nil
    case .windows1252:
      return
        "read as Windows-1252 (the bytes are not UTF-8), as Excel saves CSV on Windows; save as 'CSV UTF-8' to be sure"
    case .utf16LittleEndian, .utf16BigEndian: return "read as \(rawValue) (its byte-order mark says so)"
    }
  }

  /// Code points of Windows-1252's bytes 0x80…0x9F (the WHATWG Encoding
  /// Standard's index; its five unassigned bytes map to the C1 controls).
  static let windows1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
    0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0x9D, 0x017E, 0x0178,
  ]

  static func appendUTF8(_ v: UInt32, to out: inout [UInt8]) {
    switch v {
    case 0..<0x80: out.append(UInt8(v))
    case 0x80..<0x800: out += [UInt8(0xC0 | v >> 6), UInt8(0x80 | v & 0x3F)]
    case 0x800..<0x10000: out += [UInt8(0xE0 | v >> 12), UInt8(0x80 | v >> 6 & 0x3F), UInt8(0x80 | v & 0x3F)]
    default:
      out += [UInt8(0xF0 | v >> 18), UInt8(0x80 | v >> 12 & 0x3F), UInt8(0x80 | v >> 6 & 0x3F), UInt8(0x80 | v & 0x3F)]
    }
  }

  /// UTF-16 code units to UTF-8; an unpaired surrogate (or an odd last byte)
  /// becomes U+FFFD, as the bytes were declared UTF-16 and are broken.
  static func fromUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt8] {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var i = bytes.startIndex
    while i + 1 < bytes.endIndex {
      let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
      units.append(littleEndian ? b << 8 | a : a << 8 | b)
      i += 2
    }
    var out: [UInt8] = []
    out.reserveCapacity(units.count * 2)
    for scalar in String(decoding: units, as: UTF16.self).unicodeScalars { appendUTF8(scalar.value, to: &out) }
    if i < bytes.endIndex { appendUTF8(0xFFFD, to: &out) }
    return out
  }
}
