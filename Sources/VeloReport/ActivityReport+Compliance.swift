import VeloScore
import VeloStore

extension ActivityReport {
  /// How stored activity `a` followed the structured workout planned for its
  /// day: a session of its sport first, else one for any sport; graded with
  /// the settings it was scored with (the athlete's on that day, then the
  /// file's). `nil` without samples, such a session, or a gradable target.
  public static func plannedCompliance(
    _ store: AthleteStore, athlete: Athlete, activity a: StoredActivity, streams: ActivityStreams?
  ) throws -> WorkoutCompliance? {
    guard let streams, let athleteId = athlete.id else { return nil }
    let sessions = try store.plannedSessions(athleteId: athleteId, from: a.localDate, through: a.localDate).filter { $0.workout != nil }
    guard let session = sessions.first(where: { $0.sport != nil && $0.sport == a.sport }) ?? sessions.first(where: { $0.sport == nil }),
      let workout = session.workout
    else { return nil }
    let onTheDay = try store.thresholds(athleteId: athleteId).settings(on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: a.sport)
    return WorkoutCompliance(workout: workout, streams: streams, settings: ActivityScoring.settings(athlete: onTheDay, file: a.storedFileSettings).settings)
  }

  /// Header and one row per graded step, shared by the text and document renderers.
  var complianceTable: (headers: [String], rows: [[String]])? {
    guard let c = workoutCompliance, !c.gradedSteps.isEmpty else { return nil }
    let unit = c.channel == .power ? "W" : c.channel == .speed ? "/km" : "bpm"
    func value(_ v: Double?) -> String {
      guard let v else { return "n/a" }
      return c.channel == .speed ? pace(v).replacingOccurrences(of: " /km", with: "") : fixed(v, 0)
    }
    let rows = c.gradedSteps.map { s in
      [String(s.number), s.intensity.rawValue, clock(s.startSeconds), clock(s.durationSeconds), "\(value(s.targetLow))–\(value(s.targetHigh))",
       value(s.executedAverage), fixed(s.averagePercentOfTarget, 0, unit: " %"), fixed(s.timeInTargetPercent, 0, unit: " %")]
    }
    return (["step", "kind", "start", "time", "target \(unit)", "done", "of target", "in target"], rows)
  }

  /// "Planned workout: 84 % in target (12 steps graded, from 0:03:00)".
  var complianceLine: String? {
    workoutCompliance.map { c in
      "Planned workout: \(fixed(c.complianceScore, 0)) % of its time in target (\(c.gradedSteps.count) steps graded on \(c.channel == .heartRate ? "heart rate" : c.channel.rawValue), started at \(clock(c.offsetSeconds)))"
    }
  }

  func renderCompliance() -> String {
    guard let line = complianceLine, let table = complianceTable else { return "" }
    var t = TextTable(headers: table.headers, alignments: [.right, .left, .right, .right, .right, .right, .right, .right])
    t.rows = table.rows
    return "\n\(line)\n" + t.render()
  }
}
