import Foundation
import VeloIO
import VeloReport
import VeloScore
import VeloStore

/// Writes one athlete's stored data in the dataset-folder layout or as JSON.
enum LibraryExport {
  static func writeFolder(_ library: AthleteStore, athlete a: Athlete, to dir: String) throws {
    let id = a.id!
    let fm = FileManager.default
    try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    func save(_ text: String, _ name: String) throws {
      let path = (dir as NSString).appendingPathComponent(name)
      try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    var thresholds = "kind,from,value\n"
    for t in try library.thresholds(athleteId: id) {
      thresholds += "\(t.kind.rawValue),\(t.effectiveFrom == Threshold.always ? "" : t.effectiveFrom.description),\(fixedDecimal(t.value, 3))\n"
    }
    try save(thresholds, "thresholds.csv")
    var workouts = "start_time,sport,duration_s,distance_m,calories,tss\n"
    for act in try library.activities(athleteId: id) {
      if let streams = try library.streams(activityId: act.id!, athleteId: id), let start = act.startTime {
        let decimals = ["power": 1, "heart_rate": 1, "cadence": 1, "altitude": 2, "distance": 2, "temperature": 1]
        try save(ActivityCSV.render(streams, timeDecimals: 3, start: start, decimals: decimals), "activities/\(act.sport ?? "other")/\(act.localDate)-\(act.id!).csv")
      } else {
        let start = act.startTime.map { isoUTC($0) } ?? act.localDate.description
        workouts += "\(start),\(csvField(act.sport ?? "")),\(fixedDecimal(act.durationSeconds, 0)),\(fixedDecimal(act.distanceMeters, 1)),\(fixedDecimal(act.calories, 1)),\(fixedDecimal(act.load, 3))\n"
      }
    }
    try save(workouts, "workouts.csv")
    let readings = try library.wellness(athleteId: id)
    let subjective = Set(readings.flatMap(\.subjective.keys)).sorted()
    var wellness = "date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours,sleep_need_hours,steps,in_bed_hours"
    wellness += subjective.map { ",\($0)" }.joined() + "\n"
    for r in readings {
      let cells = [r.rmssd, r.restingHeartRate, r.respiratoryRate, r.sleepHours, r.sleepNeedHours, r.steps, r.inBedHours].map { fixedDecimal($0, 4) }
      wellness += "\(r.date)," + cells.joined(separator: ",") + subjective.map { ",\(fixedDecimal(r.subjective[$0], 4))" }.joined() + "\n"
    }
    try save(wellness, "wellness.csv")
  }

  struct AthleteDump: Encodable {
    var schemaVersion = 1
    var athlete: Athlete
    var thresholds: [Threshold]
    var activities: [ActivityDump]
    var wellness: [WellnessReading]
    var days: [DailyMetrics]
  }

  struct ActivityDump: Encodable {
    var id: Int64
    var date: LocalDate
    var startTime: Double?
    var sport: String?
    var durationSeconds: Double?
    var distanceMeters: Double?
    var load: Double?
    var loadSource: String?
    var summary: ActivitySummary?
  }

  static func writeJSON(_ library: AthleteStore, athlete a: Athlete, to path: String) throws {
    let id = a.id!
    let dump = AthleteDump(
      athlete: a, thresholds: try library.thresholds(athleteId: id),
      activities: try library.activities(athleteId: id).map {
        ActivityDump(id: $0.id!, date: $0.localDate, startTime: $0.startTime, sport: $0.sport, durationSeconds: $0.durationSeconds,
                     distanceMeters: $0.distanceMeters, load: $0.load, loadSource: $0.loadSource, summary: $0.activitySummary)
      },
      wellness: try library.wellness(athleteId: id), days: try library.days(athleteId: id))
    try JSONEncoder.report.encode(dump).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
