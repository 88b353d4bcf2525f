import Foundation
import Testing
import _VeloTestSupport

@Suite struct PlanCLITests {
  func library() throws -> String {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", lib).status == 0)
    #expect(try veloscore("athlete", "add", "ana", "--library", lib).status == 0)
    let log = try writeTemporary(
      "fecha,deporte,duración,carga\n2026-11-16,Bicicleta,3600,80\n2026-11-18,Correr,1800,40\n", name: "log.csv")
    #expect(try veloscore("ingest", log.path, "--library", lib).status == 0)
    return lib
  }

  @Test func eventsPlansAndTheSolverFromTheCommandLine() throws {
    let lib = try library()
    #expect(
      try veloscore(
        "plan", "event", "--date", "2027-02-07", "--name", "Fondo", "--priority", "a", "--ctl", "45", "--tsb", "0:20",
        "--library", lib
      ).status == 0)
    let plan = try writeTemporary(
      "date,sport,load,minutes,description\n2026-11-24,Ride,60,90,Z2\n2026-11-26,Run,,45,Easy\n", name: "plan.csv")
    let imported = try veloscore("plan", "import", plan.path, "--library", lib)
    #expect(imported.status == 0 && imported.stdout.contains("Imported 2 planned sessions"), "\(imported.stderr)")
    // `week` compares the week with the library's plan, or with a plan file given instead.
    #expect(
      try veloscore("week", "--date", "2026-11-24", "--library", lib).stdout.contains(
        "Planned vs done: load 0/102 (0 %)"))
    let other = try writeTemporary("date,load\n2026-11-25,40\n", name: "other-plan.csv")
    #expect(
      try veloscore("week", "--date", "2026-11-24", "--plan", other.path, "--library", lib).stdout.contains(
        "Planned vs done: load 0/40 (0 %)"))
    let show = try veloscore("plan", "show", "--from", "2026-11-23", "--format", "json", "--library", lib)
    #expect(show.status == 0, "\(show.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
    let solution = try #require(json["solution"] as? [String: Any])
    let solved = try #require(solution["taperPlan"] as? [String: Any])
    // printed to 0.1
    #expect(abs((solved["ctl"] as! Double) - 45) <= 0.05 && abs((solved["tsb"] as! Double) - 10) <= 0.05)
    let steep = try veloscore("plan", "show", "--from", "2026-11-23", "--max-ramp", "1", "--library", lib)
    #expect(steep.status == 0 && steep.stdout.contains("infeasible: needs ramp") && steep.stdout.contains("> limit 1"))
    let list = try veloscore("plan", "list", "--library", lib)
    #expect(list.stdout.contains("Fondo") && list.stdout.contains("Easy") && list.stdout.contains("running"))
    #expect(try veloscore("plan", "remove", "--all", "--library", lib).status == 64)
    // Every removal asks for --yes (64 without it, nothing removed).
    #expect(try veloscore("plan", "remove", "--event", "1", "--library", lib).status == 64)
    #expect(try veloscore("plan", "remove", "--event", "1", "--yes", "--library", lib).status == 0)
    #expect(try veloscore("plan", "remove", "--event", "1", "--yes", "--library", lib).status == 65)
    #expect(try veloscore("plan", "remove", "--all", "--yes", "--library", lib).stdout.contains("Removed 2"))
  }

  /// Nothing lost: the plan travels through both export formats and back, once.
  @Test func planSurvivesExportAndIngest() throws {
    let lib = try library()
    _ = try veloscore(
      "plan", "event", "--date", "2027-02-07", "--name", "Maratón, CDMX", "--priority", "B", "--tsb", "0:15",
      "--distance", "marathon", "--target-time", "3:30:00", "--library", lib)
    _ = try veloscore(
      "plan", "add", "--date", "2026-12-01", "--minutes", "45", "--description", "Trote \"suave\", Z2", "--sport",
      "Correr", "--library", lib)
    // Names a spreadsheet would run: guarded in CSV, and the guard undone on ingest (they came back as '=HYPERLINK…).
    _ = try veloscore(
      "plan", "event", "--date", "2027-03-07", "--name", "=HYPERLINK(\"http://x\",\"y\")", "--priority", "C",
      "--library", lib)
    _ = try veloscore(
      "plan", "add", "--date", "2026-12-02", "--minutes", "30", "--description=-- easy, '=not a formula", "--library",
      lib)
    let original = try veloscore("plan", "list", "--json", "--library", lib).stdout
    for format in ["json", "csv"] {
      let out = try makeTemporaryDirectory().appendingPathComponent("export").path
      #expect(try veloscore("export", "--format", format, "--out", out, "--library", lib).status == 0)
      let copy = try makeTemporaryDirectory().appendingPathComponent("lib").path
      _ = try veloscore("init", "--library", copy)
      let first = try veloscore("ingest", out, "--library", copy)
      #expect(first.stdout.contains("plan: 2 events and 2 planned sessions added"), "\(first.stdout) \(first.stderr)")
      // a second time adds nothing
      #expect(!(try veloscore("ingest", out, "--library", copy)).stdout.contains("plan:"))
      #expect(try veloscore("plan", "list", "--json", "--library", copy).stdout == original, "\(format)")
    }
  }

  @Test func badInputIsNamed() throws {
    let lib = try library()
    #expect(
      try veloscore("plan", "event", "--date", "2027-02-07", "--name", "X", "--priority", "D", "--library", lib).status
        == 64)
    #expect(try veloscore("plan", "event", "--date", "2027-02-30", "--name", "X", "--library", lib).status == 64)
    #expect(
      try veloscore("plan", "event", "--date", "2027-02-07", "--name", "X", "--tsb", "20:5", "--library", lib).status
        == 64)
    #expect(try veloscore("plan", "add", "--date", "2027-02-07", "--library", lib).status == 64)
    let bad = try writeTemporary("date,load\n2026-11-24,60\n2026-11-25,x\n", name: "bad-plan.csv")
    let r = try veloscore("plan", "import", bad.path, "--library", lib)
    #expect(r.status == 65 && r.stderr.contains("bad-plan.csv:3"), "\(r.stderr)")
    #expect(
      try veloscore("plan", "show", "--from", "2026-11-23", "--library", lib).stdout.contains(
        "No plan from Mon 23 Nov 2026 on"))
  }

  @Test func predictFromARaceOrTheBestRun() throws {
    let race = try veloscore("predict", "--race", "5k=20:00", "--distance", "marathon", "--format", "json")
    #expect(race.status == 0, "\(race.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(race.stdout.utf8)) as? [String: Any])
    let p = try #require((json["predictions"] as? [[String: Any]])?.first)
    // 1200·(42195/5000)^1.06, printed to the second
    #expect(abs((p["riegelSeconds"] as! Double) - 11_509.32071511395) <= 0.5)
    #expect(abs((p["vdotSeconds"] as! Double) - 11_509) < 120)
    #expect(try veloscore("predict", "--race", "5k").status == 64)
    let lib = try library()
    // a 30-minute run of unknown distance: nothing to predict from
    let none = try veloscore("predict", "--library", lib)
    #expect(none.status == 65 && none.stderr.contains("no run to predict from"))
    let runs = try writeTemporary(
      "date,sport,duration,distance,tss\n2026-11-20,Run,1500,5000,30\n2026-11-21,Run,3000,10000,50\n", name: "runs.csv")
    #expect(try veloscore("ingest", runs.path, "--library", lib).status == 0)
    let best = try veloscore("predict", "--library", lib, "--distance", "half")
    // 50:00 for 10 km is VDOT 40.0 (Daniels' table: 10 km 50:03 at VDOT 40), 25:00 for 5 km only 38.3.
    #expect(
      best.status == 0 && best.stdout.contains("From 10.00 km in 0:50:00 (activity")
        && best.stdout.contains("VDOT 40.0"), "\(best.stdout)")
  }
}
