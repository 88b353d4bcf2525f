/// Totals of a FIT `session` (18) or `lap` (19) message, physical units.
/// The two messages carry the same quantities under different field numbers.
public struct FITSummary: Sendable, Equatable, Codable {
  /// Unix seconds.
  public var startTime: Int?
  /// Unix seconds of the message's own `timestamp` (field 253): when the
  /// session or lap ended. Devices that sleep or switch off mid-ride (Edge
  /// 1000/1030) leave that time out of `elapsedSeconds`, so only this bounds it.
  public var endTime: Int?
  public var sport: Int?
  public var subSport: Int?
  /// Seconds, pauses included.
  public var elapsedSeconds: Double?
  /// Seconds the timer ran.
  public var timerSeconds: Double?
  public var distanceMeters: Double?
  public var calories: Double?
  public var averagePower: Double?
  public var maxPower: Double?
  public var normalizedPower: Double?
  public var averageHeartRate: Double?
  public var maxHeartRate: Double?
  public var averageCadence: Double?
  /// m/s (enhanced field preferred).
  public var averageSpeed: Double?
  public var totalAscent: Double?
  /// Device-computed TSS and IF (session only).
  public var trainingStressScore: Double?
  public var intensityFactor: Double?
  /// The FTP the device scored the session with, W (session field 45 `threshold_power`; session only).
  public var thresholdPower: Double?

  /// Every field but ``endTime``, which only bounds the session's records while
  /// the file is read: documents print a session's start and durations, as before.
  enum CodingKeys: String, CodingKey {
    case startTime, sport, subSport, elapsedSeconds, timerSeconds, distanceMeters, calories, averagePower, maxPower
    case normalizedPower, averageHeartRate, maxHeartRate, averageCadence, averageSpeed, totalAscent
    case trainingStressScore, intensityFactor, thresholdPower
  }

  struct Layout {
    var start: UInt8, sport: UInt8, subSport: UInt8, elapsed: UInt8 = 7, timer: UInt8 = 8, distance: UInt8 = 9
    var calories: UInt8 = 11, avgSpeed: UInt8, avgHR: UInt8, maxHR: UInt8, avgCadence: UInt8, avgPower: UInt8
    var maxPower: UInt8, ascent: UInt8, np: UInt8, enhancedAvgSpeed: UInt8, tss: UInt8?, intensity: UInt8?,
      thresholdPower: UInt8? = nil
  }

  static let session = Layout(
    start: 2, sport: 5, subSport: 6, avgSpeed: 14, avgHR: 16, maxHR: 17, avgCadence: 18, avgPower: 20,
    maxPower: 21, ascent: 22, np: 34, enhancedAvgSpeed: 124, tss: 35, intensity: 36, thresholdPower: 45)
  static let lap = Layout(
    start: 2, sport: 25, subSport: 39, avgSpeed: 13, avgHR: 15, maxHR: 16, avgCadence: 17, avgPower: 19,
    maxPower: 20, ascent: 21, np: 33, enhancedAvgSpeed: 110, tss: nil, intensity: nil)

  init(_ m: FITMessage, layout l: Layout) {
    startTime = m.number(l.start).flatMap { FITTime.unix($0) }
    endTime = m.number(253).flatMap { FITTime.unix($0) }
    sport = m.integer(l.sport)
    subSport = m.integer(l.subSport)
    elapsedSeconds = m.number(l.elapsed).map { $0 / 1000 }
    timerSeconds = m.number(l.timer).map { $0 / 1000 }
    distanceMeters = m.number(l.distance).map { $0 / 100 }
    calories = m.number(l.calories)
    averageSpeed = (m.number(l.enhancedAvgSpeed) ?? m.number(l.avgSpeed)).map { $0 / 1000 }
    averageHeartRate = m.number(l.avgHR)
    maxHeartRate = m.number(l.maxHR)
    averageCadence = m.number(l.avgCadence)
    averagePower = m.number(l.avgPower)
    maxPower = m.number(l.maxPower)
    totalAscent = m.number(l.ascent)
    normalizedPower = m.number(l.np)
    trainingStressScore = l.tss.flatMap { m.number($0) }.map { $0 / 10 }
    intensityFactor = l.intensity.flatMap { m.number($0) }.map { $0 / 1000 }
    thresholdPower = l.thresholdPower.flatMap { m.number($0) }
  }
}

/// FIT date_time conversions.
enum FITTime {
  /// Unix seconds of a FIT date_time, or `nil` for a power-on-relative value.
  static func unix(_ fit: Double) -> Int? {
    guard fit >= Double(FITProfile.minimumAbsoluteTime), let seconds = exactInteger(fit) else { return nil }
    return seconds + FITProfile.epochOffset
  }
}
