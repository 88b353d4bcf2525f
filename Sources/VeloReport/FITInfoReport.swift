import VeloIO
import VeloScore

/// A summary of a FIT file for `veloscore fit info`.
public struct FITInfoReport: Report, Sendable {
  public var file: String
  public var bytes: Int
  public var sport: Int?
  public var subSport: Int?
  /// ISO-8601 UTC.
  public var start: String?
  public var localOffsetSeconds: Int?
  public var records: Int
  public var durationSeconds: Double?
  public var columns: [String]
  public var developerFields: [String]
  public var sessions: [FITSummary]
  public var laps: Int
  public var pauses: Int
  public var devices: [FITActivity.Device]
  public var functionalThresholdPower: Double?
  public var rrIntervals: Int
  public var messages: [String: Int]
  public var warnings: [String]

  public init(file: String, bytes: Int, activity a: FITActivity) {
    self.file = file
    self.bytes = bytes
    sport = a.sport
    subSport = a.subSport
    start = a.startTime.map(isoUTC)
    localOffsetSeconds = a.localOffsetSeconds
    records = a.streams.sampleCount
    durationSeconds = a.streams.time.last
    columns = a.streams.presentColumns.map(\.name)
    developerFields = a.developerFieldNames
    sessions = a.sessions
    laps = a.laps.count
    pauses = a.pauses.count
    devices = a.devices
    functionalThresholdPower = a.functionalThresholdPower
    rrIntervals = a.rrIntervals.count
    messages = Dictionary(uniqueKeysWithValues: a.messageCounts.map { (FITProfile.messageName($0.key), $0.value) })
    warnings = a.warnings.map(\.description)
  }

  public func renderText() -> String {
    var out = "FIT  \(file)  (\(bytes) bytes)\n"
    out += "Sport \(FITProfile.sportName(sport, subSport: subSport) ?? "n/a")   Start \(start ?? "n/a")"
    if let o = localOffsetSeconds { out += "   local offset \(o >= 0 ? "+" : "")\(o / 60) min" }
    out += "\nRecords \(records) over \(clock(durationSeconds))   laps \(laps)   pauses \(pauses)   RR intervals \(rrIntervals)\n"
    out += "Columns: \(columns.joined(separator: ", "))\n"
    if !developerFields.isEmpty { out += "Developer fields: \(developerFields.joined(separator: ", "))\n" }
    if let ftp = functionalThresholdPower { out += "Device FTP: \(fixed(ftp, 0, unit: " W"))\n" }
    for (i, s) in sessions.enumerated() {
      out += "Session \(i + 1): \(fixed(s.distanceMeters.map { $0 / 1000 }, 2, unit: " km")), timer \(clock(s.timerSeconds)), avg power \(fixed(s.averagePower, 0, unit: " W")), avg HR \(fixed(s.averageHeartRate, 0))\n"
    }
    out += "Devices: \(devices.count)\n\nMessages\n"
    var table = TextTable(headers: ["message", "count"], alignments: [.left, .right])
    table.rows = messages.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { [$0.key, String($0.value)] }
    out += table.render()
    for w in warnings { out += "warning: \(w)\n" }
    return out
  }
}

/// `YYYY-MM-DDThh:mm:ssZ` from Unix seconds.
func isoUTC(_ unix: Int) -> String {
  let day = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
  let s = unix - day * 86_400
  func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
  return "\(LocalDate(dayNumber: day))T\(two(s / 3600)):\(two(s / 60 % 60)):\(two(s % 60))Z"
}
