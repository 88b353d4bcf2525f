/// Planned against done, week by week (Monday–Sunday): load, duration and sessions.
///
/// Compliance % = done / planned × 100, as TrainingPeaks' planned-vs-completed
/// weekly summary; `nil` when nothing of that kind was planned.
public struct PlanCompliance: Sendable, Equatable, Codable {
  public var monday: LocalDate
  public var plannedLoad: Double
  public var doneLoad: Double
  public var plannedSeconds: Double
  public var doneSeconds: Double
  public var plannedSessions: Int
  public var doneSessions: Int

  public var loadPercent: Double? { plannedLoad > 0 ? doneLoad / plannedLoad * 100 : nil }
  public var durationPercent: Double? { plannedSeconds > 0 ? doneSeconds / plannedSeconds * 100 : nil }
  public var sessionPercent: Double? {
    plannedSessions > 0 ? Double(doneSessions) / Double(plannedSessions) * 100 : nil
  }

  /// One planned or done entry: a session (planned) or a day's totals (done).
  public struct Entry: Sendable, Equatable {
    public var date: LocalDate
    public var load: Double
    public var seconds: Double
    public var sessions: Int
    public init(date: LocalDate, load: Double, seconds: Double, sessions: Int = 1) {
      self.date = date
      self.load = load
      self.seconds = seconds
      self.sessions = sessions
    }

    /// A planned session, its load by ``PlanCompliance/plannedLoad(load:durationSeconds:)``.
    public static func planned(date: LocalDate, load: Double?, durationSeconds: Double?) -> Entry {
      Entry(date: date, load: plannedLoad(load: load, durationSeconds: durationSeconds), seconds: durationSeconds ?? 0)
    }
  }

  /// The weeks from the one holding `from` to the one holding `through`.
  public static func weeks(planned: [Entry], done: [Entry], from: LocalDate, through: LocalDate) -> [PlanCompliance] {
    let first = from.adding(days: 1 - from.isoWeekday)
    guard through >= first else { return [] }
    let count = (through.dayNumber - first.dayNumber) / 7 + 1
    var out = (0..<count).map {
      PlanCompliance(
        monday: first.adding(days: 7 * $0), plannedLoad: 0, doneLoad: 0, plannedSeconds: 0, doneSeconds: 0,
        plannedSessions: 0, doneSessions: 0)
    }
    func week(_ d: LocalDate) -> Int? {
      let w = (d.dayNumber - first.dayNumber) / 7
      return d >= first && w < count ? w : nil
    }
    for e in planned {
      if let w = week(e.date) {
        out[w].plannedLoad += e.load
        out[w].plannedSeconds += e.seconds
        out[w].plannedSessions += e.sessions
      }
    }
    for e in done {
      if let w = week(e.date) {
        out[w].doneLoad += e.load
        out[w].doneSeconds += e.seconds
        out[w].doneSessions += e.sessions
      }
    }
    return out
  }

  /// The load a planned session counts with: its planned load, else an estimate
  /// from its duration at endurance intensity, IF 0.75: `hours × 0.75² × 100`
  /// (56.25 per hour; Coggan's TSS definition, IF 0.75 the top of his endurance
  /// level), else 0.
  public static func plannedLoad(load: Double?, durationSeconds: Double?) -> Double {
    if let load { return load }
    if let s = durationSeconds { return s / 3600 * 0.75 * 0.75 * 100 }
    return 0
  }
}
