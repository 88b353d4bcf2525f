import Foundation
import VeloIO
import VeloPipeline
import VeloScore

extension LibraryIngest {
  /// The `export --format json` archives at `path` (a file, or a folder holding
  /// only archives among its JSON files); `nil` when `path` is something else.
  static func readArchives(_ path: String) throws -> [(path: String, archive: AthleteArchive)]? {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
    let files =
      isDir.boolValue
      ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
        $0.lowercased().hasSuffix(".json")
      }.sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      : [path]
    do {
      let archives = try files.compactMap { f in try AthleteArchive.read(path: f).map { (f, $0) } }
      return archives.isEmpty ? nil : archives
    } catch {
      throw Failure(error, hint: said("ingest.hint.archive"))
    }
  }

  /// Renders the archives as one dataset folder and ingests that, so an archive
  /// takes the same path into the library as the CSV export.
  func ingestArchives(_ archives: [(path: String, archive: AthleteArchive)]) throws -> [IngestSummary] {
    // Private (0700: it holds thresholds and streams) and removed on every way out.
    let staging = FileManager.default.temporaryDirectory.appendingPathComponent(
      "veloscore-archive-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: staging) }
    var roster = AthleteArchive.rosterHeader
    var stored: [String: AthleteSettings] = [:]
    do {
      try FileManager.default.createDirectory(
        atPath: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      for (_, archive) in archives {
        roster += archive.rosterLine
        stored.merge(try archive.writeFolder(to: (staging as NSString).appendingPathComponent(archive.folderName))) {
          a, _ in a
        }
      }
      try Data(roster.utf8).write(
        to: URL(fileURLWithPath: (staging as NSString).appendingPathComponent("athletes.csv")))
    } catch {
      throw Failure.cannotWrite(staging, error)
    }
    let source = Dictionary(archives.map { ($0.archive.athlete.name, $0.path) }, uniquingKeysWith: { a, _ in a })
    var withStored = self
    withStored.options.fileSettings.merge(stored) { a, _ in a }
    return try withStored.ingestDataset(staging).map { summary in
      var s = summary
      let prefix = (staging as NSString).appendingPathComponent(s.athlete) + "/"
      for i in s.files.indices where s.files[i].path.hasPrefix(prefix) {
        s.files[i].path = "\(source[s.athlete] ?? s.athlete): " + s.files[i].path.dropFirst(prefix.count)
      }
      return s
    }
  }

  /// A Strava bulk export: every uploaded file (Strava's activity type for a
  /// file that names no sport; the row's name, notes and RPE) and the hand-logged rows as one workout list.
  mutating func ingestStrava(_ root: String) throws -> IngestSummary {
    let export: StravaExport
    do { export = try StravaExport(directory: root) } catch {
      throw Failure(error, hint: said("ingest.hint.strava"))
    }
    warnings += export.missingFiles.map { "\($0): not in the export, skipped" } + export.warnings
    let athlete = try selectedAthlete()
    var files = export.files.map(\.path)
    var options = options
    for file in export.files {
      options.folders[file.path] = root
      options.fileDetails[file.path] = file.details
    }
    var sports = Dictionary(
      export.files.compactMap { f in f.sport.map { (f.path, $0) } }, uniquingKeysWith: { a, _ in a })
    let staging = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-strava-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    if let manual = export.manualWorkouts {
      let list = staging.appendingPathComponent("strava-manual-activities.csv").path
      do {
        try FileManager.default.createDirectory(
          at: staging, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try Data(manual.utf8).write(to: URL(fileURLWithPath: list))
      } catch { throw Failure.cannotWrite(list, error) }
      files.append(list)
      sports[list] = nil
    }
    return try ingest(files, athlete: athlete, options: options, sports: sports)
  }
}
