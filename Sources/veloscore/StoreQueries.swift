import ArgumentParser
import VeloEngine
import VeloIO
import VeloScore
import VeloStore

/// A daily load series from a CSV file, or from the library's athlete when
/// no file is given; with the name to show as its source.
func dailyLoad(file: String?, store: StoreOptions, timeZone: TimeZoneOption) throws -> (DailyLoad, String) {
  if let file { return (try loadDailyLoad(file, timeZone: timeZone.zone()), file) }
  let (library, athlete) = try store.openAthlete()
  let days: [DailyMetrics]
  do { days = try library.days(athleteId: athlete.id!) } catch { throw failStore(error) }
  guard let first = days.first?.date else {
    throw failInput(InputDataError(file: athlete.name, message: "no activities yet"), hint: "add some with 'veloscore ingest FILE --athlete \(athlete.name)'")
  }
  return (DailyLoad(start: first, load: days.map(\.load)), athlete.name)
}

/// Daily columns `trends` can analyse from the library.
enum StoreColumns {
  static let values: [String: @Sendable (DailyMetrics, WellnessReading?) -> Double?] = [
    "load": { d, _ in d.load }, "ctl": { d, _ in d.ctl }, "atl": { d, _ in d.atl }, "tsb": { d, _ in d.tsb },
    "acwr": { d, _ in d.acwr }, "monotony": { d, _ in d.monotony }, "day_strain": { d, _ in d.dayStrain },
    "recovery": { d, _ in d.recovery.map(Double.init) }, "sleep_performance": { d, _ in d.sleepPerformance },
    "sleep_debt": { d, _ in d.sleepDebt }, "hrv_rmssd_ms": { _, w in w?.rmssd },
    "resting_hr_bpm": { _, w in w?.restingHeartRate }, "sleep_hours": { _, w in w?.sleepHours },
  ]
  static var names: [String] { values.keys.sorted() }
}
