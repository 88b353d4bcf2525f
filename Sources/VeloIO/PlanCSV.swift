import Foundation
import VeloScore

/// Reads planned sessions, one row each: `date` (YYYY-MM-DD) and any of
/// `sport`, `load` (TSS-like), `duration` (s or h:mm:ss; `minutes` ×60),
/// `description`, `structure` (a structured workout as text, its steps split
/// by `;`: `StructuredWorkout/init(text:name:sport:)`).
/// Spanish (Mexico) headers are read too: `fecha`, `deporte`, `carga`,
/// `duración`/`minutos`, `descripción`, `estructura`/`pasos`. Sport
/// names are normalised like the library's (`SportName`).
public enum PlanCSV {
  public struct Row: Codable, Sendable, Equatable {
    public var date: LocalDate
    public var sport: String?
    public var load: Double?
    public var durationSeconds: Double?
    public var description: String?
    public var workout: StructuredWorkout?

    public init(
      date: LocalDate, sport: String? = nil, load: Double? = nil, durationSeconds: Double? = nil,
      description: String? = nil,
      workout: StructuredWorkout? = nil
    ) {
      self.date = date
      self.sport = sport
      self.load = load
      self.durationSeconds = durationSeconds
      self.description = description
      self.workout = workout
    }
  }

  static let date = CSVColumn("date", ["date", "day", "fecha", "día", "dia"], dates: true)
  static let sport = CSVColumn("sport", ["sport", "type", "workouttype", "deporte", "actividad"])
  static let load = CSVColumn("load", ["load", "tss", "planned_load", "planned tss", "carga"], range: InputLimits.load)
  static let duration = CSVColumn(
    "duration", ["duration", "duration_s", "planned_duration", "duración", "duracion"],
    scaled: [("minutes", 60), ("duration_min", 60), ("minutos", 60), ("hours", 3600), ("horas", 3600)],
    range: InputLimits.durationSeconds)
  static let description = CSVColumn(
    "description", ["description", "title", "workout", "notes", "descripción", "descripcion", "notas"])
  /// Not `workout`: that header has always been a description's.
  static let workout = CSVColumn("structure", ["structure", "steps", "workout_steps", "estructura", "pasos"])

  public static func read(path: String) throws(CSVError) -> [Row] {
    try parse(bytes: readFileBytes(path), file: path)
  }

  public static func parse(bytes: [UInt8], file: String) throws(CSVError) -> [Row] {
    var out: [Row] = []
    let hasHeader = try readRecords(
      bytes: bytes, file: file, required: [date], optional: [sport, load, duration, description, workout]
    ) { row, c throws(CSVError) in
      let day = try row.date(c[0]!)
      var r = Row(
        date: day, sport: SportName.normalize(try row.plainText(c[1], file: file, limit: InputLimits.sportNameLength)),
        load: try row.number(c[2]),
        durationSeconds: try row.duration(c[3]),
        description: try row.plainText(c[4], file: file, limit: InputLimits.planDescriptionLength))
      if let column = c[5], case let text = row.text(column.index),
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      {
        do {
          r.workout = try StructuredWorkout(text: text, sport: r.sport)
        } catch {
          throw CSVError(file: file, line: row.line, message: "column 'structure': the workout's \(error)")
        }
      }
      guard r.load != nil || r.durationSeconds != nil || r.description != nil || r.sport != nil || r.workout != nil
      else {
        throw CSVError(
          file: file, line: row.line,
          message: "expected a sport, load, duration, description or structure (a workout) for the session on \(day)")
      }
      out.append(r)
    }
    guard hasHeader else {
      throw CSVError(
        file: file, message: "file is empty: expected a header line such as 'date,sport,load,minutes,description'")
    }
    return out
  }
}

extension CSVScanner.Row {
  /// A free-text cell (a plan's description, an event's name), trimmed; `nil`
  /// when absent or empty. A control character or a noncharacter, or more than
  /// `limit` characters, is refused with the line and column, as the API refuses
  /// them: neither stored cut nor with the character dropped without a word.
  func plainText(_ column: LocatedColumn?, file: String, limit: Int) throws(CSVError) -> String? {
    guard let column else { return nil }
    let raw = text(column.index)
    if let bad = raw.unicodeScalars.first(where: {
      $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint
    }) {
      throw CSVError(
        file: file, line: line, column: column.name,
        message: "holds a control character (U+\(String(bad.value, radix: 16, uppercase: true))): free text has none")
    }
    let text = csvText(raw.trimmingCharacters(in: .whitespaces))
    guard !text.isEmpty else { return nil }
    guard text.unicodeScalars.count <= limit else {
      throw CSVError(
        file: file, line: line, column: column.name,
        message: "expected at most \(limit) characters, found \(text.unicodeScalars.count)")
    }
    return text
  }
}
