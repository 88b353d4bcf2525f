import VeloIO
import VeloScore

/// A summary of a FIT file for `veloscore fit info`.
public struct FITInfoReport: Report, Sendable {
  public var file: String
  public var byteCount: Int
  /// FIT's sport and sub-sport enum values (profile numbers, not names).
  public var fitSport: Int?
  public var fitSubSport: Int?
  /// ISO 8601 at the file's local offset when it states one (``ISOInstant``).
  public var start: String?
  public var startEpochSeconds: Int64?
  public var localOffsetSeconds: Int?
  public var records: Int
  public var durationSeconds: Double?
  public var columns: [String]
  public var developerFields: [String]
  public var sessions: [Session]
  public var laps: Int
  public var pauses: Int
  public var devices: [FITActivity.Device]
  public var functionalThresholdPower: Double?
  public var rrIntervals: Int
  public var messages: [String: Int]
  public var warnings: [String]

  /// Schema 2: counts say so (`laps` is a list elsewhere); `samples` as in `convert`.
  enum CodingKeys: String, CodingKey {
    case file, byteCount, fitSport, fitSubSport, start, startEpochSeconds, localOffsetSeconds, durationSeconds, columns
    case developerFields, sessions, devices, functionalThresholdPower, messages, warnings
    case records = "samples"
    case laps = "lapCount"
    case pauses = "pauseCount"
    case rrIntervals = "rrIntervalCount"
  }

  public init(file: String, bytes: Int, activity a: FITActivity) {
    self.file = file
    byteCount = bytes
    fitSport = a.sport
    fitSubSport = a.subSport
    start = a.startTime.map { ISOInstant.string(Double($0), offsetSeconds: a.localOffsetSeconds ?? 0) }
    startEpochSeconds = a.startTime.map(Int64.init)
    localOffsetSeconds = a.localOffsetSeconds
    records = a.streams.sampleCount
    durationSeconds = a.streams.time.last
    columns = a.streams.presentColumns.map(\.name)
    developerFields = a.developerFieldNames
    sessions = a.sessions.map { Session($0, offsetSeconds: a.localOffsetSeconds ?? 0) }
    laps = a.laps.count
    pauses = a.pauses.count
    devices = a.devices
    functionalThresholdPower = a.functionalThresholdPower
    rrIntervals = a.rrIntervals.count
    messages = Dictionary(uniqueKeysWithValues: a.messageCounts.map { (FITProfile.messageName($0.key), $0.value) })
    warnings = a.warnings.map(\.description)
  }

  public func renderText() -> String {
    var out = tr("fit.heading", file, "\(byteCount)") + "\n"
    let sportStart = tr(
      "fit.sportStart", FITProfile.sportName(fitSport, subSport: fitSubSport).map(sportLabel) ?? notAvailable,
      start ?? notAvailable)
    out += packed(
      [sportStart] + (localOffsetSeconds.map { o in [tr("fit.offset", "\(o >= 0 ? "+" : "")\(o / 60)")] } ?? []),
      width: 80)
    out +=
      "\n" + tr("fit.records", "\(records)", clock(durationSeconds), "\(laps)", "\(pauses)", "\(rrIntervals)") + "\n"
    out += wrapped(tr("fit.columns", columns.joined(separator: ", ")), width: 80) + "\n"
    if !developerFields.isEmpty {
      out += wrapped(tr("fit.developerFields", developerFields.joined(separator: ", ")), width: 80) + "\n"
    }
    if let ftp = functionalThresholdPower { out += tr("fit.deviceFTP", fixed(ftp, 0, unit: " W")) + "\n" }
    for (i, s) in sessions.map(\.summary).enumerated() {
      out +=
        tr(
          "fit.session", "\(i + 1)", fixed(s.distanceMeters.map { $0 / 1000 }, 2, unit: " km"), clock(s.timerSeconds),
          fixed(s.averagePower, 0, unit: " W"), fixed(s.averageHeartRate, 0)) + "\n"
    }
    out += tr("fit.devices", "\(devices.count)") + "\n\n" + tr("fit.messages") + "\n"
    var table = TextTable(headers: [tr("col.message"), tr("col.count")], alignments: [.left, .right])
    table.rows = messages.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map {
      [$0.key, String($0.value)]
    }
    out += table.render()
    for w in warnings { out += tr("fit.warning", w) + "\n" }
    return out
  }
}

extension FITInfoReport {
  /// A session's stored summary in the JSON vocabulary: `start` as ISO 8601,
  /// `fitSport`/`fitSubSport` as FIT's numbers.
  public struct Session: Encodable, Sendable {
    public var summary: FITSummary
    var offsetSeconds: Int

    init(_ summary: FITSummary, offsetSeconds: Int) {
      self.summary = summary
      self.offsetSeconds = offsetSeconds
    }

    enum CodingKeys: String, CodingKey { case start, startEpochSeconds, fitSport, fitSubSport }

    public func encode(to encoder: Encoder) throws {
      var s = summary
      let start = s.startTime
      let sport = s.sport
      let subSport = s.subSport
      s.startTime = nil
      s.sport = nil
      s.subSport = nil
      try s.encode(to: encoder)
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encodeIfPresent(start.map { ISOInstant.string(Double($0), offsetSeconds: offsetSeconds) }, forKey: .start)
      try c.encodeIfPresent(start.map(Int64.init), forKey: .startEpochSeconds)
      try c.encodeIfPresent(sport, forKey: .fitSport)
      try c.encodeIfPresent(subSport, forKey: .fitSubSport)
    }
  }
}
