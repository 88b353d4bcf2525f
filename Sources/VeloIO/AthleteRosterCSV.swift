import Foundation
import VeloScore

/// Reads an athlete roster — `athletes.csv` of a dataset folder (see
/// `datasets/README.md`), one line per athlete:
///
/// | value | headers | unit |
/// |---|---|---|
/// | name (required) | `id`, `name`, `athlete` | the athlete's folder name |
/// | sex | `sex` | `M`/`F` |
/// | birth year | `birth_year` | |
/// | weight | `weight_kg`, `weight` | kg |
/// | FTP | `ftp_w`, `ftp` | W |
/// | CP, W′ | `cp_w`, `cp`; `wprime_j`, `wprime` | W; J |
/// | LTHR, max HR, resting HR | `lthr_bpm`, `lthr`; `max_hr_bpm`, `max_hr`; `resting_hr_bpm`, `resting_hr` | bpm |
/// | threshold pace | `threshold_pace_s_per_km` | s/km |
/// | time zone | `time_zone`, `tz` | IANA name |
/// | weekly goal | `weekly_goal` | active days 1–7 |
public enum AthleteRosterCSV {
  public struct Entry: Sendable, Equatable {
    public var name: String
    public var sex: Sex?
    public var birthYear: Int?
    public var timeZone: String?
    public var weeklyGoal: Int?
    /// By threshold name: `ftp`, `criticalPower`, `wPrime`, `lthr`, `maxHeartRate`,
    /// `restingHeartRate`, `thresholdPace`, `weight`.
    public var thresholds: [String: Double] = [:]
  }

  static let name = CSVColumn("athlete name", ["id", "name", "athlete"])
  static let optional: [(key: String, column: CSVColumn)] = [
    ("sex", CSVColumn("sex", ["sex"])),
    ("birthYear", CSVColumn("birth year", ["birth_year"])),
    ("timeZone", CSVColumn("time zone", ["time_zone", "tz"])),
    ("weeklyGoal", CSVColumn("weekly goal", ["weekly_goal"])),
    ("weight", CSVColumn("weight", ["weight_kg", "weight"], range: InputLimits.thresholds["weight"])),
    ("ftp", CSVColumn("FTP", ["ftp_w", "ftp"], range: InputLimits.thresholds["ftp"])),
    ("criticalPower", CSVColumn("CP", ["cp_w", "cp"], range: InputLimits.thresholds["criticalPower"])),
    ("wPrime", CSVColumn("W'", ["wprime_j", "wprime"], range: InputLimits.thresholds["wPrime"])),
    ("lthr", CSVColumn("LTHR", ["lthr_bpm", "lthr"], range: InputLimits.thresholds["lthr"])),
    ("maxHeartRate", CSVColumn("max HR", ["max_hr_bpm", "max_hr"], range: InputLimits.thresholds["maxHeartRate"])),
    (
      "restingHeartRate",
      CSVColumn("resting HR", ["resting_hr_bpm", "resting_hr"], range: InputLimits.thresholds["restingHeartRate"])
    ),
    (
      "thresholdPace",
      CSVColumn("threshold pace", ["threshold_pace_s_per_km"], range: InputLimits.thresholds["thresholdPace"])
    ),
  ]

  public static func read(path: String) throws(CSVError) -> [Entry] {
    try parse(bytes: readFileBytes(path), file: path)
  }

  public static func parse(bytes: [UInt8], file: String) throws(CSVError) -> [Entry] {
    var entries: [Entry] = []
    let hadHeader = try readRecords(bytes: bytes, file: file, required: [name], optional: optional.map(\.column)) {
      row, c throws(CSVError) in
      let nameText = row.text(c[0]!.index).trimmingCharacters(in: .whitespaces)
      guard !nameText.isEmpty else {
        throw CSVError(
          file: file, line: row.line, column: c[0]!.name, message: "expected an athlete name, found an empty cell")
      }
      if let problem = SafeName.athleteNameProblem(nameText) {
        throw CSVError(file: file, line: row.line, column: c[0]!.name, message: "\(problem), found \(quoted(nameText))")
      }
      var e = Entry(name: nameText)
      for (k, (key, _)) in optional.enumerated() {
        guard let column = c[k + 1] else { continue }
        let text = row.text(column.index).trimmingCharacters(in: .whitespaces)
        if text.isEmpty { continue }
        switch key {
        case "sex":
          guard let sex = Sex(code: text) else {
            throw CSVError(
              file: file, line: row.line, column: column.name, message: "expected M or F, found \(quoted(text))")
          }
          e.sex = sex
        case "timeZone": e.timeZone = text
        case "birthYear", "weeklyGoal":
          let range = key == "birthYear" ? InputLimits.birthYear : InputLimits.weeklyGoal
          guard let v = Int(text), range.contains(v) else {
            throw CSVError(
              file: file, line: row.line, column: column.name,
              message: "expected a whole number \(range.lowerBound)…\(range.upperBound), found \(quoted(text))")
          }
          if key == "birthYear" { e.birthYear = v } else { e.weeklyGoal = v }
        default: e.thresholds[key] = try row.number(column)
        }
      }
      entries.append(e)
    }
    guard hadHeader else {
      throw CSVError(file: file, message: "file is empty: expected a header line such as 'id,sex,ftp_w,time_zone'")
    }
    return entries
  }
}
