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
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let dataset = try DatasetFolder(root: Repository.path("datasets/sample"))
    let entry = try #require(dataset.roster.first)
    try FileManager.default.createSymbolicLink(atPath: out + "/\(entry.name).days.csv", withDestinationPath: target)
    let result = try BatchScoring.score(entry, in: dataset)
    try BatchScoring.write(result, athlete: entry.name, to: out, format: .csv)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    #expect(try mode(out + "/\(entry.name).days.csv") == 0o600)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: out + "/\(entry.name).days.csv")) == nil)
  }
}
