import Foundation
import VeloScore

/// One workout (table `activity`): from an activity file (with streams and a
/// full `ActivitySummary`) or from a row of a workout list (totals only).
public struct StoredActivity: Codable, Sendable, Equatable {
  public var id: Int64?
  public var athleteId: Int64
  public var sourceFileId: Int64
  /// Row of the workout list it came from (0 for an activity file).
  public var sourceRow: Int
  /// Canonical sport name (`SportName`).
  public var sport: String?
  /// Unix seconds of the start; `nil` when only the date is known.
  public var startTime: Double?
  /// The day it counts on: at `utcOffset` when known, else in the athlete's time zone.
  public var localDate: LocalDate
  /// Local time minus UTC at the start, seconds, when the source said it
  /// (`WorkoutSummary/utcOffsetSeconds`); such a day stays put when the athlete's zone changes.
  public var utcOffset: Int?
  public var durationSeconds: Double?
  public var movingSeconds: Double?
  public var distanceMeters: Double?
  public var calories: Double?
  /// "file", or how they were estimated ("MET 7.5 (estimated)", "from work…").
  public var caloriesSource: String?
  /// The activity file's format ("fit", "tcx", "gpx", "csv"); `nil` for a workout-list row.
  public var format: String?
  /// Training load (TSS-equivalent) and what it was computed from.
  public var load: Double?
  public var loadSource: String?
  public var normalizedPower: Double?
  public var intensityFactor: Double?
  public var averagePower: Double?
  public var averageHeartRate: Double?
  /// Mean-max power for 1 s … 3 h (index 0 = 1 s), ``StreamCodec/encodeSeries(_:decimals:)``.
  public var powerCurve: Data?
  /// The full `ActivitySummary` as JSON (activity files only).
  public var summary: String?
  /// Heart-rate strain minutes (`DayStrain/cardioLoad(times:heartRate:rest:max:sex:)`).
  public var cardioLoad: Double?
  /// The thresholds the activity file stores (`AthleteSettings` as JSON; FIT
  /// `zones_target`, `user_profile`, `session.threshold_power`): used below the
  /// athlete's own values whenever the activity is scored again.
  public var fileSettings: String?
  /// The name and notes a workout list gave the activity.
  public var name: String?
  public var notes: String?
  /// The session RPE (0–10) a workout list gave, and Foster's session-RPE load
  /// (RPE × minutes, arbitrary units) for team-sport-style monitoring; the
  /// PMC's ``load`` is the RPE on the TSS scale (`RPELoad`).
  public var rpe: Double?
  public var sessionRPELoad: Double?
  /// What reading or scoring its file left out or tolerated, one sentence
  /// each, as a JSON array (``warningList``): samples and readings dropped,
  /// thresholds the file stored that were ignored, a file of several
  /// activities. `nil` when there was nothing to say.
  public var warnings: String?
  /// The device's own figures and laps (``DeviceRecord`` as JSON, ``deviceRecord``);
  /// `nil` for a file that stores none (TCX, GPX, CSV) or a workout-list row.
  public var device: String?

  public init(athleteId: Int64, sourceFileId: Int64, sourceRow: Int, localDate: LocalDate) {
    self.athleteId = athleteId
    self.sourceFileId = sourceFileId
    self.sourceRow = sourceRow
    self.localDate = localDate
  }

  /// Decoded ``fileSettings`` (empty settings when there are none).
  public var storedFileSettings: AthleteSettings {
    JSONColumn.value(fileSettings, as: AthleteSettings.self) ?? AthleteSettings()
  }

  /// Decoded ``warnings`` (empty when there are none).
  public var warningList: [String] {
    get { JSONColumn.value(warnings, as: [String].self) ?? [] }
    set {
      warnings =
        newValue.isEmpty ? nil : JSONColumn.text(newValue)
    }
  }

  /// Decoded ``device``.
  public var deviceRecord: DeviceRecord? {
    get { JSONColumn.value(device, as: DeviceRecord.self) }
    set { device = newValue.flatMap(JSONColumn.text) }
  }

  /// Decoded ``summary``.
  public var activitySummary: ActivitySummary? {
    JSONColumn.value(summary, as: ActivitySummary.self)
  }

  /// Decoded ``powerCurve``: watts for 1, 2, 3… seconds (empty without power).
  public var meanMaxPower: [Double] {
    guard let data = powerCurve else { return [] }
    return (try? StreamCodec.decodeSeries([UInt8](data))) ?? []
  }

  /// The workout as the weekly and daily models take it.
  public var workoutSummary: WorkoutSummary {
    var w = WorkoutSummary(localDate: localDate)
    w.start = startTime
    w.utcOffsetSeconds = utcOffset
    w.sport = sport
    w.durationSeconds = durationSeconds
    w.distanceMeters = distanceMeters
    w.calories = calories
    w.load = load
    (w.name, w.notes) = (name, notes)
    return w
  }
}
