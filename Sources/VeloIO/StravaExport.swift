import Foundation
import VeloScore

/// A Strava bulk export ("Download your data"): `activities.csv` at the top,
/// one row per activity, and `activities/` holding the uploaded files
/// (`.fit.gz`, `.gpx`, `.tcx.gz`…). Rows without a file are activities logged
/// by hand; they come back as a workout list.
///
/// Columns read (by header name; Strava repeats some names — the first
/// `Elapsed Time` is seconds, the second `Distance` is metres):
/// `Activity Date` (UTC, "Jan 5, 2026, 7:30:00 AM"), `Activity Type`,
/// `Elapsed Time`, `Distance`, `Filename`.
public struct StravaExport: Sendable {
  public struct File: Sendable, Equatable {
    public var path: String
    /// Strava's activity type, for a file that names no sport.
    public var sport: String?
  }

  public var files: [File]
  /// Hand-logged activities as a workout-list CSV (`start_time,sport,duration_s,distance_m`), `nil` without any.
  public var manualWorkouts: String?
  /// Rows whose file is missing from the export (named with their line).
  public var missingFiles: [String]

  /// Whether `directory` looks like a Strava export.
  public static func isExport(_ directory: String) -> Bool {
    let csv = (directory as NSString).appendingPathComponent("activities.csv")
    guard
      let head = FileHandle(forReadingAtPath: csv).map({ h in
        defer { try? h.close() }
        return h.readData(ofLength: 4096)
      })
    else { return false }
    let text = String(decoding: head, as: UTF8.self)
    return text.hasPrefix("Activity ID,") && text.contains("Filename")
  }

  /// Reads `directory/activities.csv`.
  public init(directory: String) throws(CSVError) {
    let path = (directory as NSString).appendingPathComponent("activities.csv")
    try self.init(bytes: try readFileBytes(path), file: path, directory: directory)
  }

  /// Parses `activities.csv` bytes; files are looked up under `directory`.
  public init(bytes: [UInt8], file path: String, directory: String) throws(CSVError) {
    let scanner = CSVScanner(bytes: bytes, file: path)
    let first: (cells: [String], line: Int, next: Int)?
    do { first = try scanner.firstRow() } catch {
      throw error as? CSVError ?? CSVError(file: path, message: "\(error)")
    }
    guard let header = first?.cells.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) else {
      throw CSVError(file: path, message: "file is empty: expected Strava's header 'Activity ID,Activity Date,…'")
    }
    func column(_ name: String, occurrence: Int = 0) -> Int? {
      let all = header.indices.filter { header[$0] == name }
      return occurrence < all.count ? all[occurrence] : nil
    }
    guard let date = column("activity date"), let file = column("filename") else {
      throw CSVError(file: path, line: 1, message: "expected Strava's columns 'Activity Date' and 'Filename'")
    }
    let type = column("activity type")
    let elapsed = column("elapsed time")
    let metres = column("distance", occurrence: 1)
    var files: [File] = []
    var missing: [String] = []
    var manual = "start_time,sport,duration_s,distance_m\n"
    var manualCount = 0
    do {
      try scanner.forEachRow(from: first!.next, line: first!.line) { row in
        func cell(_ i: Int?) -> String {
          i.map { $0 < row.count ? row.text($0).trimmingCharacters(in: .whitespaces) : "" } ?? ""
        }
        let sport = cell(type)
        let name = cell(file)
        if !name.isEmpty {
          let full = (directory as NSString).appendingPathComponent(name)
          if FileManager.default.fileExists(atPath: full) {
            files.append(File(path: full, sport: sport.isEmpty ? nil : sport))
          } else {
            missing.append("\(path):\(row.line): \(name)")
          }
          return
        }
        guard let start = Self.parseDate(cell(date)) else {
          throw CSVError(
            file: path, line: row.line, column: "Activity Date",
            message: "expected a date like 'Jan 5, 2026, 7:30:00 AM', found \(quoted(cell(date)))")
        }
        let duration = Double(cell(elapsed)).map { fixedDecimal($0, 0) } ?? ""
        let distance = Double(cell(metres)).map { fixedDecimal($0, 1) } ?? ""
        manual += "\(start),\(csvField(sport)),\(duration),\(distance)\n"
        manualCount += 1
      }
    } catch let e as CSVError {
      throw e
    } catch {
      throw CSVError(file: path, message: "\(error)")
    }
    self.files = files
    manualWorkouts = manualCount > 0 ? manual : nil
    missingFiles = missing
  }

  static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

  /// "Jan 5, 2026, 7:30:00 AM" (UTC, as Strava writes it) → "2026-01-05T07:30:00Z".
  static func parseDate(_ text: String) -> String? {
    let parts = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
    guard parts.count == 5, let month = months.firstIndex(of: String(parts[0].prefix(3)).lowercased()),
      let day = Int(parts[1]), let year = Int(parts[2]), LocalDate.isValid(year: year, month: month + 1, day: day)
    else { return nil }
    let clock = parts[3].split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3, (1...12).contains(clock[0]), (0..<60).contains(clock[1]), (0..<60).contains(clock[2]) else {
      return nil
    }
    let pm = parts[4].uppercased() == "PM"
    guard pm || parts[4].uppercased() == "AM" else { return nil }
    let hour = clock[0] % 12 + (pm ? 12 : 0)
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(LocalDate(year: year, month: month + 1, day: day))T\(two(hour)):\(two(clock[1])):\(two(clock[2]))Z"
  }
}
