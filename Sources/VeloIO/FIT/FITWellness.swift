import VeloScore

/// The wellness messages of a Garmin FIT file — the nightly HRV status, sleep
/// levels and the daily resting heart rate Garmin watches write into their
/// wellness files (the `DI-Connect-Uploaded-Files` of a data export) — and the
/// wellness days they give (FIT SDK profile: `hrv_status_summary` 370,
/// `hrv_value` 371, `sleep_level` 275, `monitoring_hr_data` 211).
///
/// | value | message | the morning it counts on |
/// |---|---|---|
/// | rMSSD (ms) | `hrv_status_summary.last_night_average` (uint16, 1/128 ms): Garmin's HRV is the night's rMSSD | the local day of its timestamp (written on waking) |
/// | sleep, in bed, deep, light, REM (h) | `sleep_level` (a level from its timestamp to the next one's) | the local day of the last level's timestamp |
/// | resting HR (bpm) | `monitoring_hr_data.current_day_resting_heart_rate`, else `resting_heart_rate` | the local day of its timestamp |
///
/// Times are UTC in the file; the athlete's zone places them on days. The five-minute
/// `hrv_value` samples are counted and named: the night's average is the summary's.
public struct FITWellness: Sendable, Equatable {
  public struct HRVStatus: Sendable, Equatable {
    /// Unix seconds.
    public var time: Double
    /// ms.
    public var lastNightAverage: Double
  }
  public struct SleepLevel: Sendable, Equatable {
    public var time: Double
    /// FIT `sleep_level`: 0 unmeasurable, 1 awake, 2 light, 3 deep, 4 REM.
    public var level: Int
  }
  public struct RestingHeartRate: Sendable, Equatable {
    public var time: Double
    public var bpm: Double
  }

  public var hrvStatus: [HRVStatus] = []
  public var sleepLevels: [SleepLevel] = []
  public var restingHeartRate: [RestingHeartRate] = []
  public var hrvValues = 0

  public init() {}

  /// Whether the file holds any wellness message read here.
  public var isEmpty: Bool { hrvStatus.isEmpty && sleepLevels.isEmpty && restingHeartRate.isEmpty }

  mutating func add(_ m: FITMessage) {
    let kind = FITProfile.Message(rawValue: m.globalNumber)
    guard kind == .hrvStatusSummary || kind == .hrvValue || kind == .sleepLevel || kind == .monitoringHRData,
      let stamp = m.number(253).flatMap({ FITTime.unix($0) }).map(Double.init)
    else { return }
    switch kind {
    case .hrvStatusSummary:
      if let raw = m.number(1), raw > 0 { hrvStatus.append(HRVStatus(time: stamp, lastNightAverage: raw / 128)) }
    case .hrvValue: hrvValues += 1
    case .sleepLevel:
      if let level = m.integer(0), (0...4).contains(level) { sleepLevels.append(SleepLevel(time: stamp, level: level)) }
    case .monitoringHRData:
      if let bpm = m.number(1) ?? m.number(0), bpm > 0 {
        restingHeartRate.append(RestingHeartRate(time: stamp, bpm: bpm))
      }
    default: break
    }
  }

  /// The days the messages give in `zone`, and what they leave out.
  public func days(in zone: AthleteTimeZone) -> (readings: [WellnessReading], warnings: [String]) {
    var days = WellnessDays()
    var warnings: [String] = []
    for s in hrvStatus { days.set(\.rmssd, s.lastNightAverage, on: zone.localDate(unix: s.time)) }
    for r in restingHeartRate { days.set(\.restingHeartRate, r.bpm, on: zone.localDate(unix: r.time)) }
    let levels = sleepLevels.sorted { $0.time < $1.time }
    if let first = levels.first, let last = levels.last, last.time > first.time {
      var seconds = [Double](repeating: 0, count: 5)
      for (a, b) in zip(levels, levels.dropFirst()) { seconds[a.level] += b.time - a.time }
      let asleep = seconds[2] + seconds[3] + seconds[4]
      if last.time - first.time <= 24 * 3600 {
        let day = zone.localDate(unix: last.time)
        days.set(\.inBedHours, (last.time - first.time) / 3600, on: day)
        if asleep > 0 { days.set(\.sleepHours, asleep / 3600, on: day) }
        days.set(\.lightSleepHours, seconds[2] / 3600, on: day)
        days.set(\.deepSleepHours, seconds[3] / 3600, on: day)
        days.set(\.remSleepHours, seconds[4] / 3600, on: day)
      } else {
        warnings.append("sleep levels spanning more than a day not read (one night per file expected)")
      }
    }
    if hrvValues > 0 {
      warnings.append("\(hrvValues) five-minute HRV values not used: a night's HRV is its summary's average")
    }
    if let outOfRange = days.outOfRangeWarning { warnings.append(outOfRange) }
    return (days.readings, warnings)
  }
}
