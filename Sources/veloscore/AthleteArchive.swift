import Foundation
import VeloIO
import VeloScore
import VeloStore

/// One athlete's library content: what `export` writes and `ingest` reads
/// back. `--format csv` renders it as a dataset folder, `--format json` as
/// `<name>.json` (this struct, plus the computed days for readers). Importing
/// a JSON archive renders the same dataset folder and ingests that, so both
/// formats take one path into the library and give the same result.
struct AthleteArchive: Codable {
  static let formatName = "veloscore-athlete"
  static let currentSchemaVersion = 1

  struct Profile: Codable {
    var name: String
    var sex: String?
    var birthYear: Int?
    var timeZone: String
    var weeklyGoal: Int
  }

  struct ThresholdEntry: Codable {
    var kind: String
    /// First day it applies; `nil` = always.
    var from: LocalDate?
    var value: Double
  }

  struct Activity: Codable {
    var date: LocalDate
    /// Unix seconds of the start (`nil` when only the date is known).
    var startTime: Double?
    var sport: String?
    var durationSeconds: Double?
    var distanceMeters: Double?
    var calories: Double?
    var load: Double?
    /// Sample columns by CSV name (`time` in seconds from the start; `null` = no reading).
    var samples: [String: [Double?]]?
  }

  var format = formatName
  var schemaVersion = currentSchemaVersion
  var athlete: Profile
  var thresholds: [ThresholdEntry]
  var activities: [Activity]
  var wellness: [WellnessReading]
  /// Computed daily rows, for readers; ignored by `ingest` (it recomputes them).
  var days: [DailyMetrics]?

  /// Everything stored for `a`.
  init(library: AthleteStore, athlete a: Athlete, withDays: Bool) throws {
    let id = a.id!
    athlete = Profile(name: a.name, sex: a.sex, birthYear: a.birthYear, timeZone: a.timeZone, weeklyGoal: a.weeklyGoal)
    thresholds = try library.thresholds(athleteId: id).map {
      ThresholdEntry(kind: $0.kind.rawValue, from: $0.effectiveFrom == Threshold.always ? nil : $0.effectiveFrom, value: $0.value)
    }
    activities = try library.activities(athleteId: id).map { act in
      let samples = try library.streams(activityId: act.id!, athleteId: id)?.nullableColumns
      return Activity(date: act.localDate, startTime: act.startTime, sport: act.sport, durationSeconds: act.durationSeconds,
                      distanceMeters: act.distanceMeters, calories: act.calories, load: act.load, samples: samples)
    }
    wellness = try library.wellness(athleteId: id)
    days = withDays ? try library.days(athleteId: id) : nil
  }

  /// Reads `path` if it is an archive; `nil` for any other JSON or file.
  static func read(path: String) throws -> AthleteArchive? {
    guard path.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: path) else { return nil }
    struct Header: Decodable { var format: String?; var schemaVersion: Int? }
    guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == formatName else { return nil }
    guard header.schemaVersion == currentSchemaVersion else {
      throw InputDataError(file: path, message: "archive schemaVersion \(header.schemaVersion.map(String.init) ?? "missing"), this veloscore reads \(currentSchemaVersion)")
    }
    let archive: AthleteArchive
    do { archive = try JSONDecoder().decode(AthleteArchive.self, from: data) } catch {
      throw InputDataError(file: path, message: "not a valid \(formatName) archive: \(error)")
    }
    if let problem = archive.problem() { throw InputDataError(file: path, message: problem) }
    return archive
  }

  /// The first value outside what the CSV readers accept (``InputLimits``,
  /// athlete names, known zones and subjective scores), named by its JSON path;
  /// checked before anything is written, so a hostile archive writes nothing.
  func problem() -> String? {
    if let p = SafeName.athleteNameProblem(athlete.name) { return "athlete.name: \(p), found \(quoted(athlete.name))" }
    if (try? AthleteTimeZone(identifier: athlete.timeZone)) == nil { return "athlete.timeZone: unknown time zone \(quoted(athlete.timeZone))" }
    if !(1...7).contains(athlete.weeklyGoal) { return "athlete.weeklyGoal: expected 1…7, found \(athlete.weeklyGoal)" }
    if let y = athlete.birthYear, !(1900...2100).contains(y) { return "athlete.birthYear: expected 1900…2100, found \(y)" }
    if let sex = athlete.sex, Sex(code: sex) == nil { return "athlete.sex: expected M or F, found \(quoted(sex))" }
    func outside(_ value: Double?, _ range: ClosedRange<Double>) -> Bool { value.map { !range.contains($0) } ?? false }
    func dateProblem(_ d: LocalDate, _ where_: String) -> String? {
      InputLimits.dates.contains(d) ? nil : "\(where_): expected a date in \(InputLimits.dates.lowerBound)…\(InputLimits.dates.upperBound), found \(d)"
    }
    for (i, t) in thresholds.enumerated() {
      guard let range = InputLimits.thresholds[t.kind] else { return "thresholds[\(i)].kind: unknown threshold \(quoted(t.kind))" }
      if outside(t.value, range) { return "thresholds[\(i)].value: expected \(t.kind) in \(InputLimits.describe(range)), found \(t.value)" }
      if let d = t.from, let p = dateProblem(d, "thresholds[\(i)].from") { return p }
    }
    for (i, a) in activities.enumerated() {
      if let p = dateProblem(a.date, "activities[\(i)].date") { return p }
      let checks: [(String, Double?, ClosedRange<Double>)] = [
        ("durationSeconds", a.durationSeconds, InputLimits.durationSeconds), ("distanceMeters", a.distanceMeters, InputLimits.distanceMeters),
        ("calories", a.calories, InputLimits.calories), ("load", a.load, InputLimits.load),
      ]
      for (name, value, range) in checks where outside(value, range) {
        return "activities[\(i)].\(name): expected \(InputLimits.describe(range)), found \(value!)"
      }
      if let t = a.startTime, !(t.isFinite && abs(t) < 1e10) { return "activities[\(i)].startTime: expected Unix seconds, found \(t)" }
    }
    let known = Set(WellnessCSV.subjectiveNames)
    for (i, r) in wellness.enumerated() {
      if let p = dateProblem(r.date, "wellness[\(i)].date") { return p }
      if let key = r.subjective.keys.sorted().first(where: { !known.contains($0) }) {
        return "wellness[\(i)].subjective: unknown score \(quoted(key)); known: \(WellnessCSV.subjectiveNames.joined(separator: ", "))"
      }
    }
    return nil
  }

  /// The activity's samples as streams (`nil` for a workout without samples).
  func streams(_ a: Activity) -> ActivityStreams? {
    a.samples.flatMap { ActivityStreams(nullableColumns: $0) }
  }

  /// The athlete's folder (and roster id) in a dataset folder: the name itself,
  /// or a safe stand-in for a name stored before names were checked.
  var folderName: String { SafeName.pathComponent(athlete.name) }

  /// The roster line of `athletes.csv` (header ``rosterHeader``).
  var rosterLine: String {
    let p = athlete
    return "\(csvField(folderName)),\(p.sex ?? ""),\(p.birthYear.map(String.init) ?? ""),\(p.timeZone),\(p.weeklyGoal)\n"
  }
  static let rosterHeader = "id,sex,birth_year,time_zone,weekly_goal\n"

  /// Writes the athlete's dataset folder (`thresholds.csv`, `workouts.csv`,
  /// `wellness.csv`, `activities/<sport>/<date>-<n>.csv`) into `dir`.
  func writeFolder(to dir: String) throws {
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    func save(_ text: String, _ name: String) throws {
      let path = (dir as NSString).appendingPathComponent(name)
      try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    try save("kind,from,value\n" + thresholds.map { "\($0.kind),\($0.from?.description ?? ""),\(fixedDecimal($0.value, 3))\n" }.joined(), "thresholds.csv")
    let workoutHeader = "start_time,sport,duration_s,distance_m,calories,tss\n"
    var workouts = workoutHeader
    let decimals = ["power": 1, "heart_rate": 1, "cadence": 1, "altitude": 2, "distance": 2, "temperature": 1]
    for (n, act) in activities.enumerated() {
      if let s = streams(act), let start = act.startTime {
        try save(ActivityCSV.render(s, timeDecimals: 3, start: start, decimals: decimals), "activities/\(SafeName.pathComponent(act.sport ?? "other", limit: 40))/\(act.date)-\(n + 1).csv")
      } else {
        let start = act.startTime.map { isoUTC($0) } ?? act.date.description
        workouts += "\(start),\(csvField(act.sport ?? "")),\(fixedDecimal(act.durationSeconds, 0)),\(fixedDecimal(act.distanceMeters, 1)),\(fixedDecimal(act.calories, 1)),\(fixedDecimal(act.load, 3))\n"
      }
    }
    // Files without rows are left out: a header alone is not a list (ingest refuses it).
    if workouts != workoutHeader { try save(workouts, "workouts.csv") }
    let subjective = Set(wellness.flatMap(\.subjective.keys)).sorted()
    var text = "date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours,sleep_need_hours,steps,in_bed_hours"
    text += subjective.map { ",\($0)" }.joined() + "\n"
    for r in wellness {
      let cells = [r.rmssd, r.restingHeartRate, r.respiratoryRate, r.sleepHours, r.sleepNeedHours, r.steps, r.inBedHours].map { fixedDecimal($0, 4) }
      text += "\(r.date)," + cells.joined(separator: ",") + subjective.map { ",\(fixedDecimal(r.subjective[$0], 4))" }.joined() + "\n"
    }
    if !wellness.isEmpty { try save(text, "wellness.csv") }
  }
}
