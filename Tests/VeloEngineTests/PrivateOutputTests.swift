import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloStore
import _VeloTestSupport

/// Exports and batch outputs hold athletes' data: owner-only like the library, and never
/// written through a symbolic link below the folder the user named.
@Suite struct PrivateOutputTests {
  func mode(_ path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func anExportIsOwnerOnlyAndRefusesALinkedAthleteFolder() throws {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let library = Library(store)
    var ingest = LibraryIngest(library: library)
    _ = try ingest.run([Repository.path("datasets/sample")])
    let athletes = Array(try store.athletes().prefix(1))
    let name = try #require(athletes.first?.name)
    let out = dir.appendingPathComponent("out").path
    try LibraryExport.write(library, athletes: athletes, to: out, format: .csv)
    #expect(try mode(out + "/athletes.csv") == 0o600 && mode(out + "/\(name)") == 0o700)
    #expect(try mode(out + "/\(name)/workouts.csv") == 0o600)
    let json = dir.appendingPathComponent("json").path
    try LibraryExport.write(library, athletes: athletes, to: json, format: .json)
    #expect(try mode(json + "/\(name).json") == 0o600)

    // DIR/<athlete> a link to elsewhere: refused, nothing written there.
    let elsewhere = dir.appendingPathComponent("elsewhere").path
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    let linked = dir.appendingPathComponent("linked").path
    try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: linked + "/\(name)", withDestinationPath: elsewhere)
    #expect(throws: Failure.self) { try LibraryExport.write(library, athletes: athletes, to: linked, format: .csv) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
  }

  @Test func aFileThatIsALinkIsReplacedNotWrittenThrough() throws {
    let dir = try makeTemporaryDirectory()
    let target = dir.appendingPathComponent("target.txt").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    let out = dir.appendingPathComponent("batch").path
    try FileManager.default.createDirectory(atPath: out + "/days", withIntermediateDirectories: true)
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    let part = out + "/days/part-00000.csv"
    try FileManager.default.createSymbolicLink(atPath: part, withDestinationPath: target)
    #expect(try BatchScoring.run(dataset.roster, in: dataset, out: out, format: .csv, jobs: 1).isEmpty)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    #expect(try mode(part) == 0o600 && mode(out + "/_schema.json") == 0o600)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: part)) == nil)

    // A table folder that is a link: refused before anything is written.
    let linked = dir.appendingPathComponent("linked").path
    try FileManager.default.createDirectory(atPath: linked, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: linked + "/activities", withDestinationPath: dir.path)
    #expect(throws: Failure.self) {
      try BatchScoring.run(dataset.roster, in: dataset, out: linked, format: .csv, jobs: 1)
    }
    #expect(!FileManager.default.fileExists(atPath: dir.path + "/part-00000.csv"))
  }
}
