/// A workout typed as text has a mistake: where it is and what was expected.
public struct WorkoutTextError: Error, Equatable, CustomStringConvertible {
  /// 1-based line and column of the word at fault.
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "line \(line), column \(column): \(message)" }
}

extension StructuredWorkout {
  /// Reads a workout as coaches type it (the form intervals.icu's builder accepts).
  ///
  /// One step per line, or several on a line separated by `,` or `;`:
  ///
  ///     Warmup 10m 55%
  ///     5x 4m 108% 3m 55%
  ///     Main set 3x
  ///     - 8m 95-100%
  ///     - 4m Z1
  ///     Cooldown 10m ramp 60-40%
  ///
  /// - **Length**: `30s`, `4m`, `1h30m`, `4m30s` (also `min`, `sec`), or a
  ///   distance `1km`, `400mtr`, `1mi` (`m` alone is minutes).
  /// - **Target**: `55%` (of FTP), `250w`, `75% LTHR` (or `% HR`), `150bpm`,
  ///   `4:30/km`, `7:15/mi`, `1:45/100m`, `95% pace`, `RPE 6`, zones `Z2`
  ///   (Coggan's power zones) or `Z2 HR` (Friel's); a band `95-105%`, a ramp
  ///   `ramp 50-75%`. No target: an open step.
  /// - **Cadence**: `90rpm`.
  /// - **Repeats**: `5x` (or `5×`) followed by steps on its line; or a line of
  ///   its own (`Main set 5x`) followed by lines starting with `-`.
  /// - Words that are not any of these are the step's cue (`Warmup`); the
  ///   words warm-up, cool-down, recovery and rest (English or Spanish) set the
  ///   step's intensity; in a repeat, a step easier than the first is recovery.
  public init(text: String, name: String? = nil, sport: String? = nil) throws(WorkoutTextError) {
    var items: [Item] = []
    var block: (count: Int, steps: [Step], line: Int)?
    func closeBlock() throws(WorkoutTextError) {
      guard let b = block else { return }
      guard !b.steps.isEmpty else {
        throw WorkoutTextError(
          line: b.line, column: 1,
          message: "expected steps after the repeat '\(b.count)x', on its line or on lines starting with '-'")
      }
      items.append(.repeated(count: b.count, steps: Self.markingRecoveries(b.steps)))
      block = nil
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count <= Self.maximumLines else {
      throw WorkoutTextError(
        line: Self.maximumLines + 1, column: 1, message: "expected at most \(Self.maximumLines) lines")
    }
    for (index, raw) in lines.enumerated() {
      let lineNumber = index + 1
      var tokens = Self.tokens(raw)
      let isMember = tokens.first?.text == "-" || tokens.first?.text == "•" || tokens.first?.text == "*"
      if isMember { tokens.removeFirst() }
      if tokens.isEmpty {
        try closeBlock()
        continue
      }
      if !isMember { try closeBlock() }
      for segment in Self.segments(tokens) {
        let parsed = try Self.parseSegment(segment, line: lineNumber)
        if parsed.repeatCount != nil, isMember, block != nil {
          throw WorkoutTextError(
            line: lineNumber, column: segment[0].column,
            message: "repeats inside repeats are not supported: write the inner steps out")
        }
        if let count = parsed.repeatCount {
          if parsed.steps.isEmpty {
            block = (count, [], lineNumber)
          } else {
            items.append(.repeated(count: count, steps: Self.markingRecoveries(parsed.steps)))
          }
        } else if isMember, block != nil {
          block!.steps += parsed.steps
        } else {
          items += parsed.steps.map(Item.step)
        }
      }
    }
    try closeBlock()
    guard !items.isEmpty else {
      throw WorkoutTextError(
        line: 1, column: 1, message: "expected at least one step, such as '10m 55%' or '5x 4m 108% 3m 55%'")
    }
    self.init(name: name, sport: sport, steps: items)
    if let problem = problem {
      throw WorkoutTextError(line: 1, column: 1, message: problem)
    }
  }

  static let maximumLines = 1_000

  struct Token {
    var text: Substring
    var column: Int
  }

  /// Words of a line with their columns (1-based).
  static func tokens(_ line: Substring) -> [Token] {
    var out: [Token] = []
    var column = 1
    var start: String.Index?
    var startColumn = 1
    for i in line.indices {
      let c = line[i]
      if c == " " || c == "\t" || c == "\r" {
        if let s = start { out.append(Token(text: line[s..<i], column: startColumn)) }
        start = nil
      } else if c == "," || c == ";" {
        if let s = start { out.append(Token(text: line[s..<i], column: startColumn)) }
        out.append(Token(text: line[i...i], column: column))
        start = nil
      } else if start == nil {
        start = i
        startColumn = column
      }
      column += 1
    }
    if let s = start { out.append(Token(text: line[s...], column: startColumn)) }
    return out
  }

  /// A line's tokens cut at `,` and `;`.
  static func segments(_ tokens: [Token]) -> [[Token]] {
    tokens.split { $0.text == "," || $0.text == ";" }.map(Array.init).filter { !$0.isEmpty }
  }

  /// A repeat marker (`5x`, `5×`), its count 1…99.
  static func repeatCount(_ word: Substring) -> Int? {
    let lower = word.lowercased()
    guard lower.hasSuffix("x") || lower.hasSuffix("×") else { return nil }
    guard let n = Int(lower.dropLast()), (1...99).contains(n) else { return nil }
    return n
  }

  /// The steps of one segment: each starts at a length; the words before the first are the cue.
  static func parseSegment(_ tokens: [Token], line: Int) throws(WorkoutTextError) -> (repeatCount: Int?, steps: [Step])
  {
    var count: Int?
    var steps: [Step] = []
    var cue: [Substring] = []
    var i = 0
    var ramp = false
    while i < tokens.count {
      let token = tokens[i]
      let word = token.text
      func fail(_ message: String) -> WorkoutTextError {
        WorkoutTextError(line: line, column: token.column, message: message)
      }
      if let n = repeatCount(word) {
        guard count == nil, steps.isEmpty else {
          throw fail("expected one repeat per line, before its steps ('5x 4m 108% 3m 55%')")
        }
        count = n
      } else if let length = try WorkoutWords.length(word, fail: fail) {
        var step = Step(label: cue.isEmpty ? nil : cue.joined(separator: " "), intensity: WorkoutWords.intensity(cue))
        switch length {
        case .seconds(let s): step.durationSeconds = s
        case .meters(let m): step.distanceMeters = m
        }
        steps.append(step)
        cue = []
      } else if word.lowercased() == "ramp" {
        ramp = true
      } else if let target = try WorkoutWords.target(tokens, at: &i, fail: fail) {
        guard !steps.isEmpty else { throw fail("expected a length such as '10m' or '30s' before the target '\(word)'") }
        guard steps[steps.count - 1].target == nil else {
          throw fail("expected one target per step; '\(word)' is a second")
        }
        var t = target
        if ramp {
          guard t.high != nil else { throw fail("expected a ramp's two ends, such as 'ramp 50-75%'") }
          t.ramp = true
          ramp = false
        } else if let high = t.high, high < t.low {
          (t.low, t.high) = (high, t.low)  // a band, written top first
        }
        steps[steps.count - 1].target = t
      } else if let rpm = try WorkoutWords.cadence(word, fail: fail) {
        guard !steps.isEmpty else { throw fail("expected a length such as '10m' before the cadence '\(word)'") }
        steps[steps.count - 1].cadence = rpm
      } else if word.first?.isNumber == true {
        throw fail(
          "'\(word)' is not a length (10m, 30s, 1h30m, 1km), a target (55%, 250w, 75% LTHR, 4:30/km, RPE 6, Z2) or a cadence (90rpm)"
        )
      } else {
        cue.append(word)
      }
      i += 1
    }
    if ramp {
      throw WorkoutTextError(
        line: line, column: tokens.last?.column ?? 1, message: "expected a target after 'ramp', such as 'ramp 50-75%'")
    }
    // Words after the last step are its cue ("10m 55% easy"); a header's words ("Main set 5x") name no step.
    if !cue.isEmpty, let last = steps.indices.last, steps[last].label == nil {
      steps[last].label = cue.joined(separator: " ")
      steps[last].intensity = steps[last].intensity ?? WorkoutWords.intensity(cue)
    }
    return (count, steps)
  }

  /// In a repeat, steps easier than its first step are recoveries unless stated
  /// (a slower pace is easier: more seconds per kilometre).
  static func markingRecoveries(_ steps: [Step]) -> [Step] {
    guard let first = steps.first?.target else { return steps }
    return steps.map { step in
      var s = step
      if s.intensity == nil, let t = s.target, t.kind == first.kind,
        first.kind == .pace ? t.middle > first.middle : t.middle < first.middle
      {
        s.intensity = .recovery
      }
      return s
    }
  }
}
