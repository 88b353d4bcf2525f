import Foundation
import VeloScore

/// Reads daily wellness CSVs: our own layout
/// (`date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours`) and the
/// column names of common HRV/sleep app exports, converting units:
///
/// | value | headers (case-insensitive) | converted from |
/// |---|---|---|
/// | date (required) | `date`, `day`, `calendar date`, `summary_date`, `cycle start time`, `timestamp_measurement`, `timestamp` (date part as written) | |
/// | rMSSD, ms | `hrv_rmssd_ms`, `hrv_rmssd`, `rmssd`, `rmssd_ms`, `hrv`, `hrv (ms)`, `heart rate variability (ms)`, `average hrv`, `average_hrv` | |
/// | resting HR, bpm | `resting_hr_bpm`, `resting_hr`, `rhr`, `resting heart rate (bpm)`, `resting heart rate`, `average resting heart rate`, `lowest resting heart rate`, `restinghr`, `lowest_heart_rate`, `hr` | |
/// | respiratory rate | `respiratory_rate_bpm`, `respiratory_rate`, `respiratory rate (rpm)`, `respiratory rate`, `average breath`, `average_breath`, `respiration` | |
/// | sleep, h | `sleep_hours`, `sleep (h)`; `asleep duration (min)`, `sleep_minutes`, `total sleep (min)`; `total sleep duration`, `total_sleep_duration`, `sleep_seconds`, `sleepsecs` | minutes, seconds |
/// | sleep need, h | `sleep_need_hours`; `sleep need (min)` | minutes |
/// | steps | `steps` | |
/// | in bed, h | `in_bed_hours`, `time in bed (h)`; `in bed duration (min)`, `time in bed (min)`; `total bedtime`, `time_in_bed` (s) | minutes, seconds |
/// | SDNN, ms | `sdnn`, `hrvsdnn`, `sdnn_ms`, `hrv_sdnn_ms` | |
/// | deep, REM, light sleep, h | `deep_sleep_hours`, `rem_sleep_hours`, `light_sleep_hours`; WHOOP's `deep (sws) duration (min)`, `rem duration (min)`, `light sleep duration (min)`; Oura's `deep_sleep_duration`, `rem_sleep_duration`, `light_sleep_duration` (s) | minutes, seconds |
/// | SpO₂, % | `spo2`, `spo2 (%)`, `blood oxygen %`, `average_spo2`, `spo2_percentage` | |
/// | skin temperature, °C | `skin temp (celsius)`, `skin_temperature_celsius`, `skin_temperature` | |
/// | its deviation from baseline, °C | `temperature_deviation`, `skin_temperature_deviation` | |
/// | body mass, kg | `body_mass_kg`, `weight_kg`, `weight` (intervals.icu's, kg), `weight (kg)`, `body mass (kg)`, `peso`, `peso (kg)` | |
/// | VO₂max, ml/kg/min | `vo2max`, `vo2_max`, `vo2 max` | |
///
/// The names are those of our own layout, WHOOP, Oura (app and API), intervals.icu and HRV4Training
/// exports. Every other column is named in a warning (``parseReporting(bytes:file:dateOrder:)``). An
/// SDNN (`hrvSDNN`, `SDNN`) is not an rMSSD: it is kept as the day's SDNN, never read as one.
/// | subjective | `mood`, `soreness`, `fatigue`, `stress`, `motivation`, `readiness`, `energy` | as written |
///
/// WHOOP's Spanish headers (`Variabilidad de la frecuencia cardíaca (ms)`, `Duración del sueño (min)`…)
/// are read as the English ones. A row whose `Nap` (`Siesta`) is true is a nap, not the night: it is
/// named in a warning and its values are not the day's. A WHOOP journal (`Question text`, `Answered
/// yes`) is read by `WhoopJournal`.
///
/// A row is the morning the athlete wakes up on. WHOOP's cycles begin at sleep
/// onset, so a cycle row counts on its `wake onset` date, or without one, on the
/// day after an evening onset (from noon on) and on the same day after midnight.
///
/// Several rows for one date (naps, re-syncs) merge: a later row fills only the
/// readings still missing. Rows come back sorted by date.
public enum WellnessCSV {
  static let date = CSVColumn(
    "date",
    [
      "date", "day", "calendar date", "summary_date", "cycle start time", "hora de inicio del ciclo",
      "timestamp_measurement", "timestamp",
    ],
    dates: true)
  /// The names of WHOOP's cycle start (its sleep onset), in English and Spanish.
  static let cycleStart: Set<String> = ["cycle start time", "hora de inicio del ciclo"]
  /// WHOOP's wake time: the morning a cycle's readings belong to.
  static let wakeOnset = CSVColumn("wake onset", ["wake onset", "inicio de la vigilia"], dates: true)
  /// WHOOP's `Nap` (`Siesta`): a nap's row is not the night's sleep.
  static let nap = CSVColumn("nap", ["nap", "siesta"])
  /// What a library's export keeps of a day beside its readings: its warnings and the values other
  /// sources gave (JSON arrays, as `export` writes them), so that they come back on ingest.
  static let dayWarnings = CSVColumn("warnings", ["warnings"])
  static let dayAlternatives = CSVColumn("alternatives", ["alternatives"])
  /// The columns read after the readings and subjective scores, in the order the row reader gets them.
  static var trailing: [CSVColumn] { [wakeOnset, nap, dayWarnings, dayAlternatives] }
  /// Each reading's column and where it goes, in one list (the column reads, the reading it fills).
  static let readings: [(column: CSVColumn, path: WritableKeyPath<WellnessReading, Double?> & Sendable)] = [
    (
      CSVColumn(
        "rMSSD",
        [
          "hrv_rmssd_ms", "hrv_rmssd", "rmssd", "rmssd_ms", "hrv", "hrv (ms)", "heart rate variability (ms)",
          "average hrv", "average_hrv", "variabilidad de la frecuencia cardíaca (ms)",
        ], range: InputLimits.rmssd), \.rmssd
    ),
    (
      CSVColumn(
        "resting heart rate",
        [
          "resting_hr_bpm", "resting_hr", "rhr", "resting heart rate (bpm)", "resting heart rate",
          "average resting heart rate", "lowest resting heart rate", "restinghr", "lowest_heart_rate", "hr",
          "resting_heart_rate", "frecuencia cardíaca en reposo (lpm)",
        ], range: InputLimits.restingHeartRate), \.restingHeartRate
    ),
    (
      CSVColumn(
        "respiratory rate",
        [
          "respiratory_rate_bpm", "respiratory_rate", "respiratory rate (rpm)", "respiratory rate", "average breath",
          "average_breath", "respiration", "daily_respiratory_rate", "frecuencia respiratoria (rpm)",
        ],
        range: InputLimits.respiratoryRate), \.respiratoryRate
    ),
    (
      CSVColumn(
        "sleep", ["sleep_hours", "sleep (h)"],
        scaled: [
          ("asleep duration (min)", 1.0 / 60), ("sleep_minutes", 1.0 / 60), ("total sleep (min)", 1.0 / 60),
          ("total sleep duration", 1.0 / 3600), ("total_sleep_duration", 1.0 / 3600), ("sleep_seconds", 1.0 / 3600),
          ("sleepsecs", 1.0 / 3600), ("duración del sueño (min)", 1.0 / 60),
        ], range: InputLimits.hours), \.sleepHours
    ),
    (
      CSVColumn(
        "sleep need", ["sleep_need_hours"],
        scaled: [("sleep need (min)", 1.0 / 60), ("sueño necesario (min)", 1.0 / 60)],
        range: InputLimits.hours),
      \.sleepNeedHours
    ),
    (
      CSVColumn("steps", ["steps"], range: InputLimits.steps), \.steps
    ),
    (
      CSVColumn(
        "in bed", ["in_bed_hours", "time in bed (h)"],
        scaled: [
          ("in bed duration (min)", 1.0 / 60), ("time in bed (min)", 1.0 / 60), ("total bedtime", 1.0 / 3600),
          ("time_in_bed", 1.0 / 3600), ("tiempo en la cama (min)", 1.0 / 60),
        ],
        range: InputLimits.hours), \.inBedHours
    ),
    (
      CSVColumn("SDNN", ["sdnn", "hrvsdnn", "sdnn_ms", "hrv_sdnn_ms"], range: InputLimits.rmssd), \.sdnn
    ),
    (
      CSVColumn(
        "deep sleep", ["deep_sleep_hours"],
        scaled: [
          ("deep (sws) duration (min)", 1.0 / 60), ("deep_sleep_duration", 1.0 / 3600), ("deep sleep (min)", 1.0 / 60),
          ("deep_sleep_in_minutes", 1.0 / 60), ("duración de sueño profundo (sws) (min)", 1.0 / 60),
        ],
        range: InputLimits.hours), \.deepSleepHours
    ),
    (
      CSVColumn(
        "REM sleep", ["rem_sleep_hours"],
        scaled: [
          ("rem duration (min)", 1.0 / 60), ("rem_sleep_duration", 1.0 / 3600), ("rem sleep (min)", 1.0 / 60),
          ("duración de sueño rem (min)", 1.0 / 60),
        ],
        range: InputLimits.hours), \.remSleepHours
    ),
    (
      CSVColumn(
        "light sleep", ["light_sleep_hours"],
        scaled: [
          ("light sleep duration (min)", 1.0 / 60), ("light_sleep_duration", 1.0 / 3600),
          ("light sleep (min)", 1.0 / 60), ("duración de sueño ligero (min)", 1.0 / 60),
        ], range: InputLimits.hours), \.lightSleepHours
    ),
    (
      CSVColumn(
        "SpO2",
        [
          "spo2", "spo2 (%)", "blood oxygen %", "average_spo2", "spo2_percentage", "spo2_percent",
          "oxígeno en sangre %",
        ],
        range: InputLimits.spo2), \.spo2
    ),
    (
      CSVColumn(
        "skin temperature",
        [
          "skin_temperature_celsius", "skin temp (celsius)", "skin_temperature", "skin_temp_c",
          "temp. cutánea (grados centígrados)",
        ],
        range: InputLimits.skinTemperature), \.skinTemperature
    ),
    (
      CSVColumn(
        "skin temperature deviation",
        ["temperature_deviation", "skin_temperature_deviation", "temperature deviation (°c)"],
        range: InputLimits.skinTemperatureDeviation), \.skinTemperatureDeviation
    ),
    (
      CSVColumn(
        "body mass",
        ["body_mass_kg", "weight_kg", "weight", "weight (kg)", "body mass (kg)", "bodymasskg", "peso", "peso (kg)"],
        range: InputLimits.bodyMass), \.bodyMassKg
    ),
    (
      CSVColumn("VO2max", ["vo2max", "vo2_max", "vo2 max", "vo2max (ml/kg/min)"], range: InputLimits.vo2max),
      \.vo2max
    ),
  ]
  static var optional: [CSVColumn] { readings.map(\.column) }

  /// Our own layout's header for each reading (its first name, in its own unit) and the reading:
  /// what `export` writes, so that a library's wellness comes back whole.
  public static var ownColumns: [(header: String, path: WritableKeyPath<WellnessReading, Double?> & Sendable)] {
    readings.map { ($0.column.aliases[0].name, $0.path) }
  }
  /// The morning a row belongs to: its date, or for a WHOOP cycle (dated by
  /// `cycle start time`, its sleep onset) the wake-up date, else the day after an onset from noon on.
  static func morning(_ row: CSVScanner.Row, date column: LocatedColumn, wake: LocatedColumn?) throws(CSVError)
    -> LocalDate
  {
    let day = try row.date(column)
    guard cycleStart.contains(column.name.lowercased()) else { return day }
    if let wake, !row.text(wake.index).isEmpty { return try row.date(wake) }
    let text = Array(row.isoText(column).utf8)
    guard text.count >= 13, let hour = Int(String(decoding: text[11..<13], as: UTF8.self)) else { return day }
    return hour >= 12 ? day.adding(days: 1) : day
  }

  /// The headers read, one line per value (`veloscore help wellness` prints it).
  public static var acceptedHeaders: String {
    ([date] + optional).map { c in
      "  \(c.role): "
        + c.aliases.map { a in
          a.scale == 1 || a.name.contains("(") ? a.name : "\(a.name) (\(a.scale < 1.0 / 60 ? "s" : "min"))"
        }.joined(separator: ", ")
    }.joined(separator: "\n") + "\n  subjective scores: " + subjectiveNames.joined(separator: ", ")
  }

  /// Subjective scores read by header name, kept as they are.
  public static let subjectiveNames = ["mood", "soreness", "fatigue", "stress", "motivation", "readiness", "energy"]
  static var fields: [WritableKeyPath<WellnessReading, Double?> & Sendable] { readings.map(\.path) }

  public static func read(path: String) throws(CSVError) -> [WellnessReading] {
    try parse(bytes: readFileBytes(path), file: path)
  }

  /// The days' readings, by date.
  /// - Parameters:
  ///   - bytes: the file's content.
  ///   - file: its name in errors.
  ///   - dateOrder: the order of dates written with numbers when none of them proves it (`--date-format`).
  public static func parse(bytes: [UInt8], file: String, dateOrder: DateOrder? = nil) throws(CSVError)
    -> [WellnessReading]
  {
    try parseReporting(bytes: bytes, file: file, dateOrder: dateOrder).readings
  }

  /// ``parse(bytes:file:dateOrder:)`` with what it passed over, for the user: the columns it does not
  /// read (an SDNN, a sleep score, SpO₂…), named so that nothing a file holds goes unsaid.
  public static func parseReporting(bytes: [UInt8], file: String, dateOrder: DateOrder? = nil) throws(CSVError)
    -> (readings: [WellnessReading], warnings: [String])
  {
    var byDay: [LocalDate: WellnessReading] = [:]
    var anyReadingColumn = false
    if let journal = try WhoopJournal.parse(bytes: bytes, file: file, dateOrder: dateOrder) { return journal }
    // A journal's answers as a library writes them back (`journal: <question>` columns) are subjective values too.
    let journalKeys = (try CSVHeader.first(of: bytes, file: file))?.names.filter(WhoopJournal.isJournalKey) ?? []
    let subjectiveKeys = subjectiveNames + journalKeys
    let subjective = subjectiveKeys.map { CSVColumn($0, [$0.lowercased()]) }
    var naps: [String] = []
    let hadHeader = try readRecords(
      bytes: bytes, file: file, required: [date], optional: optional + subjective + trailing, dateOrder: dateOrder
    ) {
      row, c throws(CSVError) in
      let (wake, napColumn, kept, others) = (c[c.count - 4], c[c.count - 3], c[c.count - 2], c[c.count - 1])
      anyReadingColumn = c.dropFirst().dropLast(4).contains { $0 != nil } || kept != nil
      let day = try morning(row, date: c[0]!, wake: wake)
      if let napColumn, WhoopJournal.isYes(row.text(napColumn.index)) {
        naps.append("\(day) (line \(row.line))")
        return
      }
      var reading = byDay[day] ?? WellnessReading(date: day)
      for (k, keyPath) in fields.enumerated() where reading[keyPath: keyPath] == nil {
        // Each column's range (`InputLimits`) is checked as the cell is read.
        guard let value = try row.number(c[k + 1]) else { continue }
        reading[keyPath: keyPath] = value
      }
      for (k, name) in subjectiveKeys.enumerated() where reading.subjective[name] == nil {
        if let v = try row.number(c[1 + optional.count + k]) { reading.subjective[name] = v }
      }
      reading.warnings += try exported(row, kept, as: [String].self, file: file)
      reading.alternatives += try exported(row, others, as: [WellnessAlternative].self, file: file)
      byDay[day] = reading
    }
    guard hadHeader else {
      throw CSVError(
        file: file,
        message: "file is empty: expected a header line such as 'date,hrv_rmssd_ms,resting_hr_bpm,sleep_hours'")
    }
    try checkSpan(Array(byDay.keys), file: file)
    guard anyReadingColumn || byDay.isEmpty else {
      throw CSVError(
        file: file, line: 1,
        message:
          "no wellness columns: expected at least one of rMSSD, SDNN, resting heart rate, respiratory rate, sleep, steps (see 'veloscore help wellness' for the accepted headers)"
      )
    }
    var warnings: [String] = []
    if let header = try CSVHeader.first(of: bytes, file: file) {
      let read = Set(([date] + optional + subjective + trailing).compactMap { header.locate($0)?.index })
      let unread = header.names(notIn: read)
      if !unread.isEmpty {
        warnings.append(
          "columns not used: \(unread.map { "'\($0)'" }.joined(separator: ", ")) (a wellness log reads rMSSD, SDNN, resting heart rate, respiratory rate, sleep, sleep need, time in bed, sleep stages, SpO2, skin temperature, steps and subjective scores; 'veloscore help wellness' lists the headers)"
        )
      }
    }
    if !naps.isEmpty {
      warnings.append(
        "\(naps.count) nap\(naps.count == 1 ? "" : "s") not counted as the night's sleep (their rows' sleep, stages and respiration are a nap's): \(naps.prefix(5).joined(separator: ", "))\(naps.count > 5 ? ", …" : "")"
      )
    }
    return (byDay.values.sorted { $0.date < $1.date }, warnings)
  }

  /// A JSON array cell of an export (`warnings`, `alternatives`); empty for an empty cell.
  /// - Throws: `CSVError` naming the line and column when the cell is not such an array.
  static func exported<T: Decodable>(_ row: CSVScanner.Row, _ column: LocatedColumn?, as: [T].Type, file: String)
    throws(CSVError) -> [T]
  {
    guard let column else { return [] }
    let text = row.text(column.index)
    guard !text.isEmpty else { return [] }
    guard let values = try? JSONDecoder().decode([T].self, from: Data(text.utf8)) else {
      throw CSVError(
        file: file, line: row.line, column: column.name,
        message: "expected a JSON array as 'export' writes it, found \(quoted(text))")
    }
    return values
  }
}
