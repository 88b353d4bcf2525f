import Foundation
import Testing
import _VeloTestSupport

/// `report calendar`: the month's weeks with each day's load done and planned,
/// events and rest days; a month that is not YYYY-MM is a usage error.
@Suite struct CalendarCLITests {
  @Test func aMonthOfDoneAndPlannedDays() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "ana", "--tz", "America/Mexico_City", "--library", lib).status == 0)
    let log = try writeTemporary(
      "date,sport,minutes,load,name\n2026-11-03,cycling,60,55,Rodada\n2026-11-05,running,40,38,Trote\n", name: "log.csv"
    )
    #expect(try veloscore("ingest", log.path, "--athlete", "ana", "--library", lib).status == 0)
    #expect(
      try veloscore("plan", "add", "--date", "2026-11-10", "--load", "70", "--athlete", "ana", "--library", lib).status
        == 0)
    #expect(
      try veloscore(
        "plan", "event", "--date", "2026-11-29", "--name", "Carrera", "--priority", "B", "--athlete", "ana",
        "--library", lib
      ).status == 0)
    let text = try veloscore("report", "calendar", "--athlete", "ana", "--month", "2026-11", "--library", lib)
    #expect(text.status == 0, "\(text.stderr)")
    // The week of 2 Nov: rest Monday, 55 Tuesday, rest Wednesday, 38 Thursday; the week's load 93.
    let week = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("2 Nov") }).split(
      separator: " ", omittingEmptySubsequences: true)
    #expect(Array(week.prefix(7)) == ["2", "Nov", "·", "55", "·", "38", "·"] && week.last == "93", "\(week)")
    #expect(text.stdout.contains("(70)") && text.stdout.contains("B"))
    let csv = try veloscore(
      "report", "calendar", "--athlete", "ana", "--month", "2026-11", "--format", "csv", "--library", lib
    ).stdout
    #expect(
      csv.contains("2026-11-03,cycling,Rodada,3600,55.0,done") && csv.contains("2026-11-10,,,,70.0,planned")
        && csv.contains("2026-11-29,,Carrera,,,event B"), "\(csv)")
    let html = try veloscore(
      "report", "calendar", "--athlete", "ana", "--month", "2026-11", "--format", "html", "--lang", "es-MX",
      "--library", lib
    ).stdout
    #expect(
      html.contains("noviembre de 2026") && html.contains("class=\"cal\"") && html.contains("B · Carrera")
        && html.contains("planeado: 70"))
    // The season page carries the month of its last day, the weekly page its week and the weeks
    // beside it (the ride of 3 Nov in the week of 4 Nov); their JSON does not.
    for report in ["season", "weekly"] {
      let page = try veloscore(
        ["report", report, "--athlete", "ana", "--format", "html", "--lang", "es-MX", "--library", lib]
          + (report == "weekly" ? ["--date", "2026-11-04"] : [])
      ).stdout
      #expect(
        page.contains("class=\"cal\"") && page.contains("Noviembre de 2026") && page.contains("Rodada"), "\(report)")
      #expect(
        try !veloscore("report", report, "--athlete", "ana", "--format", "json", "--library", lib).stdout.contains(
          "monthStart"), "\(report)")
    }
    for bad in ["2026-13", "11-2026", "2026"] {
      let r = try veloscore("report", "calendar", "--athlete", "ana", "--month", bad, "--library", lib)
      #expect(r.status == 64 && r.stderr.contains("'--month' must be a month YYYY-MM"), "\(bad): \(r.stderr)")
    }
  }
}
