import VeloIO
import VeloPipeline
import VeloScore

/// `veloscore predict`: race times from one performance by Riegel's formula and
/// by Daniels' VDOT, with the performance they came from.
///
/// The performance is the one given, else the athlete's best run of the last
/// ``lookbackDays`` days by VDOT: a whole running activity of at least 1,500 m
/// and 3.5 minutes (Riegel's fitted span starts there), timed by its moving
/// time when stored, else its duration.
public struct PredictionReport: Codable, Sendable {
  public static let currentSchemaVersion = JSONVocabulary.schemaVersion
  public static let lookbackDays = 90

  public struct Effort: Codable, Sendable, Equatable {
    public var meters: Double
    public var seconds: Double
    public var vdot: Double?
    /// Where it came from: the stored activity (id and date), or `nil` when given.
    public var activityId: Int64?
    public var date: LocalDate?

    public init(meters: Double, seconds: Double, vdot: Double?, activityId: Int64? = nil, date: LocalDate? = nil) {
      self.meters = meters
      self.seconds = seconds
      self.vdot = vdot
      self.activityId = activityId
      self.date = date
    }
  }

  public struct Prediction: Codable, Sendable {
    public var label: String
    public var meters: Double
    public var riegelSeconds: Double?
    public var vdotSeconds: Double?
    /// An event's target time, and the event, when the distance is an event's.
    public var targetSeconds: Double?
    public var event: String?
    enum CodingKeys: String, CodingKey {
      case label, meters, riegelSeconds, vdotSeconds, targetSeconds
      case event = "eventName"
    }
  }

  public var schemaVersion = currentSchemaVersion
  public var athlete: String
  public var effort: Effort
  public var predictions: [Prediction]

  /// Standard distances predicted when no event or distance is asked for.
  public static let standardDistances: [(String, Double)] = [
    ("5 km", 5000), ("10 km", 10_000), ("half marathon", 21_097.5), ("marathon", 42_195),
  ]

  /// The best run effort by VDOT among `activities` (see the type's rule).
  public static func bestEffort(_ activities: [StoredActivity]) -> Effort? {
    activities.compactMap { a -> Effort? in
      guard a.sport == "running", let m = a.distanceMeters, let s = a.movingSeconds ?? a.durationSeconds, m >= 1500,
        s >= 210,
        let v = RacePrediction.vdot(seconds: s, meters: m)
      else { return nil }
      return Effort(meters: m, seconds: s, vdot: v, activityId: a.id, date: a.localDate)
    }.max { ($0.vdot ?? 0) < ($1.vdot ?? 0) }
  }

  /// Predictions from `effort` for `targets` (label, metres, target time, event).
  public init(athlete: String, effort: Effort, targets: [(String, Double, Double?, String?)]) {
    self.athlete = athlete
    var e = effort
    e.vdot = e.vdot ?? RacePrediction.vdot(seconds: e.seconds, meters: e.meters)
    self.effort = e
    predictions = targets.map { label, meters, target, event in
      Prediction(
        label: label, meters: meters,
        riegelSeconds: RacePrediction.riegel(seconds: e.seconds, meters: e.meters, toMeters: meters),
        vdotSeconds: e.vdot.flatMap { RacePrediction.time(forVDOT: $0, meters: meters) }, targetSeconds: target,
        event: event)
    }
  }
}

extension PredictionReport: DocumentReport {
  public var document: ReportDocument {
    let source =
      effort.activityId.map { tr("predict.fromActivity", "\($0)", effort.date.map(\.dayMonthYear) ?? "?") }
      ?? tr("predict.given")
    var s: [ReportDocument.Section] = [
      .paragraph(
        tr("predict.from", fixed(effort.meters / 1000, 2), clock(effort.seconds), source, fixed(effort.vdot, 1))),
      .table(
        headers: [tr("col.distance"), "Riegel", "VDOT", tr("col.targetTime"), tr("col.event")],
        rows: predictions.map {
          [
            label("raceDistance", $0.label), clock($0.riegelSeconds), clock($0.vdotSeconds), clock($0.targetSeconds),
            $0.event ?? "",
          ]
        }),
    ]
    s.append(.paragraph(tr("predict.about")))
    return ReportDocument(title: tr("predict.title", athlete), subtitle: "", sections: s)
  }

  public var csvRows: [[String]] {
    [["distance_m", "riegel_s", "vdot_s", "target_s", "event"]]
      + predictions.map {
        [
          fixedDecimal($0.meters, 1), $0.riegelSeconds.map { fixedDecimal($0, 1) } ?? "",
          $0.vdotSeconds.map { fixedDecimal($0, 1) } ?? "",
          $0.targetSeconds.map { fixedDecimal($0, 1) } ?? "", $0.event ?? "",
        ]
      }
  }
}
