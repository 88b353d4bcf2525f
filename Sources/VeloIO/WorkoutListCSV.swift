import VeloScore

/// Reads a workout list — one row per workout, as training apps export them —
/// into ``WorkoutSummary`` values.
///
/// Columns (header names case-insensitive; first match wins):
///
/// | value | headers | unit |
/// |---|---|---|
/// | start (required) | `start`, `start_time`, `start time`, `date`, `day`, `timestamp`, `activity date`, `workoutday` | ISO date-time (zone kept) or `YYYY-MM-DD` |
/// | sport | `sport`, `type`, `activity type`, `activity_type`, `workouttype` | text |
/// | duration | `duration`, `duration_s`, `elapsed_time`, `moving_time`, `elapsed time`, `moving time`; `duration_min`, `minutes` (×60); `timetotalinhours` (×3600) | s or h:mm:ss |
/// | distance | `distance`, `distance_m`; `distance_km`, `km` (×1000) | m |
/// | calories | `calories`, `kcal`, `energy (kcal)` | kcal |
/// | load | `tss`, `load`, `training_load`, `training stress score`, `training load` | TSS |
/// | RPE | `rpe`, `session rpe`, `session_rpe`, `perceived exertion`, `esfuerzo` | 0–10 (CR-10) |
///
/// Values outside ``InputLimits`` (dates 1950–2100, a workout up to 14 days,
/// 10,000 km, 100,000 kcal, load 10,000) are refused with line and column.
///
/// The local day of a workout (one rule for every command and the library):
/// - a date-time with an offset (`+01:00`, `+0100`, `+01`) counts on the date as
///   written at that offset — the day the athlete lived it, as watches and Strava
///   record it (07:00+09:00 in Tokyo is that day even for a Berlin athlete);
/// - a date-time without a zone is wall-clock time in the athlete's zone: the date
///   as written, and the start instant from that zone;
/// - a `Z` (UTC) date-time is an instant: it counts on its local day in the
///   athlete's zone, as FIT, TCX and GPX times do;
/// - a plain date is that date.
public enum WorkoutListCSV {
  static let start = CSVColumn("start time", ["start", "start_time", "start time", "date", "day", "timestamp", "activity date", "workoutday", "fecha", "inicio"])
  static let sport = CSVColumn("sport", ["sport", "type", "activity type", "activity_type", "workouttype", "deporte", "actividad"])
  static let duration = CSVColumn(
    "duration", ["duration", "duration_s", "elapsed_time", "moving_time", "elapsed time", "moving time", "duración", "duracion"],
    scaled: [("duration_min", 60), ("minutes", 60), ("timetotalinhours", 3600)], range: InputLimits.durationSeconds)
  static let distance = CSVColumn("distance", ["distance", "distance_m"], scaled: [("distance_km", 1000), ("km", 1000)], range: InputLimits.distanceMeters)
  static let calories = CSVColumn("calories", ["calories", "kcal", "energy (kcal)", "calorías", "calorias"], range: InputLimits.calories)
  static let load = CSVColumn("load", ["tss", "load", "training_load", "training stress score", "training load"], range: InputLimits.load)
  static let rpe = CSVColumn("RPE", ["rpe", "session rpe", "session_rpe", "perceived exertion", "esfuerzo"], range: 0...10)

  public static func read(path: String, timeZone: AthleteTimeZone = .utc) throws(CSVError) -> [WorkoutSummary] {
    try parse(bytes: readFileBytes(path), file: path, timeZone: timeZone)
  }

  /// - Parameter timeZone: the athlete's zone, for times without an offset.
  public static func parse(bytes: [UInt8], file: String, timeZone: AthleteTimeZone = .utc) throws(CSVError) -> [WorkoutSummary] {
    try parse(bytes: bytes, file: file, requireLoad: false, timeZone: timeZone)
  }

  static func parse(bytes: [UInt8], file: String, requireLoad: Bool, timeZone: AthleteTimeZone) throws(CSVError) -> [WorkoutSummary] {
    var workouts: [WorkoutSummary] = []
    let required = requireLoad ? [start, load] : [start]
    let optional = requireLoad ? [sport, duration, distance, calories, rpe] : [sport, duration, distance, calories, rpe, load]
    let hadHeader = try readRecords(bytes: bytes, file: file, required: required, optional: optional) { row, c throws(CSVError) in
      let startColumn = c[0]!
      let text = row.text(startColumn.index)
      var w = WorkoutSummary(localDate: try row.date(startColumn))
      if text.utf8.count > 10 {
        guard let written = ISODateTime(Substring(text)) else {
          throw CSVError(
            file: file, line: row.line, column: startColumn.name,
            message: "expected a date-time like 2026-01-05T07:30:00+01:00 (offset ±hh:mm, ±hhmm, ±hh or Z; seconds and fraction optional), found \(quoted(text))")
        }
        timeZone.place(&w, written)
      }
      let loadColumn = requireLoad ? c[1] : c[6]
      let rest = requireLoad ? Array(c[2...]) : Array(c[1...5])
      // Canonical sport names, as the library stores them, so `week FILE` and the
      // library total "Run", "running" and "Correr" as one sport.
      w.sport = SportName.normalize(rest[0].map { row.text($0.index) })
      w.durationSeconds = try row.duration(rest[1])
      w.distanceMeters = try row.number(rest[2])
      w.calories = try row.number(rest[3])
      w.load = try row.number(loadColumn)
      w.rpe = try row.number(rest[4])
      for (value, column) in [(w.durationSeconds, rest[1]), (w.distanceMeters, rest[2]), (w.calories, rest[3]), (w.load, loadColumn)] {
        if let value, value < 0, let column {
          throw CSVError(file: file, line: row.line, column: column.name, message: "expected 0 or more, found \(value)")
        }
      }
      workouts.append(w)
    }
    guard hadHeader else {
      throw CSVError(file: file, message: requireLoad ? "file is empty: expected a header line 'date,tss'" : "file is empty: expected a header line such as 'start_time,sport,duration,distance,calories,tss'")
    }
    return workouts
  }
}
