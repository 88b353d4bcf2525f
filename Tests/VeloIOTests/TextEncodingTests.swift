import Testing
import VeloIO

/// CSV bytes as they arrive: UTF-8, UTF-16 with a byte-order mark, or Excel's
/// Windows-1252, always read into UTF-8 and never replaced on a guess.
@Suite struct TextEncodingTests {
  /// Python's `cp1252` codec for bytes 0x80…0xFF (`nil`: unassigned there,
  /// the C1 control of the same value in the WHATWG index we follow).
  static let python: [UInt32?] = [
    8364, nil, 8218, 402, 8222, 8230, 8224, 8225, 710, 8240, 352, 8249, 338, nil, 381, nil, nil, 8216, 8217, 8220,
    8221, 8226, 8211, 8212, 732, 8482, 353, 8250, 339, nil, 382, 376,
  ]

  @Test func windows1252AsPythonDecodesIt() {
    let bytes = (0x80...0xFF).map { UInt8($0) }
    let (utf8, encoding) = TextEncoding.utf8(bytes)
    #expect(encoding == .windows1252)
    let scalars = String(decoding: utf8, as: UTF8.self).unicodeScalars.map(\.value)
    let expected = (0x80...0xFF).map { b in b < 0xA0 ? (Self.python[b - 0x80] ?? UInt32(b)) : UInt32(b) }
    #expect(scalars == expected)
  }

  @Test func aSpanishExcelListReadsItsAccents() {
    // "calorías;natación;Técnica" as Excel on Spanish Windows saves it.
    let bytes: [UInt8] =
      Array("calor".utf8) + [0xED] + Array("as;nataci".utf8) + [0xF3] + Array("n;T".utf8) + [0xE9]
      + Array("cnica".utf8)
    let (utf8, encoding) = TextEncoding.utf8(bytes)
    #expect(encoding == .windows1252 && encoding.note?.hasPrefix("read as Windows-1252") == true)
    #expect(String(decoding: utf8, as: UTF8.self) == "calorías;natación;Técnica")
  }

  @Test func utf8AndUTF16() {
    let text = "fecha,deporte\n2026-11-16,natación 🏊\n"
    let plain = Array(text.utf8)
    #expect(TextEncoding.utf8(plain) == (plain, .utf8))
    #expect(TextEncoding.utf8([0xEF, 0xBB, 0xBF] + plain) == ([0xEF, 0xBB, 0xBF] + plain, .utf8))
    let le: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let be: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(TextEncoding.utf8(le) == (plain, .utf16LittleEndian))
    #expect(TextEncoding.utf8(be) == (plain, .utf16BigEndian))
    // A broken UTF-16 file (a lone surrogate, an odd last byte) says so with U+FFFD: it declared UTF-16.
    let broken = TextEncoding.utf8([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x42])
    #expect(String(decoding: broken.bytes, as: UTF8.self) == "A\u{FFFD}\u{FFFD}")
  }
}
