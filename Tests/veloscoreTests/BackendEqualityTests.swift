import Foundation
import Testing
import _VeloTestSupport

/// The same library on SQLite and on PostgreSQL answers every command with the
/// same document, byte for byte: the sample ingested into both, then changed
/// the same way in both. Runs when `VELOSCORE_TEST_DATABASE` names a database
/// (`make test` starts a private cluster and sets it).
@Suite(.serialized) struct BackendEqualityTests {
  static let database = ProcessInfo.processInfo.environment["VELOSCORE_TEST_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }

  /// Documents read from a library: every report an app or a coach reads.
  static let documents: [[String]] =
    ["athlete-01", "athlete-02", "athlete-03"].flatMap { athlete in
      [
        ["pmc", "--json"], ["load", "--json"], ["wellness", "--json"], ["week", "--json", "--date", "2026-11-20"],
        ["trends", "ctl", "--json"],
        ["dashboard", "--json", "--date", "2026-11-20"], ["activities", "--json"],
        ["report", "weekly", "--format", "json", "--date", "2026-11-20"],
        ["report", "season", "--format", "json"],
      ].map { $0 + ["--athlete", athlete] }
    } + [
      ["athlete", "list", "--json"], ["check", "--json"], ["activity", "5", "--json"], ["activity", "300", "--json"],
    ]

  @Test(.enabled(if: database != nil)) func theSampleGivesTheSameDocumentsOnBoth() throws {
    let url = try #require(Self.database)
    let postgres =
      url + (url.contains("?") ? "&" : "?") + "schema=equality"
      + UUID().uuidString.lowercased().filter(\.isLetter).prefix(10)
    let folder = try makeTemporaryDirectory().appendingPathComponent("lib").path
    let sample = Repository.path("datasets/sample")
    for library in [folder, postgres] {
      #expect(try veloscore("init", "--library", library).status == 0)
      #expect(try veloscore("ingest", sample, "--library", library).status == 0)
    }
    try expectSameDocuments(folder, postgres, "after ingesting the sample")

    // The same changes on both: a new FTP (rescoring), an edit, an erase, a hand-logged workout.
    let changes: [[String]] = [
      ["athlete", "set", "athlete-01", "--ftp", "265"],
      ["activity", "set", "7", "--rpe", "6", "--name", "Tempo"],
      ["delete", "activity", "9", "--yes"],
      ["delete", "source", sample + "/athlete-02/rides/2026-11-21.csv", "--athlete", "athlete-02", "--yes"],
      ["athlete", "set", "athlete-03", "--tz", "America/Mexico_City"],
    ]
    for change in changes {
      let (a, b) = (try veloscore(change + ["--library", folder]), try veloscore(change + ["--library", postgres]))
      #expect(
        a.status == 0 && a.status == b.status && a.stdout == b.stdout,
        "\(change.joined(separator: " ")): \(a.stderr) | \(b.stderr)")
    }
    try expectSameDocuments(folder, postgres, "after the changes")
  }

  private func expectSameDocuments(_ folder: String, _ postgres: String, _ when: String) throws {
    for command in Self.documents {
      let (a, b) = (try veloscore(command + ["--library", folder]), try veloscore(command + ["--library", postgres]))
      #expect(a.status == 0, "\(command.joined(separator: " ")): \(a.stderr)")
      #expect(
        a.status == b.status && a.stdout == b.stdout,
        "\(when): '\(command.joined(separator: " "))' differs between SQLite and PostgreSQL")
    }
  }
}
