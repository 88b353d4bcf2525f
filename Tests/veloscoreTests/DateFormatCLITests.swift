import Foundation
import Testing
import _VeloTestSupport

/// A coach's day-first Excel list (es-MX: `16/11/2026`, `;`, Windows-1252)
/// is ingested as it is; one whose dates cannot tell is refused with a hint
/// that works when followed.
@Suite struct DateFormatCLITests {
  /// As Excel on Spanish Windows saves it: `;`, CRLF, Windows-1252, day-first dates and times.
  static func excelList(_ rows: [String]) -> [UInt8] {
    let text = (["fecha;deporte;minutos;nombre"] + rows).joined(separator: "\r\n") + "\r\n"
    return text.unicodeScalars.map { UInt8($0.value) }  // Latin-1 letters are Windows-1252 bytes
  }

  @Test func aDayFirstListIsIngestedAndAnAmbiguousOneAsksForTheOrder() throws {
    let dir = try makeTemporaryDirectory()
    let lib = dir.appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "Ana López", "--tz", "America/Mexico_City", "--library", lib)
    let proven = dir.appendingPathComponent("noviembre.csv")
    try Data(Self.excelList(["16/11/2026 7:30;natación;45;Técnica", "17/11/2026 18:05;correr;40;Fondo"])).write(
      to: proven)
    let r = try veloscore("ingest", proven.path, "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("2 activities"), "\(r.stdout) \(r.stderr)")
    let json = try veloscore("activities", "--library", lib, "--json")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let rows = try #require(doc["items"] as? [[String: Any]])
    #expect(rows.compactMap { $0["date"] as? String } == ["2026-11-16", "2026-11-17"])

    let ambiguous = dir.appendingPathComponent("diciembre.csv")
    try Data(Self.excelList(["05/12/2026;correr;40;Series", "06/12/2026;correr;30;Suave"])).write(to: ambiguous)
    let refused = try veloscore("ingest", ambiguous.path, "--library", lib)
    #expect(refused.status == 65 && refused.stderr.contains("5 Dec 2026 or 12 May 2026"), "\(refused.stderr)")
    #expect(refused.stderr.contains("--date-format dd/mm/yyyy"), "\(refused.stderr)")
    // The hint, followed.
    let chosen = try veloscore("ingest", ambiguous.path, "--date-format", "dd/mm/yyyy", "--library", lib)
    #expect(chosen.status == 0 && chosen.stdout.contains("2 activities"), "\(chosen.stdout) \(chosen.stderr)")
    let after = try veloscore("activities", "--library", lib, "--since", "2026-12-01", "--json")
    #expect(after.stdout.contains("\"2026-12-05\"") && after.stdout.contains("\"2026-12-06\""), "\(after.stdout)")
    let bad = try veloscore("ingest", ambiguous.path, "--date-format", "yyyy/dd/mm", "--library", lib)
    #expect(bad.status == 64 && bad.stderr.contains("dd/mm/yyyy"), "\(bad.stderr)")
  }
}
