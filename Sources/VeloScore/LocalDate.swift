/// A calendar day in the athlete's local time zone (no time, no zone), stored as
/// days since 1970-01-01 in the proleptic Gregorian calendar.
///
/// Conversions use Howard Hinnant's `days_from_civil` / `civil_from_days`
/// algorithms ("chrono-Compatible Low-Level Date Algorithms"), exact for every
/// representable year.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  /// Days since 1970-01-01 (negative before).
  public var dayNumber: Int

  public init(dayNumber: Int) { self.dayNumber = dayNumber }

  /// - Precondition: `month` in 1…12 and `day` valid for that month.
  public init(year: Int, month: Int, day: Int) {
    precondition(LocalDate.isValid(year: year, month: month, day: day), "invalid date \(year)-\(month)-\(day)")
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    dayNumber = era * 146_097 + doe - 719_468
  }

  /// Parses `YYYY-MM-DD` exactly; `nil` for anything else (including 2026-02-30).
  public init?(iso text: Substring) {
    let u = Array(text.utf8)
    guard u.count == 10, u[4] == UInt8(ascii: "-"), u[7] == UInt8(ascii: "-") else { return nil }
    func digits(_ r: Range<Int>) -> Int? {
      var v = 0
      for i in r {
        guard u[i] >= 48, u[i] <= 57 else { return nil }
        v = v * 10 + Int(u[i] - 48)
      }
      return v
    }
    guard let y = digits(0..<4), let m = digits(5..<7), let d = digits(8..<10),
      LocalDate.isValid(year: y, month: m, day: d)
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  public init?(iso text: String) { self.init(iso: Substring(text)) }

  /// (year, month 1…12, day 1…31).
  public var components: (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// ISO weekday: 1 = Monday … 7 = Sunday.
  public var isoWeekday: Int {
    let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday
    return (w < 0 ? w + 7 : w) + 1
  }

  public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (y, m, d) = components
    func pad(_ v: Int, _ w: Int) -> String {
      let s = String(v)
      return String(repeating: "0", count: max(0, w - s.count)) + s
    }
    return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
  }

  public static func < (a: LocalDate, b: LocalDate) -> Bool { a.dayNumber < b.dayNumber }

  public static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (1...12).contains(month), day >= 1 else { return false }
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  // Encoded as its ISO string.
  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected YYYY-MM-DD, got '\(text)'"))
    }
    self = date
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}
