import ArgumentParser
import Foundation
import VeloIO
import VeloScore
import VeloStore

struct IngestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ingest",
    abstract: "Add activity files, workout lists and wellness logs to the athlete library.",
    discussion: """
      PATH is a file or a folder: FIT, TCX, GPX and CSV files are recognised by
      content (a CSV by its header: samples, a workout list or wellness
      readings). A folder with an athletes.csv is a dataset folder (see
      datasets/README.md): its athletes are created or updated and each one's
      files go to that athlete, so --athlete is not needed. The same holds for
      the JSON archives 'export --format json' writes (a file or a folder). A
      Strava bulk export folder (activities.csv + activities/) is read whole:
      its files, .gz included, and its hand-logged activities.

      Each file is stored in its own transaction: a bad file is reported and the
      rest go on; the same content again is reported as a duplicate. Exit code
      65 when any file failed.

      Examples:
        veloscore ingest ride.fit --athlete anna
        veloscore ingest ~/exports --recursive --jobs 4 --athlete anna
        veloscore ingest datasets/sample
      """
  )

  @Argument(help: "Files or folders to ingest.") var paths: [String]
  @Flag(help: "Descend into subfolders.") var recursive = false
  @Option(help: "Files parsed and scored in parallel.") var jobs = ProcessInfo.processInfo.activeProcessorCount
  @Option(help: "Sport for activity files that do not name one (cycling, running…); a sport the file names wins.") var sport: String?
  @Flag(help: "Accept FIT files with CRC errors (warned).") var lenient = false
  @OptionGroup var store: StoreOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var progress: ProgressOptions

  func validate() throws {
    guard jobs >= 1 else { throw ValidationError("'--jobs' must be at least 1.") }
    guard !paths.isEmpty else { throw ValidationError("Name at least one file or folder to ingest.") }
  }

  struct Summary: Codable {
    var athlete: String
    var added = 0, duplicates = 0, failed = 0, activities = 0, wellnessDays = 0
    /// Activities stored without a training load (they count 0 in the PMC).
    var withoutLoad = 0
    /// Activities that were a ride already stored from another file format.
    var sameRide = 0
    /// Plan rows added from a dataset folder's events.csv and plan.csv.
    var events = 0, plannedSessions = 0
    var files: [FileResult] = []
  }

  struct FileResult: Codable {
    var path: String
    var status: String
    var activities: Int?
    var wellnessDays: Int?
    var detail: String?
    /// Readings dropped at the door and the like (also in `detail`), for stderr.
    var warnings: [String] = []
    private enum CodingKeys: String, CodingKey { case path, status, activities, wellnessDays, detail }
  }

  func run() throws {
    // Every named path must exist before anything is written.
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw Exit.fail("\(path): no such file or folder", hint: "check the path; nothing was ingested", code: Exit.noInput)
    }
    let library = try store.open(create: true)
    try refuseDamaged(library)
    var summaries: [Summary] = []
    var options = IngestOptions()
    options.sport = sport
    options.lenient = lenient
    options.jobs = jobs
    var plain: [String] = []
    let bar = ProgressBar(label: "ingest", unit: "files", options: progress)
    for path in paths {
      if DatasetFolder.isDataset(path) {
        summaries += try ingestDataset(path, library: library, options: options, bar: bar)
      } else if StravaExport.isExport(path) {
        summaries.append(try ingestStrava(path, library: library, options: options, bar: bar))
      } else if let archives = try readArchives(path) {
        summaries += try ingestArchives(archives, library: library, options: options, bar: bar)
      } else {
        plain.append(path)
      }
    }
    if !plain.isEmpty {
      let files = expand(plain)
      for (file, folder) in files where folder != nil { options.folders[file] = folder }
      guard !files.isEmpty else {
        throw Exit.fail(
          "nothing to ingest in \(plain.joined(separator: ", ")): no .fit, .tcx, .gpx or .csv files\(recursive ? "" : " at the top level")",
          hint: recursive ? "name the files, or a dataset folder with an athletes.csv" : "add --recursive to look in subfolders", code: Exit.noInput)
      }
      let athlete: Athlete
      do { athlete = try library.athlete(store.athlete) } catch { throw failStore(error) }
      summaries.append(try ingest(files.map(\.path), athlete: athlete, library: library, options: options, bar: bar))
    }
    bar.finish()
    if output.json { printJSON(summaries) } else {
      printSummaries(summaries)
      let files = summaries.reduce(0) { $0 + $1.added + $1.duplicates + $1.failed }
      if summaries.count > 1 { print("Done: \(files) files for \(summaries.count) athletes in \(String(format: "%.1f", bar.elapsed)) s.") }
    }
    if summaries.contains(where: { $0.failed > 0 }) { throw ExitCode(65) }
  }

  /// Libraries up to this size are checked (SQLite quick_check, about a second
  /// per GB) before an ingest builds on them; larger ones by 'veloscore check'.
  static let checkedLibraryBytes = 256 << 20

  func refuseDamaged(_ library: AthleteStore) throws {
    let file = library.directory.appendingPathComponent(AthleteStore.fileName).path
    let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
    guard size <= Self.checkedLibraryBytes else { return }
    try refuseDamagedLibrary(library, consequence: "nothing was ingested")
  }

  /// The `export --format json` archives at `path` (a file, or a folder holding
  /// only archives among its JSON files); `nil` when `path` is something else.
  func readArchives(_ path: String) throws -> [(path: String, archive: AthleteArchive)]? {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
    let files = isDir.boolValue
      ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.lowercased().hasSuffix(".json") }.sorted()
        .map { (path as NSString).appendingPathComponent($0) }
      : [path]
    do {
      let archives = try files.compactMap { f in try AthleteArchive.read(path: f).map { (f, $0) } }
      return archives.isEmpty ? nil : archives
    } catch {
      throw failInput(error, hint: "archives come from 'veloscore export --format json'")
    }
  }

  /// Renders the archives as one dataset folder and ingests that, so an archive
  /// takes the same path into the library as the CSV export.
  func ingestArchives(_ archives: [(path: String, archive: AthleteArchive)], library: AthleteStore, options: IngestOptions, bar: ProgressBar) throws -> [Summary] {
    // Private (0700: it holds thresholds and streams) and removed on every way out.
    let staging = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-archive-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: staging) }
    var roster = AthleteArchive.rosterHeader
    do {
      try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
      for (_, archive) in archives {
        roster += archive.rosterLine
        try archive.writeFolder(to: (staging as NSString).appendingPathComponent(archive.folderName))
      }
      try Data(roster.utf8).write(to: URL(fileURLWithPath: (staging as NSString).appendingPathComponent("athletes.csv")))
    } catch {
      throw Exit.cannotWrite(staging, error)
    }
    let source = Dictionary(archives.map { ($0.archive.athlete.name, $0.path) }, uniquingKeysWith: { a, _ in a })
    return try ingestDataset(staging, library: library, options: options, bar: bar).map { summary in
      var s = summary
      let prefix = (staging as NSString).appendingPathComponent(s.athlete) + "/"
      for i in s.files.indices where s.files[i].path.hasPrefix(prefix) {
        s.files[i].path = "\(source[s.athlete] ?? s.athlete): " + s.files[i].path.dropFirst(prefix.count)
      }
      return s
    }
  }

  /// A Strava bulk export: every uploaded file (Strava's activity type for a
  /// file that names no sport) and the hand-logged rows as one workout list.
  func ingestStrava(_ root: String, library: AthleteStore, options: IngestOptions, bar: ProgressBar) throws -> Summary {
    let export: StravaExport
    do { export = try StravaExport(directory: root) } catch {
      throw failInput(error, hint: "a Strava export holds activities.csv and an activities/ folder, as 'Download your data' writes them")
    }
    for m in export.missingFiles { writeToStandardError("warning: \(m): not in the export, skipped\n") }
    let athlete: Athlete
    do { athlete = try library.athlete(store.athlete) } catch { throw failStore(error) }
    var files = export.files.map(\.path)
    var options = options
    for file in files { options.folders[file] = root }
    var sports = Dictionary(export.files.compactMap { f in f.sport.map { (f.path, $0) } }, uniquingKeysWith: { a, _ in a })
    let staging = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-strava-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: staging) }
    if let manual = export.manualWorkouts {
      let list = staging.appendingPathComponent("strava-manual-activities.csv").path
      do {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data(manual.utf8).write(to: URL(fileURLWithPath: list))
      } catch { throw Exit.cannotWrite(list, error) }
      files.append(list)
      sports[list] = nil
    }
    return try ingest(files, athlete: athlete, library: library, options: options, sports: sports, bar: bar)
  }

  /// Files named directly, and activity files inside named folders with the folder they must stay inside.
  func expand(_ paths: [String]) -> [(path: String, folder: String?)] {
    paths.flatMap { path -> [(path: String, folder: String?)] in
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else { return [(path, nil)] }
      return DatasetFolder.activityFiles(in: path, recursive: recursive).map { ($0, path) }
    }
  }

  func ingestDataset(_ root: String, library: AthleteStore, options: IngestOptions, bar: ProgressBar) throws -> [Summary] {
    let dataset: DatasetFolder
    do { dataset = try DatasetFolder(root: root) } catch { throw failInput(error, hint: "athletes.csv needs a header with 'id' (the athlete folder name)") }
    // Every athlete's files up front: one bar for the whole dataset.
    let filesByAthlete = Dictionary(dataset.roster.map { ($0.name, dataset.files(for: $0.name)) }, uniquingKeysWith: { a, _ in a })
    let all = filesByAthlete.values.joined()
    var options = options
    for file in all { options.folders[file] = root }
    bar.add(total: all.count, bytes: all.reduce(0) { $0 + fileSize($1) })
    var out: [Summary] = []
    for entry in dataset.roster {
      do {
        let athlete = try library.upsertAthlete(entry)
        // The roster's values went in with the athlete; the dated file's follow.
        let entries: [ThresholdCSV.Entry]
        do { entries = try dataset.thresholds(for: entry.name) } catch { throw failInput(error, hint: "expected 'kind,from,value' lines such as 'ftp,2026-06-01,255'") }
        for t in try Threshold.dataset(roster: [:], dated: entries, file: "\(root)/\(entry.name)/thresholds.csv") {
          try library.setThreshold(athleteId: athlete.id!, kind: t.kind, value: t.value, from: t.effectiveFrom)
        }
        var summary = try ingest(filesByAthlete[entry.name] ?? [], athlete: athlete, library: library, options: options,
                                 sports: dataset.sports(for: entry.name), bar: bar, counted: true)
        let events: [EventCSV.Row], sessions: [PlanCSV.Row]
        do { (events, sessions) = (try dataset.events(for: entry.name), try dataset.plan(for: entry.name)) } catch {
          throw failInput(error, hint: "events.csv: '\(EventCSV.header)'; plan.csv: 'date,sport,load,duration_s,description'")
        }
        let (e, p) = AthleteArchive.planRecords(events: events, sessions: sessions, athleteId: athlete.id!)
        (summary.events, summary.plannedSessions) = try library.importPlan(athleteId: athlete.id!, events: e, sessions: p)
        out.append(summary)
      } catch let e as StoreError { throw failStore(e) }
    }
    return out
  }

  /// Ingests `files` for `athlete`, advancing `bar` file by file (`counted`: the
  /// files are already in its total).
  func ingest(
    _ files: [String], athlete: Athlete, library: AthleteStore, options: IngestOptions, sports: [String: String] = [:],
    bar: ProgressBar, counted: Bool = false
  ) throws -> Summary {
    let sizes = files.map(fileSize)
    if !counted { bar.add(total: files.count, bytes: sizes.reduce(0, +)) }
    var reported = 0
    let results: [IngestResult]
    do {
      results = try library.ingest(paths: files, athlete: athlete, options: options, sports: sports) { done, _ in
        bar.advance(done - reported, bytes: sizes[reported..<done].reduce(0, +))
        reported = done
      }
    } catch { throw failStore(error) }
    var s = Summary(athlete: athlete.name)
    for r in results {
      switch r.status {
      case .added(let activities, let wellness, let skipped, let withoutLoad, let sameRide):
        s.sameRide += sameRide
        s.added += 1
        s.activities += activities
        s.wellnessDays += wellness
        s.withoutLoad += withoutLoad
        let details = [
          skipped > 0 ? "\(skipped) rest-day rows skipped" : nil, withoutLoad > 0 ? "\(withoutLoad) without a load" : nil,
          sameRide > 0 ? "the same ride as one stored from another file: kept once" : nil,
        ].compactMap { $0 } + r.warnings
        s.files.append(FileResult(
          path: r.path, status: "added", activities: activities, wellnessDays: wellness, detail: details.isEmpty ? nil : details.joined(separator: "; "),
          warnings: r.warnings))
      case .duplicate(let of):
        s.duplicates += 1
        s.files.append(FileResult(path: r.path, status: "duplicate", detail: of == r.path ? nil : "same content as \(of)"))
      case .failed(let reason):
        s.failed += 1
        s.files.append(FileResult(path: r.path, status: "failed", detail: reason))
      }
    }
    return s
  }

  func printSummaries(_ summaries: [Summary]) {
    for s in summaries {
      print("\(s.athlete): \(s.added) added (\(s.activities) activities, \(s.wellnessDays) wellness days), \(s.duplicates) duplicates, \(s.failed) failed")
      if s.sameRide > 0 {
        print("  \(s.sameRide) \(s.sameRide == 1 ? "ride was" : "rides were") already stored from another file format: kept once, the richest file (FIT > TCX > GPX > CSV) as the activity")
      }
      if s.withoutLoad > 0 {
        let one = s.withoutLoad == 1
        print("  \(s.withoutLoad) \(one ? "activity has" : "activities have") no training load (no power with FTP, heart rate, pace with a threshold, RPE or load column): \(one ? "it counts" : "they count") 0 in the PMC")
      }
      if s.events + s.plannedSessions > 0 { print("  plan: \(s.events) events and \(s.plannedSessions) planned sessions added") }
      for f in s.files where f.status == "failed" { writeToStandardError("  failed: \(f.detail ?? f.path)\n") }
      for f in s.files { for w in f.warnings { writeToStandardError("  warning: \(f.path): \(w)\n") } }
    }
  }
}

extension AthleteStore {
  /// Creates the roster entry's athlete or updates its profile; thresholds
  /// from a roster apply from always.
  func upsertAthlete(_ e: AthleteRosterCSV.Entry) throws -> Athlete {
    let a = try upsertAthlete(named: e.name) { a in
      a.sex = e.sex?.code ?? a.sex
      a.birthYear = e.birthYear ?? a.birthYear
      a.timeZone = e.timeZone ?? a.timeZone
      a.weeklyGoal = e.weeklyGoal ?? a.weeklyGoal
    }
    let existing = try thresholds(athleteId: a.id!)
    for (key, value) in e.thresholds.sorted(by: { $0.key < $1.key }) {
      guard let kind = Threshold.Kind(rawValue: key) else { continue }
      if existing.contains(where: { $0.kind == kind && $0.effectiveFrom == Threshold.always && $0.value == value }) { continue }
      try setThreshold(athleteId: a.id!, kind: kind, value: value)
    }
    return a
  }
}
