import Foundation
import VeloIO
import VeloKernels
import VeloScore

/// `veloscore report activity`: one activity as coaches look at it — its
/// channels over time, laps, time in zones, peaks against the athlete's bests,
/// its power curve against the season's, and the device's own numbers.
public struct ActivityDetailReport: Encodable, Sendable {
  public var schemaVersion = WeeklyProgressReport.currentSchemaVersion
  public var source: String
  public var sport: String?
  public var date: LocalDate?
  /// The metrics, as `veloscore activity --json` gives them.
  public var activity: ActivityReport
  /// The activity's name and notes (the file's, the athlete's edit), shown by the human formats.
  public var name: String?
  public var notes: String?
  /// What the page is titled with: the activity's name, else the heading of its metrics (never a local folder path).
  var displayName: String {
    if let name, !name.trimmingCharacters(in: .whitespaces).isEmpty { return name }
    return activity.headline
  }

  /// Schema 2: the time axis is `timeSeconds` (`…Seconds` of a list of instants, not a duration).
  enum CodingKeys: String, CodingKey {
    case schemaVersion, source, sport, date, activity, pointSeconds, channels, wPrimeBalanceUnavailable
    case laps, lapSource, zones, peaks, curve, seasonCurve
    case seconds = "timeSeconds"
  }

  /// A channel on the report's time axis (`null` where there is no reading: a pause).
  public struct Channel: Codable, Sendable {
    public var name: String
    public var unit: String
    public var values: [Double?]
  }
  /// Seconds from the first sample (elapsed, pauses included) of each point.
  public var seconds: [Double] = []
  /// Width of a point, s: every channel is the mean of its samples in it.
  public var pointSeconds: Double = 1
  public var channels: [Channel] = []
  /// Why W′ balance is not drawn, when it is not.
  public var wPrimeBalanceUnavailable: String?

  public struct Lap: Codable, Sendable {
    public var index: Int
    public var startSeconds: Double
    public var durationSeconds: Double
    public var distanceMeters: Double?
    public var averagePower: Double?
    public var normalizedPower: Double?
    public var averageHeartRate: Double?
    /// m/s.
    public var averageSpeed: Double?
    /// duration × NP² ÷ FTP² ÷ 36 (Coggan's TSS of the lap alone), and its share of the laps' sum.
    public var tss: Double?
    public var tssShare: Double?
  }
  public var laps: [Lap] = []
  /// "device" (the file's laps), "auto 5 km" or "auto 10 min" (the library keeps samples, not laps).
  public var lapSource: String = "none"

  public struct ZoneTimes: Codable, Sendable {
    public var kind: String
    public var names: [String]
    public var seconds: [Int]
    /// Schema 2: the names `activity` uses for its zones.
    enum CodingKeys: String, CodingKey {
      case kind
      case names = "zoneNames"
      case seconds = "zoneSeconds"
    }
  }
  public var zones: [ZoneTimes] = []

  public struct Peak: Codable, Sendable {
    public var seconds: Int
    public var watts: Double
    /// The best of the 90 days before this activity's date, and of all earlier activities.
    public var best90Days: Double?
    public var bestAllTime: Double?
  }
  public var peaks: [Peak] = []
  /// This activity's mean-max power, and the envelope of the 365 days before it.
  public var curve: [SeasonReport.CurvePoint] = []
  public var seasonCurve: [SeasonReport.CurvePoint] = []

  /// Earlier activities' mean-max power curves, for the comparisons.
  public struct History: Sendable {
    public var last90Days: PowerCurve
    public var allTime: PowerCurve
    public var last365Days: PowerCurve
    public init(last90Days: PowerCurve, allTime: PowerCurve, last365Days: PowerCurve) {
      self.last90Days = last90Days
      self.allTime = allTime
      self.last365Days = last365Days
    }
  }

  /// Points drawn at most (each is the mean of its samples).
  static let maximumPoints = 900
  static let peakDurations = [5, 15, 60, 300, 1200, 3600]

  public init(
    activity: ActivityReport, streams: ActivityStreams, settings: AthleteSettings, date: LocalDate?, startTime: Double?,
    deviceLaps: [FITSummary] = [], history: History? = nil
  ) {
    self.activity = activity
    source = activity.source
    sport = activity.sport
    self.date = date
    let t = streams.time
    guard let t0 = t.first, let t1 = t.last, t1 > t0, t0.isFinite, t1.isFinite else { return }
    // Corrupt times past the longest grid (31 days) land in the last point.
    let span = min(t1 - t0, Double(PowerGrid.maximumSeconds))
    var settings = settings
    settings.dropImplausibleValues()
    pointSeconds = max(1, (span / Double(Self.maximumPoints)).rounded(.up))
    let count = Int((span / pointSeconds).rounded(.down)) + 1
    seconds = (0..<count).map { Double($0) * pointSeconds }
    let bucket = t.map { min(count - 1, max(0, Int(checked: (($0 - t0) / pointSeconds).rounded(.down)) ?? 0)) }
    var hasSample = [Bool](repeating: false, count: count)
    for b in bucket { hasSample[b] = true }
    func means(_ values: [Double]?) -> [Double?]? {
      guard let values, values.contains(where: { !$0.isNaN }) else { return nil }
      var sum = [Double](repeating: 0, count: count)
      var n = [Int](repeating: 0, count: count)
      for (i, v) in values.enumerated() where i < bucket.count && !v.isNaN {
        sum[bucket[i]] += v
        n[bucket[i]] += 1
      }
      return (0..<count).map { n[$0] > 0 ? sum[$0] / Double(n[$0]) : nil }
    }
    let isRun = sport == "running"
    var list: [(String, String, [Double]?)] = [
      ("power, 30 s mean", "W", streams.power.map { Self.trailingMean($0, time: t, seconds: 30) })
    ]
    list.append(("heart rate", "bpm", streams.heartRate))
    if isRun {
      list.append(("pace", "min/km", streams.speed.map { $0.map { $0 > 0.5 ? 1000 / 60 / $0 : .nan } }))
    } else {
      list.append(("speed", "km/h", streams.speed.map { $0.map { $0 * 3.6 } }))
    }
    list += [("cadence", isRun ? "spm" : "rpm", streams.cadence), ("altitude", "m", streams.altitude)]
    channels = list.compactMap { name, unit, v in means(v).map { Channel(name: name, unit: unit, values: $0) } }

    // W′ balance on an elapsed-time 1 Hz grid (a pause is 0 W: W′ recovers while stopped).
    let elapsedGrid = streams.powerOnOneHertzGrid(pauses: .zero)?.power
    if let grid = elapsedGrid, let cp = settings.criticalPower, let wPrime = settings.wPrime, cp > 0, wPrime > 0 {
      let balance = WPrimeBalance(power1Hz: grid, cp: cp, wPrime: wPrime).balance
      var values = [Double?](repeating: nil, count: count)
      for b in 0..<count where hasSample[b] {
        let lo = Int(Double(b) * pointSeconds)
        let hi = min(balance.count, Int(Double(b + 1) * pointSeconds))
        if hi > lo { values[b] = balance[lo..<hi].reduce(0, +) / Double(hi - lo) / 1000 }
      }
      channels.append(Channel(name: "W′ balance", unit: "kJ", values: values))
    } else if elapsedGrid != nil {
      wPrimeBalanceUnavailable = "needs CP and W′ (athlete set --cp --wprime, or --cp and --wprime with a file)"
    }

    laps = Self.laps(
      streams: streams, grid: elapsedGrid, ftp: settings.ftp, startTime: startTime, device: deviceLaps, isRun: isRun)
    lapSource =
      laps.isEmpty
      ? "none"
      : deviceLaps.isEmpty
        ? (streams.distance.map { ($0.last ?? 0) >= 5000 } == true ? "auto 5 km" : "auto 10 min") : "device"
    if let p = activity.power {
      zones.append(ZoneTimes(kind: "power", names: p.zones.map(\.name), seconds: p.zones.map(\.seconds)))
    }
    if let hr = activity.heartRate, !hr.zoneNames.isEmpty {
      zones.append(ZoneTimes(kind: "heart rate", names: hr.zoneNames, seconds: hr.zoneSeconds))
    }
    if isRun, let threshold = settings.thresholdSpeed, let speed = streams.speed {
      zones.append(
        ZoneTimes(
          kind: "pace", names: PaceZones.names,
          seconds: PaceZones.seconds(speed: speed, time: t, thresholdSpeed: threshold)))
    }

    if let running = streams.powerOnOneHertzGrid()?.power, !running.isEmpty {
      let own = PowerCurve(power1Hz: running, maximumSeconds: min(running.count, 10_800))
      curve = SeasonReport.curveDurations.compactMap { d in
        own.peak(seconds: d).map { SeasonReport.CurvePoint(seconds: d, watts: $0) }
      }
      peaks = Self.peakDurations.compactMap { d in
        own.peak(seconds: d).map {
          Peak(
            seconds: d, watts: $0, best90Days: history?.last90Days.peak(seconds: d),
            bestAllTime: history?.allTime.peak(seconds: d))
        }
      }
      if let season = history?.last365Days {
        seasonCurve = SeasonReport.curveDurations.compactMap { d in
          season.peak(seconds: d).map { SeasonReport.CurvePoint(seconds: d, watts: $0) }
        }
      }
    }
  }

  /// The mean of the samples in the `seconds` before each sample (by time, so a
  /// pause empties the window instead of averaging across it).
  static func trailingMean(_ values: [Double], time: [Double], seconds: Double) -> [Double] {
    var out = [Double](repeating: .nan, count: values.count)
    var lo = 0
    var sum = 0.0
    var n = 0
    for i in values.indices {
      if !values[i].isNaN {
        sum += values[i]
        n += 1
      }
      while lo < i, time[lo] <= time[i] - seconds {
        if !values[lo].isNaN {
          sum -= values[lo]
          n -= 1
        }
        lo += 1
      }
      if n > 0 { out[i] = sum / Double(n) }
    }
    return out
  }
}
