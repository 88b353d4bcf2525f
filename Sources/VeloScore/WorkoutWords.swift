/// The words of a workout typed as text (``StructuredWorkout/init(text:name:sport:)``):
/// lengths, targets, cadences and intensity words.
enum WorkoutWords {
  enum Length: Equatable {
    case seconds(Double)
    case meters(Double)
  }

  typealias Fail = (String) -> WorkoutTextError

  /// The longest step: 24 h, or 1,000 km.
  static let maximumStepSeconds = 86_400.0
  static let maximumStepMeters = 1_000_000.0

  /// `30s`, `4m`, `4min`, `1h30m`, `4m30s`, `90sec`; `1km`, `400mtr`, `2mi`. `nil`: not a length.
  static func length(_ word: Substring, fail: Fail) throws(WorkoutTextError) -> Length? {
    let w = word.lowercased()
    guard w.first?.isNumber == true else { return nil }
    for (suffix, meters) in [("km", 1000.0), ("mtr", 1.0), ("mi", 1609.344)] where w.hasSuffix(suffix) {
      guard let n = Double(w.dropLast(suffix.count)), n.isFinite else { return nil }
      guard n > 0, n * meters <= maximumStepMeters else {
        throw fail("expected a distance above 0 and at most 1,000 km, got '\(word)'")
      }
      return .meters(n * meters)
    }
    // Number-unit pairs, hours before minutes before seconds.
    var total = 0.0
    var rank = 0
    var rest = Substring(w)
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isNumber || $0 == "." }
      let unit = rest.dropFirst(digits.count).prefix { $0.isLetter }
      guard let n = Double(digits), n.isFinite, !unit.isEmpty else { return nil }
      let (scale, order): (Double, Int)
      switch unit {
      case "h": (scale, order) = (3600, 1)
      case "m", "min": (scale, order) = (60, 2)
      case "s", "sec": (scale, order) = (1, 3)
      default: return nil
      }
      guard order > rank else {
        throw fail("expected hours, then minutes, then seconds in '\(word)' (such as 1h30m or 4m30s)")
      }
      rank = order
      total += n * scale
      rest = rest.dropFirst(digits.count + unit.count)
    }
    guard total > 0, total <= maximumStepSeconds else {
      throw fail("expected a length above 0 s and at most 24 h, got '\(word)'")
    }
    return .seconds(total)
  }

  /// `90rpm`; `nil`: not a cadence.
  static func cadence(_ word: Substring, fail: Fail) throws(WorkoutTextError) -> Double? {
    let w = word.lowercased()
    guard w.hasSuffix("rpm"), let n = Double(w.dropLast(3)) else { return nil }
    guard n > 0, n <= 250 else { throw fail("expected a cadence of 1–250 rpm, got '\(word)'") }
    return n
  }

  /// The intensity its cue words name, in English or Spanish.
  static func intensity(_ words: [Substring]) -> StructuredWorkout.Intensity? {
    for word in words {
      let w = word.lowercased().filter(\.isLetter)
      if w.hasPrefix("warm") || w.hasPrefix("calenta") { return .warmup }
      if w.hasPrefix("cool") || w.hasPrefix("enfria") || w.hasPrefix("vuelta") { return .cooldown }
      if w.hasPrefix("recover") || w.hasPrefix("recupera") || w == "easy" { return .recovery }
      if w == "rest" || w.hasPrefix("descans") { return .rest }
    }
    return nil
  }

  /// The accepted values of each target kind.
  static let ranges: [StructuredWorkout.Target.Kind: ClosedRange<Double>] = [
    .percentFTP: 1...300, .watts: 1...3000, .percentLTHR: 30...130, .heartRate: 30...250, .pace: 60...6000,
    .percentThresholdPace: 30...150, .rpe: InputLimits.rpe,
  ]

  /// Coggan's power zones (% FTP) and Friel's heart-rate zones (% LTHR) as bands, Z1…Z7.
  static let powerZones: [ClosedRange<Double>] = [40...55, 56...75, 76...90, 91...105, 106...120, 121...150, 151...200]
  static let heartRateZones: [ClosedRange<Double>] = [
    70...80, 81...89, 90...93, 94...99, 100...102, 103...106, 107...115,
  ]

  /// A target starting at `tokens[i]`, which may take the next word too
  /// (`75% LTHR`, `RPE 6`, `Z2 HR`, `95% pace`): `i` is left on the last word used.
  /// `nil`: not a target.
  static func target(_ tokens: [StructuredWorkout.Token], at i: inout Int, fail: Fail) throws(WorkoutTextError)
    -> StructuredWorkout.Target?
  {
    typealias Target = StructuredWorkout.Target
    let w = tokens[i].text.lowercased()
    let next = i + 1 < tokens.count ? tokens[i + 1].text.lowercased() : ""
    func checked(_ kind: Target.Kind, _ values: [Double]) throws(WorkoutTextError) -> Target {
      let range = ranges[kind]!
      for v in values where !range.contains(v) {
        throw fail("expected \(kind.unit) in \(InputLimits.describe(range)), got '\(tokens[i].text)'")
      }
      return Target(kind: kind, low: values[0], high: values.count > 1 ? values[1] : nil)
    }
    if w.hasPrefix("rpe") {
      var text = String(w.dropFirst(3))
      if text.isEmpty {
        guard !next.isEmpty else { throw fail("expected a value after RPE, such as 'RPE 6'") }
        text = next
        i += 1
      }
      guard let values = numbers(text) else { throw fail("expected RPE 0–10, got '\(text)'") }
      return try checked(.rpe, values)
    }
    if w.count >= 2, w.first == "z", let zone = Int(w.dropFirst()) {
      guard (1...7).contains(zone) else { throw fail("expected a zone Z1…Z7, got '\(tokens[i].text)'") }
      let heartRate = next == "hr" || next == "lthr"
      if heartRate { i += 1 }
      return Target.zone(zone, heartRate: heartRate)
    }
    guard w.first?.isNumber == true else { return nil }
    for (suffix, metres) in [("/km", 1000.0), ("/mi", 1609.344), ("/100m", 100.0), ("/500m", 500.0)]
    where w.hasSuffix(suffix) {
      let parts = w.dropLast(suffix.count).split(separator: "-", omittingEmptySubsequences: false)
      let seconds = parts.compactMap(clockSeconds)
      guard (1...2).contains(parts.count), seconds.count == parts.count else {
        throw fail("expected a pace such as 4:30/km or 4:20-4:30/km, got '\(tokens[i].text)'")
      }
      return try checked(.pace, seconds.map { $0 * 1000 / metres })
    }
    for (suffix, kind) in [
      ("%ftp", Target.Kind.percentFTP), ("%lthr", .percentLTHR), ("%hr", .percentLTHR),
      ("%pace", .percentThresholdPace), ("%", .percentFTP), ("bpm", .heartRate), ("w", .watts),
    ] where w.hasSuffix(suffix) {
      guard let values = numbers(String(w.dropLast(suffix.count)), unit: suffix) else {
        throw fail("expected a number or a range such as 95-105\(suffix), got '\(tokens[i].text)'")
      }
      var kind = kind
      if suffix == "%" {
        switch next {
        case "ftp": i += 1
        case "lthr", "hr":
          kind = .percentLTHR
          i += 1
        case "pace":
          kind = .percentThresholdPace
          i += 1
        default: break
        }
      }
      return try checked(kind, values)
    }
    return nil
  }

  /// `6`, `95-105`, `50%-75%` (the unit may end each part): one or two finite numbers.
  static func numbers(_ text: String, unit: String = "") -> [Double]? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { part in
      !unit.isEmpty && part.hasSuffix(unit) ? part.dropLast(unit.count) : part
    }
    let values = parts.compactMap { Double($0) }.filter(\.isFinite)
    guard (1...2).contains(parts.count), values.count == parts.count else { return nil }
    return values
  }

  /// `4:30` → 270, `1:02:03` → 3723; `nil` for anything else.
  static func clockSeconds(_ text: Substring) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
    var total = 0.0
    for p in parts {
      guard let v = Int(p), v >= 0 else { return nil }
      total = total * 60 + Double(v)
    }
    return total
  }
}

extension StructuredWorkout.Target {
  /// Zone `number` (1…7) as a band: Coggan's power zones in % FTP, or Friel's heart-rate zones in % LTHR.
  public static func zone(_ number: Int, heartRate: Bool) -> Self {
    let band = (heartRate ? WorkoutWords.heartRateZones : WorkoutWords.powerZones)[
      Swift.min(7, Swift.max(1, number)) - 1]
    return Self(kind: heartRate ? .percentLTHR : .percentFTP, low: band.lowerBound, high: band.upperBound)
  }
}
