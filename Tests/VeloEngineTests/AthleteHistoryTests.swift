import Foundation
import Testing
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore
import _VeloTestSupport

/// The report builders read an athlete's history through `AthleteHistory`: an
/// app that keeps its own records (here, arrays in memory answering only the
/// required reads, the rest from the protocol's defaults) gets the same
/// documents, byte for byte, as the library's queries give.
@Suite struct AthleteHistoryTests {
  /// Everything stored for one athlete, held as values.
  struct MemoryHistory: AthleteHistory {
    var athlete: Athlete
    var stored: [StoredActivity]
    var samples: [Int64: ActivityStreams]
    var daily: [DailyMetrics]
    var readings: [WellnessReading]
    var dated: [Threshold]
    var sessions: [PlannedSession]
    var calendar: [PlanEvent]

    init(copying store: AthleteStore, _ athlete: Athlete) throws {
      let id = try #require(athlete.id)
      self.athlete = athlete
      stored = try store.activities(athleteId: id)
      samples = [:]
      for a in stored { samples[a.id!] = try store.streams(activityId: a.id!, athleteId: id) }
      daily = try store.days(athleteId: id)
      readings = try store.wellness(athleteId: id)
      dated = try store.thresholds(athleteId: id)
      sessions = try store.plannedSessions(athleteId: id)
      calendar = try store.events(athleteId: id)
    }

    static func within<T>(_ xs: [T], _ date: (T) -> LocalDate, _ from: LocalDate?, _ through: LocalDate?) -> [T] {
      xs.filter { x in (from.map { date(x) >= $0 } ?? true) && (through.map { date(x) <= $0 } ?? true) }
    }

    func activities(from: LocalDate?, through: LocalDate?, withPowerCurve: Bool) -> [StoredActivity] {
      Self.within(stored, \.localDate, from, through).filter { !withPowerCurve || $0.powerCurve != nil }
    }
    func streams(activityId: Int64) -> ActivityStreams? { samples[activityId] }
    func days(from: LocalDate?, through: LocalDate?) -> [DailyMetrics] { Self.within(daily, \.date, from, through) }
    func wellness(from: LocalDate?, through: LocalDate?) -> [WellnessReading] {
      Self.within(readings, \.date, from, through)
    }
    func thresholds() -> [Threshold] { dated }
    func plannedSessions(from: LocalDate?, through: LocalDate?) -> [PlannedSession] {
      Self.within(sessions, \.date, from, through)
    }
    func events(from: LocalDate?) -> [PlanEvent] { Self.within(calendar, \.date, from, nil) }
  }

  /// An app computing its days from its own records gets the rows the library
  /// stores (which sums the same columns per day in SQL).
  @Test func anAppsOwnRecordsGiveTheLibrarysDays() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    var ingest = LibraryIngest(library: Library(library))
    _ = try ingest.run([Repository.path("datasets/sample")])
    var compared = 0
    for athlete in try library.athletes() {
      let id = try #require(athlete.id)
      let stored = try library.days(athleteId: id)
      let computed = DailyMetrics.compute(
        activities: try library.activities(athleteId: id), wellness: try library.wellness(athleteId: id),
        sex: athlete.sexValue)
      #expect(computed.count == stored.count, "\(athlete.name)")
      for (a, b) in zip(computed, stored) {
        #expect(a.date == b.date && a.activityCount == b.activityCount && a.recovery == b.recovery)
        #expect(abs(a.ctl - b.ctl) < 1e-9 && abs(a.atl - b.atl) < 1e-9, "\(athlete.name) \(a.date)")
        #expect(a.dayStrain.map { v in abs(v - (b.dayStrain ?? .nan)) < 1e-9 } ?? (b.dayStrain == nil))
        #expect(a.sleepPerformance == b.sleepPerformance && abs(a.load - b.load) < 1e-9)
      }
      compared += stored.count
    }
    #expect(compared > 1000, "the sample's athletes have years of days")
  }

  @Test func anAppsOwnRecordsGiveTheLibrarysDocuments() throws {
    let library = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    var ingest = LibraryIngest(library: Library(library))
    _ = try ingest.run([Repository.path("datasets/sample")])
    let athlete = try #require(try library.athletes().first { $0.name == "athlete-01" })
    let id = athlete.id!
    let rideDay = try #require(try library.activities(athleteId: id).last { $0.powerCurve != nil }?.localDate)
    _ = try library.addPlannedSessions([
      PlannedSession(athleteId: id, date: rideDay, sport: "cycling", workout: try StructuredWorkout(text: "1h 70%")),
      PlannedSession(athleteId: id, date: rideDay.adding(days: 3), load: 80),
    ])
    _ = try library.addEvent(
      PlanEvent(athleteId: id, date: rideDay.adding(days: 40), name: "Gran Fondo", targetCTL: 45))
    let memory = try MemoryHistory(copying: library, athlete)
    let stored = library.history(athlete)
    func same<T: Encodable>(_ build: (any AthleteHistory) throws -> T, _ what: String) throws {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let fromLibrary = try encoder.encode(try build(stored))
      #expect(try encoder.encode(try build(memory)) == fromLibrary, "\(what)")
      #expect(fromLibrary.count > 100, "\(what) says something")
    }
    for date in [nil, rideDay.adding(days: -10), rideDay, rideDay.adding(days: 5)] {
      try same({ try WeeklyProgressReport.build($0, date: date, calendar: true) }, "weekly \(String(describing: date))")
      try same({ try DashboardReport.build($0, date: date) }, "dashboard \(String(describing: date))")
      try same({ try WeekReport.library($0, date: date ?? rideDay) }, "week \(String(describing: date))")
    }
    try same({ try SeasonReport.build($0, calendar: true) }, "season")
    try same({ try PlanReport.build($0, from: rideDay.adding(days: -3)) }, "plan")
    try same({ try CalendarReport.build($0, month: rideDay) }, "calendar")
    try same({ try FitnessReport.library($0) }, "pmc")
    try same({ try WellnessReport.library($0) }, "wellness")
    let ride = try #require(try library.activities(athleteId: id).last { $0.localDate == rideDay })
    try same(
      { history in
        var report = ActivityReport.stored(ride, athlete: athlete, streams: try history.streams(activityId: ride.id!))
        try report.addLibraryContext(history, activity: ride, streams: try history.streams(activityId: ride.id!))
        return report
      }, "activity")
  }
}
