import Foundation
import Testing
import _VeloTestSupport

/// Schema 1 spoke several dialects (issue 30): each reproduction, on one athlete's folder.
@Suite struct JSONVocabularyCLITests {
  func document(_ arguments: [String]) throws -> [String: Any] {
    let r = try veloscore(arguments)
    #expect(r.status == 0, "\(arguments): \(r.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  /// Every key and string value of a document, depth first.
  func keys(_ value: Any) -> [String] {
    if let d = value as? [String: Any] { return d.flatMap { [$0.key] + keys($0.value) } }
    if let a = value as? [Any] { return a.flatMap(keys) }
    return []
  }

  @Test func oneNamePerConceptAcrossCommands() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(
      try veloscore("athlete", "add", "ana", "--tz", "Europe/Berlin", "--ftp", "239", "--lthr", "159", "--library", lib)
        .status == 0)
    #expect(
      try veloscore("ingest", Repository.path("datasets/sample/athlete-01"), "--athlete", "ana", "--library", lib)
        .status == 0)
    let library = ["--athlete", "ana", "--library", lib]
    let activities = try #require(
      try document(["activities", "--last", "2", "--json"] + library)["items"] as? [[String: Any]])
    // `start` is an instant with its offset (Europe/Berlin in November: +01:00) beside the Unix seconds, as in convert.
    let start = try #require(activities.last?["start"] as? String)
    let epoch = try #require(activities.last?["startEpochSeconds"] as? Int)
    #expect(start.hasSuffix("+01:00") && start.count == 25 && epoch > 1_700_000_000)
    let week = try document(["week", "--date", "2026-11-18", "--json"] + library)
    let dashboard = try document(["dashboard", "--date", "2026-11-22", "--json"] + library)
    let weekly = try document(["report", "weekly", "--date", "2026-11-18", "--format", "json"] + library)
    // The same names and types for the week in `week`, `dashboard` and `report weekly`.
    let dashboardWeek = try #require(dashboard["week"] as? [String: Any])
    for doc in [week, dashboardWeek, weekly] {
      #expect(
        doc["weekStart"] is String && doc["activeDays"] is Int && doc["activeDaysInARow"] is Int
          && doc["goalStreakWeeks"] is Int)
    }
    #expect(
      (week["activeWeekdays"] as? [Bool])?.count == 7 && week["weekStart"] as? String == weekly["weekStart"] as? String)
    #expect(
      (week["totals"] as? [String: Any])?["sport"] as? String == "all"
        && (weekly["totals"] as? [String: Any])?["sport"] as? String == "all")
    // Sleep debt in seconds in both the dashboard and wellness.
    let today = try #require(dashboard["today"] as? [String: Any])
    let wellnessDays = try #require(try document(["wellness", "--json"] + library)["days"] as? [[String: Any]])
    #expect(today["sleepDebtSeconds"] is NSNumber && wellnessDays.last?["sleepDebtSeconds"] is NSNumber)
    // No schema-1 dialect survives anywhere; threshold kinds are one style.
    let athlete = try document(["athlete", "show", "ana", "--library", lib, "--json"])
    let predict = try document(["predict", "--race", "10k=42:00", "--format", "json"] + library)
    let all = [activities as Any, week, dashboard, weekly, athlete, predict].flatMap(keys)
    for old in [
      "meters", "monday", "sleepDebt", "sleepDebtHours", "consecutiveActiveDays", "consecutiveGoalWeeks", "streak",
      "startTime", "seconds",
    ] {
      #expect(!all.contains(old), "\(old) is schema 1's")
    }
    let kinds = (athlete["thresholds"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
    #expect(kinds.contains("functionalThresholdPower") && !kinds.contains("ftp") && !kinds.contains("lthr"))
    // Numbers to their precision: CTL to 0.1, never 15 digits or float32 noise.
    let ctl = try #require(today["ctl"] as? Double)
    #expect((ctl * 10).rounded() / 10 == ctl)
    let lists = try #require(try document(["load", "--json"] + library)["days"] as? [[String: Any]])
    #expect(lists.allSatisfy { !($0["acwrCoupled"] is String) })
  }
}
