import Foundation
import VeloIO
import VeloScore

/// Writes synthetic histories as the CSV dataset described in `datasets/README.md`:
///
///     DIR/athletes.csv                  one line per athlete (profile and thresholds)
///     DIR/<id>/daily.csv                date,tss,kind,minutes — every day, rest days 0
///     DIR/<id>/workouts.csv             start_time,sport,duration_s,tss,name — sessions without a ride file (the name says the session kind)
///     DIR/<id>/wellness.csv             date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours
///     DIR/<id>/rides/<YYYY-MM-DD>.csv   1 Hz streams (ActivityCSV format)
public enum DatasetWriter {
  /// Settings that fully determine a dataset.
  public struct Settings: Sendable {
    public var seed: UInt64 = 1
    public var athletes = 3
    public var days = 365
    public var streamDays = 7
    /// Last day of every history.
    public var end = LocalDate(year: 2026, month: 11, day: 22)
    public init() {}
  }

  /// Generates the histories (deterministic for given settings).
  public static func generate(_ settings: Settings) -> [SyntheticHistory] {
    var rng = SeededGenerator(seed: settings.seed)
    return (0..<settings.athletes).map { i in history(i, settings, using: &rng) }
  }

  /// Athlete `i`'s history; `rng` draws the athletes in order (the roster's generator).
  static func history(_ i: Int, _ settings: Settings, using rng: inout SeededGenerator) -> SyntheticHistory {
    let athlete = SyntheticAthlete.draw(index: i, using: &rng)
    var athleteRNG = SeededGenerator(seed: settings.seed &* 1_000_003 &+ UInt64(i))
    return SyntheticHistory(
      athlete: athlete, end: settings.end, dayCount: settings.days,
      streamDays: settings.streamDays, using: &athleteRNG)
  }

  /// Generates and writes the dataset under `directory` (created if needed).
  /// - Returns: the number of files written.
  @discardableResult
  /// Athletes are generated and written one at a time (memory stays one
  /// athlete's), `progress` called after each with (done, total).
  public static func write(_ settings: Settings, to directory: URL, progress: ((Int, Int) -> Void)? = nil) throws -> Int
  {
    var rng = SeededGenerator(seed: settings.seed)
    let fm = FileManager.default
    try fm.createDirectory(at: directory, withIntermediateDirectories: true)
    var files = 0
    let berlin = try AthleteTimeZone(identifier: "Europe/Berlin")
    func save(_ text: String, _ url: URL) throws {
      try Data(text.utf8).write(to: url, options: .atomic)
      files += 1
    }
    var roster = "id,sex,birth_year,weight_kg,ftp_w,lthr_bpm,max_hr_bpm,resting_hr_bpm,time_zone\n"
    for i in 0..<settings.athletes {
      let h = history(i, settings, using: &rng)
      defer { progress?(i + 1, settings.athletes) }
      let a = h.athlete
      roster += "\(a.id),\(a.sex.rawValue),\(a.birthYear),\(fixedDecimal(a.weight, 1)),\(fixedDecimal(a.ftp, 0)),"
      roster +=
        "\(fixedDecimal(a.lthr, 0)),\(fixedDecimal(a.maxHeartRate, 0)),\(fixedDecimal(a.restingHeartRate, 0)),Europe/Berlin\n"
      let folder = directory.appendingPathComponent(a.id)
      let rides = folder.appendingPathComponent("rides")
      try fm.createDirectory(at: rides, withIntermediateDirectories: true)
      var daily = "date,tss,kind,minutes\n"
      var workouts = "start_time,sport,duration_s,tss,name\n"
      var wellness = "date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours\n"
      for day in h.days {
        daily +=
          "\(day.date),\(fixedDecimal(day.tss, 1)),\(day.session?.kind.rawValue ?? "rest"),\(fixedDecimal(day.session?.minutes ?? 0, 0))\n"
        if let w = day.wellness {
          wellness +=
            "\(day.date),\(fixedDecimal(w.rmssd, 1)),\(fixedDecimal(w.restingHeartRate, 0)),\(fixedDecimal(w.respiratoryRate, 1)),\(fixedDecimal(w.sleepHours, 2))\n"
        }
        if let streams = day.streams {
          try save(ActivityCSV.render(streams), rides.appendingPathComponent("\(day.date).csv"))
        } else if let session = day.session {
          workouts +=
            "\(Self.morning(day.date, zone: berlin)),cycling,\(fixedDecimal(session.minutes * 60, 0)),\(fixedDecimal(day.tss, 1)),\(session.kind.rawValue)\n"
        }
      }
      try save(daily, folder.appendingPathComponent("daily.csv"))
      try save(workouts, folder.appendingPathComponent("workouts.csv"))
      try save(wellness, folder.appendingPathComponent("wellness.csv"))
    }
    try save(roster, directory.appendingPathComponent("athletes.csv"))
    return files
  }

  /// `YYYY-MM-DDT07:00:00+HH:MM`: a 7 am local start with the zone's offset that day.
  static func morning(_ date: LocalDate, zone: AthleteTimeZone) -> String {
    let seconds = 7.0 * 3600
    let offset = Int(
      (Double(date.dayNumber) * 86_400 + seconds - zone.unix(localDate: date, secondsIntoDay: seconds)).rounded())
    let sign = offset < 0 ? "-" : "+"
    let h = abs(offset) / 3600
    let m = abs(offset) % 3600 / 60
    return "\(date)T07:00:00\(sign)\(h < 10 ? "0" : "")\(h):\(m < 10 ? "0" : "")\(m)"
  }
}
