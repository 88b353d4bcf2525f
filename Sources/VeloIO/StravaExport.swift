import Foundation
import VeloScore

/// A Strava bulk export ("Download your data"): `activities.csv` at the top,
/// one row per activity, and `activities/` holding the uploaded files
/// (`.fit.gz`, `.gpx`, `.tcx.gz`…). Rows without a file are activities logged
/// by hand; they come back as a workout list.
///
/// The export is recognised by its layout in any language (`StravaLayout`),
/// its dates in the account's language (`StravaDate`; UTC, as Strava writes
/// them). Read from each row: the date, the activity type (the sport of a file
/// that names none, and of a row without a file), the name, the description and
/// the gear (the activity's notes), the perceived exertion (its session RPE),
/// the weather's condition and temperature (notes), and for a row without a
/// file its elapsed time, distance in metres and calories. A file's own
/// samples give its time, distance and calories; the list's name, notes and
/// RPE are applied to it (`IngestOptions.fileDetails`). Every other column is named.
public struct StravaExport: Sendable {
  public struct File: Sendable, Equatable {
    public var path: String
    /// Strava's activity type, for a file that names no sport.
    public var sport: String?
    /// The row's name, notes and RPE.
    public var details: FileDetails = FileDetails()
  }

  public var files: [File]
  /// Hand-logged activities as a workout-list CSV (`start_time,sport,duration_s,distance_m,name,notes,rpe,calories`),
  /// `nil` without any.
  public var manualWorkouts: String?
  /// Rows whose file is missing from the export (named with their line).
  public var missingFiles: [String]
  /// What the reader says of the list: the columns it does not read.
  public var warnings: [String] = []

  /// Whether `directory` looks like a Strava export: an `activities.csv` in Strava's layout.
  public static func isExport(_ directory: String) -> Bool {
    let csv = (directory as NSString).appendingPathComponent("activities.csv")
    guard
      let head = FileHandle(forReadingAtPath: csv).map({ h in
        defer { try? h.close() }
        return h.readData(ofLength: 65_536)
      })
    else { return false }
    let bytes = TextEncoding.utf8([UInt8](head)).bytes
    guard let first = try? CSVScanner(bytes: bytes, file: csv).firstRow() else { return false }
    return StravaLayout(header: first.cells) != nil
  }

  /// Reads `directory/activities.csv`.
  public init(directory: String) throws(CSVError) {
    let path = (directory as NSString).appendingPathComponent("activities.csv")
    try self.init(bytes: try readFileBytes(path), file: path, directory: directory)
  }

  /// Parses `activities.csv` bytes; files are looked up under `directory`.
  public init(bytes raw: [UInt8], file path: String, directory: String) throws(CSVError) {
    var scanner = CSVScanner(bytes: TextEncoding.utf8(raw).bytes, file: path)
    scanner.quotedLineBreaks = true  // descriptions keep their line breaks
    var header: [String]?
    var rows: [(line: Int, cells: [String])] = []
    do {
      try scanner.forEachRow { row in
        let cells = (0..<row.count).map { row.text($0).trimmingCharacters(in: .whitespaces) }
        if header == nil { header = cells } else { rows.append((row.line, cells)) }
      }
    } catch let e as CSVError {
      throw e
    } catch {
      throw CSVError(file: path, message: "\(error)")
    }
    guard let header else {
      throw CSVError(file: path, message: "file is empty: expected Strava's header 'Activity ID,Activity Date,…'")
    }
    guard let layout = StravaLayout(header: header) else {
      throw CSVError(
        file: path, line: 1,
        message:
          "not Strava's layout: expected ID, date, name, type, description, elapsed time and distance first, and the detailed block (elapsed time, moving time, distance) after the file name, in any language"
      )
    }
    // Dates written with numbers take the order the file proves (a first number above 12: day first).
    let pairs = rows.compactMap { r in r.cells.count > layout.date ? StravaDate.numberedPair(r.cells[layout.date]) : nil
    }
    let order: DateOrder = pairs.contains { $0.1 > 12 } && !pairs.contains { $0.0 > 12 } ? .monthFirst : .dayFirst
    var files: [File] = []
    var missing: [String] = []
    var manual = "start_time,sport,duration_s,distance_m,name,notes,rpe,calories\n"
    var manualCount = 0
    for (line, cells) in rows {
      let cell = { (i: Int?) in Self.cell(cells, i) }
      let sport = cell(layout.type)
      let details = Self.details(cells, layout)
      let name = cell(layout.filename)
      if !name.isEmpty {
        let full = (directory as NSString).appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: full) {
          files.append(File(path: full, sport: sport.isEmpty ? nil : sport, details: details))
        } else {
          missing.append("\(path):\(line): \(name)")
        }
        continue
      }
      guard let start = StravaDate(cell(layout.date), order: order) else {
        throw CSVError(
          file: path, line: line, column: layout.header[layout.date],
          message:
            "expected a date like 'Jan 5, 2026, 7:30:00 AM' or '5. 1. 2026 7:30:00', found \(quoted(cell(layout.date)))"
        )
      }
      let duration = Self.number(cell(layout.elapsed)) ?? Self.number(cell(5))
      let distance = Self.number(cell(layout.distance))
      let calories = Self.number(cell(layout.calories))
      let fields = [
        start.iso, sport, duration.map { fixedDecimal($0, 0) } ?? "", distance.map { fixedDecimal($0, 1) } ?? "",
        details.name ?? "", details.notes ?? "", details.rpe.map { fixedDecimal($0, 1) } ?? "",
        calories.map { fixedDecimal($0, 0) } ?? "",
      ]
      manual += fields.map(csvField).joined(separator: ",") + "\n"
      manualCount += 1
    }
    self.files = files
    manualWorkouts = manualCount > 0 ? manual : nil
    missingFiles = missing
    let unread = layout.unread
    if !unread.isEmpty {
      warnings.append(
        "\(path): columns not used: \(unread.map { "'\($0)'" }.joined(separator: ", ")) (a file's own samples give its heart rate, speed, elevation and power)"
      )
    }
  }

  /// A row's name, notes (its description, gear and weather) and RPE.
  static func details(_ cells: [String], _ layout: StravaLayout) -> FileDetails {
    let cell = { (i: Int?) in Self.cell(cells, i) }
    var notes = [cell(layout.description)]
    if !cell(layout.gear).isEmpty { notes.append("\(layout.header[layout.gear]): \(cell(layout.gear))") }
    for i in layout.weather where !cell(i).isEmpty { notes.append("\(layout.header[i]): \(cell(i))") }
    let text = notes.filter { !$0.isEmpty }.joined(separator: "\n")
    let rpe = number(cell(layout.rpe)).flatMap { InputLimits.rpe.contains($0) ? $0 : nil }
    return FileDetails(
      name: cell(layout.name).isEmpty ? nil : cell(layout.name), notes: text.isEmpty ? nil : text, rpe: rpe)
  }

  /// The cell at `i` of a row, empty for a column the row or the layout lacks (-1, `nil`).
  static func cell(_ cells: [String], _ i: Int?) -> String {
    i.map { $0 >= 0 && $0 < cells.count ? cells[$0] : "" } ?? ""
  }

  /// A number as Strava writes it, a decimal comma read as a point ("5,01").
  static func number(_ text: String) -> Double? {
    guard !text.isEmpty else { return nil }
    let value = Double(text) ?? Double(text.replacingOccurrences(of: ",", with: "."))
    return value.flatMap { $0.isFinite ? $0 : nil }
  }
}
