extension StructuredWorkout {
  /// The workout as text ``init(text:name:sport:)`` reads back to the same
  /// steps: one item a line, a repeat's steps on its line (`5x 4m 108% 3m 55%`).
  /// A pace is written to the whole second.
  public var text: String {
    steps.map { item in
      switch item {
      case .step(let step): return Self.text(step, inRepeatAfter: nil)
      case .repeated(let count, let inner):
        return "\(count)x " + inner.map { Self.text($0, inRepeatAfter: inner.first) }.joined(separator: " ")
      }
    }.joined(separator: "\n")
  }

  static func text(_ step: Step, inRepeatAfter first: Step?) -> String {
    var words: [String] = []
    if let label = step.label {
      words.append(label)
    }
    // An intensity the words would not give back is written as its word.
    let implied =
      step.label.flatMap { WorkoutWords.intensity($0.split(separator: " ")) }
      ?? first.flatMap { markingRecoveries([$0, Step(durationSeconds: 1, target: step.target)])[1].intensity }
    if let i = step.intensity, i != implied, i != .active {
      words.append(["warmup": "Warmup", "recovery": "Recovery", "rest": "Rest", "cooldown": "Cooldown"][i.rawValue]!)
    }
    if let s = step.durationSeconds {
      words.append(length(seconds: s))
    } else if let m = step.distanceMeters {
      words.append(
        m.truncatingRemainder(dividingBy: 1000) == 0 || m >= 10_000 ? "\(short(m / 1000))km" : "\(short(m))mtr")
    }
    if let t = step.target { words.append(text(t)) }
    if let c = step.cadence { words.append("\(short(c))rpm") }
    return words.joined(separator: " ")
  }

  /// A target as text: `55%`, `95-105%`, `ramp 40-75%`, `250w`, `75% LTHR`, `4:30/km`, `RPE 6`.
  public static func text(_ t: Target) -> String {
    func values(_ format: (Double) -> String) -> String {
      t.high.map { "\(format(t.low))-\(format($0))" } ?? format(t.low)
    }
    let body: String
    switch t.kind {
    case .percentFTP: body = values(short) + "%"
    case .watts: body = values(short) + "w"
    case .percentLTHR: body = values(short) + "% LTHR"
    case .heartRate: body = values(short) + "bpm"
    case .pace:
      body =
        values { s in
          let whole = Int(s.rounded())
          return "\(whole / 60):\(whole % 60 < 10 ? "0" : "")\(whole % 60)"
        } + "/km"
    case .percentThresholdPace: body = values(short) + "% pace"
    case .rpe: body = "RPE " + values(short)
    }
    return (t.isRamp ? "ramp " : "") + body
  }

  /// `1h30m`, `4m30s`, `30s`; fractions of a second kept (`2.5s`).
  static func length(seconds: Double) -> String {
    let whole = seconds.rounded(.down)
    guard whole == seconds, whole < 1e9 else { return "\(short(seconds))s" }
    let s = Int(whole)
    var out = ""
    if s >= 3600 { out += "\(s / 3600)h" }
    if s % 3600 >= 60 { out += "\(s % 3600 / 60)m" }
    if s % 60 > 0 || out.isEmpty { out += "\(s % 60)s" }
    return out
  }

  /// `55`, `2.5`: a number without a trailing `.0`.
  static func short(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }
}
