import VeloScore

/// The order of a date written with numbers and `/`, `-` or `.` (`16/11/2026`,
/// `11-16-2026`, `16.11.2026`): day first (Excel in Mexico, Spain and most of
/// the world), or month first (the United States). ISO dates (`2026-11-16`)
/// need neither.
public enum DateOrder: String, Sendable, CaseIterable {
  case dayFirst = "dd/mm/yyyy"
  case monthFirst = "mm/dd/yyyy"

  /// The order a `--date-format` value names (`dd/mm/yyyy`, `DD-MM-YYYY`, `mm.dd.yyyy`, `dmy`, `mdy`).
  public init?(format: String) {
    let letters = format.lowercased().filter(\.isLetter)
    switch letters {
    case "ddmmyyyy", "ddmmyy", "dmy", "ddmmaaaa": self = .dayFirst
    case "mmddyyyy", "mmddyy", "mdy": self = .monthFirst
    default: return nil
    }
  }

  /// A date in a header's own words: `fecha (dd/mm/aaaa)`, `date (mm/dd/yyyy)`.
  init?(header: String) {
    let h = header.lowercased()
    if ["dd/mm", "dd-mm", "dd.mm", "día/mes", "dia/mes"].contains(where: h.contains) {
      self = .dayFirst
    } else if ["mm/dd", "mm-dd", "mm.dd", "mes/día", "mes/dia"].contains(where: h.contains) {
      self = .monthFirst
    } else {
      return nil
    }
  }
}

/// A date written with numbers (`16/11/2026`, `5.3.2026 07:30`): its two
/// leading numbers, its four-digit year, and the rest (a time), as written.
struct NumericDate {
  var first: Int
  var second: Int
  var year: Int
  /// What follows the date (a time after a space), without the space.
  var rest: Substring

  init?(_ text: Substring) {
    let u = Array(text.utf8.prefix(10))
    func number(_ range: Range<Int>) -> Int? {
      guard !range.isEmpty, range.upperBound <= u.count, u[range].allSatisfy({ (48...57).contains($0) }) else {
        return nil
      }
      return u[range].reduce(0) { $0 * 10 + Int($1 - 48) }
    }
    let separators: Set<UInt8> = [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: ".")]
    guard let s1 = u.firstIndex(where: separators.contains), (1...2).contains(s1),
      let s2 = u[(s1 + 1)...].firstIndex(where: separators.contains), u[s2] == u[s1], (s1 + 2...s1 + 3).contains(s2),
      let a = number(0..<s1), let b = number(s1 + 1..<s2), let y = number(s2 + 1..<s2 + 5)
    else { return nil }
    let end = s2 + 5
    let tail = text.utf8.dropFirst(end)
    guard tail.isEmpty || tail.first == UInt8(ascii: " ") || tail.first == UInt8(ascii: "T") else { return nil }
    (first, second, year) = (a, b, y)
    rest = Substring(text.utf8.dropFirst(tail.isEmpty ? end : end + 1))
  }

  /// The date in `order`; `nil` when it is not a calendar date.
  func date(_ order: DateOrder) -> LocalDate? {
    let (day, month) = order == .dayFirst ? (first, second) : (second, first)
    guard LocalDate.isValid(year: year, month: month, day: day) else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// The ISO form in `order` (`2026-11-16`, `2026-11-16T07:30`), for the
  /// readers of ISO text. An hour of one digit (`7:30`) is padded; a 12-hour
  /// time (`7:05 p. m.`, `7:05 PM`, `12:10 a.m.`, as Excel writes them) is made 24-hour.
  func iso(_ order: DateOrder) -> String? {
    guard let d = date(order) else { return nil }
    guard !rest.isEmpty else { return "\(d)" }
    var time = String(rest)
    if let (clock, afternoon) = Self.twelveHour(time) {
      let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
      guard let hour = Int(parts[0]), (1...12).contains(hour) else { return nil }
      let h24 = hour % 12 + (afternoon ? 12 : 0)
      time = ([h24 < 10 ? "0\(h24)" : "\(h24)"] + parts.dropFirst().map(String.init)).joined(separator: ":")
    }
    let u = Array(time.utf8)
    return "\(d)T" + (u.count >= 4 && u[1] == UInt8(ascii: ":") ? "0" + time : time)
  }

  /// A time followed by an a.m./p.m. marker (any case, dots and spaces): the clock part and
  /// whether it is after noon; `nil` without a marker.
  static func twelveHour(_ text: String) -> (clock: Substring, afternoon: Bool)? {
    let letters = text.lowercased().filter { $0.isLetter }
    guard letters == "am" || letters == "pm", let end = text.firstIndex(where: { $0 == " " || $0.isLetter }) else {
      return nil
    }
    let clock = text[..<end]
    guard clock.contains(":"), clock.allSatisfy({ $0.isNumber || $0 == ":" }) else { return nil }
    return (clock, letters == "pm")
  }
}

extension DateOrder {
  /// The order of a column's numeric dates: the one a day above 12 proves, else
  /// the header's words, else `chosen` (`--date-format`). `nil` when the column
  /// holds none (ISO dates). Both orders proven, or neither with no word from
  /// the header or the user, is an error naming the lines and the option.
  static func decide(
    _ texts: [(line: Int, text: Substring)], header: String, chosen: DateOrder?, file: String
  ) throws(CSVError) -> DateOrder? {
    let dates = texts.compactMap { t in NumericDate(t.text).map { (t.line, t.text, $0) } }
    guard let example = dates.first else { return nil }
    let dayFirst = dates.first { $0.2.first > 12 }
    let monthFirst = dates.first { $0.2.second > 12 }
    if let d = dayFirst, let m = monthFirst {
      throw CSVError(
        file: file, line: m.0, column: header,
        message:
          "dates in two orders: \(quoted(String(d.1))) (line \(d.0)) is day first and \(quoted(String(m.1))) is month first; write every date one way, or as YYYY-MM-DD"
      )
    }
    if dayFirst != nil { return .dayFirst }
    if monthFirst != nil { return .monthFirst }
    if let chosen { return chosen }
    if let named = DateOrder(header: header) { return named }
    let text = String(example.1)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let readings = [DateOrder.dayFirst, .monthFirst].compactMap { order in
      example.2.date(order).map { "\($0.components.day) \(months[$0.components.month - 1]) \($0.components.year)" }
    }
    throw CSVError(
      file: file, line: example.0, column: header,
      message:
        "dates like \(quoted(text)) read two ways (\(readings.joined(separator: " or "))) and no date in the file has a day above 12 to tell; say which with 'veloscore ingest \(shellWord(file)) --date-format dd/mm/yyyy' (day first, as Excel writes them in Mexico and Spain) or '--date-format mm/dd/yyyy', or write them as YYYY-MM-DD"
    )
  }
}
