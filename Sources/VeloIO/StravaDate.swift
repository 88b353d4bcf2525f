import VeloScore

/// The `Activity Date` of a Strava export in the account's language, read as
/// the UTC instant Strava writes: "Jan 5, 2026, 7:30:00 AM" (English),
/// "3. 3. 2024 7:00:00" (Czech), "05.01.2026, 07:30:00" (German), "5 ene 2026,
/// 7:30:00" (Spanish), "2026/01/05 7:30:00" (Japanese), "5 de jan. de 2026
/// 07:30:00" (Portuguese).
///
/// The text is read as words and numbers: a four-digit year, a month either
/// named (the first letters of its name in English, Spanish, French, German,
/// Italian, Portuguese, Dutch, Czech, Polish, Swedish or Russian) or numbered,
/// a day, and a clock of up to three numbers with an optional AM/PM marker
/// (`AM`, `PM`, `a. m.`, `p. m.`, 午前/午後, 오전/오후, 上午/下午). A year written
/// first is followed by its month and day; otherwise numbered months follow
/// ``DateOrder`` (decided for the whole file).
struct StravaDate {
  var year: Int, month: Int, day: Int
  var hour: Int, minute: Int, second: Int

  /// The month a word names, by its first letters (`juin`/`juil` by four).
  static let monthWords: [String: Int] = {
    var m: [String: Int] = [:]
    let names: [[String]] = [
      ["jan", "ene", "gen", "led", "sty", "янв", "janv"],
      ["feb", "fev", "fév", "úno", "uno", "lut", "фев", "févr"],
      ["mar", "mär", "mrt", "bře", "bre", "мар"],
      ["apr", "abr", "avr", "dub", "kwi", "апр"],
      ["may", "mai", "mag", "mei", "kvě", "kve", "maj", "мая", "май"],
      ["jun", "giu", "čvn", "cvn", "cze", "июн", "juin"],
      ["jul", "lug", "čvc", "cvc", "lip", "июл", "juil"],
      ["aug", "ago", "aoû", "aou", "srp", "sie", "авг"],
      ["sep", "set", "zář", "zar", "wrz", "сен", "sept"],
      ["oct", "okt", "ott", "out", "říj", "rij", "paź", "paz", "окт"],
      ["nov", "lis", "ноя"],
      ["dec", "dic", "dez", "déc", "pro", "gru", "дек"],
    ]
    for (k, words) in names.enumerated() { for w in words { m[w] = k + 1 } }
    return m
  }()
  static let afternoon: Set<String> = ["pm", "p", "午後", "오후", "下午"]
  static let morning: Set<String> = ["am", "a", "午前", "오전", "上午"]

  /// A date's numbers and words, in order: runs of digits and runs of letters, the rest dropped.
  static func tokens(_ text: String) -> [Substring] {
    var out: [Substring] = []
    var start: String.Index?
    var digits = false
    for i in text.indices {
      let c = text[i]
      let kind: Bool? = c.isNumber && c.isASCII ? true : (c.isLetter ? false : nil)
      if let s = start, kind != digits {
        out.append(text[s..<i])
        start = nil
      }
      if start == nil, let kind {
        start = i
        digits = kind
      }
    }
    if let s = start { out.append(text[s...]) }
    return out
  }

  /// The month a word names; `nil` for any other word ("de", "um", "г.").
  static func month(_ word: Substring) -> Int? {
    let w = word.lowercased()
    return monthWords[String(w.prefix(4))] ?? monthWords[String(w.prefix(3))]
  }

  /// The numbers before the year and after it.
  static func numbers(_ t: [Substring]) -> (year: Int, before: [Int], after: [Int])? {
    let numeric = t.indices.filter { t[$0].first?.isNumber == true }
    guard let yearAt = numeric.first(where: { t[$0].count == 4 }), let year = Int(t[yearAt]) else { return nil }
    return (
      year, numeric.filter { $0 < yearAt }.compactMap { Int(t[$0]) },
      numeric.filter { $0 > yearAt }.compactMap { Int(t[$0]) }
    )
  }

  /// The two numbers before the year of a date written with numbers, for deciding the file's order.
  static func numberedPair(_ text: String) -> (Int, Int)? {
    let t = tokens(text)
    guard !t.contains(where: { month($0) != nil }), let n = numbers(t), n.before.count == 2 else { return nil }
    return (n.before[0], n.before[1])
  }

  init?(_ text: String, order: DateOrder) {
    let t = Self.tokens(text)
    guard let n = Self.numbers(t) else { return nil }
    var clock: [Int]
    if let named = t.lazy.compactMap(Self.month).first {
      // The day before the year ("5 ene 2026", "Jan 5, 2026"), or first after it ("2026 Jan 5").
      let first = n.before.count == 1 ? n.before.first : (n.before.isEmpty ? n.after.first : nil)
      guard let first else { return nil }
      (year, month, day) = (n.year, named, first)
      clock = Array(n.before.isEmpty ? n.after.dropFirst() : n.after[...])
    } else if n.before.isEmpty {  // "2026/01/05 7:30:00"
      guard n.after.count >= 2 else { return nil }
      (year, month, day) = (n.year, n.after[0], n.after[1])
      clock = Array(n.after.dropFirst(2))
    } else {
      guard n.before.count == 2 else { return nil }
      let (a, b) = (n.before[0], n.before[1])
      (year, month, day) = order == .monthFirst ? (n.year, a, b) : (n.year, b, a)
      clock = n.after
    }
    guard LocalDate.isValid(year: year, month: month, day: day), clock.count <= 3 else { return nil }
    while clock.count < 3 { clock.append(0) }
    let words = Set(t.filter { $0.first?.isNumber == false }.map { $0.lowercased() })
    let pm = !words.isDisjoint(with: Self.afternoon)
    var h = clock[0]
    if pm || !words.isDisjoint(with: Self.morning) {
      guard (1...12).contains(h) else { return nil }
      h = h % 12 + (pm ? 12 : 0)
    }
    guard (0..<24).contains(h), (0..<60).contains(clock[1]), (0..<60).contains(clock[2]) else { return nil }
    (hour, minute, second) = (h, clock[1], clock[2])
  }

  /// "2026-01-05T07:30:00Z".
  var iso: String {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(LocalDate(year: year, month: month, day: day))T\(two(hour)):\(two(minute)):\(two(second))Z"
  }
}
