import Foundation
import VeloScore

/// A dataset folder, as `veloscore synth` and `veloscore export` write it and
/// `ingest` and `batch` read it:
///
///     DIR/athletes.csv                      the roster (``AthleteRosterCSV``)
///     DIR/<name>/workouts.csv               workout list (optional)
///     DIR/<name>/wellness.csv               morning readings (optional)
///     DIR/<name>/rides/*, activities/*      activity files: FIT, TCX, GPX, CSV (optional);
///                                           in activities/<sport>/ the folder names the sport
///     DIR/<name>/thresholds.csv             dated thresholds: kind,from,value (optional)
///     DIR/<name>/events.csv, plan.csv        the plan: events and planned sessions (optional)
///
/// Other files in an athlete's folder (such as the sample's `daily.csv`, a
/// per-day summary of the same training) are not part of it.
public struct DatasetFolder: Sendable {
  public var root: String
  public var roster: [AthleteRosterCSV.Entry]

  public static let rosterFile = "athletes.csv"
  public static let activityFolders = ["rides", "activities"]
  public static let activityExtensions: Set<String> = ["fit", "csv", "tcx", "gpx"]

  /// Whether a file name is an activity file: one of ``activityExtensions``,
  /// or one of them gzip-compressed (`ride.fit.gz`, as Strava exports hold),
  /// or Apple Health's `export.xml` (its wellness days; `export_cda.xml` is not read), or a Garmin
  /// export's daily JSON (`…_sleepData.json`, `…_healthStatusData.json`, `UDSFile_….json`), or Fitbit's
  /// Takeout JSON (`sleep-….json`, `resting_heart_rate-….json`).
  public static func isActivityFile(_ name: String) -> Bool {
    if isAppleHealthExport(name) || GarminExportJSON.isExportFile(name) || FitbitTakeoutJSON.isExportFile(name) {
      return true
    }
    let lower = name.lowercased()
    let base = lower.hasSuffix(".gz") ? String(lower.dropLast(3)) : lower
    return activityExtensions.contains((base as NSString).pathExtension)
  }

  /// Whether a path names Apple Health's export file (`apple_health_export/export.xml`).
  public static func isAppleHealthExport(_ path: String) -> Bool {
    (path as NSString).lastPathComponent.lowercased() == "export.xml"
  }

  /// Whether `directory` holds a roster.
  public static func isDataset(_ directory: String) -> Bool {
    FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(rosterFile))
  }

  public init(root: String) throws(CSVError) {
    self.root = root
    let path = (root as NSString).appendingPathComponent(Self.rosterFile)
    roster = try AthleteRosterCSV.parse(bytes: try readFileBytes(path, inside: root), file: path)
  }

  /// `path`, or an error when it leads outside `root` (``ContainedPath``).
  static func contained(_ path: String, _ root: String) throws(CSVError) -> String {
    do { try ContainedPath.check(path, inside: root) } catch { throw CSVError(file: path, message: error.message) }
    return path
  }

  /// The athlete's files, wellness and workout list first, then activity files by name.
  public func files(for name: String) -> [String] {
    Self.athleteFiles(in: (root as NSString).appendingPathComponent(name))
  }

  /// The files an athlete's folder holds by the dataset layout (above), the
  /// one rule for such a folder whether it is named alone or inside a dataset:
  /// `workouts.csv`, `wellness.csv`, then the activity files of `rides/` and
  /// `activities/`. Anything else (the sample's `daily.csv`) is left out.
  public static func athleteFiles(in folder: String) -> [String] {
    var out = ["workouts.csv", "wellness.csv"].map { (folder as NSString).appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0) }
    for sub in activityFolders {
      out += activityFiles(in: (folder as NSString).appendingPathComponent(sub), recursive: true)
    }
    return out
  }

  /// Whether `folder` is laid out as an athlete's folder of a dataset (it holds
  /// `workouts.csv`, `wellness.csv`, `rides/` or `activities/`).
  public static func isAthleteFolder(_ folder: String) -> Bool {
    (["workouts.csv", "wellness.csv"] + activityFolders).contains {
      FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
    }
  }

  /// The athlete's dated thresholds from `<name>/thresholds.csv` (none without the file).
  public func thresholds(for name: String) throws(CSVError) -> [ThresholdCSV.Entry] {
    try optional("thresholds.csv", of: name) { bytes, path throws(CSVError) in
      try ThresholdCSV.parse(bytes: bytes, file: path)
    }
  }

  /// The athlete's events from `<name>/events.csv` (none without the file).
  public func events(for name: String) throws(CSVError) -> [EventCSV.Row] {
    try optional("events.csv", of: name) { bytes, path throws(CSVError) in try EventCSV.parse(bytes: bytes, file: path)
    }
  }

  /// `<name>/activity-details.csv`: what the athlete's sample files cannot hold, the name, notes
  /// and RPE a person gave each one's activity, the calories its device gave and the thresholds its
  /// original file stored, as JSON (`export` writes it; a file is named relative to the athlete's folder).
  public static let detailsFile = "activity-details.csv"
  public static let detailsHeader = "file,name,notes,rpe,calories,file_settings\n"

  /// The details of the athlete's sample files, by path (none without the file); a file named
  /// outside the athlete's folder is refused.
  public func details(for name: String) throws(CSVError) -> [String: FileDetails] {
    let folder = (root as NSString).appendingPathComponent(name)
    let path = (folder as NSString).appendingPathComponent(Self.detailsFile)
    guard FileManager.default.fileExists(atPath: path) else { return [:] }
    let columns = [
      CSVColumn("name", ["name"]), CSVColumn("notes", ["notes"]), CSVColumn("rpe", ["rpe"], range: InputLimits.rpe),
      CSVColumn("calories", ["calories"], range: InputLimits.calories), CSVColumn("file_settings", ["file_settings"]),
    ]
    var out: [String: FileDetails] = [:]
    // Notes keep their line breaks; texts come back without the formula guard `export` adds.
    _ = try readRecords(
      bytes: TextEncoding.utf8(try readFileBytes(path, inside: root)).bytes, file: path,
      required: [CSVColumn("file", ["file"])], optional: columns, quotedLineBreaks: true
    ) { row, c throws(CSVError) in
      func text(_ column: LocatedColumn?) -> String? {
        column.map { csvText(row.text($0.index)) }.flatMap { $0.isEmpty ? nil : $0 }
      }
      let file = try Self.contained((folder as NSString).appendingPathComponent(text(c[0]) ?? ""), folder)
      var details = FileDetails(
        name: text(c[1]), notes: text(c[2]), rpe: try row.number(c[3]), calories: try row.number(c[4]))
      if let json = text(c[5]) {
        guard let settings = try? JSONDecoder().decode(AthleteSettings.self, from: Data(json.utf8)) else {
          throw CSVError(
            file: path, line: row.line, column: "file_settings",
            message: "expected the thresholds the file stored, as JSON (what export writes)")
        }
        details.fileSettings = settings
      }
      out[file] = details
    }
    return out
  }

  /// The athlete's planned sessions from `<name>/plan.csv` (none without the file).
  public func plan(for name: String) throws(CSVError) -> [PlanCSV.Row] {
    try optional("plan.csv", of: name) { bytes, path throws(CSVError) in try PlanCSV.parse(bytes: bytes, file: path) }
  }

  /// `parse` of the athlete's `file`, or nothing when the folder has no such file; what is read is
  /// checked to lie inside the dataset once opened (no link swapped in between).
  private func optional<T>(
    _ file: String, of name: String, _ parse: ([UInt8], String) throws(CSVError) -> [T]
  ) throws(CSVError) -> [T] {
    let path = ((root as NSString).appendingPathComponent(name) as NSString).appendingPathComponent(file)
    return FileManager.default.fileExists(atPath: path) ? try parse(try readFileBytes(path, inside: root), path) : []
  }

  /// Sports named by `activities/<sport>/` folders, by file path.
  public func sports(for name: String) -> [String: String] {
    let base = ((root as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("activities")
    var out: [String: String] = [:]
    for path in Self.activityFiles(in: base, recursive: true) {
      let relative = path.dropFirst(base.count + 1).split(separator: "/")
      if relative.count >= 2 { out[path] = String(relative[0]) }
    }
    return out
  }

  /// Files under `directory` with an activity extension, sorted by path.
  public static func activityFiles(in directory: String, recursive: Bool) -> [String] {
    files(in: directory, recursive: recursive, named: isActivityFile)
  }

  /// The files (not folders) under `directory` whose name `named` accepts, sorted by path: at its
  /// top level, or below it with `recursive`; none when it is not a folder.
  public static func files(in directory: String, recursive: Bool, named: (String) -> Bool) -> [String] {
    let fm = FileManager.default
    var isDir: ObjCBool = false
    guard fm.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else { return [] }
    let names: [String]
    if recursive {
      names = (fm.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
    } else {
      names = (try? fm.contentsOfDirectory(atPath: directory)) ?? []
    }
    return names.filter(named)
      .map { (directory as NSString).appendingPathComponent($0) }
      .filter { path in
        var d: ObjCBool = false
        return fm.fileExists(atPath: path, isDirectory: &d) && !d.boolValue
      }
      .sorted()
  }
}
