// An iPhone app that keeps its own records and uses veloscore for the scores
// and the weekly screen in Spanish (Mexico): HealthKit's workouts and mornings
// become our types, are scored, and the weekly report is rendered from the
// app's arrays — no library, no database: only VeloScore, VeloIO, VeloPipeline
// and VeloReport are imported. The DocC article "Use veloscore in an iOS app"
// walks through this file; `make test` runs it, so the article stays true.
//
// Usage: veloscore-health-example
import Foundation
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore

let athlete = {
  var a = Athlete(name: "lucía", sex: .female, birthYear: 1990, timeZone: "America/Mexico_City")
  a.id = 1
  return a
}()
let zone = try athlete.zone()
let since = LocalDate(year: 2026, month: 1, day: 1)
let thresholds = [
  Threshold(athleteId: 1, kind: .ftp, effectiveFrom: since, value: 230),
  Threshold(athleteId: 1, kind: .lthr, effectiveFrom: since, value: 165),
  Threshold(athleteId: 1, kind: .restingHeartRate, effectiveFrom: since, value: 50),
  Threshold(athleteId: 1, kind: .maxHeartRate, effectiveFrom: since, value: 188),
]
let end = Date(timeIntervalSince1970: 1_795_000_000)  // 17 Nov 2026
let health = HealthRecords.sixWeeks(endingOn: end)

// Each workout: its samples on one clock, scored with the thresholds in force that day.
var scored: [StoredActivity] = []
var samples: [Int64: ActivityStreams] = [:]
for (i, workout) in health.workouts.enumerated() {
  let id = Int64(i + 1)
  let unix = workout.start.timeIntervalSince1970
  var activity = StoredActivity(athleteId: 1, sourceFileId: id, sourceRow: 0, localDate: zone.localDate(unix: unix))
  activity.id = id
  activity.sport = workout.kind.rawValue
  activity.startTime = unix
  activity.utcOffset = zone.offsetSeconds(unix: unix)
  let streams = ActivityStreams(
    time: workout.heartRate.map(\.0), power: workout.power.isEmpty ? nil : workout.power.map(\.1),
    heartRate: workout.heartRate.map(\.1))
  let settings = thresholds.settings(
    on: activity.localDate, sex: athlete.sexValue, birthYear: athlete.birthYear, sport: activity.sport)
  ActivityScoring.score(streams, settings: settings, into: &activity)
  activity.distanceMeters = activity.distanceMeters ?? workout.distanceMeters  // the watch's figure, without GPS
  scored.append(activity)
  samples[id] = streams
}

// Each morning, filed on the day she wakes. Recovery is scored from rMSSD
// (with resting heart rate and sleep): HealthKit's `heartRateVariabilitySDNN`
// is an SDNN and must not be put in `rmssd`.
let readings = health.mornings.compactMap { morning -> WellnessReading? in
  guard let date = LocalDate(iso: morning.day) else { return nil }
  var reading = WellnessReading(date: date)
  reading.restingHeartRate = morning.restingHeartRate
  reading.sleepHours = morning.asleepHours
  reading.rmssd = morning.rmssd
  return reading
}

let days = DailyMetrics.compute(activities: scored, wellness: readings, sex: athlete.sexValue)
let history = AppHistory(
  athlete: athlete, scored: scored, samples: samples, daily: days, readings: readings, dated: thresholds)
let today = zone.localDate(unix: end.timeIntervalSince1970)
// The screen as of the day the records end (an app passes nothing: the athlete's today).
let weekly = try WeeklyProgressReport.build(history, today: today)
let screen = weekly.render(.text, language: .spanishMexico)
print(screen)

guard let last = days.last, last.date == today, last.ctl > 20, scored.allSatisfy({ $0.load != nil }),
  last.recovery != nil,
  screen.contains("Progreso semanal"), screen.contains("Recuperación")
else {
  print("error: six weeks of scored workouts and mornings should give today's fitness, a recovery and a Spanish screen")
  exit(1)
}
print(
  "health-app: \(scored.count) workouts, \(readings.count) mornings;",
  "today CTL \(fixedDecimal(last.ctl, 1)), recovery \(last.recovery.map(String.init) ?? "n/a")")
