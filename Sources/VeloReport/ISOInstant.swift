import Foundation
import VeloScore

/// Instants in JSON (schema 2): ISO 8601 with the UTC offset in effect
/// (`2026-11-22T07:30:00+01:00`, `…Z` when the offset is unknown or zero),
/// whole seconds, beside an integer `…EpochSeconds` field for arithmetic.
public enum ISOInstant {
  /// Unix seconds at a fixed offset from UTC (seconds east).
  public static func string(_ unix: Double, offsetSeconds: Int = 0) -> String {
    let local = Int(unix.rounded(.down)) + offsetSeconds
    let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let s = local - day * 86_400
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    let offset =
      offsetSeconds == 0
      ? "Z" : "\(offsetSeconds < 0 ? "-" : "+")\(two(abs(offsetSeconds) / 3600)):\(two(abs(offsetSeconds) / 60 % 60))"
    return "\(LocalDate(dayNumber: day))T\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))\(offset)"
  }

  /// Unix seconds at the offset an IANA time zone had at that instant.
  public static func string(_ unix: Double, timeZone: TimeZone?) -> String {
    string(unix, offsetSeconds: timeZone?.secondsFromGMT(for: Date(timeIntervalSince1970: unix)) ?? 0)
  }

  /// The whole Unix seconds of an instant, for the `…EpochSeconds` field.
  public static func epochSeconds(_ unix: Double?) -> Int64? {
    guard let unix, unix.isFinite, abs(unix) < 1e15 else { return nil }
    return Int64(unix.rounded(.down))
  }
}
