extension StructuredWorkout {
  /// The most steps a workout holds with its repeats written out.
  public static let maximumSteps = 1_000
  /// The longest workout: 24 h of timed steps.
  public static let maximumSeconds = 86_400.0

  /// The first thing wrong with a workout from outside (JSON, a file), by its
  /// path (`workoutSteps[2].workoutSteps[0].target.low: expected …`); `nil` when it can be
  /// used: lengths, targets, cadences and counts in range, at least one step,
  /// at most ``maximumSteps`` steps and ``maximumSeconds`` of timed steps.
  public var problem: String? {
    guard !steps.isEmpty else { return "workoutSteps: expected at least one step" }
    if let name, name.count > 200 { return "name: expected at most 200 characters" }
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
      if let label = step.label, label.count > 200 || label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        return "\(path).label: expected at most 200 characters without control characters"
      }
      if let c = step.cadence, !(c > 0 && c <= 250) { return "\(path).cadence: expected 1–250 rpm, got \(c)" }
      if let t = step.target {
        let range = WorkoutWords.ranges[t.kind]!
        for (name, v) in [("low", t.low), ("high", t.high)] {
          if let v, !range.contains(v) { return "\(path).target.\(name): expected \(InputLimits.describe(range)) \(t.kind.unit), got \(v)" }
        }
        if t.ramp == true, t.high == nil { return "\(path).target: a ramp needs high (where it ends)" }
      }
      return nil
    }
    var count = 0, seconds = 0.0
    for (i, item) in steps.enumerated() {
      switch item {
      case .step(let step):
        if let p = check(step, "workoutSteps[\(i)]") { return p }
        count += 1
        seconds += step.durationSeconds ?? 0
      case .repeated(let n, let inner):
        guard (1...99).contains(n) else { return "workoutSteps[\(i)].repeat: expected 1–99, got \(n)" }
        guard !inner.isEmpty else { return "workoutSteps[\(i)].workoutSteps: expected at least one step to repeat" }
        for (j, step) in inner.enumerated() {
          if let p = check(step, "workoutSteps[\(i)].workoutSteps[\(j)]") { return p }
          seconds += Double(n) * (step.durationSeconds ?? 0)
        }
        count += n * inner.count
      }
      if count > Self.maximumSteps { return "workoutSteps: expected at most \(Self.maximumSteps) steps with repeats written out" }
    }
    if seconds > Self.maximumSeconds { return "workoutSteps: expected at most 24 h of timed steps, got \(Int(seconds)) s" }
    return nil
  }
}
