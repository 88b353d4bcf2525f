import Foundation
import VeloIO
import VeloScore

/// A hand-logged workout as an app sends it (`POST
/// /v1/athletes/{athlete}/workouts`): the fields of a workout list's row, in the
/// JSON vocabulary. It is stored as a workout list's row is (``summary(in:)``
/// through the same scoring), so the RPE scale, the calorie estimate and the
/// duplicate rule are the ones every list gets: the same workout sent twice (a
/// retried request, identical ``csv``) is stored once.
public struct LoggedWorkout: Decodable, Sendable, Equatable {
  public var sport: String
  /// ISO 8601 with its offset, or `date` (the athlete's local day) instead.
  public var start: String?
  public var date: String?
  public var durationSeconds: Double?
  public var distanceMeters: Double?
  public var calories: Double?
  /// A load on the TSS scale, kept as given.
  public var load: Double?
  /// Session RPE 0–10 (CR-10): the load when none is given (`RPELoad`).
  public var rpe: Double?
  public var name: String?
  public var notes: String?

  /// Why a body is not a workout, naming the field.
  public typealias Problem = EntryProblem

  static let fields = [
    "sport", "start", "date", "durationSeconds", "distanceMeters", "calories", "load", "rpe", "name", "notes",
  ]

  public init(from decoder: Decoder) throws {
    let f = try StrictFields(decoder, fields: Self.fields, what: "a workout")
    func text(_ name: String, nullable: Bool = false) throws -> String? { try f.text(name, nullable: nullable) }
    func number(_ name: String, _ range: ClosedRange<Double>) throws -> Double? { try f.number(name, range) }
    guard let sport = try text("sport") else {
      throw Problem(description: "'sport' is required: cycling, running, swimming, strength …")
    }
    self.sport = sport
    start = try text("start")
    date = try text("date")
    durationSeconds = try number("durationSeconds", InputLimits.durationSeconds)
    distanceMeters = try number("distanceMeters", InputLimits.distanceMeters)
    calories = try number("calories", InputLimits.calories)
    load = try number("load", InputLimits.load)
    rpe = try number("rpe", InputLimits.rpe)
    name = try text("name", nullable: true)
    notes = try text("notes", nullable: true)
    if let problem { throw Problem(description: problem) }
  }

  /// What makes the fields, each valid alone, not a workout.
  var problem: String? {
    if (start == nil) == (date == nil) {
      return "give 'start' (ISO 8601 with its offset, 2026-11-22T07:30:00-06:00) or 'date' (YYYY-MM-DD), one of them"
    }
    if let date, LocalDate(iso: date).map(InputLimits.dates.contains) != true {
      return "'date' must be YYYY-MM-DD within 1950…2100, got '\(date.prefix(40))'"
    }
    if let start,
      !Self.isInstant(start) || ISODateTime(Substring(start)).map({ InputLimits.dates.contains($0.date) }) != true
    {
      return
        "'start' must be ISO 8601 with its offset (2026-11-22T07:30:00-06:00 or …Z) within 1950…2100, got '\(start.prefix(40))'"
    }
    if (durationSeconds ?? 0) <= 0 && (load ?? 0) <= 0 {
      return "give 'durationSeconds' (above 0) or a 'load': a workout without either counts nothing"
    }
    if let problem = InputLimits.sportNameProblem(sport) { return problem }
    if let name, let problem = InputLimits.activityTextProblem(.name, name) { return problem }
    if let notes, let problem = InputLimits.activityTextProblem(.notes, notes) { return problem }
    return nil
  }

  static func isInstant(_ text: String) -> Bool {
    let pattern = #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$"#
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The workout as a workout list's row reads, its day by the one local-day
  /// rule (`AthleteTimeZone/place(_:_:)`: a written offset keeps its date).
  public func summary(in zone: AthleteTimeZone) -> WorkoutSummary {
    var w = WorkoutSummary(localDate: date.flatMap(LocalDate.init(iso:)) ?? LocalDate(year: 1970, month: 1, day: 1))
    if let start, let written = ISODateTime(Substring(start)) {
      w.localDate = written.date
      zone.place(&w, written)
    }
    w.setSport(written: sport)
    (w.durationSeconds, w.distanceMeters, w.calories, w.load, w.rpe) = (
      durationSeconds, distanceMeters, calories, load, rpe
    )
    (w.name, w.notes) = (name.flatMap { $0.isEmpty ? nil : $0 }, notes.flatMap { $0.isEmpty ? nil : $0 })
    return w
  }

  /// The workout as one row of a workout list (RFC 4180 quoting): its
  /// identity, hashed for the duplicate rule, and what `sources` shows.
  public var csv: String {
    func cell(_ s: String) -> String {
      s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
        ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
    func number(_ v: Double?) -> String { v.map { "\($0)" } ?? "" }
    let header = "start_time,sport,duration_s,distance_m,calories,tss,rpe,name,notes"
    let row = [
      cell(start ?? date ?? ""), cell(sport), number(durationSeconds), number(distanceMeters), number(calories),
      number(load), number(rpe),
      cell(name ?? ""), cell(notes ?? ""),
    ]
    return header + "\n" + row.joined(separator: ",") + "\n"
  }
}
