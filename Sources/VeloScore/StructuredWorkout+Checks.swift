extension StructuredWorkout {
  /// The most steps a workout holds with its repeats written out.
  public static let maximumSteps = 1_000
  /// The longest workout: 24 h of timed steps.
  public static let maximumSeconds = 86_400.0

  /// The first thing wrong with a workout from outside (JSON, a file), by its
  /// path (`workoutSteps[2].workoutSteps[0].target.low: expected …`); `nil` when it can be
  /// used: ``fieldProblem``, then ``sizeProblem``.
  public var problem: String? { fieldProblem ?? sizeProblem }

  /// Why the workout is too big: more than ``maximumSteps`` steps with
  /// repeats written out, or more than ``maximumSeconds`` of timed steps (what
  /// no field alone shows: the API's schema states every other rule).
  public var sizeProblem: String? {
    var count = 0
    var seconds = 0.0
    for item in steps {
      switch item {
      case .step(let step):
        count += 1
        seconds += step.durationSeconds ?? 0
      case .repeated(let n, let inner):
        count += max(0, n) * inner.count
        seconds += Double(max(0, n)) * inner.reduce(0) { $0 + ($1.durationSeconds ?? 0) }
      }
    }
    if count > Self.maximumSteps {
      return "workoutSteps: expected at most \(Self.maximumSteps) steps with repeats written out, got \(count)"
    }
    if seconds > Self.maximumSeconds {
      return "workoutSteps: expected at most 24 h of timed steps, got \(Int(seconds)) s"
    }
    return nil
  }

  /// The first field out of its range or shape: lengths, targets, cadences,
  /// counts, texts, at least one step.
  public var fieldProblem: String? {
    guard !steps.isEmpty else { return "workoutSteps: expected at least one step" }
    if let sport, InputLimits.sportNameProblem(sport) != nil {
      return
        "sport: expected a sport's name (at most \(InputLimits.sportNameLength) characters, with a letter) such as cycling or running"
    }
    if let name,
      name.unicodeScalars.count > 200
        || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      return "name: expected at most 200 characters without control characters"
    }
    func check(_ step: Step, _ path: String) -> String? {
      switch (step.durationSeconds, step.distanceMeters) {
      case (nil, nil): return "\(path): expected durationSeconds or distanceMeters"
      case (.some, .some): return "\(path): expected durationSeconds or distanceMeters, not both"
      case (let s?, nil) where !(s > 0 && s <= WorkoutWords.maximumStepSeconds):
        return "\(path).durationSeconds: expected above 0 and at most 86,400 s, got \(s)"
      case (nil, let m?) where !(m > 0 && m <= WorkoutWords.maximumStepMeters):
        return "\(path).distanceMeters: expected above 0 and at most 1,000,000 m, got \(m)"
      default: break
      }
      if let label = step.label,
        label.unicodeScalars.count > 200
          || label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      {
        return "\(path).label: expected at most 200 characters without control characters"
      }
      if let c = step.cadence, !(c > 0 && c <= 250) { return "\(path).cadence: expected 1–250 rpm, got \(c)" }
      if let t = step.target {
        let range = WorkoutWords.ranges[t.kind]!
        for (name, v) in [("low", t.low), ("high", t.high)] {
          if let v, !range.contains(v) {
            return "\(path).target.\(name): expected \(InputLimits.describe(range)) \(t.kind.unit), got \(v)"
          }
        }
        if t.ramp == true, t.high == nil { return "\(path).target: a ramp needs high (where it ends)" }
      }
      return nil
    }
    for (i, item) in steps.enumerated() {
      switch item {
      case .step(let step):
        if let p = check(step, "workoutSteps[\(i)]") { return p }
      case .repeated(let n, let inner):
        guard (1...99).contains(n) else { return "workoutSteps[\(i)].repeat: expected 1–99, got \(n)" }
        guard !inner.isEmpty else { return "workoutSteps[\(i)].workoutSteps: expected at least one step to repeat" }
        for (j, step) in inner.enumerated() {
          if let p = check(step, "workoutSteps[\(i)].workoutSteps[\(j)]") { return p }
        }
      }
    }
    return nil
  }
}
