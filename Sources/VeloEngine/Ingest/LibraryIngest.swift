import Foundation
import VeloIO
import VeloKernels
import VeloPipeline
import VeloScore
import VeloStore

/// Ingesting paths into a library: the use case behind `veloscore ingest` (and
/// an app that keeps a library). A path is a dataset folder (its athletes are
/// created or updated and each gets its own files, thresholds and plan), a
/// Strava bulk export, the JSON archives `export --format json` writes, or
/// activity files, workout lists and wellness logs (files or folders) for one
/// athlete. Each file is stored in its own transaction: a bad file is reported
/// in its summary and the rest go on.
public struct LibraryIngest: Sendable {
  public let library: Library
  var store: AthleteStore { library.store }
  public var options: IngestOptions
  /// Descend into subfolders of a folder of files.
  public var recursive: Bool
  /// The athlete (name or id) for files, folders and Strava exports; `nil`
  /// when the library has one athlete. Dataset folders and archives name their own.
  public var athlete: String?
  public var progress: (any IngestProgress)?
  /// Things worth saying that are not a file's failure (a file a Strava export lists but lacks).
  public internal(set) var warnings: [String] = []
  /// The folders zips were unpacked into, read whole whatever `recursive` says.
  var unpacked: Set<String> = []

  public init(
    library: Library, options: IngestOptions = IngestOptions(), recursive: Bool = false, athlete: String? = nil,
    progress: (any IngestProgress)? = nil
  ) {
    self.library = library
    self.options = options
    self.recursive = recursive
    self.athlete = athlete
    self.progress = progress
  }

  /// Ingests every path, in order; one summary per athlete touched. Nothing is
  /// written when a path does not exist or the library is damaged.
  public mutating func run(_ paths: [String]) throws -> [IngestSummary] {
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw Failure(.missingInput, said("ingest.noSuchPath", path), hint: said("ingest.noSuchPath.hint"))
    }
    try LibraryHealth.refuseIfDamagedAndSmall(store, consequence: said("ingest.nothingIngested"))
    // A zip is read as the folder it holds, unpacked where nothing else sees it and removed after.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("veloscore-unzip-\(UUID().uuidString)")
    let names = options.sourceNames
    defer {
      try? FileManager.default.removeItem(at: scratch)
      options.sourceNames = names
      unpacked = []
    }
    let paths = try paths.enumerated().map { k, path in
      try Self.isZipFile(path) ? unzip(path, into: scratch.appendingPathComponent("\(k)")) : path
    }
    var summaries: [IngestSummary] = []
    var plain: [String] = []
    for path in paths {
      if DatasetFolder.isDataset(path) {
        summaries += try ingestDataset(path)
      } else if StravaExport.isExport(path) {
        summaries.append(try ingestStrava(path))
      } else if let archives = try Self.readArchives(path) {
        summaries += try ingestArchives(archives)
      } else {
        plain.append(path)
      }
    }
    guard !plain.isEmpty else { return summaries }
    // The zips inside a folder (a Garmin export's DI-Connect-Uploaded-Files, unzipped by hand) are read as the
    // folders they hold, as the zips inside a zip are.
    for (k, zip) in plain.flatMap(zipsInside).enumerated() {
      plain.append(try unzip(zip, into: scratch.appendingPathComponent("inner-\(k)")))
    }
    let files = expand(plain)
    let below = recursive ? [] : plain.filter { !unpacked.contains($0) }.compactMap(Self.filesBelowTopLevel)
    guard !files.isEmpty else {
      if let first = below.first {
        throw Failure(
          .missingInput, said("ingest.nothing.onlyBelow", first.folder, "\(first.files)", "\(first.subfolders)"),
          hint: said("ingest.nothing.hint.recursive"))
      }
      throw Failure(
        .missingInput,
        said(recursive ? "ingest.nothing" : "ingest.nothing.topLevel", plain.joined(separator: ", ")),
        hint: said(recursive ? "ingest.nothing.hint" : "ingest.nothing.hint.recursive"))
    }
    // A folder of folders read at its top level only: the files below are named, never passed over in silence.
    warnings += below.map { said("ingest.notBelow", $0.folder, "\($0.files)", "\($0.subfolders)") }
    var options = options
    for (file, folder) in files where folder != nil { options.folders[file] = folder }
    summaries.append(try ingest(files.map(\.path), athlete: selectedAthlete(), options: options))
    return summaries
  }

  /// Whether `path` is a file that begins as a zip does.
  static func isZipFile(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue,
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    return Gzip.isZip([UInt8]((try? handle.read(upToCount: 4)) ?? Data()))
  }

  /// The zip files in a named folder: at its top level, or below it with `recursive` (or when it was a zip).
  func zipsInside(_ folder: String) -> [String] {
    DatasetFolder.files(in: folder, recursive: recursive || unpacked.contains(folder)) {
      $0.lowercased().hasSuffix(".zip")
    }.filter(Self.isZipFile)
  }

  /// Unpacks the zip at `path` into `folder` and returns the folder to read: its one
  /// top-level folder when it has nothing else (`export.zip` holding `export/`).
  /// Its files keep the zip's names in messages and in the library (`export.zip/activities/1.fit`).
  mutating func unzip(_ path: String, into folder: URL) throws -> String {
    let root = folder.appendingPathComponent(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
    let extracted: ZipArchive.Extracted
    do {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      extracted = try ZipArchive.extract(path, into: root, name: options.sourceNames[path] ?? path)
    } catch { throw Failure(error, hint: said("ingest.zip.hint")) }
    for file in extracted.files { options.sourceNames[file.path] = file.name }
    let top = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var isDir: ObjCBool = false
    let inner = root.appendingPathComponent(top.first ?? "").path
    let read =
      top.count == 1 && FileManager.default.fileExists(atPath: inner, isDirectory: &isDir) && isDir.boolValue
      ? inner : root.path
    unpacked.insert(read)
    return read
  }

  func selectedAthlete() throws -> Athlete {
    do { return try store.athlete(athlete) } catch { throw Failure.passing(error) }
  }

  /// Files named directly, and the files of named folders with the folder they
  /// must stay inside: an athlete's folder of a dataset by the dataset's rule
  /// (``DatasetFolder/athleteFiles(in:)``: its `daily.csv` summary is not a
  /// second list of the same workouts), any other folder's activity files.
  func expand(_ paths: [String]) -> [(path: String, folder: String?)] {
    paths.flatMap { path -> [(path: String, folder: String?)] in
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
        return [(path, nil)]
      }
      let files =
        DatasetFolder.isAthleteFolder(path)
        ? DatasetFolder.athleteFiles(in: path)
        : DatasetFolder.activityFiles(in: path, recursive: recursive || unpacked.contains(path))
      return files.map { ($0, path) }
    }
  }

  /// For a folder read at its top level only (no `--recursive`), the activity
  /// files in its subfolders and how many subfolders hold them; `nil` for none.
  static func filesBelowTopLevel(_ path: String) -> (folder: String, files: Int, subfolders: Int)? {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue,
      !DatasetFolder.isAthleteFolder(path)
    else { return nil }
    let top = Set(DatasetFolder.activityFiles(in: path, recursive: false))
    let below = DatasetFolder.activityFiles(in: path, recursive: true).filter { !top.contains($0) }
    guard !below.isEmpty else { return nil }
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let subfolders = Set(below.map { $0.dropFirst(prefix.count).split(separator: "/").first ?? "" })
    return (path, below.count, subfolders.count)
  }

  /// A dataset folder: each roster athlete created or updated, with its dated
  /// thresholds, files and plan.
  func ingestDataset(_ root: String) throws -> [IngestSummary] {
    let dataset: DatasetFolder
    do { dataset = try DatasetFolder(root: root) } catch { throw Failure(error, hint: said("ingest.hint.athletes")) }
    // Every athlete's files up front: one total for the whole dataset.
    let filesByAthlete = Dictionary(
      dataset.roster.map { ($0.name, dataset.files(for: $0.name)) }, uniquingKeysWith: { a, _ in a })
    let all = filesByAthlete.values.joined()
    var options = options
    for file in all { options.folders[file] = root }
    // The names, notes and RPE `export` keeps beside the sample files.
    for entry in dataset.roster {
      do {
        let details = try dataset.details(for: entry.name)
        options.fileDetails.merge(details) { _, new in new }
        for (path, d) in details { if let settings = d.fileSettings { options.fileSettings[path] = settings } }
      } catch {
        throw Failure(error, hint: said("ingest.hint.athletes"))
      }
    }
    progress?.add(total: all.count, bytes: all.reduce(0) { $0 + Self.fileSize($1) })
    // Athletes in parallel, each athlete's files in order on one worker; with
    // fewer athletes than jobs, the jobs parse one athlete's files instead.
    // Reading and scoring files and computing days run in parallel; what
    // creates ids (the athlete, its plan, its files' rows) is written in roster
    // order through two turnstiles, so the same dataset gives the same library.
    let outerJobs = dataset.roster.count >= options.jobs ? options.jobs : 1
    if outerJobs > 1 { options.jobs = 1 }
    let stop = StopFlag()
    let (profiles, files) = (Turnstile(), Turnstile())
    let results = concurrentMap(Array(dataset.roster.enumerated()), jobs: outerJobs) {
      [self, options] k, entry -> Result<IngestSummary, any Error>? in
      var result: Result<IngestSummary, any Error>?
      if !stop.isSet {
        result = Result {
          try ingestDatasetAthlete(
            entry, dataset: dataset, files: filesByAthlete[entry.name] ?? [], options: options,
            profile: profiles.section(k), storing: files.section(k))
        }
        if case .failure = result { stop.set() }
      } else {
        // Skipped after a failure: the turns still pass, later workers wait on them.
        for turnstile in [profiles, files] {
          turnstile.section(k).enter()
          turnstile.pass()
        }
      }
      return result
    }
    // The first failure in roster order, as a serial run would have stopped at it.
    return try results.prefix { $0 != nil }.map { try $0!.get() }
  }

  /// One roster athlete of a dataset: created or updated with its dated
  /// thresholds and plan (inside `profile`), then its files (stored inside `storing`).
  func ingestDatasetAthlete(
    _ entry: AthleteRosterCSV.Entry, dataset: DatasetFolder, files: [String], options: IngestOptions,
    profile: OrderedSection, storing: OrderedSection
  ) throws -> IngestSummary {
    let root = dataset.root
    var profileLeft = false
    var storingUsed = false
    defer {
      if !profileLeft {
        profile.enter()
        profile.leave()
      }
      if !storingUsed {
        storing.enter()
        storing.leave()
      }
    }
    let entries: [ThresholdCSV.Entry]
    let events: [EventCSV.Row]
    let sessions: [PlanCSV.Row]
    do { entries = try dataset.thresholds(for: entry.name) } catch {
      throw Failure(error, hint: said("ingest.hint.thresholds"))
    }
    do { (events, sessions) = (try dataset.events(for: entry.name), try dataset.plan(for: entry.name)) } catch {
      throw Failure(error, hint: said("ingest.hint.plan", EventCSV.header))
    }
    let thresholds = try Threshold.dataset(roster: [:], dated: entries, file: "\(root)/\(entry.name)/thresholds.csv")
    profile.enter()
    let athlete: Athlete
    let planned: (events: Int, sessions: Int)
    do {
      defer {
        profile.leave()
        profileLeft = true
      }
      athlete = try store.upsertAthlete(entry)
      // The roster's values went in with the athlete; the dated file's follow.
      for t in thresholds {
        try store.setThreshold(
          athleteId: athlete.id!, kind: t.kind, value: t.value, from: t.effectiveFrom, sport: t.sport)
      }
      let (e, p) = AthleteArchive.planRecords(events: events, sessions: sessions, athleteId: athlete.id!)
      planned = try store.importPlan(athleteId: athlete.id!, events: e, sessions: p)
    }
    storingUsed = true
    var summary = try ingest(
      files, athlete: athlete, options: options, sports: dataset.sports(for: entry.name), counted: true,
      storing: storing)
    (summary.events, summary.plannedSessions) = planned
    return summary
  }

  /// Ingests `files` for `athlete`, reporting progress file by file (`counted`:
  /// the files are already in the progress total).
  func ingest(
    _ files: [String], athlete: Athlete, options: IngestOptions, sports: [String: String] = [:], counted: Bool = false,
    storing: OrderedSection? = nil
  ) throws -> IngestSummary {
    let sizes = files.map(Self.fileSize)
    if !counted { progress?.add(total: files.count, bytes: sizes.reduce(0, +)) }
    var reported = 0
    let results: [IngestResult]
    do {
      results = try store.ingest(paths: files, athlete: athlete, options: options, sports: sports, storing: storing) {
        [progress] done, _ in
        progress?.advance(done - reported, bytes: sizes[reported..<done].reduce(0, +))
        reported = done
      }
    } catch { throw Failure.passing(error) }
    var s = IngestSummary(athlete: athlete.name)
    for r in results {
      switch r.status {
      case .added(let activities, let wellness, let skipped, let withoutLoad, let sameRide):
        s.sameRide += sameRide
        s.added += 1
        s.activities += activities
        s.wellnessDays += wellness
        s.withoutLoad += withoutLoad
        s.estimatedLoads += r.estimatedLoads
        s.fileThresholds += r.fileThresholds
        s.estimatedOptions = IngestResult.estimatedOptionOrder.filter {
          s.estimatedOptions.contains($0) || r.estimatedOptions.contains($0)
        }
        let details =
          [
            skipped > 0 ? "\(skipped) rest-day rows skipped" : nil,
            withoutLoad > 0 ? "\(withoutLoad) without a load" : nil,
            sameRide > 0 ? "the same ride as one stored from another file: kept once" : nil,
          ].compactMap { $0 } + r.warnings
        s.files.append(
          .init(
            path: r.path, status: "added", activities: activities, wellnessDays: wellness,
            detail: details.isEmpty ? nil : details.joined(separator: "; "),
            warnings: r.warnings))
      case .duplicate(let of):
        s.duplicates += 1
        s.files.append(.init(path: r.path, status: "duplicate", detail: of == r.path ? nil : "same content as \(of)"))
      case .failed(let reason):
        s.failed += 1
        if r.lenientWouldRead { s.lenientWouldRead += 1 }
        s.files.append(.init(path: r.path, status: "failed", detail: reason))
      }
    }
    return s
  }

  static func fileSize(_ path: String) -> Int64 {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.int64Value ?? 0
  }
}

extension AthleteStore {
  /// Creates the roster entry's athlete or updates its profile; thresholds
  /// from a roster apply from always.
  public func upsertAthlete(_ e: AthleteRosterCSV.Entry) throws -> Athlete {
    let a = try upsertAthlete(named: e.name) { a in
      a.sex = e.sex?.code ?? a.sex
      a.birthYear = e.birthYear ?? a.birthYear
      a.timeZone = e.timeZone ?? a.timeZone
      a.weeklyGoal = e.weeklyGoal ?? a.weeklyGoal
    }
    let existing = try thresholds(athleteId: a.id!)
    for (key, value) in e.thresholds.sorted(by: { $0.key < $1.key }) {
      guard let kind = Threshold.Kind(rawValue: key) else { continue }
      if existing.contains(where: { $0.kind == kind && $0.effectiveFrom == Threshold.always && $0.value == value }) {
        continue
      }
      try setThreshold(athleteId: a.id!, kind: kind, value: value)
    }
    return a
  }
}
