import VeloScore

extension ActivityReport {
  /// One session of a multisport file, scored alone with its own sport.
  public struct Session: Sendable, Equatable, Encodable {
    public var number: Int
    public var sport: String?
    public var timerSeconds: Double?
    public var distanceMeters: Double?
    public var normalizedPower: Double?
    public var averageHeartRate: Double?
    public var load: TrainingLoad?

    public init(
      number: Int, sport: String?, timerSeconds: Double?, distanceMeters: Double?, normalizedPower: Double?,
      averageHeartRate: Double?,
      load: TrainingLoad?
    ) {
      self.number = number
      self.sport = sport
      self.timerSeconds = timerSeconds
      self.distanceMeters = distanceMeters
      self.normalizedPower = normalizedPower
      self.averageHeartRate = averageHeartRate
      self.load = load
    }
  }

  /// Header, columns and one row per session, shared by the text and document renderers.
  var sessionTable: (headers: [String], rows: [[String]])? {
    guard let sessions, !sessions.isEmpty else { return nil }
    let headers = [
      tr("col.session"), tr("col.sport"), tr("col.timer"), tr("col.distance"), "NP", tr("col.avgHR"), tr("col.load"),
    ]
    let rows = sessions.map { s in
      [
        "\(s.number)", s.sport.map(sportLabel) ?? notAvailable, clock(s.timerSeconds),
        fixed(s.distanceMeters.map { $0 / 1000 }, 2, unit: " km"),
        fixed(s.normalizedPower, 0, unit: " W"), fixed(s.averageHeartRate, 0, unit: " bpm"),
        s.load.map { "\(fixed($0.value, 1)) (\(label("loadSource", $0.source.rawValue)))" } ?? notAvailable,
      ]
    }
    return (headers, rows)
  }

  /// The sessions of a multisport file, each scored alone; the figures above are the whole file's.
  func renderSessions() -> String {
    guard let table = sessionTable else { return "" }
    var t = TextTable(headers: table.headers, alignments: [.right, .left, .right, .right, .right, .right, .right])
    t.rows = table.rows
    return "\n" + wrapped(tr("activity.sessions", "\(table.rows.count)"), width: 80) + "\n" + t.render()
  }
}
