import Foundation
import VeloScore

extension ActivityCSV {
  /// Writes streams in the format ``parse(bytes:file:)`` reads back: the header
  /// lists `time` and each present column's canonical name; missing readings are
  /// empty cells. Decimals: time 0–3 as needed (`timeDecimals`), power/heart
  /// rate/cadence 0, speed 3, distance/altitude/temperature 1, latitude/longitude 7
  /// (about 1 cm).
  ///
  /// With `start` (Unix seconds), times are written as UTC ISO-8601 date-times
  /// (`2026-01-05T07:30:00.250Z`), so the file carries its own start.
  public static func render(
    _ s: ActivityStreams, timeDecimals: Int = 0, start: Double? = nil, decimals overrides: [String: Int] = [:]
  ) -> String {
    var decimals = [
      "power": 0, "heart_rate": 0, "cadence": 0, "speed": 3, "grade": 2, "latitude": 7, "longitude": 7, "pause_s": 3,
    ]
    decimals.merge(overrides) { _, new in new }
    let present = s.presentColumns.map { ($0.name, $0.values, decimals[$0.name] ?? 1) }
    var out = "time" + present.map { "," + $0.0 }.joined() + "\n"
    out.reserveCapacity(s.sampleCount * (8 + 7 * present.count))
    for i in 0..<s.sampleCount {
      if let start {
        out += isoUTC(start + s.time[i], decimals: timeDecimals)
      } else {
        out += fixedDecimal(s.time[i], timeDecimals)
      }
      for (_, values, decimals) in present {
        out += ","
        out += fixedDecimal(values[i], decimals)
      }
      out += "\n"
    }
    return out
  }
}

/// `YYYY-MM-DDThh:mm:ss[.fff]Z` for Unix seconds (proleptic Gregorian, UTC),
/// 0–3 decimals; an empty string (a missing cell) for a time that is not
/// finite or lies beyond ±10¹¹ s (year ±5000).
public func isoUTC(_ unix: Double, decimals requested: Int = 0) -> String {
  let decimals = min(3, max(0, requested))
  let scale = [1.0, 10, 100, 1000][decimals]
  let ticks = (unix * scale).rounded()
  guard abs(unix) < 1e11, let whole = Int(checked: (ticks / scale).rounded(.down)),
    let fraction = Int(checked: ticks - Double(whole) * scale)
  else {
    return ""
  }
  let day = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
  let secs = whole - day * 86_400
  func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
  var text = "\(LocalDate(dayNumber: day))T\(two(secs / 3600)):\(two(secs / 60 % 60)):\(two(secs % 60))"
  if decimals > 0 {
    let f = String(fraction)
    text += "." + String(repeating: "0", count: max(0, decimals - f.count)) + f
  }
  return text + "Z"
}
