import Foundation
import VeloScore

/// Reads events, one row each: `date`, `name`, and optionally `priority`
/// (A, B or C; default A), `target_ctl`, `tsb_low`, `tsb_high`, `distance_m`,
/// `target_s` (seconds or h:mm:ss) — the `events.csv` of a dataset folder.
/// Spanish headers are read too: `fecha`, `nombre`/`evento`, `prioridad`.
public enum EventCSV {
  public struct Row: Codable, Sendable, Equatable {
    public var date: LocalDate
    public var name: String
    /// "A", "B" or "C".
    public var priority: String
    public var targetCTL: Double?
    public var tsbLow: Double?
    public var tsbHigh: Double?
    public var distanceMeters: Double?
    public var targetSeconds: Double?

    public init(
      date: LocalDate, name: String, priority: String, targetCTL: Double? = nil, tsbLow: Double? = nil,
      tsbHigh: Double? = nil,
      distanceMeters: Double? = nil, targetSeconds: Double? = nil
    ) {
      self.date = date
      self.name = name
      self.priority = priority
      self.targetCTL = targetCTL
      self.tsbLow = tsbLow
      self.tsbHigh = tsbHigh
      self.distanceMeters = distanceMeters
      self.targetSeconds = targetSeconds
    }
  }

  static let date = CSVColumn("date", ["date", "fecha"], dates: true)
  static let name = CSVColumn("name", ["name", "event", "nombre", "evento"])
  static let priority = CSVColumn("priority", ["priority", "prioridad"])
  static let targetCTL = CSVColumn("target CTL", ["target_ctl", "ctl"], range: InputLimits.eventTargetCTL)
  static let tsbLow = CSVColumn("TSB low", ["tsb_low"], range: InputLimits.eventTSB)
  static let tsbHigh = CSVColumn("TSB high", ["tsb_high"], range: InputLimits.eventTSB)
  static let distance = CSVColumn(
    "distance", ["distance_m", "distance"], scaled: [("distance_km", 1000)], range: InputLimits.distanceMeters)
  static let target = CSVColumn("target time", ["target_s", "target_time"], range: InputLimits.durationSeconds)

  /// The header `render(_:)` writes.
  public static let header = "date,name,priority,target_ctl,tsb_low,tsb_high,distance_m,target_s"

  public static func read(path: String) throws(CSVError) -> [Row] {
    try parse(bytes: readFileBytes(path), file: path)
  }

  public static func parse(bytes: [UInt8], file: String) throws(CSVError) -> [Row] {
    var out: [Row] = []
    let hasHeader = try readRecords(
      bytes: bytes, file: file, required: [date, name],
      optional: [priority, targetCTL, tsbLow, tsbHigh, distance, target]
    ) { row, c throws(CSVError) in
      guard let eventName = try row.plainText(c[1], file: file, limit: InputLimits.eventNameLength) else {
        throw CSVError(
          file: file, line: row.line, column: c[1]!.name, message: "expected an event name, found an empty cell")
      }
      let p = try row.plainText(c[2], file: file, limit: 10)?.uppercased() ?? "A"
      guard ["A", "B", "C"].contains(p) else {
        throw CSVError(
          file: file, line: row.line, column: c[2]!.name, message: "expected a priority A, B or C, found \(quoted(p))")
      }
      let r = Row(
        date: try row.date(c[0]!), name: eventName, priority: p, targetCTL: try row.number(c[3]),
        tsbLow: try row.number(c[4]),
        tsbHigh: try row.number(c[5]), distanceMeters: try row.number(c[6]), targetSeconds: try row.duration(c[7]))
      if let lo = r.tsbLow, let hi = r.tsbHigh, lo > hi {
        throw CSVError(file: file, line: row.line, message: "expected tsb_low ≤ tsb_high, found \(lo) > \(hi)")
      }
      out.append(r)
    }
    guard hasHeader else { throw CSVError(file: file, message: "file is empty: expected a header line '\(header)'") }
    return out
  }
}
