import Testing
import VeloIO

/// A zip (a Garmin Connect or Strava export) was read as a CSV: "cannot tell
/// what this CSV holds" quoting 440 characters of escaped binary. It is named
/// for what it is, with the commands that read what it holds.
@Suite struct ZipArchiveTests {
  /// The first bytes of a zip made by Python's zipfile (a local file header, "PK\u{3}\u{4}").
  static let zipStart: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]

  @Test func aZipIsNamedWithTheCommandsThatReadIt() {
    #expect(Gzip.isZip(Self.zipStart) && Gzip.isZip([0x50, 0x4B, 0x05, 0x06]))
    #expect(!Gzip.isZip(Array("PK,time\n".utf8)) && !Gzip.isZip([0x50, 0x4B]))
    #expect {
      try Gzip.unwrapped(Self.zipStart, path: "Mis descargas/export_123.zip")
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("Mis descargas/export_123.zip: a .zip archive")
        && message.contains(#"'unzip "Mis descargas/export_123.zip" -d "Mis descargas/export_123"'"#)
        && message.contains(#"'veloscore ingest "Mis descargas/export_123" --recursive'"#)
    }
  }
}
