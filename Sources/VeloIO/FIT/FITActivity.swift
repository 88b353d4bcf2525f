import VeloScore

/// An activity read from a FIT file through the typed profile: sample streams
/// from `record` messages plus the context around them.
public struct FITActivity: Sendable {
  public struct Device: Sendable, Equatable, Codable {
    public var index: Int?
    public var type: Int?
    public var manufacturer: Int?
    public var product: Int?
    public var softwareVersion: Double?
  }

  /// A stretch when the timer was stopped (event timer stop → start), Unix
  /// seconds. A final stop that is never restarted ends the running time: the
  /// records after it (an Edge 500 that kept recording for 26 minutes after its
  /// last auto-pause) are a pause to the last record, not timer time.
  public struct Pause: Sendable, Equatable, Codable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
      self.start = start
      self.end = end
    }
  }

  /// Record streams; `time` counts seconds from the first record's timestamp.
  public var streams: ActivityStreams
  /// Unix seconds of the first record (or of the session start without records).
  public var startTime: Int?
  /// Local time minus UTC in seconds, from `activity.local_timestamp` when present
  /// and within ±14 h (the widest real offset); otherwise unset and the athlete's zone applies.
  public var localOffsetSeconds: Int?
  public static let maximumLocalOffsetSeconds = 14 * 3600
  public var sport: Int?
  public var subSport: Int?
  /// The name of the workout the activity followed (`workout.wkt_name`), as the device wrote it.
  public var workoutName: String?
  public var fileType: Int?
  public var manufacturer: Int?
  public var product: Int?
  public var sessions: [FITSummary] = []
  public var laps: [FITSummary] = []
  public var devices: [Device] = []
  public var pauses: [Pause] = []
  /// Pool lengths (`length` messages) and the pool length in metres (session).
  public var lengths: [SwimSummary.Length] = []
  public var poolLength: Double?
  /// Beat-to-beat (RR) intervals from `hrv` messages, seconds.
  public var rrIntervals: [Double] = []
  /// Thresholds the device stored (`zones_target`, `user_profile`).
  public var functionalThresholdPower: Double?
  public var thresholdHeartRate: Double?
  public var maxHeartRate: Double?
  public var restingHeartRate: Double?
  /// kg
  public var weight: Double?
  /// The FTP, LTHR and max HR of each `zones_target` that follows a `sport`
  /// message, by FIT sport number: the watch's settings for that sport (a
  /// multisport file writes one pair per leg).
  public var zonesBySport: [Int: AthleteSettings] = [:]
  /// `user_profile` gender (0 female, 1 male) and age in years.
  public var sex: Sex?
  public var age: Int?
  /// Names (or `dev<i>.<n>`) of developer fields present in records.
  public var developerFieldNames: [String] = []
  /// The developer field the power stream was read from (a Stryd or ErgIQ
  /// "Power" field in watts), when the records hold no native power.
  public var developerPowerField: String?
  /// Global numbers of every message type in the file, with counts.
  public var messageCounts: [UInt16: Int] = [:]
  /// Wellness messages (nightly HRV, sleep levels, resting heart rate) a watch's wellness file holds.
  public var wellness = FITWellness()
  /// Problems tolerated with `lenient`.
  public var warnings: [FITError] = []
  /// Records without any timestamp (skipped).
  public var recordsWithoutTime = 0

  /// One leg of a multisport file (triathlon: swim, transition, bike, …).
  public struct Leg: Sendable {
    public var session: FITSummary
    /// Unix seconds of the leg's start.
    public var start: Int
    /// The leg's samples, times from its start.
    public var streams: ActivityStreams
    /// The session's sport by name (``FITProfile/activitySport(_:subSport:)``).
    public var sport: String? { session.sport.map { FITProfile.activitySport($0, subSport: session.subSport) } }
  }

  /// The file's sessions as legs, each with its own samples (from its start to
  /// the next session's start, or its start plus its elapsed time), when the
  /// file holds more than one session; empty otherwise.
  public var legs: [Leg] {
    guard sessions.count > 1, let first = startTime else { return [] }
    let ordered = sessions.compactMap { s in s.startTime.map { (s, $0) } }.sorted { $0.1 < $1.1 }
    return ordered.enumerated().map { k, pair in
      let (session, start) = pair
      let next =
        k + 1 < ordered.count
        ? Double(ordered[k + 1].1 - first) : (Self.sessionEnd(session).map { $0 - Double(first) } ?? .infinity) + 1
      return Leg(session: session, start: start, streams: streams.slice(from: Double(start - first), to: next))
    }
  }

  /// The span of the file's sessions on the records' clock (seconds from the
  /// first record), a minute wider each side; `nil` without a session that
  /// states its start and its end (``FITSummary/endTime``) or elapsed time.
  /// A session ends at its own `timestamp` or at start + elapsed time,
  /// whichever is later: an Edge 1000 that slept for 3 h 10 min during a ride
  /// leaves that time out of the elapsed time, not the records after it.
  public var sessionWindow: ClosedRange<Double>? {
    guard let first = startTime else { return nil }
    let spans = sessions.compactMap { s -> (Double, Double)? in
      guard let start = s.startTime, let end = Self.sessionEnd(s) else { return nil }
      return (Double(start - first), end - Double(first))
    }
    guard let low = spans.map(\.0).min(), let high = spans.map(\.1).max() else { return nil }
    return (low - 60)...(high + 60)
  }

  /// The file's session when it has exactly one (a multisport file's are its legs').
  public var onlySession: FITSummary? { sessions.count == 1 ? sessions[0] : nil }

  /// The laps that start inside `session` (a second's margin before its
  /// start, up to its end: the later of its `timestamp` and start + elapsed time); all of them for a session
  /// without a start.
  public func laps(in session: FITSummary) -> [FITSummary] {
    guard let start = session.startTime else { return laps }
    let end = Self.sessionEnd(session) ?? .infinity
    return laps.filter { lap in lap.startTime.map { Double($0) >= Double(start) - 1 && Double($0) < end } ?? false }
  }

  /// Moves the records' clock so the first record kept is at 0 (after records
  /// were dropped or moved), with the start and the pool lengths.
  mutating func rebaseToFirstRecord() {
    let shift = streams.rebasingToFirstSample()
    startTime = startTime.map { $0 + (Int(checked: shift.rounded()) ?? 0) }
    for i in lengths.indices { lengths[i].start = lengths[i].start.map { $0 - shift } }
  }

  /// Unix seconds at which `session` ended: its `timestamp` or start + elapsed
  /// time, whichever is later; `nil` with neither (or an end before the start).
  static func sessionEnd(_ session: FITSummary) -> Double? {
    guard let start = session.startTime else { return nil }
    let byElapsed = session.elapsedSeconds.flatMap { $0.isFinite && $0 >= 0 ? Double(start) + $0 : nil }
    let stamped = session.endTime.flatMap { $0 >= start ? Double($0) : nil }
    return [byElapsed, stamped].compactMap { $0 }.max()
  }

  /// Decodes `bytes` (a FIT file or chain); `file` names it in errors.
  public static func read(_ bytes: [UInt8], file: String, options: FITDecoder.Options = .init()) throws -> FITActivity {
    var builder = FITActivityBuilder()
    let summary = try FITDecoder(file: file, options: options).decode(bytes) { builder.add($0) }
    var activity = builder.finish()
    activity.warnings = summary.warnings
    return activity
  }
}

/// Accumulates typed values while the decoder walks the file.
struct FITActivityBuilder {
  var time: [Double] = [], power: [Double] = [], heartRate: [Double] = [], cadence: [Double] = []
  var speed: [Double] = [], distance: [Double] = [], altitude: [Double] = [], temperature: [Double] = []
  var grade: [Double] = []
  var latitude: [Double] = [], longitude: [Double] = []
  var present = Set<UInt8>()
  var firstTimestamp: Double?
  var a = FITActivity(streams: ActivityStreams(time: []))
  var developerNames: [String] = []
  var developerPower: [Double] = []
  var developerPowerName: String?
  var stoppedAt: Int?
  /// The sport of the last `sport` message: the one a `zones_target` after it belongs to.
  var zonesSport: Int?
  var heartRateMessages = FITHeartRateMerge()
  // compressed_speed_distance accumulation (12-bit distance in 1/16 m)
  var distanceAccumulator: (last: UInt32, total: UInt64)?

  mutating func add(_ m: FITMessage) {
    a.messageCounts[m.globalNumber, default: 0] += 1
    if m.globalNumber != FITProfile.Message.record.rawValue { a.wellness.add(m) }
    switch FITProfile.Message(rawValue: m.globalNumber) {
    case .record: addRecord(m)
    case .hr: heartRateMessages.add(m)
    case .length:
      guard let seconds = (m.number(4) ?? m.number(3)).map({ $0 / 1000 }) else { return }
      // start holds Unix seconds until finish() puts it on the records' clock.
      let start = m.number(2).flatMap { FITTime.unix($0) }.map(Double.init)
      a.lengths.append(
        SwimSummary.Length(seconds: seconds, strokes: m.number(5), active: m.integer(12) != 0, start: start))
    case .session:
      a.sessions.append(FITSummary(m, layout: FITSummary.session))
      if let pool = m.number(44) { a.poolLength = a.poolLength ?? pool / 100 }
    case .lap: a.laps.append(FITSummary(m, layout: FITSummary.lap))
    case .fileId:
      a.fileType = m.integer(0)
      a.manufacturer = m.integer(1)
      a.product = m.integer(2)
    case .workout:
      if case .string(let name)? = m.value(8), !name.isEmpty { a.workoutName = a.workoutName ?? name }
    case .sport:
      zonesSport = m.integer(0)
      a.sport = a.sport ?? m.integer(0)
      a.subSport = a.subSport ?? m.integer(1)
    case .deviceInfo:
      a.devices.append(
        FITActivity.Device(
          index: m.integer(0), type: m.integer(1), manufacturer: m.integer(2),
          product: m.integer(4), softwareVersion: m.number(5).map { $0 / 100 }))
    case .event:
      guard m.number(0) == 0, let type = m.number(1),
        let ts = (m.number(253) ?? m.compressedTimestamp.map(Double.init)).flatMap({ FITTime.unix($0) })
      else { return }
      if type == 1 || type == 4 {  // stop, stop_all
        if stoppedAt == nil { stoppedAt = ts }
      } else if type == 0, let start = stoppedAt {
        a.pauses.append(FITActivity.Pause(start: start, end: ts))
        stoppedAt = nil
      }
    case .hrv:
      if case .array(let items)? = m.value(0) {
        a.rrIntervals += items.compactMap { $0?.number.map { $0 / 1000 } }
      } else if let v = m.number(0) {
        a.rrIntervals.append(v / 1000)
      }
    case .zonesTarget:
      a.maxHeartRate = m.number(1) ?? a.maxHeartRate
      a.thresholdHeartRate = m.number(2) ?? a.thresholdHeartRate
      a.functionalThresholdPower = m.number(3) ?? a.functionalThresholdPower
      if let sport = zonesSport {
        var zones = AthleteSettings()
        (zones.maxHeartRate, zones.lthr, zones.ftp) = (m.number(1), m.number(2), m.number(3))
        a.zonesBySport[sport] = zones
      }
    case .userProfile:
      a.weight = m.number(4).map { $0 / 10 } ?? a.weight
      a.sex = m.integer(1).flatMap { $0 == 0 ? .female : $0 == 1 ? .male : nil } ?? a.sex
      a.age = m.integer(2) ?? a.age
      a.restingHeartRate = m.number(8) ?? a.restingHeartRate
      a.maxHeartRate = a.maxHeartRate ?? m.number(11)
    case .activity:
      // A zero or unset local_timestamp gives an absurd difference: only ±14 h is an offset.
      if let ts = m.integer(253), let local = m.integer(5), abs(local - ts) <= FITActivity.maximumLocalOffsetSeconds {
        a.localOffsetSeconds = local - ts
      }
    default: break
    }
  }

  mutating func addRecord(_ m: FITMessage) {
    guard let ts = m.compressedTimestamp.map(Double.init) ?? m.number(FITProfile.timestamp) else {
      a.recordsWithoutTime += 1
      return
    }
    if firstTimestamp == nil { firstTimestamp = ts }
    time.append(ts - firstTimestamp!)
    typealias R = FITProfile.Record
    func put(_ column: inout [Double], _ value: Double?, _ key: UInt8) {
      if value != nil { present.insert(key) }
      column.append(value ?? .nan)
    }
    put(&power, m.number(R.power), R.power)
    put(&heartRate, m.number(R.heartRate), R.heartRate)
    put(&cadence, m.number(R.cadence), R.cadence)
    put(&temperature, m.number(R.temperature), R.temperature)
    put(&grade, m.number(R.grade).map { $0 / 100 }, R.grade)
    put(&altitude, (m.number(R.enhancedAltitude) ?? m.number(R.altitude)).map(FITProfile.altitude), R.altitude)
    put(&latitude, m.number(R.latitude).map { $0 * FITProfile.degreesPerSemicircle }, R.latitude)
    put(&longitude, m.number(R.longitude).map { $0 * FITProfile.degreesPerSemicircle }, R.longitude)
    var recordSpeed = (m.number(R.enhancedSpeed) ?? m.number(R.speed)).map { $0 / 1000 }
    var recordDistance = m.number(R.distance).map { $0 / 100 }
    if recordSpeed == nil || recordDistance == nil, case .array(let packed)? = m.value(R.compressedSpeedDistance) {
      // 3 bytes LSB-first: speed 12 bits (1/100 m/s), distance 12 bits (1/16 m, accumulated).
      let b = packed.map { UInt32(truncatingIfNeeded: $0?.number.flatMap(exactInteger) ?? 0) }
      if b.count == 3 {
        let rawSpeed = b[0] | (b[1] & 0x0F) << 8
        let rawDistance = b[1] >> 4 | b[2] << 4
        recordSpeed = recordSpeed ?? Double(rawSpeed) / 100
        var acc = distanceAccumulator ?? (last: rawDistance, total: UInt64(rawDistance))
        if distanceAccumulator != nil {
          acc.total += UInt64((rawDistance &- acc.last) & 0xFFF)
          acc.last = rawDistance
        }
        distanceAccumulator = acc
        recordDistance = recordDistance ?? Double(acc.total) / 16
      }
    }
    put(&speed, recordSpeed, R.speed)
    put(&distance, recordDistance, R.distance)
    var power: Double?
    for (d, v) in m.developerFields {
      let name = d.name ?? "dev\(d.developerDataIndex).\(d.fieldNumber)"
      if !developerNames.contains(name) { developerNames.append(name) }
      if Self.isMechanicalPower(d), let raw = v.number {
        power = raw / (d.scale.flatMap { $0 != 0 ? $0 : nil } ?? 1) - (d.offset ?? 0)
        developerPowerName = developerPowerName ?? name
      }
    }
    developerPower.append(power ?? .nan)
  }

  /// A developer field named "Power" in watts (Stryd's Connect IQ field, Concept2's
  /// ErgIQ): mechanical power. "Form Power" and "Air Power" are not.
  static func isMechanicalPower(_ d: FITDeveloperRegistry.Description) -> Bool {
    guard d.name?.trimmingCharacters(in: .whitespaces).lowercased() == "power" else { return false }
    guard let units = d.units?.trimmingCharacters(in: .whitespaces).lowercased(), !units.isEmpty else { return true }
    return units == "w" || units == "watts" || units == "watt"
  }

  mutating func finish() -> FITActivity {
    typealias R = FITProfile.Record
    var s = ActivityStreams(time: time)
    s.power = present.contains(R.power) ? power : nil
    if s.power == nil, let name = developerPowerName, developerPower.count == time.count {
      s.power = developerPower
      a.developerPowerField = name
    }
    s.heartRate = present.contains(R.heartRate) ? heartRate : nil
    if !heartRateMessages.readings.isEmpty, let t0 = firstTimestamp {
      // A strap's stored heart rate (swims): merged onto the records.
      let merged = heartRateMessages.merged(
        recordTimes: time.map { t0 + $0 }, heartRate: s.heartRate ?? Array(repeating: .nan, count: time.count))
      if merged.contains(where: { $0 > 0 }) { s.heartRate = merged }
    }
    s.cadence = present.contains(R.cadence) ? cadence : nil
    s.speed = present.contains(R.speed) ? speed : nil
    s.distance = present.contains(R.distance) ? distance : nil
    s.altitude = present.contains(R.altitude) ? altitude : nil
    s.temperature = present.contains(R.temperature) ? temperature : nil
    s.grade = present.contains(R.grade) ? grade : nil
    s.latitude = present.contains(R.latitude) ? latitude : nil
    s.longitude = present.contains(R.longitude) ? longitude : nil
    a.startTime = firstTimestamp.flatMap { FITTime.unix($0) } ?? a.sessions.first?.startTime
    if let start = a.startTime {  // timer pauses on the records' clock
      // The last record inside the sessions' span (a garbage timestamp far ahead is not the end).
      let sessionsEnd = a.sessionWindow?.upperBound ?? .infinity
      let lastRecord = time.lazy.filter { $0.isFinite && $0 <= sessionsEnd }.max()
      if let stop = stoppedAt, let lastRecord, case let last = start + Int(lastRecord), last > stop {
        a.pauses.append(FITActivity.Pause(start: stop, end: last + 1))  // past the last record, so it is inside
      }
      s.pauses = a.pauses.map { TimerPause(start: Double($0.start - start), end: Double($0.end - start)) }.filter {
        $0.end > $0.start
      }
      for i in a.lengths.indices { a.lengths[i].start = a.lengths[i].start.map { $0 - Double(start) } }
    } else {
      for i in a.lengths.indices { a.lengths[i].start = nil }
    }
    a.streams = s
    if a.sport == nil { a.sport = a.sessions.first?.sport }
    if a.subSport == nil { a.subSport = a.sessions.first?.subSport }
    a.developerFieldNames = developerNames
    return a
  }
}
