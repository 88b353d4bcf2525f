import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// An Apple Health export read as wellness days: every value against an
/// independent pandas read of the same file (Tests/Oracles/apple_health_oracle.py),
/// and everything not read named.
@Suite struct AppleHealthExportTests {
  struct Oracle: Decodable {
    struct Day: Decodable {
      var date: String
      var sleepHours, inBedHours, sdnn, restingHeartRate, respiratoryRate: Double?
      var deepSleepHours, remSleepHours, lightSleepHours, spo2, skinTemperature: Double?
    }
    struct Workout: Decodable {
      var date: String
      var start, durationSeconds: Double
      var distanceMeters, calories: Double?
      var type: String
    }
    var days: [Day]
    var workouts: [Workout]
    var daytimeSDNN, awakeBreaths, awakeOxygen, unreadable: Int
    var otherTypes: [String: Int]
  }

  static let path = Repository.path("datasets/wellness/apple-health/export.xml")

  static func close(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return abs(a - b) <= 1e-9 * max(1, abs(b))
    default: return false
    }
  }

  @Test func everyDayEqualsPandasReadOfTheSameFile() throws {
    let oracle = try Repository.oracle("apple_health_oracle.json", as: Oracle.self)
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.path), options: .alwaysMapped)
    #expect(AppleHealthExport.looksLikeExport(data.prefix(4096)))
    let contents = try AppleHealthExport.parse(data, file: "export.xml")
    let (readings, warnings) = (contents.readings, contents.warnings)
    #expect(contents.workouts.map(\.localDate.description) == oracle.workouts.map(\.date))
    for (ours, theirs) in zip(contents.workouts, oracle.workouts) {
      #expect(ours.start == theirs.start && ours.durationSeconds == theirs.durationSeconds, "\(theirs.type)")
      #expect(Self.close(ours.distanceMeters, theirs.distanceMeters) && Self.close(ours.calories, theirs.calories))
    }
    #expect(contents.workouts.map(\.sport) == ["cycling", "running", "strength"])
    #expect(readings.map(\.date.description) == oracle.days.map(\.date))
    for (ours, theirs) in zip(readings, oracle.days) {
      #expect(Self.close(ours.sleepHours, theirs.sleepHours), "\(theirs.date) sleep")
      #expect(Self.close(ours.inBedHours, theirs.inBedHours), "\(theirs.date) in bed")
      #expect(Self.close(ours.sdnn, theirs.sdnn), "\(theirs.date) SDNN")
      #expect(ours.rmssd == nil, "Apple's HRV is SDNN, never an rMSSD")
      #expect(Self.close(ours.restingHeartRate, theirs.restingHeartRate), "\(theirs.date) resting HR")
      #expect(Self.close(ours.respiratoryRate, theirs.respiratoryRate), "\(theirs.date) respiratory rate")
      #expect(Self.close(ours.deepSleepHours, theirs.deepSleepHours), "\(theirs.date) deep")
      #expect(Self.close(ours.remSleepHours, theirs.remSleepHours), "\(theirs.date) REM")
      #expect(Self.close(ours.lightSleepHours, theirs.lightSleepHours), "\(theirs.date) light")
      #expect(Self.close(ours.spo2, theirs.spo2), "\(theirs.date) SpO2")
      #expect(Self.close(ours.skinTemperature, theirs.skinTemperature), "\(theirs.date) wrist temperature")
    }
    #expect(warnings.contains { $0.hasPrefix("\(oracle.daytimeSDNN) HRV (SDNN) samples taken after noon") })
    #expect(warnings.contains { $0.hasPrefix("\(oracle.awakeBreaths) respiratory-rate samples") })
    #expect(warnings.contains { $0.hasPrefix("\(oracle.awakeOxygen) SpO2 samples taken outside sleep not used") })
    #expect(
      warnings.contains {
        $0
          == "records whose date, value or unit could not be read: HKQuantityTypeIdentifierRestingHeartRate (\(oracle.unreadable))"
      })
    let named = try #require(warnings.first { $0.hasPrefix("records not read") })
    for (type, count) in oracle.otherTypes { #expect(named.contains("\(type) (\(count))"), "\(type)") }
  }

  /// `ingest` of the export stores its days with what was not read, and the
  /// athlete's recovery is scored on SDNN, said.
  @Test func ingestStoresTheDaysAndSaysWhatItLeft() throws {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let summaries = try ingest.run([Self.path])
    let oracle = try Repository.oracle("apple_health_oracle.json", as: Oracle.self)
    #expect(summaries.first?.wellnessDays == oracle.days.count)
    let days = try store.wellness(athleteId: ana.id!)
    #expect(days.count == oracle.days.count && days.allSatisfy { $0.rmssd == nil })
    #expect(days.allSatisfy { $0.warnings.contains { $0.hasPrefix("records not read") } })
    let workouts = try store.activities(athleteId: ana.id!, ActivityFilter())
    #expect(workouts.count == 3 && workouts.allSatisfy { $0.format == "apple-health" })
    #expect(
      workouts.contains { $0.warningList.contains { $0.hasPrefix("the average heart rate of 1 workouts not used") } })
    let report = WellnessReport(source: "ana", readings: days)
    #expect(report.hrvKind == .sdnn)
    #expect(report.renderText().contains("Recovery is scored on SDNN"))
  }

  @Test func notAnExportIsSaidWithItsPlace() {
    let data = Data("<?xml version=\"1.0\"?>\n<HealthData locale=\"en\"><Record type=\"x\"></HealthData>".utf8)
    #expect(throws: TrackXMLError.self) { try AppleHealthExport.parse(data, file: "export.xml") }
    #expect(!AppleHealthExport.looksLikeExport(Array("<gpx version=\"1.1\">".utf8)))
  }

  /// export.zip as the Health app shares it: the run's route (positions only) becomes its
  /// samples, and the workout it came with gives it its sport and calories, not lost.
  @Test func aRouteInTheZipIsTheRunWithTheWorkoutsSportAndCalories() throws {
    let dir = try makeTemporaryDirectory()
    let store = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let ana = try store.addAthlete(Athlete(name: "ana", timeZone: "America/Mexico_City"))
    var ingest = LibraryIngest(library: Library(store), athlete: "ana")
    let summaries = try ingest.run([Repository.path("datasets/wellness/apple-health/export.zip")])
    #expect(summaries.first?.wellnessDays == 14)  // the oracle's days
    let activities = try store.activities(athleteId: ana.id!, ActivityFilter())
    #expect(activities.count == 3, "\(activities.map { ($0.localDate, $0.sport, $0.format) })")
    let run = try #require(activities.first { $0.localDate == LocalDate(year: 2026, month: 11, day: 15) })
    #expect(run.format == "gpx" && run.sport == "running" && run.activitySummary?.sport == "running")
    #expect(run.calories == 512.5 && run.caloriesSource == "file")
    let report = try ActivityReport.stored(Library(store), athlete: ana, id: run.id!)
    #expect(report.calories == 512.5 && report.render(.text).contains("513 kcal (as logged)"))
  }
}
