import VeloScore

/// A date-time as written: the wall-clock date and time, and the zone if one
/// was written.
public struct ISODateTime: Sendable, Equatable {
  /// What the text said about its zone.
  public enum Zone: Sendable, Equatable {
    /// No zone: a wall-clock time.
    case none
    /// `Z`: a UTC instant.
    case utc
    /// `±hh:mm`, `±hhmm` or `±hh`: local time at this offset east of UTC, seconds.
    case offset(Int)
  }

  /// The date as written.
  public var date: LocalDate
  /// Seconds since midnight as written (fraction kept).
  public var secondsIntoDay: Double
  public var zone: Zone

  /// Unix seconds; a time without a zone is read as UTC (what GPX 1.1 mandates).
  public var unixTreatingNoZoneAsUTC: Double {
    let wall = Double(date.dayNumber) * 86_400 + secondsIntoDay
    if case .offset(let o) = zone { return wall - Double(o) }
    return wall
  }

  /// Parses `YYYY-MM-DD[T| ]hh:mm[:ss[.fff…]][Z|±hh:mm|±hhmm|±hh]` (ISO 8601
  /// extended format; RFC 3339 with its usual relaxations). Offsets up to ±14:00.
  /// - Returns: `nil` for anything else.
  public init?(_ text: Substring) {
    let u = Array(text.utf8)
    guard u.count >= 16, u[10] == UInt8(ascii: "T") || u[10] == UInt8(ascii: " "), u[13] == UInt8(ascii: ":"),
      let date = LocalDate(iso: text.prefix(10))
    else { return nil }
    func number(_ r: Range<Int>) -> Int? {
      guard r.upperBound <= u.count else { return nil }
      var v = 0
      for i in r {
        guard u[i] >= 48, u[i] <= 57 else { return nil }
        v = v * 10 + Int(u[i] - 48)
      }
      return v
    }
    guard let h = number(11..<13), let m = number(14..<16), h < 24, m < 60 else { return nil }
    var seconds = Double(h * 3600 + m * 60)
    var i = 16
    if i < u.count, u[i] == UInt8(ascii: ":") {
      guard let s = number(17..<19), s < 61 else { return nil }
      seconds += Double(s)
      i = 19
      if i < u.count, u[i] == UInt8(ascii: ".") || u[i] == UInt8(ascii: ",") {
        i += 1
        var scale = 0.1
        let start = i
        while i < u.count, u[i] >= 48, u[i] <= 57 {
          seconds += Double(u[i] - 48) * scale
          scale /= 10
          i += 1
        }
        guard i > start else { return nil }
      }
    }
    self.date = date
    secondsIntoDay = seconds
    if i == u.count {
      zone = .none
      return
    }
    if u[i] == UInt8(ascii: "Z") || u[i] == UInt8(ascii: "z") {
      guard i + 1 == u.count else { return nil }
      zone = .utc
      return
    }
    guard u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-"), let oh = number((i + 1)..<(i + 3)) else { return nil }
    var om = 0
    switch u.count - i {
    case 3: break  // ±hh
    case 5:  // ±hhmm
      guard let v = number((i + 3)..<(i + 5)) else { return nil }
      om = v
    case 6:  // ±hh:mm
      guard u[i + 3] == UInt8(ascii: ":"), let v = number((i + 4)..<(i + 6)) else { return nil }
      om = v
    default: return nil
    }
    let offset = oh * 3600 + om * 60
    guard om < 60, offset <= 14 * 3600 else { return nil }
    zone = .offset(u[i] == UInt8(ascii: "+") ? offset : -offset)
  }
}

/// Parses ISO-8601 date-times as TCX and GPX write them (see ``ISODateTime``)
/// to Unix seconds (fraction kept). A time without a zone is taken as UTC
/// (what GPX 1.1 mandates).
/// - Returns: `nil` for anything else.
public func parseISO8601(_ text: Substring) -> Double? {
  ISODateTime(text)?.unixTreatingNoZoneAsUTC
}
