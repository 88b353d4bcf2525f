import Foundation
import Testing
import VeloIO
import VeloPipeline
import _VeloTestSupport

@testable import VeloStore

/// A file the athlete has already is a duplicate before it is parsed: a retried
/// upload or a re-ingested folder costs a hash, not a parse and a power curve.
@Suite struct KnownSourceTests {
  @Test func aKnownFileIsNotParsed() throws {
    let garbage = Data("not an activity file at all".utf8)
    let sha = SHA256.hash(data: garbage).lowercaseHex
    let context = IngestContext(
      thresholds: [], zone: try AthleteTimeZone(identifier: "UTC"), options: IngestOptions(),
      known: { $0 == sha ? "upload/first.fit" : nil })
    #expect(throws: (any Error).self) { try context.prepare(data: Data("other bytes".utf8), path: "x") }
    do {
      _ = try context.prepare(data: garbage, path: "upload/again.fit")
      Issue.record("a known file was parsed")
    } catch let known as KnownSource {
      #expect(known.storedFrom == "upload/first.fit" && known.sha256 == sha)
    }
  }

  @Test func anUploadAndAFolderAgainAreDuplicatesOfTheFirst() throws {
    let (store, athlete) = try sampleLibrary()
    let file = try #require(try store.sourceFiles(athleteId: athlete.id!).first { $0.kind == .activity })
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file.path))
    let again = try store.ingest(upload: bytes, name: "again.csv", athlete: athlete)
    #expect(again.status == .duplicate(of: file.path) && again.sha256 == file.sha256)
    let folder = try store.ingest(paths: [file.path], athlete: athlete)
    #expect(folder.map(\.status) == [.duplicate(of: file.path)])
  }
}
