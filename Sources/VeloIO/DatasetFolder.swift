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
    var scanner = CSVScanner(
      bytes: TextEncoding.utf8(try readFileBytes(path, inside: root)).bytes, file: path)
    scanner.quotedLineBreaks = true  // notes keep their line breaks
    var out: [String: FileDetails] = [:]
    var header = true
    do {
      try scanner.forEachRow { row in
        defer { header = false }
        guard !header else { return }
        let cells = (0..<6).map { $0 < row.count ? csvText(row.text($0)) : "" }
        let file = try Self.contained((folder as NSString).appendingPathComponent(cells[0]), folder)
        let rpe = cells[3].isEmpty ? nil : Double(cells[3])
        guard cells[3].isEmpty || rpe.map(InputLimits.rpe.contains) == true else {
          throw CSVError(
            file: path, line: row.line, column: "rpe",
            message: "expected an RPE \(InputLimits.describe(InputLimits.rpe)), found \(quoted(cells[3]))")
        }
        let calories = cells[4].isEmpty ? nil : Double(cells[4])
        guard cells[4].isEmpty || calories.map(InputLimits.calories.contains) == true else {
          throw CSVError(
            file: path, line: row.line, column: "calories",
            message: "expected kilocalories \(InputLimits.describe(InputLimits.calories)), found \(quoted(cells[4]))")
        }
        var details = FileDetails(
          name: cells[1].isEmpty ? nil : cells[1], notes: cells[2].isEmpty ? nil : cells[2], rpe: rpe,
          calories: calories)
        if !cells[5].isEmpty {
          guard let settings = try? JSONDecoder().decode(AthleteSettings.self, from: Data(cells[5].utf8)) else {
            throw CSVError(
              file: path, line: row.line, column: "file_settings",
              message: "expected the thresholds the file stored, as JSON (what export writes)")
          }
          details.fileSettings = settings
        }
        out[file] = details
      }
    } catch let e as CSVError {
      throw e
    } catch {
      throw CSVError(file: path, message: "\(error)")
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
    let fm = FileManager.default
    var isDir: ObjCBool = false
    guard fm.fileExists(atPath: directory, isDirectory: &isDir), isDir.boolValue else { return [] }
    let names: [String]
    if recursive {
      names = (fm.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
    } else {
      names = (try? fm.contentsOfDirectory(atPath: directory)) ?? []
    }
    return names.filter { isActivityFile($0) }
      .map { (directory as NSString).appendingPathComponent($0) }
      .filter { path in
        var d: ObjCBool = false
        return fm.fileExists(atPath: path, isDirectory: &d) && !d.boolValue
      }
      .sorted()
  }
}
