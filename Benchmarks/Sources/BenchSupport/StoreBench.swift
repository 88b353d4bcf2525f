import Foundation
import VeloEngine
import VeloPipeline
import VeloReport
import VeloScore
import VeloStore

/// The athlete library under load: ingest and scoring of workout lists, and
/// report queries on a library of ``athletes`` athletes × 10 years, built once
/// per machine in the temp folder and reused.
public enum StoreBench {
  public static let athletes = 100
  public static let workoutsPerAthlete = 3_000
  /// Bump when the library's schema or the generator changes.
  static let libraryVersion = "v1"
  static let firstDay = LocalDate(year: 2016, month: 11, day: 25)

  struct Failure: Error, CustomStringConvertible { var description: String }

  static var kernels: [BenchKernel] {
    [
      BenchKernel(
        id: "store-ingest", title: "ingest + score a workout-list CSV into a new library", unit: .workouts,
        sizes: [1_000, 10_000]
      ) { n in
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
          "veloscore-bench-ingest-\(getpid())-\(n)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let csv = dir.appendingPathComponent("workouts.csv").path
        try Data(workoutListCSV(count: n, athlete: 0).utf8).write(to: URL(fileURLWithPath: csv))
        return {
          let library = dir.appendingPathComponent("library-\(UUID().uuidString)")
          defer { try? FileManager.default.removeItem(at: library) }
          let store = try AthleteStore(directory: library, create: true)
          let athlete = try store.addAthlete(Athlete(name: "bench", timeZone: "Europe/Berlin"), thresholds: [.ftp: 250])
          guard
            case .added(let activities, _, _, _, _)? = try store.ingest(paths: [csv], athlete: athlete).first?.status
          else {
            throw Failure(description: "ingest of \(csv) did not add it")
          }
          return Double(activities)
        }
      },
      query("report-weekly", "weekly progress report, one per athlete") { store, a in
        Double(try WeeklyProgressReport.build(store.history(a)).days.count)
      },
      query("report-season", "season report (PMC, weekly bars, MMP, CP), one per athlete") { store, a in
        Double(try SeasonReport.build(store.history(a)).weeks.count)
      },
      query("query-activities", "activities of the last 365 days, one query per athlete") { store, a in
        Double(try store.activities(athleteId: a.id!, ActivityFilter(since: firstDay.adding(days: 3650 - 365))).count)
      },
      query("query-days", "10 years of computed days (PMC, scores), one query per athlete") { store, a in
        Double(try store.days(athleteId: a.id!).count)
      },
    ]
  }

  /// One query per athlete of the shared library: throughput is queries/s.
  static func query(_ id: String, _ title: String, _ body: @escaping @Sendable (AthleteStore, Athlete) throws -> Double)
    -> BenchKernel
  {
    BenchKernel(id: id, title: "\(title), \(athletes) athletes × 10 years", unit: .queries, sizes: [athletes]) { _ in
      let store = try AthleteStore(directory: try sharedLibrary())
      let all = try store.athletes()
      return { try all.reduce(0.0) { $0 + (try body(store, $1)) } }
    }
  }

  /// Workouts spread evenly over 10 years ending 2026-11-22, three sports,
  /// loads 20–169 (integer arithmetic, reproducible anywhere).
  public static func workoutListCSV(count: Int, athlete a: Int) -> String {
    var text = "start_time,sport,duration_s,tss,kind\n"
    let sports = ["cycling", "running", "swimming"]
    for k in 0..<count {
      let day = firstDay.adding(days: k * 3650 / count)
      let tss = 20 + (a &* 7919 &+ k &* 104_729) % 150
      text +=
        "\(day)T\(6 + (k % 3) * 5 < 10 ? "0" : "")\(6 + (k % 3) * 5):30:00Z,\(sports[(k + a) % 3]),\(1800 + (k % 7) * 600),\(tss),endurance\n"
    }
    return text
  }

  /// The 100-athlete library, built on first use (about a minute) into a
  /// temporary name and renamed, so an interrupted build is never reused.
  public static func sharedLibrary() throws -> URL {
    let fm = FileManager.default
    let final = fm.temporaryDirectory.appendingPathComponent(
      "veloscore-bench-library-\(libraryVersion)-\(athletes)x\(workoutsPerAthlete)")
    if fm.fileExists(atPath: final.appendingPathComponent("library.sqlite").path) { return final }
    let building = fm.temporaryDirectory.appendingPathComponent("veloscore-bench-library-building-\(getpid())")
    try? fm.removeItem(at: building)
    do {  // the store closes at the end of this scope, before the rename
      let store = try AthleteStore(directory: building, create: true)
      for a in 0..<athletes {
        let name = "athlete-" + String(1000 + a).dropFirst()
        let athlete = try store.addAthlete(
          Athlete(name: name, timeZone: "Europe/Berlin"), thresholds: [.ftp: 200 + Double(a)])
        let csv = building.appendingPathComponent("workouts-\(a).csv")
        try Data(workoutListCSV(count: workoutsPerAthlete, athlete: a).utf8).write(to: csv)
        _ = try store.ingest(paths: [csv.path], athlete: athlete)
        _ = try store.days(athleteId: athlete.id!)
        try fm.removeItem(at: csv)
      }
    }
    try? fm.removeItem(at: final)
    try fm.moveItem(at: building, to: final)
    return final
  }
}
