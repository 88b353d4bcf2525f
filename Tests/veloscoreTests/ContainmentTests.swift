import Foundation
import Testing
import _VeloTestSupport

/// Reads stay inside the folder given; what is quoted back is short and inert.
@Suite struct ContainmentTests {
  func library() throws -> String {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    return lib
  }

  /// A secret beside the folder, and a ride the athlete may read.
  func outsideFiles() throws -> (secret: URL, ride: URL) {
    let outside = try makeTemporaryDirectory()
    let secret = outside.appendingPathComponent("shadow")
    try Data("root:$y$j9T$secrethash:20000:0:99999:7:::\n".utf8).write(to: secret)
    let ride = outside.appendingPathComponent("2026-01-05.csv")
    try FileManager.default.copyItem(
      atPath: Repository.path("datasets/sample/athlete-01/rides/2026-11-19.csv"), toPath: ride.path)
    return (secret, ride)
  }

  /// A Strava `Filename` with `../` ingested a file outside the export, and
  /// the first line of a non-CSV one (`/etc/shadow`) was quoted in the error.
  @Test func aStravaFilenameCannotClimbOutOfTheExport() throws {
    let (secret, ride) = try outsideFiles()
    let root = try makeTemporaryDirectory().appendingPathComponent("export")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("activities"), withIntermediateDirectories: true)
    let up = String(repeating: "../", count: root.pathComponents.count)
    let csv = """
      Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Filename
      1,"Jan 5, 2026, 7:00:00 AM",Ride,Ride,3600,30,\(up)\(secret.path.dropFirst())
      2,"Jan 5, 2026, 9:00:00 AM",Ride,Ride,3600,30,\(up)\(ride.path.dropFirst())

      """
    try Data(csv.utf8).write(to: root.appendingPathComponent("activities.csv"))
    let lib = try library()
    let r = try veloscore("ingest", root.path, "--athlete", "ana", "--library", lib)
    #expect(r.status == 65 && r.stdout.contains("0 added") && r.stdout.contains("2 failed"), "\(r.stdout) \(r.stderr)")
    #expect(
      r.stderr.contains("leads outside") && !(r.stdout + r.stderr).contains("secrethash"), "\(r.stdout) \(r.stderr)")
  }

  /// Symbolic links in a dataset folder were followed out of it.
  @Test func datasetLinksLeadingOutAreRefused() throws {
    let (secret, ride) = try outsideFiles()
    let root = try makeTemporaryDirectory().appendingPathComponent("dataset")
    let rides = root.appendingPathComponent("ana/rides")
    try FileManager.default.createDirectory(at: rides, withIntermediateDirectories: true)
    try Data("id\nana\n".utf8).write(to: root.appendingPathComponent("athletes.csv"))
    try FileManager.default.createSymbolicLink(
      atPath: rides.appendingPathComponent("2026-01-05.csv").path, withDestinationPath: ride.path)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("ana/thresholds.csv").path, withDestinationPath: secret.path)
    // Inside the folder, a link is fine.
    try FileManager.default.copyItem(atPath: ride.path, toPath: root.appendingPathComponent("2026-01-06.csv").path)
    try FileManager.default.createSymbolicLink(
      atPath: rides.appendingPathComponent("2026-01-06.csv").path, withDestinationPath: "../../2026-01-06.csv")
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    let r = try veloscore("ingest", root.path, "--library", lib)
    #expect(r.status == 65 && r.stderr.contains("thresholds.csv: leads outside"), "\(r.stdout) \(r.stderr)")
    #expect(!(r.stdout + r.stderr).contains("secrethash"))
    try FileManager.default.removeItem(atPath: root.appendingPathComponent("ana/thresholds.csv").path)
    let again = try veloscore("ingest", root.path, "--library", lib)
    #expect(
      again.status == 65 && again.stdout.contains("1 added") && again.stdout.contains("1 failed")
        && again.stderr.contains("leads outside"), "\(again.stdout)")
    // A folder of rides named on the command line: the same rule, with that
    // folder as the bound (the second link now leads out of it too).
    let plain = try veloscore("ingest", rides.path, "--athlete", "ana", "--library", lib)
    #expect(
      plain.status == 65 && plain.stderr.contains("leads outside") && plain.stdout.contains("2 failed"),
      "\(plain.stdout)")
    // A file named directly is the user's choice.
    #expect(
      try veloscore("ingest", rides.appendingPathComponent("2026-01-05.csv").path, "--athlete", "ana", "--library", lib)
        .status == 0)
  }

  /// A 20 MB header line was quoted whole in the error (twice with --json).
  @Test func errorsQuoteAtMost120Characters() throws {
    let header = String(repeating: "x", count: 2_000_000)
    let file = try writeTemporary(header + "\n1\n", name: "2026-01-05.csv")
    let lib = try library()
    let r = try veloscore("ingest", file.path, "--athlete", "ana", "--library", lib, "--json")
    #expect(
      r.status == 65 && r.stdout.utf8.count < 2_000 && r.stderr.utf8.count < 2_000,
      "\(r.stdout.utf8.count) \(r.stderr.utf8.count)")
    #expect(r.stdout.contains("more bytes)"), "\(r.stdout)")
  }

  /// `init` created the library 0644: health data every local user could read.
  @Test func theLibraryIsPrivate() throws {
    let lib = try library()
    let attributes = { (path: String) in
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
    #expect(try attributes(lib) == 0o700)
    for name in try FileManager.default.contentsOfDirectory(atPath: lib) where name.hasPrefix("library.sqlite") {
      #expect(try attributes(lib + "/" + name) == 0o600, "\(name)")
    }
  }

  /// Terminal escapes in file names reached the terminal through `activity` and `sources`.
  @Test func storedNamesCannotDriveTheTerminal() throws {
    let dir = try makeTemporaryDirectory()
    let name = dir.appendingPathComponent("2026-01-05 \u{1B}]0;pwned\u{07}\u{1B}[2J.csv")
    try FileManager.default.copyItem(
      atPath: Repository.path("datasets/sample/athlete-01/rides/2026-11-19.csv"), toPath: name.path)
    let direct = try veloscore("activity", name.path)
    #expect(
      direct.status == 0 && !direct.stdout.contains("\u{1B}") && direct.stdout.contains("\\u{1B}]0;pwned"),
      "\(direct.stdout.prefix(300))")
    let lib = try library()
    #expect(try veloscore("ingest", name.path, "--athlete", "ana", "--library", lib).status == 0)
    for command in [["sources"], ["activities"], ["activity", "1"]] {
      let r = try veloscore(command + ["--library", lib])
      #expect(
        r.status == 0 && !r.stdout.contains("\u{1B}") && !r.stdout.contains("\u{07}"),
        "\(command): \(r.stdout.prefix(300))")
    }
  }
}
