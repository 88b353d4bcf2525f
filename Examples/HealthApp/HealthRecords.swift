import Foundation

/// What an iPhone app reads from HealthKit, as plain values: a workout
/// (`HKWorkout` with its heart-rate and cycling-power quantity samples) and a
/// morning (resting heart rate, the night's sleep analysis and heartbeats). HealthKit is not on
/// Linux, so `HealthRecords.sixWeeks` writes six weeks of them out.
struct HealthWorkout {
  enum Kind: String { case cycling, running }
  var uuid: UUID
  var kind: Kind
  var start: Date
  /// (seconds from `start`, value): `HKQuantitySample`s of heart rate (count/min) and cycling power (W).
  var heartRate: [(Double, Double)]
  var power: [(Double, Double)]
  var distanceMeters: Double
}

struct HealthMorning {
  /// The morning the athlete wakes on, as the app files it (`yyyy-MM-dd` in her zone).
  var day: String
  var restingHeartRate: Double
  /// Asleep time from `HKCategoryValueSleepAnalysis` samples, hours.
  var asleepHours: Double
  /// rMSSD (ms) the app computed from the night's `HKHeartbeatSeriesSample`
  /// beat times; HealthKit's own HRV sample is an SDNN, which is not an rMSSD.
  var rmssd: Double
}

enum HealthRecords {
  /// Rides on Tuesday, Thursday and Saturday, runs on Sunday, a reading each
  /// morning, for the six weeks before `end` (deterministic: no randomness).
  static func sixWeeks(endingOn end: Date) -> (workouts: [HealthWorkout], mornings: [HealthMorning]) {
    var workouts: [HealthWorkout] = []
    var mornings: [HealthMorning] = []
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/Mexico_City")!
    let days = DateFormatter()
    days.calendar = calendar
    days.timeZone = calendar.timeZone
    days.dateFormat = "yyyy-MM-dd"
    for back in (0..<42).reversed() {
      let midnight = calendar.startOfDay(for: calendar.date(byAdding: .day, value: -back, to: end)!)
      let weekday = calendar.component(.weekday, from: midnight)  // 1 = Sunday
      let wave = Double(back % 7)
      mornings.append(
        HealthMorning(
          day: days.string(from: midnight), restingHeartRate: 50 + wave * 0.8, asleepHours: 6.6 + wave / 5,
          rmssd: 62 - wave * 2.5))
      let start = midnight.addingTimeInterval(7 * 3600)
      switch weekday {
      case 3, 5, 7:
        let minutes = weekday == 7 ? 120.0 : 60.0
        let seconds = (0..<Int(minutes * 60)).map(Double.init)
        workouts.append(
          HealthWorkout(
            uuid: UUID(), kind: .cycling, start: start,
            heartRate: seconds.map { ($0, 128 + 14 * sin($0 / 300)) },
            power: seconds.map { ($0, 185 + 45 * sin($0 / 240)) }, distanceMeters: minutes * 520))
      case 1:
        let seconds = (0..<2700).map(Double.init)
        workouts.append(
          HealthWorkout(
            uuid: UUID(), kind: .running, start: start, heartRate: seconds.map { ($0, 142 + 6 * sin($0 / 200)) },
            power: [], distanceMeters: 8_100))
      default: break
      }
    }
    return (workouts, mornings)
  }
}
