import VeloScore

/// Reads a workout list — one row per workout, as training apps export them,
/// in English or Spanish (Mexico) — into `WorkoutSummary` values.
///
/// Columns (header names case-insensitive; first match wins):
///
/// | value | headers | unit |
/// |---|---|---|
/// | start (required) | `start`, `start_time`, `start time`, `date`, `day`, `timestamp`, `activity date`, `workoutday`, `fecha`, `inicio`, `fecha y hora`, `workout start time` (WHOOP) | ISO date-time (zone kept) or `YYYY-MM-DD` |
/// | sport | `sport`, `type`, `activity type`, `workouttype`, `deporte`, `actividad`, `tipo`; else `activity name` (WHOOP's sport) | text |
/// | duration | `duration`, `duration_s`, `duration (s)`, `elapsed_time`, `moving_time`, `duración`, `tiempo`; minutes: `duration_min`, `duration (min)`, `minutes`, `min`, `minutos`, `duración (min)`; hours: `hours`, `horas`, `timetotalinhours` | s, or h:mm:ss in any of them |
/// | distance | metres: `distance_m`, `distance (m)`, `meters`, `metros`, `distancia (m)`, `distanceinmeters` (TrainingPeaks); km: `distance_km`, `distance (km)`, `km`, `kilómetros`, `distancia (km)`; miles: `distance_mi`, `distance (mi)`, `miles`, `millas`; no unit: `distance`, `distancia` (read below) | m |
/// | calories | `calories`, `kcal`, `energy (kcal)`, `calorías`, `energía`, `energy burned (cal)` (WHOOP) | kcal |
/// | load | `tss`, `load`, `training_load`, `training stress score`, `training load`, `carga`, `carga (tss)`, `carga de entrenamiento` | TSS |
/// | RPE | `rpe`, `session rpe`, `session_rpe`, `perceived exertion`, `esfuerzo`, `esfuerzo percibido` | 0–10 (CR-10) |
/// | name, notes | `name`, `title`, `activity name`, `nombre`, `título`; `notes`, `description`, `comments`, `notas`, `descripción`, `comentarios`, `athletecomments` (TrainingPeaks) | text |
///
/// A distance column without a unit is read in metres or kilometres, the one
/// whose median speed over the rows with a duration is plausible (8.2 in 45 min
/// is 3.0 m/s in km and 0.003 m/s in metres), and the choice is said in a
/// warning. A list needs a duration or a load column; every other column is
/// named in a warning as not used, and a row with neither a duration nor a load
/// (a TrainingPeaks workout planned and not done) is named, not stored. Values outside `InputLimits` (dates
/// 1950–2100, a workout up to 14 days, 10,000 km, 100,000 kcal, load 10,000)
/// are refused with line and column.
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
  static let start = CSVColumn(
    "start time",
    [
      "start", "start_time", "start time", "date", "day", "timestamp", "activity date", "workoutday", "fecha", "inicio",
      "fecha y hora", "fecha_hora", "workout start time",
    ], dates: true)
  static let sport = CSVColumn(
    "sport",
    [
      "sport", "type", "activity type", "activity_type", "workouttype", "deporte", "actividad", "tipo",
      // WHOOP's workouts.csv names the sport "Activity name" (Cycling, Running); lists with a type read that first.
      "activity name",
    ])
  static let duration = CSVColumn(
    "duration",
    [
      "duration_s", "duration (s)", "elapsed_time", "moving_time", "elapsed time", "moving time", "duración (s)",
      "duracion (s)",
    ],
    scaled: [
      ("duration_min", 60), ("duration (min)", 60), ("minutes", 60), ("min", 60), ("minutos", 60),
      ("duración (min)", 60), ("duracion (min)", 60),
      ("tiempo (min)", 60), ("hours", 3600), ("horas", 3600), ("duration (h)", 3600), ("duración (h)", 3600),
      ("timetotalinhours", 3600),
    ], range: InputLimits.durationSeconds)
  /// A duration without a unit: h:mm:ss as written, a plain number in seconds or minutes by its size (``inferDurationUnit``).
  static let bareDuration = CSVColumn(
    "duration", ["duration", "duración", "duracion", "tiempo"], range: InputLimits.durationSeconds)
  static let distance = CSVColumn(
    "distance",
    [
      "distance_m", "distance (m)", "meters", "metres", "metros", "distancia (m)", "distance (meters)",
      "distanceinmeters",
    ],
    scaled: [
      ("distance_km", 1000), ("distance (km)", 1000), ("km", 1000), ("kilometers", 1000), ("kilómetros", 1000),
      ("kilometros", 1000),
      ("distancia (km)", 1000), ("distance_mi", 1609.344), ("distance (mi)", 1609.344), ("miles", 1609.344),
      ("millas", 1609.344),
      ("distancia (mi)", 1609.344),
    ], range: InputLimits.distanceMeters)
  /// A distance without a unit: metres or kilometres by its speeds (``inferDistanceUnit``).
  static let bareDistance = CSVColumn(
    "distance", ["distance", "distancia"], range: 0...InputLimits.distanceMeters.upperBound)
  static let calories = CSVColumn(
    "calories",
    [
      "calories", "kcal", "energy (kcal)", "calorías", "calorias", "calorías (kcal)", "energía", "energia",
      "energy burned (cal)",  // WHOOP's "cal" are kilocalories
    ],
    range: InputLimits.calories)
  static let load = CSVColumn(
    "load",
    [
      "tss", "load", "training_load", "training stress score", "training load", "carga", "carga (tss)",
      "carga de entrenamiento",
    ], range: InputLimits.load)
  static let rpe = CSVColumn(
    "RPE", ["rpe", "session rpe", "session_rpe", "perceived exertion", "esfuerzo", "esfuerzo percibido", "rpe (0-10)"],
    range: InputLimits.rpe)
  static let name = CSVColumn("name", ["name", "title", "activity name", "nombre", "título", "titulo"])
  static let notes = CSVColumn(
    "notes",
    ["notes", "description", "comments", "notas", "descripción", "descripcion", "comentarios", "athletecomments"])
  /// Every column a workout list reads, in the order ``parseReporting`` locates them.
  static let columns = [start, sport, duration, bareDuration, distance, bareDistance, calories, load, rpe, name, notes]

  /// A workout list as read, with what the reader wants said (unused columns, a unit inferred).
  public struct Parsed: Sendable {
    public var workouts: [WorkoutSummary]
    public var warnings: [String]
  }

  public static func read(path: String, timeZone: AthleteTimeZone = .utc) throws(CSVError) -> [WorkoutSummary] {
    try parse(bytes: readFileBytes(path), file: path, timeZone: timeZone)
  }

  /// - Parameter bytes: the list's content.
  /// - Parameter file: its name in errors.
  /// - Parameter timeZone: the athlete's zone, for times without an offset.
  /// - Parameter dateOrder: the order of dates written with numbers when none of them proves it (`--date-format`).
  public static func parse(
    bytes: [UInt8], file: String, timeZone: AthleteTimeZone = .utc, dateOrder: DateOrder? = nil
  ) throws(CSVError) -> [WorkoutSummary] {
    try parse(bytes: bytes, file: file, requireLoad: false, timeZone: timeZone, dateOrder: dateOrder).workouts
  }

  /// ``parse(bytes:file:timeZone:dateOrder:)`` with the warnings for the user: the
  /// columns not used, and the unit read for a distance without one.
  public static func parseReporting(
    bytes: [UInt8], file: String, timeZone: AthleteTimeZone = .utc, dateOrder: DateOrder? = nil
  ) throws(CSVError) -> Parsed {
    try parse(bytes: bytes, file: file, requireLoad: false, timeZone: timeZone, dateOrder: dateOrder)
  }

  static func parse(
    bytes: [UInt8], file: String, requireLoad: Bool, timeZone: AthleteTimeZone, dateOrder: DateOrder? = nil
  ) throws(CSVError) -> Parsed {
    var workouts: [WorkoutSummary] = []
    var warnings: [String] = []
    var bareDistances: [Int: Double] = [:]  // row → a distance without a unit, as written
    var bareDurations: [Int: Double] = [:]  // row → a plain number under a duration header without a unit
    let required = requireLoad ? [start, load] : [start]
    let optional = columns.filter { c in !required.contains { $0.role == c.role } }
    var checkedHeader = false
    // Notes keep their line breaks (a library's workouts.csv writes them quoted).
    let hadHeader = try readRecords(
      bytes: bytes, file: file, required: required, optional: optional, dateOrder: dateOrder, quotedLineBreaks: true
    ) {
      row, c throws(CSVError) in
      func column(_ role: CSVColumn) -> LocatedColumn? {
        if let i = required.firstIndex(where: {
          $0.role == role.role && $0.aliases.first?.name == role.aliases.first?.name
        }) {
          return c[i]
        }
        return optional.firstIndex { $0.role == role.role && $0.aliases.first?.name == role.aliases.first?.name }
          .flatMap { c[required.count + $0] }
      }
      if !checkedHeader {
        checkedHeader = true
        if !requireLoad, column(duration) == nil, column(bareDuration) == nil, column(load) == nil {
          throw CSVError(
            file: file, line: 1,
            message:
              "no duration or load column: a workout list needs one of 'duration' (s or h:mm:ss), 'minutos', 'duración', 'tss' or 'carga' to count, so nothing was stored"
          )
        }
      }
      let startColumn = column(start)!
      let text = row.isoText(startColumn)
      var w = WorkoutSummary(localDate: try row.date(startColumn))
      if text.utf8.count > 10 {
        guard let written = ISODateTime(Substring(text)) else {
          throw CSVError(
            file: file, line: row.line, column: startColumn.name,
            message:
              "expected a date-time like 2026-01-05T07:30:00+01:00 (offset ±hh:mm, ±hhmm, ±hh or Z; seconds and fraction optional), found \(quoted(text))"
          )
        }
        timeZone.place(&w, written)
      }
      // Canonical sport names, as the library stores them, so `week FILE` and the
      // library total "Run", "running" and "Correr" as one sport.
      w.setSport(written: column(sport).map { row.text($0.index) })
      w.durationSeconds = try row.duration(column(duration))
      // A column without a unit is read only when none with a unit is there (``unusedColumns`` says so).
      if column(duration) == nil, let bare = column(bareDuration) {
        if row.text(bare.index).contains(":") {
          w.durationSeconds = try row.duration(bare)
        } else if let n = try row.number(bare) {
          bareDurations[workouts.count] = n
        }
      }
      w.distanceMeters = try row.number(column(distance))
      if column(distance) == nil, let bare = try row.number(column(bareDistance)) {
        bareDistances[workouts.count] = bare
      }
      w.calories = try row.number(column(calories))
      w.load = try row.number(column(load))
      w.rpe = try row.number(column(rpe))
      // Names and notes by the rule `activity set` and the API apply: no control characters (a NUL
      // truncated the text in SQLite and was an error in PostgreSQL; ESC reached terminals), within
      // their lengths — refused with the line, never stored cut.
      for (field, role) in [(InputLimits.ActivityTextField.name, name), (.notes, notes)] {
        guard let located = column(role), let problem = InputLimits.activityTextProblem(field, row.text(located.index))
        else { continue }
        throw CSVError(file: file, line: row.line, column: located.name, message: problem)
      }
      // The formula guard a spreadsheet-safe export adds ('=HYPERLINK…) undone: the text as it was.
      w.name = column(name).map { csvText(row.text($0.index)) }.flatMap { $0.isEmpty ? nil : $0 }
      w.notes = column(notes).map { csvText(row.text($0.index)) }.flatMap { $0.isEmpty ? nil : $0 }
      for (value, located) in [
        (w.durationSeconds, column(duration)), (w.distanceMeters, column(distance)), (w.calories, column(calories)),
        (w.load, column(load)),
      ] {
        if let value, value < 0, let located {
          throw CSVError(
            file: file, line: row.line, column: located.name, message: "expected 0 or more, found \(value)")
        }
      }
      workouts.append(w)
    }
    guard hadHeader else {
      throw CSVError(
        file: file,
        message: requireLoad
          ? "file is empty: expected a header line 'date,tss'"
          : "file is empty: expected a header line such as 'start_time,sport,duration,distance,calories,tss'")
    }
    if !bareDurations.isEmpty {
      let minutes = inferDurationInMinutes(Array(bareDurations.values))
      for (row, value) in bareDurations {
        let seconds = minutes ? value * 60 : value
        guard InputLimits.durationSeconds.contains(seconds) else {
          throw CSVError(
            file: file,
            message:
              "row \(row + 1): duration \(value) \(minutes ? "min" : "s") is outside \(InputLimits.describe(InputLimits.durationSeconds)) s"
          )
        }
        workouts[row].durationSeconds = seconds
      }
      warnings.append(
        "duration read in \(minutes ? "minutes" : "seconds") (no unit in the header; the median is \(fixedDecimal(median(Array(bareDurations.values)), 0)), \(minutes ? "under 5 minutes if it were seconds" : "5 minutes or more as seconds")); name the column 'minutos' or 'duration_s', or write h:mm:ss, to say so"
      )
    }
    if !bareDistances.isEmpty {
      let (scale, reason) = inferDistanceUnit(bareDistances, workouts)
      for (row, value) in bareDistances {
        let meters = value * scale
        guard InputLimits.distanceMeters.contains(meters) else {
          throw CSVError(
            file: file,
            message:
              "row \(row + 1): distance \(value) \(scale == 1000 ? "km" : "m") is outside \(InputLimits.describe(InputLimits.distanceMeters)) m"
          )
        }
        workouts[row].distanceMeters = meters
      }
      warnings.append(reason)
    }
    if let unused = try unusedColumns(bytes: bytes, file: file), !unused.isEmpty {
      warnings.append(
        "columns not used: \(unused.map { "'\($0)'" }.joined(separator: ", ")) (a workout list reads date, sport, duration, distance, calories, load, RPE, name and notes)"
      )
    }
    return Parsed(workouts: workouts, warnings: warnings)
  }

  /// Whether plain numbers under a duration header without a unit are minutes:
  /// their median under 300 (a list of workouts of under 5 minutes each, read as seconds, is not a training log).
  static func inferDurationInMinutes(_ values: [Double]) -> Bool { median(values) < 300 }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// Metres or kilometres for a distance column without a unit: kilometres when
  /// the median speed in metres would be under 0.2 m/s (slower than any sport
  /// logged with a distance), metres otherwise and when no row has a duration.
  static func inferDistanceUnit(_ distances: [Int: Double], _ workouts: [WorkoutSummary]) -> (
    scale: Double, reason: String
  ) {
    let speeds = distances.compactMap { row, d -> Double? in
      guard let s = workouts[row].durationSeconds, s > 0, d > 0 else { return nil }
      return d / s
    }
    guard !speeds.isEmpty else {
      return (
        1,
        "distance read in metres (no unit in the header and no duration to tell); name the column 'distance_km' or 'distancia (km)' for kilometres"
      )
    }
    let typical = median(speeds)
    let asKm = typical < 0.2
    let speed = asKm ? typical * 1000 : typical
    return (
      asKm ? 1000 : 1,
      "distance read in \(asKm ? "kilometres" : "metres") (no unit in the header; the median speed is \(fixedDecimal(speed, 1)) m/s that way); name the column 'distance_km' or 'distance_m' to say so"
    )
  }

  /// Header names no workout-list column reads; `nil` when the file has no header.
  static func unusedColumns(bytes: [UInt8], file: String) throws(CSVError) -> [String]? {
    guard let header = try CSVHeader.first(of: bytes, file: file) else { return nil }
    var used = Set(columns.compactMap { header.locate($0)?.index })
    // A column without a unit beside one with a unit is not read.
    for (stated, bare) in [(duration, bareDuration), (distance, bareDistance)] where header.locate(stated) != nil {
      if let b = header.locate(bare) { used.remove(b.index) }
    }
    return header.names(notIn: used)
  }
}
