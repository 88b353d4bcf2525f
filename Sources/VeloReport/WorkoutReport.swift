import VeloScore

/// A structured workout as people read it: one row per step (repeats shown
/// once, with their count), then what it costs done as prescribed.
public struct WorkoutReport: Sendable {
  public var workout: StructuredWorkout
  public var planned: PlannedWorkoutLoad

  public init(workout: StructuredWorkout, planned: PlannedWorkoutLoad) {
    self.workout = workout
    self.planned = planned
  }

  /// Header and rows shared by every format.
  var table: (headers: [String], rows: [[String]]) {
    func row(_ number: String, _ step: StructuredWorkout.Step) -> [String] {
      let length =
        step.durationSeconds.map { clock($0) } ?? step.distanceMeters.map { fixed($0 / 1000, 2, unit: " km") } ?? ""
      let target = step.target.map(StructuredWorkout.text) ?? tr("workout.open")
      return [
        number, step.label ?? "", length, target + (step.cadence.map { " · \(fixed($0, 0)) rpm" } ?? ""),
        tr("stepKind.\(step.resolvedIntensity.rawValue)"),
      ]
    }
    var rows: [[String]] = []
    for (i, item) in workout.steps.enumerated() {
      switch item {
      case .step(let s): rows.append(row("\(i + 1)", s))
      case .repeated(let count, let steps):
        rows.append(["\(i + 1)", "\(count) ×", "", "", ""])
        for (j, s) in steps.enumerated() { rows.append(row("\(i + 1).\(j + 1)", s)) }
      }
    }
    return (["#", tr("col.cue"), tr("col.length"), tr("col.targetTime"), tr("col.intensity")], rows)
  }

  /// "55:00 · IF 0.855 · load 67.0", or what is missing.
  var plannedLine: String {
    if let missing = planned.missing { return tr("workout.loadUnavailable", missing) }
    return tr(
      "workout.planned", clock(planned.durationSeconds), fixed(planned.intensityFactor, 3), fixed(planned.load, 1))
  }

  public func renderText() -> String {
    let out =
      tr(
        "workout.heading", workout.name ?? tr("workout.noName"),
        workout.sport.map(sportLabel) ?? tr("workout.anySport"), "\(workout.flattened.count)") + "\n"
    var t = TextTable(headers: table.headers, alignments: [.left, .left, .right, .left, .left])
    t.rows = table.rows
    return out + t.render() + plannedLine + "\n"
  }
}
