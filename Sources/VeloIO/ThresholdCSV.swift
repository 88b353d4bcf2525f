import VeloScore

/// Reads dated thresholds, `kind,from,value[,sport]`, one line per change
/// (`kind`: ftp, criticalPower, wPrime, lthr, maxHeartRate, restingHeartRate,
/// thresholdPace, weight; `from`: YYYY-MM-DD, empty for always; `sport`: the
/// sport the value holds for, empty for every sport).
public enum ThresholdCSV {
  public struct Entry: Sendable, Equatable {
    public var kind: String
    /// First day it applies; `nil` (an empty cell) for always.
    public var from: LocalDate?
    public var value: Double
    /// The canonical sport (`SportName`) it holds for; `nil` for every sport.
    public var sport: String?
  }

  static let kind = CSVColumn("kind", ["kind"])
  static let from = CSVColumn("from", ["from", "effective_from"], dates: true)
  static let value = CSVColumn("value", ["value"])
  static let sport = CSVColumn("sport", ["sport"])

  public static func read(path: String) throws(CSVError) -> [Entry] {
    try parse(bytes: readFileBytes(path), file: path)
  }

  public static func parse(bytes: [UInt8], file path: String) throws(CSVError) -> [Entry] {
    var out: [Entry] = []
    _ = try readRecords(bytes: bytes, file: path, required: [kind, value], optional: [from, sport]) {
      row, c throws(CSVError) in
      guard let v = try row.number(c[1]) else {
        throw CSVError(file: path, line: row.line, column: "value", message: "expected a number, found an empty cell")
      }
      let kind = row.text(c[0]!.index)
      if let range = InputLimits.thresholds[kind], !range.contains(v) {
        throw CSVError(
          file: path, line: row.line, column: c[1]!.name,
          message: "expected \(kind) in \(InputLimits.describe(range)), found \(quoted(String(v)))")
      }
      let f = try c[2].flatMap { column throws(CSVError) in row.text(column.index).isEmpty ? nil : try row.date(column)
      }
      let sport = c[3].flatMap { SportName.normalize(row.text($0.index)) }
      out.append(Entry(kind: kind, from: f, value: v, sport: sport))
    }
    return out
  }
}
