import VeloPipeline
import VeloScore

/// `veloscore plan show`: the forward PMC through the plan to each event, the
/// build-and-taper solution for the next A event, and planned vs done by week.
///
/// The projection starts on ``from`` from CTL/ATL at the end of the day before
/// (the stored history; days after its last row decay with no load). On each
/// day from ``from`` on, a day with recorded activities counts what was done,
/// any other day what is planned (`PlanCompliance/plannedLoad(load:durationSeconds:)`).
public struct PlanReport: Codable, Sendable {
  public static let currentSchemaVersion = JSONVocabulary.schemaVersion

  public struct Day: Codable, Sendable {
    public var date: LocalDate
    public var load: Double
    /// `done` when the day's load is recorded activities, else `planned`.
    public var source: String
    public var ctl: Double
    public var atl: Double
    /// Form going into the day: CTL − ATL at the end of the day before.
    public var tsb: Double
  }

  public struct Event: Codable, Sendable {
    public var event: PlanEvent
    /// Projected CTL, ATL and TSB going into the event day.
    public var ctl: Double
    public var atl: Double
    public var tsb: Double
    public var tsbBand: [Double]
    /// Whether the projection meets the event's targets (`nil`: no target of that kind).
    public var meetsCTL: Bool?
    public var inTSBBand: Bool
  }

  public struct Week: Codable, Sendable {
    public var monday: LocalDate
    /// The solution's load for the week's plan days, and what the plan holds.
    public var neededLoad: Double
    public var plannedLoad: Double
    public var phase: String
  }

  public struct Solution: Codable, Sendable {
    public var event: String
    public var date: LocalDate
    public var targetCTL: Double
    public var targetTSB: Double
    public var maximumWeeklyRamp: Double
    public var taperDays: Int
    /// The solved plan, or why there is none.
    public var plan: TaperPlanner.Solution?
    public var infeasible: String?
    public var weeks: [Week]
    /// Schema 2: `eventName` (an `event` is an object elsewhere), `taperPlan`
    /// (a `plan` is the week's planned-vs-done elsewhere).
    enum CodingKeys: String, CodingKey {
      case date, targetCTL, targetTSB, maximumWeeklyRamp, taperDays, infeasible, weeks
      case event = "eventName"
      case plan = "taperPlan"
    }
  }

  public var schemaVersion = currentSchemaVersion
  public var athlete: String
  public var from: LocalDate
  /// CTL/ATL at the end of the day before ``from``.
  public var startCTL: Double
  public var startATL: Double
  public var days: [Day]
  public var events: [Event]
  public var solution: Solution?
  /// Set when the next A event has no CTL target to solve for.
  public var solutionNote: String?
  public var compliance: [PlanCompliance]
}

/// What `plan remove` (and `DELETE …/plan/sessions/{id}`) removed: a count, and the event or session named.
public struct PlanRemoved: Encodable, Sendable {
  public var athlete: String
  public var removed: Int
  public var event: Int64?
  public var session: Int64?
  public init(athlete: String, removed: Int, event: Int64? = nil, session: Int64? = nil) {
    (self.athlete, self.removed, self.event, self.session) = (athlete, removed, event, session)
  }
}
