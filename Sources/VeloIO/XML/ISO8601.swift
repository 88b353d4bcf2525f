import VeloScore

/// Parses ISO-8601 date-times as TCX and GPX write them —
/// `YYYY-MM-DDThh:mm:ss[.fff][Z|±hh:mm]` — to Unix seconds (fraction kept).
/// A time without a zone is taken as UTC (what GPX 1.1 mandates).
/// - Returns: `nil` for anything else.
public func parseISO8601(_ text: Substring) -> Double? {
  let u = Array(text.utf8)
  guard u.count >= 19, u[10] == UInt8(ascii: "T") || u[10] == UInt8(ascii: " "),
    u[13] == UInt8(ascii: ":"), u[16] == UInt8(ascii: ":"),
    let date = LocalDate(iso: text.prefix(10))
  else { return nil }
  func number(_ r: Range<Int>) -> Int? {
    var v = 0
    for i in r {
      guard u[i] >= 48, u[i] <= 57 else { return nil }
      v = v * 10 + Int(u[i] - 48)
    }
    return v
  }
  guard let h = number(11..<13), let m = number(14..<16), let s = number(17..<19), h < 24, m < 60, s < 61 else { return nil }
  var seconds = Double(date.dayNumber * 86_400 + h * 3600 + m * 60 + s)
  var i = 19
  if i < u.count, u[i] == UInt8(ascii: ".") {
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
  if i == u.count { return seconds }
  if u[i] == UInt8(ascii: "Z"), i + 1 == u.count { return seconds }
  guard u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "-"), u.count - i == 6, u[i + 3] == UInt8(ascii: ":"),
    let oh = number((i + 1)..<(i + 3)), let om = number((i + 4)..<(i + 6))
  else { return nil }
  let offset = Double(oh * 3600 + om * 60)
  return u[i] == UInt8(ascii: "+") ? seconds - offset : seconds + offset
}
