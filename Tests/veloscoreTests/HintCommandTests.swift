import Foundation
import Testing
import _VeloTestSupport

/// A command a message suggests works when copied into a shell, whatever the
/// athlete's name, and asks only for the values that were estimated.
@Suite struct HintCommandTests {
  /// The command between the quotes after `marker` in `text`, its placeholders filled.
  static func suggested(_ text: String, after marker: String) -> String? {
    guard let start = text.range(of: marker + "'")?.upperBound, let end = text[start...].firstIndex(of: "'") else {
      return nil
    }
    let values = ["--max-hr N": "--max-hr 185", "--rest-hr N": "--rest-hr 50", "--lthr N": "--lthr 160"]
    return values.reduce(String(text[start..<end])) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
      .replacingOccurrences(of: "YYYY", with: "1990").replacingOccurrences(of: "--ftp W", with: "--ftp 250")
  }

  @Test func theIngestHintRunsAsWrittenForANameWithASpaceAndAnAccent() throws {
    let dir = try makeTemporaryDirectory()
    let lib = dir.appendingPathComponent("lib").path
    #expect(try veloscore("athlete", "add", "Ana López", "--library", lib).status == 0)
    let ingest = try veloscore("ingest", Repository.path("datasets/fit/4801048867.fit"), "--library", lib)
    let command = try #require(Self.suggested(ingest.stdout, after: "set the athlete's own with "), "\(ingest.stdout)")
    #expect(command.contains("\"Ana López\"") && command.contains("--lthr") && !command.contains("--rest-hr"))
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    let bin = try binary().deletingLastPathComponent().path
    shell.arguments = ["-c", command + " --library '\(lib)'"]
    shell.environment = ["PATH": bin + ":/usr/bin:/bin", "VELOSCORE_LANG": "en"]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0, "\(command)")
    let set = try veloscore("athlete", "show", "Ana López", "--library", lib)
    #expect(set.stdout.contains("160"), "\(set.stdout)")
  }

  /// A ride with power and heart rate but no FTP was scored from heart rate and the hint never asked
  /// for an FTP; it asks for it first, and followed through a shell, sets it.
  @Test func aPowerRideWithoutAnFTPAsksForOne() throws {
    let dir = try makeTemporaryDirectory()
    let lib = dir.appendingPathComponent("lib").path
    #expect(try veloscore("athlete", "add", "Ana López", "--library", lib).status == 0)
    let ride = Repository.path("datasets/sample/athlete-01/rides/2026-11-17.csv")
    let ingest = try veloscore("ingest", ride, "--library", lib)
    let command = try #require(Self.suggested(ingest.stdout, after: "set the athlete's own with "), "\(ingest.stdout)")
    #expect(
      command.contains("--ftp 250") && command.hasPrefix("veloscore athlete set \"Ana López\" --ftp"), "\(command)")
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", command + " --library '\(lib)'"]
    shell.environment = [
      "PATH": try binary().deletingLastPathComponent().path + ":/usr/bin:/bin", "VELOSCORE_LANG": "en",
    ]
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0, "\(command)")
    #expect(try veloscore("athlete", "show", "Ana López", "--library", lib).stdout.contains("250"))
  }

  /// A typo in the library path made `ingest` create a new, empty library and
  /// then say it had no athletes; only `init` creates one, and the hint names the path.
  @Test func ingestIntoAMissingLibraryIsAnErrorThatNamesInit() throws {
    let missing = try makeTemporaryDirectory().appendingPathComponent("my lib").path
    let r = try veloscore("ingest", Repository.path("datasets/fit/4801048867.fit"), "--library", missing)
    #expect(r.status == 66, "\(r.status) \(r.stderr)")
    #expect(r.stderr.contains("create one with 'veloscore init --library \"\(missing)\"'"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: missing))
  }
}
