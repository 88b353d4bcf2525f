import Foundation
import Testing
import _VeloTestSupport

/// A coach's Excel list in Windows-1252 is read with its accents and said to
/// be; every `--json` document stays valid JSON whatever its strings hold.
@Suite struct EncodingCLITests {
  /// A Spanish list as Excel on Windows saves it (`;`, Windows-1252 accents).
  static let excelList: [UInt8] =
    Array("fecha;deporte;minutos;calor".utf8) + [0xED] + Array("as;nombre\r\n2026-11-16;nataci".utf8) + [0xF3]
    + Array("n;45;300;T".utf8) + [0xE9] + Array("cnica en alberca\r\n".utf8)

  @Test func aWindows1252ListKeepsItsAccentsAndItsCalories() throws {
    let dir = try makeTemporaryDirectory()
    let list = dir.appendingPathComponent("excel-es.csv")
    try Data(Self.excelList).write(to: list)
    let lib = dir.appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let r = try veloscore("ingest", list.path, "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("1 activity"), "\(r.stdout) \(r.stderr)")
    #expect(r.stderr.contains("read as Windows-1252"), "\(r.stderr)")
    #expect(!r.stderr.contains("columns not used"), "\(r.stderr)")
    let json = try veloscore("activities", "--library", lib, "--json")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rows = try #require((doc["activities"] ?? doc["items"]) as? [[String: Any]], "\(doc.keys)")
    #expect(rows.first?["name"] as? String == "Técnica en alberca")
    #expect(rows.first?["sport"] as? String == "swimming")
    #expect(rows.first?["calories"] as? Double == 300)
    // The reading is kept with the row, not only printed.
    let id = try #require(rows.first?["id"] as? Int)
    let shown = try veloscore("activity", "\(id)", "--library", lib, "--json")
    let activity = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
    #expect(
      (activity?["warnings"] as? [String])?.contains { $0.hasPrefix("read as Windows-1252") } == true, "\(shown.stdout)"
    )
  }

  /// A name holding U+FFFD (a UTF-16 file with a broken surrogate) was
  /// printed as `\u{FFFD}`, a Swift escape, and `activities --json` was not JSON.
  @Test func jsonStaysJSONWhateverItsStringsHold() throws {
    let dir = try makeTemporaryDirectory()
    let text = "date,sport,duration_min,name\n2026-11-16,running,30,Tempo X\n"
    var units = Array(text.utf16)
    units[units.firstIndex(of: UInt16(UInt8(ascii: "X")))!] = 0xD800  // a lone surrogate
    let list = dir.appendingPathComponent("utf16.csv")
    try Data([0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: list)
    let lib = dir.appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let r = try veloscore("ingest", list.path, "--library", lib)
    #expect(r.status == 0, "\(r.stdout) \(r.stderr)")
    let json = try veloscore("activities", "--library", lib, "--json")
    let doc = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(doc != nil, "not JSON: \(json.stdout.prefix(400))")
    #expect(json.stdout.contains("Tempo \\uFFFD"), "\(json.stdout.prefix(600))")
    // Text output still shows the replacement visibly.
    #expect(try veloscore("activity", "1", "--library", lib).stdout.contains("Tempo \\u{FFFD}"))
  }

  /// A name holding U+202E (right-to-left override) reversed the rest of the line on screen
  /// ("Trojan Source"): text shows it escaped, JSON as `\u202E` (the same string to a reader).
  @Test func bidiControlsAreShownEscaped() throws {
    let dir = try makeTemporaryDirectory()
    let list = dir.appendingPathComponent("log.csv")
    try Data("date,sport,duration_min,name\n2026-11-16,running,30,Tempo \u{202E}lanif\n".utf8).write(to: list)
    let lib = dir.appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    #expect(try veloscore("ingest", list.path, "--library", lib).status == 0)
    let text = try veloscore("activity", "1", "--library", lib).stdout
    #expect(text.contains("Tempo \\u{202E}lanif") && !text.unicodeScalars.contains("\u{202E}"), "\(text)")
    let json = try veloscore("activities", "--library", lib, "--json").stdout
    #expect(json.contains("Tempo \\u202Elanif") && !json.unicodeScalars.contains("\u{202E}"))
    let doc = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let name = (doc?["items"] as? [[String: Any]])?.first?["name"] as? String
    #expect(name == "Tempo \u{202E}lanif")
  }
}
