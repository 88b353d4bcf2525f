import Foundation
import Testing
import VeloIO
import _VeloTestSupport

/// A zip (a Garmin Connect or Strava export, a zip of rides) is read as the
/// folder it holds, with bounds; read as one activity, it is named for what it
/// is. The zips are Python's (datasets/zip/README.md).
@Suite struct ZipArchiveTests {
  func extract(_ name: String) throws -> (ZipArchive.Extracted, URL) {
    let folder = try makeTemporaryDirectory().appendingPathComponent("out")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (try ZipArchive.extract(Repository.path("datasets/zip/\(name)"), into: folder, name: name), folder)
  }

  @Test func aFolderOfRidesIsUnpackedWithTheZipsNames() throws {
    let (out, folder) = try extract("rides.zip")
    #expect(out.files.map(\.name) == ["rides.zip/rides/2026-11-16.csv", "rides.zip/rides/2026-11-18.csv"])
    let ride = try String(contentsOf: folder.appendingPathComponent("rides/2026-11-16.csv"), encoding: .utf8)
    #expect(ride.hasPrefix("time,power,heart_rate\n0,200,140\n") && ride.split(separator: "\n").count == 601)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__MACOSX").path))
  }

  @Test func aZipInsideAZipIsUnpackedInPlaceOfItself() throws {
    let (out, _) = try extract("zip-in-zip.zip")
    #expect(
      out.files.map(\.name) == [
        "zip-in-zip.zip/DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip/2026-11-20.csv",
        "zip-in-zip.zip/DI_CONNECT/DI-Connect-Fitness/summary.json",
      ])
  }

  @Test func anEntryOutsideTheFolderAndABombAreRefused() throws {
    #expect {
      try extract("outside.zip")
    } throws: { "\($0)" == "outside.zip: holds '../../evil.csv', named outside the archive's folder: refused" }
    #expect {
      try extract("bomb.zip")
    } throws: { "\($0)".contains("'big.csv' inflates past 128 MiB: refused") }
  }

  @Test func aZipReadAsOneActivityNamesTheCommandThatReadsIt() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Repository.path("datasets/zip/rides.zip"))))
    #expect(Gzip.isZip(bytes) && Gzip.isZip([0x50, 0x4B, 0x05, 0x06]) && !Gzip.isZip(Array("PK,time\n".utf8)))
    #expect {
      try Gzip.unwrapped(bytes, path: "Mis descargas/export_123.zip")
    } throws: { error in
      "\(error)".hasPrefix("Mis descargas/export_123.zip: a .zip archive")
        && "\(error)".contains(#"'veloscore ingest "Mis descargas/export_123.zip"' reads the files it holds"#)
    }
  }
}
