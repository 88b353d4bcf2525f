import VeloPipeline
import VeloScore

extension ActivityReport {
  /// What a stored activity's report adds from the library: its efforts when
  /// its stored summary predates them (found with the settings of its day),
  /// and its grade against the workout planned for its day.
  public mutating func addLibraryContext(
    _ history: any AthleteHistory, activity a: StoredActivity, streams: ActivityStreams?
  ) throws {
    // The athlete's thresholds of its day, read once for the efforts, the grade and the sources.
    let own = try Self.onTheDay(history, activity: a)
    let settings = ActivityScoring.settings(athlete: own, file: a.storedFileSettings).settings
    if intervals == nil, let streams {
      intervals = ActivityIntervals(streams: streams, settings: settings, isRun: a.sport == "running")
    }
    workoutCompliance = try Self.plannedCompliance(history, activity: a, streams: streams, settings: settings)
    if a.activitySummary != nil {
      settingSources = Self.settingSources(ActivityScoring.settingSources(athlete: own, file: a.storedFileSettings))
    }
  }

  /// The settings stored activity `a` is scored with: the athlete's on its
  /// day for its sport, then the values its file stored.
  public static func settings(_ history: any AthleteHistory, activity a: StoredActivity) throws -> AthleteSettings {
    ActivityScoring.settings(athlete: try onTheDay(history, activity: a), file: a.storedFileSettings).settings
  }

  /// The athlete's own settings on `a`'s day for its sport.
  static func onTheDay(_ history: any AthleteHistory, activity a: StoredActivity) throws -> AthleteSettings {
    let athlete = history.athlete
    return try history.thresholds().settings(
      on: a.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: a.sport)
  }

  /// How stored activity `a` followed the structured workout planned for its
  /// day: a session of its sport first, else one for any sport; graded with
  /// the settings it was scored with (the athlete's on that day, then the
  /// file's). `nil` without samples, such a session, or a gradable target.
  /// `settings`, when the caller has them already, saves reading them again.
  public static func plannedCompliance(
    _ history: any AthleteHistory, activity a: StoredActivity, streams: ActivityStreams?,
    settings: AthleteSettings? = nil
  ) throws -> WorkoutCompliance? {
    guard let streams else { return nil }
    let sessions = try history.plannedSessions(from: a.localDate, through: a.localDate).filter {
      $0.workout != nil
    }
    guard
      let session = sessions.first(where: { $0.sport != nil && $0.sport == a.sport })
        ?? sessions.first(where: { $0.sport == nil }),
      let workout = session.workout
    else { return nil }
    return try grade(history, activity: a, workout: workout, streams: streams, settings: settings)
  }

  /// `a` graded against `workout` with the settings it was scored with (`settings`, else read here).
  static func grade(
    _ history: any AthleteHistory, activity a: StoredActivity, workout: StructuredWorkout,
    streams: ActivityStreams, settings: AthleteSettings? = nil
  ) throws -> WorkoutCompliance? {
    WorkoutCompliance(
      workout: workout, streams: streams, settings: try settings ?? Self.settings(history, activity: a))
  }

  /// Header and one row per graded step, shared by the text and document renderers.
  var complianceTable: (headers: [String], rows: [[String]])? {
    guard let c = workoutCompliance, !c.gradedSteps.isEmpty else { return nil }
    let unit = c.channel == .power ? "W" : c.channel == .speed ? "/km" : "bpm"
    func value(_ v: Double?) -> String {
      guard let v else { return notAvailable }
      return c.channel == .speed ? pace(v).replacingOccurrences(of: " /km", with: "") : fixed(v, 0)
    }
    let rows = c.gradedSteps.map { s in
      [
        String(s.number), tr("stepKind.\(s.intensity.rawValue)"), clock(s.startSeconds), clock(s.durationSeconds),
        "\(value(s.targetLow))–\(value(s.targetHigh))",
        value(s.executedAverage), fixed(s.averagePercentOfTarget, 0, unit: " %"),
        fixed(s.timeInTargetPercent, 0, unit: " %"),
      ]
    }
    return (
      [
        tr("col.step"), tr("col.kind"), tr("col.start"), tr("col.time"), tr("col.target", unit), tr("col.done"),
        tr("col.ofTarget"), tr("col.inTarget"),
      ], rows
    )
  }

  /// "Planned workout: 84 % in target (12 steps graded, from 0:03:00)".
  var complianceLine: String? {
    workoutCompliance.map { c in
      tr(
        "compliance.line", fixed(c.complianceScore, 0), "\(c.gradedSteps.count)", tr("channel.\(c.channel.rawValue)"),
        clock(c.offsetSeconds))
    }
  }

  func renderCompliance() -> String {
    guard let line = complianceLine, let table = complianceTable else { return "" }
    var t = TextTable(
      headers: table.headers, alignments: [.right, .left, .right, .right, .right, .right, .right, .right])
    t.rows = table.rows
    return "\n" + wrapped(line, width: 80) + "\n" + t.render()
  }
}

/// A structured workout planned in a week and how it was done: the best
/// graded activity of its day and sport (``ActivityReport/plannedCompliance(_:activity:streams:settings:)``'s rule).
public struct PlannedWorkoutGrade: Codable, Sendable, Equatable {
  public var date: LocalDate
  public var sport: String?
  /// The session's planned load and duration.
  public var load: Double?
  public var durationSeconds: Double?
  /// The workout as text (`StructuredWorkout/text`).
  public var text: String
  /// The activity graded, and its score; `nil` when none was done (or none could be graded).
  public var activityId: Int64?
  public var complianceScore: Double?

  /// The week from `monday`'s planned workouts, each with its grade.
  public static func week(_ history: any AthleteHistory, monday: LocalDate) throws -> [PlannedWorkoutGrade] {
    let sunday = monday.adding(days: 6)
    let sessions = try history.plannedSessions(from: monday, through: sunday).filter { $0.workout != nil }
    guard !sessions.isEmpty else { return [] }
    let done = try history.activities(from: monday, through: sunday, withPowerCurve: false).filter {
      $0.summary != nil
    }
    return try sessions.map { s in
      var grade = PlannedWorkoutGrade(
        date: s.date, sport: s.sport, load: s.load, durationSeconds: s.durationSeconds, text: s.workout!.text)
      for a in done where a.localDate == s.date && (s.sport == nil || s.sport == a.sport) {
        guard let streams = try history.streams(activityId: a.id!),
          let c = try ActivityReport.grade(history, activity: a, workout: s.workout!, streams: streams),
          c.complianceScore > (grade.complianceScore ?? -1)
        else { continue }
        (grade.activityId, grade.complianceScore) = (a.id, c.complianceScore)
      }
      return grade
    }
  }

  /// Header and rows shared by the week's renderers.
  static func table(_ grades: [PlannedWorkoutGrade]) -> (headers: [String], rows: [[String]]) {
    (
      [tr("col.date"), tr("col.workout"), tr("col.load"), tr("col.done"), tr("col.inTarget")],
      grades.map { g in
        [
          g.date.weekdayDayMonth, oneLine(workoutText: g.text), fixed(g.load, 0),
          g.activityId.map { "#\($0)" } ?? tr("compliance.notDone"), fixed(g.complianceScore, 0, unit: " %"),
        ]
      }
    )
  }
}

/// A workout's text on one line for a table: its lines joined by "; ", cut to `limit` characters with "…".
public func oneLine(workoutText text: String, limit: Int = 40) -> String {
  let line = text.replacingOccurrences(of: "\n", with: "; ")
  return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
}
