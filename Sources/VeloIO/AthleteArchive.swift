import Foundation
import VeloScore

/// One athlete's library content: what `export` writes and `ingest` reads
/// back. `--format csv` renders it as a dataset folder, `--format json` as
/// `<name>.json` (this struct, plus the computed days for readers). Importing
/// a JSON archive renders the same dataset folder and ingests that, so both
/// formats take one path into the library and give the same result.
public struct AthleteArchive: Codable, Sendable {
  public static let formatName = "veloscore-athlete"
  public static let currentSchemaVersion = 1

  public struct Profile: Codable, Sendable {
    public var name: String
    public var sex: String?
    public var birthYear: Int?
    public var timeZone: String
    public var weeklyGoal: Int

    public init(name: String, sex: String?, birthYear: Int?, timeZone: String, weeklyGoal: Int) {
      self.name = name
      self.sex = sex
      self.birthYear = birthYear
      self.timeZone = timeZone
      self.weeklyGoal = weeklyGoal
    }
  }

  public struct ThresholdEntry: Codable, Sendable {
    public var kind: String
    /// First day it applies; `nil` = always.
    public var from: LocalDate?
    public var value: Double
    /// The sport it holds for; `nil` for every sport.
    public var sport: String?

    public init(kind: String, from: LocalDate?, value: Double, sport: String? = nil) {
      self.kind = kind
      self.from = from
      self.value = value
      self.sport = sport
    }
  }

  public struct Activity: Codable, Sendable {
    public var date: LocalDate
    /// Unix seconds of the start (`nil` when only the date is known).
    public var startTime: Double?
    public var sport: String?
    public var durationSeconds: Double?
    public var distanceMeters: Double?
    public var calories: Double?
    public var load: Double?
    /// Sample columns by CSV name (`time` in seconds from the start; `null` = no reading).
    public var samples: [String: [Double?]]?
    /// The thresholds the original file stored (a FIT file's `zones_target` and
    /// the like), below the athlete's own when the activity is scored; absent
    /// when the file stored none.
    public var fileSettings: AthleteSettings?
    /// The name and notes a workout list, a Strava export or a person gave it.
    public var name: String?
    public var notes: String?
    /// Session RPE 0–10.
    public var rpe: Double?
    /// Where the load and the calories came from (`StoredActivity`'s): a load or calories that were
    /// logged or given by the device are carried back; estimated ones are estimated again.
    public var loadSource: String?
    public var caloriesSource: String?

    public init(
      date: LocalDate, startTime: Double?, sport: String?, durationSeconds: Double?, distanceMeters: Double?,
      calories: Double?, load: Double?, samples: [String: [Double?]]?
    ) {
      self.date = date
      self.startTime = startTime
      self.sport = sport
      self.durationSeconds = durationSeconds
      self.distanceMeters = distanceMeters
      self.calories = calories
      self.load = load
      self.samples = samples
    }
  }

  /// An event of the athlete's plan (see `veloscore plan`): the row `events.csv` holds.
  public typealias Event = EventCSV.Row
  /// A planned session: the row `plan.csv` holds.
  public typealias PlannedSession = PlanCSV.Row

  public var format = formatName
  public var schemaVersion = currentSchemaVersion
  public var athlete: Profile
  public var thresholds: [ThresholdEntry]
  public var activities: [Activity]
  public var wellness: [WellnessReading]
  /// Computed daily rows, for readers; ignored by `ingest` (it recomputes them).
  public var days: [DailyMetrics]?
  /// The plan; absent in archives written before plans existed.
  public var events: [Event]?
  public var plannedSessions: [PlannedSession]?

  public init(
    athlete: Profile, thresholds: [ThresholdEntry], activities: [Activity], wellness: [WellnessReading],
    days: [DailyMetrics]?
  ) {
    self.athlete = athlete
    self.thresholds = thresholds
    self.activities = activities
    self.wellness = wellness
    self.days = days
  }

  /// Reads `path` if it is an archive; `nil` for any other JSON or file.
  /// The encoder of an archive file: its own keys (samples by CSV column
  /// name), pretty and sorted; not the printed JSON vocabulary, which renames
  /// keys and rounds numbers for people.
  public static var encoder: JSONEncoder {
    let e = JSONEncoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return e
  }

  public static func read(path: String) throws(ArchiveError) -> AthleteArchive? {
    guard path.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: path) else {
      return nil
    }
    return try parse([UInt8](data), file: path)
  }

  /// Decodes and checks archive bytes; `nil` when they are not an archive at all.
  public static func parse(_ bytes: [UInt8], file path: String) throws(ArchiveError) -> AthleteArchive? {
    let data = Data(bytes)
    struct Header: Decodable {
      var format: String?
      var schemaVersion: Int?
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == formatName else {
      return nil
    }
    guard header.schemaVersion == currentSchemaVersion else {
      throw ArchiveError(
        file: path,
        message:
          "archive schemaVersion \(header.schemaVersion.map(String.init) ?? "missing"), this veloscore reads \(currentSchemaVersion)"
      )
    }
    let archive: AthleteArchive
    do { archive = try JSONDecoder().decode(AthleteArchive.self, from: data) } catch {
      throw ArchiveError(file: path, message: "not a valid \(formatName) archive: \(error)")
    }
    if let problem = archive.problem() { throw ArchiveError(file: path, message: problem) }
    return archive
  }

  /// The first value outside what the CSV readers accept (`InputLimits`,
  /// athlete names, known zones and subjective scores), named by its JSON path;
  /// checked before anything is written, so a hostile archive writes nothing.
  public func problem() -> String? {
    if let p = SafeName.athleteNameProblem(athlete.name) { return "athlete.name: \(p), found \(quoted(athlete.name))" }
    if (try? AthleteTimeZone(identifier: athlete.timeZone)) == nil {
      return "athlete.timeZone: unknown time zone \(quoted(athlete.timeZone))"
    }
    if !InputLimits.weeklyGoal.contains(athlete.weeklyGoal) {
      return "athlete.weeklyGoal: expected 1…7, found \(athlete.weeklyGoal)"
    }
    if let y = athlete.birthYear, !InputLimits.birthYear.contains(y) {
      return "athlete.birthYear: expected 1900…2100, found \(y)"
    }
    if let sex = athlete.sex, Sex(code: sex) == nil { return "athlete.sex: expected M or F, found \(quoted(sex))" }
    func outside(_ value: Double?, _ range: ClosedRange<Double>) -> Bool { value.map { !range.contains($0) } ?? false }
    func dateProblem(_ d: LocalDate, _ field: String) -> String? {
      InputLimits.dates.contains(d)
        ? nil
        : "\(field): expected a date in \(InputLimits.dates.lowerBound)…\(InputLimits.dates.upperBound), found \(d)"
    }
    for (i, t) in thresholds.enumerated() {
      guard let range = InputLimits.thresholds[t.kind] else {
        return "thresholds[\(i)].kind: unknown threshold \(quoted(t.kind))"
      }
      if outside(t.value, range) {
        return "thresholds[\(i)].value: expected \(t.kind) in \(InputLimits.describe(range)), found \(t.value)"
      }
      if let d = t.from, let p = dateProblem(d, "thresholds[\(i)].from") { return p }
    }
    for (i, a) in activities.enumerated() {
      if let p = dateProblem(a.date, "activities[\(i)].date") { return p }
      let checks: [(String, Double?, ClosedRange<Double>)] = [
        ("durationSeconds", a.durationSeconds, InputLimits.durationSeconds),
        ("distanceMeters", a.distanceMeters, InputLimits.distanceMeters),
        ("calories", a.calories, InputLimits.calories), ("load", a.load, InputLimits.load),
      ]
      for (name, value, range) in checks where outside(value, range) {
        return "activities[\(i)].\(name): expected \(InputLimits.describe(range)), found \(value!)"
      }
      if let t = a.startTime, !(t.isFinite && abs(t) < 1e10) {
        return "activities[\(i)].startTime: expected Unix seconds, found \(t)"
      }
      if let p = Self.samplesProblem(a.samples, "activities[\(i)].samples") { return p }
      // The text rule every door applies (`activity set`, the API, workout lists): no control characters.
      for (field, value) in [(InputLimits.ActivityTextField.name, a.name), (.notes, a.notes)] {
        if let value, let p = InputLimits.activityTextProblem(field, value) { return "activities[\(i)].\(p)" }
      }
    }
    for (i, e) in (events ?? []).enumerated() {
      if let p = dateProblem(e.date, "events[\(i)].date") { return p }
      if let p = SafeName.labelProblem(e.name, what: "an event name") {
        return "events[\(i)].name: \(p), found \(quoted(e.name))"
      }
      if !["A", "B", "C"].contains(e.priority) {
        return "events[\(i)].priority: expected A, B or C, found \(quoted(e.priority))"
      }
      let checks: [(String, Double?, ClosedRange<Double>)] = [
        ("targetCTL", e.targetCTL, InputLimits.eventTargetCTL), ("tsbLow", e.tsbLow, InputLimits.eventTSB),
        ("tsbHigh", e.tsbHigh, InputLimits.eventTSB),
        ("distanceMeters", e.distanceMeters, InputLimits.distanceMeters),
        ("targetSeconds", e.targetSeconds, InputLimits.durationSeconds),
      ]
      for (name, value, range) in checks where outside(value, range) {
        return "events[\(i)].\(name): expected \(InputLimits.describe(range)), found \(value!)"
      }
    }
    for (i, s) in (plannedSessions ?? []).enumerated() {
      if let p = dateProblem(s.date, "plannedSessions[\(i)].date") { return p }
      for (name, value, range) in [
        ("load", s.load, InputLimits.load), ("durationSeconds", s.durationSeconds, InputLimits.durationSeconds),
      ] where outside(value, range) {
        return "plannedSessions[\(i)].\(name): expected \(InputLimits.describe(range)), found \(value!)"
      }
      if let d = s.description, !InputLimits.isPlanDescription(d) {
        return
          "plannedSessions[\(i)].description: expected at most \(InputLimits.planDescriptionLength) characters without control characters"
      }
    }
    let known = Set(WellnessCSV.subjectiveNames)
    for (i, r) in wellness.enumerated() {
      if let p = dateProblem(r.date, "wellness[\(i)].date") { return p }
      if let key = r.subjective.keys.sorted().first(where: { !known.contains($0) && !WhoopJournal.isJournalKey($0) }) {
        return
          "wellness[\(i)].subjective: unknown score \(quoted(key)); known: \(WellnessCSV.subjectiveNames.joined(separator: ", ")) and journal answers ('journal: <question>')"
      }
    }
    return nil
  }
}

extension AthleteArchive {
  /// Why an activity's samples cannot become streams: a column whose length
  /// differs from `time`'s, no `time` column, or a time that is not seconds
  /// from the start (finite, within ``InputLimits/durationSeconds``).
  /// Readings themselves are checked at the door when the streams are read
  /// (``ActivityStreams/dropImplausibleReadings()``).
  static func samplesProblem(_ samples: [String: [Double?]]?, _ path: String) -> String? {
    guard let samples else { return nil }
    guard let time = samples["time"] else {
      return "\(path): no 'time' column (found \(samples.keys.sorted().prefix(5).joined(separator: ", ")))"
    }
    for name in samples.keys.sorted() where samples[name]?.count != time.count {
      return
        "\(path).\(quoted(name)): \(samples[name]?.count ?? 0) values for \(time.count) times; every column has one value per time"
    }
    let limit = InputLimits.durationSeconds.upperBound
    if let k = time.firstIndex(where: { t in t.map { !($0.isFinite && abs($0) <= limit) } ?? false }) {
      return
        "\(path).time[\(k)]: expected seconds from the start, magnitude \(InputLimits.describe(InputLimits.durationSeconds)), found \(time[k]!)"
    }
    return nil
  }
}

/// An archive that cannot be read, naming the file and the JSON path.
public struct ArchiveError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var message: String
  public var description: String { "\(file): \(message)" }
}
