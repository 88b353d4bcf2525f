import Foundation
import VeloEngine
import VeloIO
import VeloScore
import _VeloTestSupport

/// The real-file corpus (datasets/devices/) against the values each device
/// stored (Tests/Oracles/device_oracle.json, read by Garmin's SDK, not by us).
/// Tolerances are issue 29's: timer ±1 s, distance ±0.5 %, average HR ±1 bpm,
/// NP ±1 %, TSS ±2 % with the device's FTP, lengths and pool length exact.
struct DeviceCorpus {
  struct Oracle: Decodable {
    struct File: Decodable {
      var file: String
      var device: String
      var sessions: [[String: StringOrNumber]]
    }
    var files: [File]
  }

  /// A session's field: the sport names are text, every other value a number.
  enum StringOrNumber: Decodable {
    case text(String)
    case number(Double)
    init(from decoder: Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let n = try? c.decode(Double.self) { self = .number(n) } else { self = .text(try c.decode(String.self)) }
    }
    var number: Double? { if case .number(let n) = self { n } else { nil } }
    var text: String? { if case .text(let t) = self { t } else { nil } }
  }

  /// One compared value.
  struct Row: Equatable {
    var file: String
    var device: String
    var session: Int
    var sport: String
    var metric: String
    var deviceValue: Double
    var ours: Double?
    var tolerance: String
    var agrees: Bool
    /// `file#session metric`: the key of a documented difference.
    var key: String { "\(file)#\(session) \(metric)" }
  }

  /// Metrics compared: (name, device field, tolerance text, check).
  static let metrics: [(String, String, String, @Sendable (Double, Double) -> Bool)] = [
    ("timer s", "timer", "±1 s", { abs($0 - $1) <= 1 }),
    ("distance m", "distance", "±0.5 %", { abs($0 - $1) <= 0.005 * abs($1) + 0.5 }),
    ("avg HR bpm", "avgHeartRate", "±1 bpm", { abs($0 - $1) <= 1 }),
    ("NP W", "normalizedPower", "±1 %", { abs($0 - $1) <= 0.01 * $1 }),
    ("TSS", "trainingStressScore", "±2 %", { abs($0 - $1) <= 0.02 * $1 + 0.05 }),
    ("lengths", "activeLengths", "exact", { $0 == $1 }),
    ("pool m", "poolLength", "exact", { abs($0 - $1) < 0.005 }),
  ]

  /// Estimates whose device rule is unpublished (barometric ascent, a
  /// vendor's energy model): compared for the record and checked in aggregate,
  /// not value by value. A row "agrees" within the tolerance shown.
  static let estimateMetrics: [(String, String, String, @Sendable (Double, Double) -> Bool)] = [
    ("ascent m", "ascent", "±10 % or ±5 m", { abs($0 - $1) <= max(5, 0.1 * $1) }),
    ("calories kcal", "calories", "±15 %", { abs($0 - $1) <= 0.15 * $1 }),
  ]

  var rows: [Row] = []
  /// Ascent and calories beside the device's (``estimateMetrics``); devices' 0 left out.
  var estimates: [Row] = []
  /// Pause inference checked on real records: each single-session FIT file
  /// with distance or positions, its timer events set aside, paused by
  /// ``ActivityStreams/detectingPauses(minimumGap:maximumSpeed:)`` as a TCX or
  /// GPX export of it would be; `ours` is the timer that gives.
  var inferredTimers: [Row] = []
  /// Every session scored (`file#session`), with its lowest heart-rate reading:
  /// what the corpus-wide invariants (no 0 s, no average below the lowest
  /// reading, no estimated load above 100 per hour) are checked on.
  var scored: [(key: String, summary: ActivitySummary, lowestHeartRate: Double?)] = []
  /// The calorie rule of each session compared (`file#session` → ``ActivitySummary/caloriesSource``).
  var calorieRules: [String: String] = [:]
  /// Files our reader takes only with `--lenient` (a tolerated defect), and files it refuses.
  var lenient: [String] = []
  var refused: [String: String] = [:]

  init() throws {
    let oracle = try Repository.oracle("device_oracle.json", as: Oracle.self)
    for entry in oracle.files {
      let path = Repository.path("datasets/devices/\(entry.file)")
      let file: ActivityFile
      do {
        file = try ActivityFile.read(path: path)
      } catch {
        do {
          file = try ActivityFile.read(path: path, lenient: true)
          lenient.append(entry.file)
        } catch {
          refused[entry.file] = "\(error)"
          continue
        }
      }
      if let fit = file.fit, fit.sessions.count == 1, fit.lengths.isEmpty,
        let deviceTimer = entry.sessions.first?["timer"]?.number,
        file.streams.distance != nil || file.streams.latitude != nil
      {
        var bare = file.streams
        bare.pauses = []
        let timer = ActivitySummary(streams: bare.detectingPauses(), settings: AthleteSettings()).timerSeconds
        inferredTimers.append(
          Row(
            file: entry.file, device: entry.device, session: 1, sport: entry.sessions.first?["sport"]?.text ?? "?",
            metric: "timer s (inferred pauses)",
            deviceValue: deviceTimer, ours: timer, tolerance: "±10 s",
            agrees: timer.map { abs($0 - deviceTimer) <= 10 } ?? false))
      }
      // Scored with the device's own FTP, so TSS compares the formula, not the settings.
      var options = AthleteSettings()
      options.ftp = entry.sessions.compactMap { $0["thresholdPower"]?.number }.first
      let scoring = FileScoring(file, options: options)
      let sessions = scoring.sessions
      for s in sessions {
        let lowest = s.streams.heartRate?.filter { $0 > 0 }.min()
        scored.append(("\(entry.file)#\(s.number)", scoring.summary(of: s), lowest))
      }
      for (k, device) in entry.sessions.enumerated() {
        // Sessions pair by start time where both have one, else by position.
        let start = device["start"]?.number
        let session =
          sessions.first { s in start.flatMap { t in s.start.map { abs($0 - t) < 1 } } ?? false }
          ?? (k < sessions.count ? sessions[k] : nil)
        let summary = session.map(scoring.summary(of:))
        let sport = device["sport"]?.text ?? "?"
        for (metric, field, tolerance, agrees) in Self.metrics {
          guard let expected = device[field]?.number else { continue }
          // A device's 0 m (an indoor ride) and no distance at all are the same answer.
          let ours =
            summary.flatMap { Self.value(metric, $0) }
            ?? (field == "distance" && expected == 0 && summary != nil ? 0 : nil)
          rows.append(
            Row(
              file: entry.file, device: entry.device, session: k + 1, sport: sport, metric: metric,
              deviceValue: expected,
              ours: ours, tolerance: tolerance, agrees: ours.map { agrees($0, expected) } ?? false))
        }
        for (metric, field, tolerance, agrees) in Self.estimateMetrics {
          guard let expected = device[field]?.number, expected > 0, let summary else { continue }
          let ours = metric == "ascent m" ? summary.elevationGain : summary.calories
          let row = Row(
            file: entry.file, device: entry.device, session: k + 1, sport: sport, metric: metric, deviceValue: expected,
            ours: ours,
            tolerance: tolerance, agrees: ours.map { agrees($0, expected) } ?? false)
          estimates.append(row)
          if metric == "calories kcal", let rule = summary.caloriesSource {
            calorieRules["\(entry.file)#\(k + 1)"] = rule
          }
        }
      }
    }
  }

  /// The median of |ours − device| / device over the `metric` estimates we make.
  func medianRelativeError(_ metric: String, where include: (Row) -> Bool = { _ in true }) -> Double? {
    let errors = estimates.filter { $0.metric == metric && include($0) }.compactMap { r in
      r.ours.map { abs($0 - r.deviceValue) / r.deviceValue }
    }.sorted()
    guard !errors.isEmpty else { return nil }
    return errors.count % 2 == 1
      ? errors[errors.count / 2] : (errors[errors.count / 2 - 1] + errors[errors.count / 2]) / 2
  }

  static func value(_ metric: String, _ s: ActivitySummary) -> Double? {
    switch metric {
    case "timer s": s.timerSeconds
    case "distance m": s.distanceMeters
    case "avg HR bpm": s.heartRate?.average
    case "NP W": s.power?.metrics.normalizedPower
    case "TSS": s.power?.metrics.trainingStressScore
    case "lengths": s.swim.map { Double($0.activeLengths) }
    case "pool m": s.swim?.poolLength
    default: nil
    }
  }
}
