import Foundation
import Testing
import _VeloTestSupport

/// Daily series as a user meets them: the same day in every command, and no
/// ratio made of rounding residue after a rest block.
@Suite struct DailySeriesCLITests {
  func json(_ r: CLIResult) throws -> [String: Any] {
    #expect(r.status == 0, "\(r.stderr)")
    return try #require(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  /// One file, four commands (`pmc`, `load`, `week`, the library), one set of
  /// days: +09:00 keeps its written date, a time without zone is wall-clock in
  /// Madrid, a Z time falls on its Madrid day (00:30 on the 19th).
  @Test func oneLocalDayRuleInEveryCommand() throws {
    let file = try writeTemporary(
      """
      start,sport,duration,tss
      2026-11-17T07:00:00+09:00,Run,1800,40
      2026-11-18T23:30:00,Ride,3600,50
      2026-11-18T23:30:00Z,Ride,3600,60

      """, name: "workouts.csv")
    let expected = ["2026-11-17": 40.0, "2026-11-18": 50, "2026-11-19": 60]
    for command in ["pmc", "load"] {
      let days = try #require(
        try json(veloscore(command, file.path, "--tz", "Europe/Madrid", "--json"))["days"] as? [[String: Any]])
      let loads = Dictionary(
        uniqueKeysWithValues: days.map { ($0["date"] as! String, ($0["load"] as! NSNumber).doubleValue) })
      #expect(loads == expected, "\(command)")
    }
    let week = try json(veloscore("week", file.path, "--tz", "Europe/Madrid", "--json"))
    #expect(week["weekStart"] as? String == "2026-11-16")
    #expect((week["dailyLoads"] as? [NSNumber])?.map(\.doubleValue) == [0, 40, 50, 60, 0, 0, 0])

    let library = try makeTemporaryDirectory().appendingPathComponent("lib").path
    #expect(try veloscore("init", "--library", library).status == 0)
    #expect(try veloscore("athlete", "add", "ana", "--tz", "Europe/Madrid", "--library", library).status == 0)
    let ingest = try veloscore("ingest", file.path, "--athlete", "ana", "--library", library)
    #expect(ingest.status == 0, "\(ingest.stderr)")
    func libraryDays() throws -> [String: Double] {
      let r = try veloscore("activities", "--library", library, "--json")
      #expect(r.status == 0, "\(r.stderr)")
      let rows = try #require(listItems(Data(r.stdout.utf8)))
      return Dictionary(
        rows.map { ($0["date"] as! String, ($0["load"] as! NSNumber).doubleValue) }, uniquingKeysWith: +)
    }
    #expect(try libraryDays() == expected)
    // Moving the athlete to Los Angeles moves only the Z workout (16:30 on the 18th there).
    #expect(try veloscore("athlete", "set", "ana", "--tz", "America/Los_Angeles", "--library", library).status == 0)
    #expect(try libraryDays() == ["2026-11-17": 40, "2026-11-18": 110])
  }

  /// Six weeks of training, 35 rest days, one 27.9 TSS ride: `load` printed
  /// ACWR −1.33 in the break and uncoupled ACWR 1.47e15 and week Δ 1.6e16 % on
  /// the ride day. Expected: n/a in the break; coupled 4.00, the rest n/a.
  @Test func loadAfterARestBlockSaysNA() throws {
    struct Series: Decodable { var load: [Double] }
    let o = try Repository.oracle("rest_break_oracle.json", as: [String: Series].self)
    var csv = "date,tss\n"
    for (i, v) in o["restBreak"]!.load.enumerated() {
      csv += "\(LocalDateText.adding(days: i, to: (2026, 1, 1))),\(v)\n"
    }
    let file = try writeTemporary(csv, name: "break.csv")
    let text = try veloscore("load", file.path, "--days", "12")
    #expect(text.status == 0)
    let rows = text.stdout.split(separator: "\n").filter { $0.hasPrefix("2026-") }.map {
      $0.split(separator: " ").map(String.init)
    }
    try #require(rows.count == 12 && rows.allSatisfy { $0.count == 8 }, "\(text.stdout)")
    for row in rows.prefix(6) { #expect(row[2] == "n/a" && row[3] == "n/a" && row[7] == "n/a", "\(row)") }
    let ride = rows[6]
    #expect(ride[2] == "4.00" && ride[3] == "n/a" && ride[7] == "n/a", "\(ride)")
    let days = try #require(try json(veloscore("load", file.path, "--json"))["days"] as? [[String: Any]])
    let rideDay = days[days.count - 6]
    #expect(rideDay["acwrUncoupled"] == nil && rideDay["weekOverWeekPercent"] == nil)
    #expect(abs(((rideDay["acwrCoupled"] as? NSNumber)?.doubleValue ?? 0) - 4) < 1e-12)
  }
}

/// `YYYY-MM-DD` of a day offset from a date, by Foundation's Gregorian calendar
/// (independent of the engine's own date arithmetic).
enum LocalDateText {
  static func adding(days: Int, to date: (Int, Int, Int)) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: date.0, month: date.1, day: date.2))!
    let day = calendar.date(byAdding: .day, value: days, to: start)!
    let c = calendar.dateComponents([.year, .month, .day], from: day)
    return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
  }
}

/// Hand-logged workouts (the mobile apps' main input) count: session-RPE load
/// and MET calories, both tagged; a row with neither load nor RPE is counted
/// as "no load" in the ingest summary.
@Suite struct ManualLogTests {
  @Test func rpeLoadAndMETCaloriesAreEstimatedAndTagged() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--weight", "70", "--library", lib)
    // As the Spanish (Mexico) app exports it: Spanish headers and sport names.
    let file = try writeTemporary(
      "Fecha,Deporte,Duración,RPE\n2026-11-16,Correr,45:00,6\n2026-11-17,Pesas,1800,\n2026-11-18,Bicicleta,3600,8\n",
      name: "log.csv")
    let r = try veloscore("ingest", file.path, "--athlete", "ana", "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("1 activity has no training load"), "\(r.stdout)")
    let rows = try #require(listItems(Data(try veloscore("activities", "--library", lib, "--json").stdout.utf8)))
    func value(_ i: Int, _ key: String) -> Double? { (rows[i][key] as? NSNumber)?.doubleValue }
    // The RPE on the TSS scale (Friel: RPE 6 = 70 TSS/h, RPE 8 = 100), Foster's RPE × minutes beside it. Ainsworth 2011: kcal = MET × kg × hours (running 9.8; strength 5.0; cycling vigorous 10.0 at RPE ≥ 7).
    #expect(value(0, "load") == 52.5 && rows[0]["loadSource"] as? String == "rpe")
    #expect(value(0, "rpe") == 6 && value(0, "sessionRPELoad") == 270)
    #expect(
      abs(value(0, "calories")! - 9.8 * 70 * 0.75) <= 0.5
        && rows[0]["caloriesSource"] as? String == "MET 9.8 (estimated)")
    #expect(value(1, "load") == nil && value(1, "calories") == 5.0 * 70 * 0.5)
    #expect(value(2, "load") == 100 && value(2, "sessionRPELoad") == 480 && value(2, "calories") == 10.0 * 70 * 1)
    #expect(rows.compactMap { $0["sport"] as? String } == ["running", "strength", "cycling"])
  }
}
