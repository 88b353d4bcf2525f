import Foundation
import Testing
import _VeloTestSupport

/// Runs the built `veloscore` binary and captures its output and exit code.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

func veloscore(_ arguments: String...) throws -> CLIResult { try veloscore(arguments) }

/// The binary speaks English unless `environment` says otherwise (the tester's
/// own `LANG` must not change what the tests read).
func veloscore(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
  let process = Process()
  process.executableURL = try binary()
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(
    ["VELOSCORE_LANG": "en"].merging(environment) { _, new in new }
  ) { _, new in new }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CLIResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}

/// The `veloscore` executable next to the test bundle (SwiftPM's products directory).
func binary() throws -> URL {
  var candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
  #if os(macOS)
  candidates += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
    $0.bundleURL.deletingLastPathComponent()
  }
  #endif
  for dir in candidates {
    let url = dir.appendingPathComponent("veloscore")
    if FileManager.default.isExecutableFile(atPath: url.path) { return url }
  }
  throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "veloscore binary near \(candidates)"])
}

func writeTemporary(_ text: String, name: String = "input.csv") throws -> URL {
  let dir = try makeTemporaryDirectory()
  let url = dir.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url
}

@Suite struct CLITests {
  @Test func version() throws {
    let r = try veloscore("--version")
    #expect(r.status == 0)
    #expect(r.stdout == "0.6.0\n")
  }

  @Test func activityTextAndJSONAgreeWithOracle() throws {
    let ride = Repository.path("datasets/sample/athlete-02/rides/2026-11-22.csv")
    let text = try veloscore("activity", ride, "--ftp", "307")
    #expect(text.status == 0)
    #expect(text.stdout.contains("Normalized Power (NP)"))
    let json = try veloscore("activity", ride, "--ftp", "307", "--json")
    #expect(json.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["metrics"] == nil)  // once, under power
    let metrics = try #require((object["power"] as? [String: Any])?["metrics"] as? [String: Any])
    let oracle = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/activity_oracle.json")))
        as? [String: Any])
    let cases = try #require(oracle["cases"] as? [[String: Any]])
    let expected = try #require(
      cases.first { ($0["file"] as? String) == "datasets/sample/athlete-02/rides/2026-11-22.csv" })
    #expect((expected["ftp"] as? Double) == 307)
    let np = try #require((expected["coggan"] as? [String: Any])?["np"] as? Double)
    // JSON prints NP to 0.1 W (docs/schema/vocabulary.json); VELOSCORE_JSON_PRECISION=full prints every bit.
    #expect(abs((metrics["normalizedPower"] as! Double) - np) <= 0.05 + 1e-9)
    let full = try veloscore(
      ["activity", ride, "--ftp", "307", "--json"], environment: ["VELOSCORE_JSON_PRECISION": "full"])
    let fullMetrics = try #require(
      ((try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])?["power"] as? [String: Any])?[
        "metrics"] as? [String: Any])
    #expect(isClose(fullMetrics["normalizedPower"] as! Double, np, rel: 1e-11))
  }

  @Test func pmcJSONHasEveryDay() throws {
    let r = try veloscore("pmc", Repository.path("datasets/sample/athlete-01/daily.csv"), "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect((object["days"] as? [Any])?.count == 365)
    let text = try veloscore("pmc", Repository.path("datasets/sample/athlete-01/daily.csv"), "--days", "10")
    #expect(text.stdout.contains("Last 10 days"))
  }

  @Test func emptyFileExits65WithHint() throws {
    let r = try veloscore("activity", try writeTemporary("").path, "--ftp", "250")
    #expect(r.status == 65)
    #expect(r.stderr.contains("file is empty"))
    #expect(r.stderr.contains("hint:"))
    #expect(r.stdout.isEmpty)
  }

  @Test func missingPowerColumnExits65() throws {
    let r = try veloscore("activity", try writeTemporary("time,cadence\n0,80\n").path, "--ftp", "250")
    #expect(r.status == 65)
    #expect(r.stderr.contains("nothing to score"))
    let hrOnly = try veloscore("activity", try writeTemporary("time,hr\n0,120\n1,121\n").path)
    #expect(hrOnly.status == 0 && hrOnly.stdout.contains("Average / max"))
  }

  @Test func nonNumericCellNamesTheLine() throws {
    let file = try writeTemporary("time,power\n0,100\n1,1O0\n")
    let r = try veloscore("activity", file.path, "--ftp", "250")
    #expect(r.status == 65)
    #expect(r.stderr.contains("\(file.path):3 (column 'power'): expected a number, found '1O0'"))
  }

  @Test func missingFileExits66() throws {
    let r = try veloscore("pmc", "/no/such/daily.csv")
    #expect(r.status == 66)
    #expect(r.stderr.contains("/no/such/daily.csv: no such file"))
  }

  @Test func badOptionsExit64() throws {
    #expect(try veloscore("activity", "x.csv", "--ftp", "-5").status == 64)
    // Without an FTP everything that needs none is printed, and the report says what one adds.
    let noFTP = try veloscore(
      "activity",
      try writeTemporary((["time,power"] + (0..<60).map { "\($0),\(100 + $0)" }).joined(separator: "\n")).path)
    #expect(
      noFTP.status == 0 && noFTP.stdout.contains("FTP none (IF, TSS and zones need one: --ftp)")
        && noFTP.stdout.contains("Normalized Power"), "\(noFTP.stdout)")
    #expect(try veloscore("pmc", "x.csv", "--ctl-days", "0").status == 64)
    #expect(try veloscore("synth", "--out", "/tmp/x", "--end", "2026-02-30").status == 64)
  }

  @Test func synthWritesTheDataset() throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try veloscore(
      "synth", "--out", dir.path, "--athletes", "2", "--days", "30", "--stream-days", "3", "--seed", "11")
    #expect(r.status == 0)
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("athletes.csv").path))
    let rides = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("athlete-01/rides").path)
    #expect(!rides.isEmpty && rides.count <= 3)
    let pmc = try veloscore("pmc", dir.appendingPathComponent("athlete-02/daily.csv").path)
    #expect(pmc.status == 0)
  }
}

@Suite struct LoadCLITests {
  @Test func loadRatiosTextAndJSON() throws {
    let file = Repository.path("datasets/sample/athlete-01/daily.csv")
    let text = try veloscore("load", file, "--days", "5")
    #expect(text.status == 0 && text.stdout.contains("monotony") && text.stdout.contains("2026-11-22"))
    let json = try veloscore("load", file, "--json")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let days = try #require(object["days"] as? [[String: Any]])
    #expect(days.count == 365)
    #expect(days[26]["acwrCoupled"] == nil && days[27]["acwrCoupled"] is Double)  // 28-day warm-up
    let oracle = try Repository.oracle("series_oracle.json", as: SeriesOracle.self)
    let expected = try #require(oracle.acwrCoupled[0].last ?? nil)
    #expect(abs((days[364]["acwrCoupled"] as! Double) - expected) <= 0.005 + 1e-12)  // printed to 0.01
    #expect(try veloscore("load", file, "--days", "0").status == 64)
  }
}

/// The slice of Tests/Oracles/series_oracle.json this suite reads.
struct SeriesOracle: Decodable {
  var acwrCoupled: [[Double?]]
}

@Suite struct WellnessAndTrendsCLITests {
  @Test func wellnessScoresRecovery() throws {
    let r = try veloscore("wellness", Repository.path("datasets/sample/athlete-01/wellness.csv"), "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let days = try #require(object["days"] as? [[String: Any]])
    #expect(days.count >= 360 && days.last?["date"] as? String == "2026-11-22")  // first reading to last
    #expect(days.first?["recoveryState"] as? String == "insufficientBaseline" && days.first?["recovery"] == nil)
    #expect(
      days.last?["recoveryState"] as? String == "scored"
        && (days.last?["recovery"] as? Int).map { (0...100).contains($0) } == true)
    // Sleep in seconds (the CSV's hours × 3600).
    #expect(days.last?["sleepSeconds"] as? Int == 27_792)
    #expect(
      try veloscore("wellness", Repository.path("datasets/sample/athlete-01/wellness.csv"), "--sleep-need", "20").status
        == 64)
  }

  @Test func trendsMatchTheScipyOracle() throws {
    let r = try veloscore(
      "trends", Repository.path("datasets/sample/athlete-01/wellness.csv"), "hrv_rmssd_ms", "--window", "60", "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let trend = try #require(object["trend"] as? [String: Any])
    // scipy linregress (trend_oracle.py), printed to 4 decimals
    #expect(abs((trend["slope"] as! Double) - 0.00465591178272405) <= 0.00005 + 1e-12)
    let full = try veloscore(
      [
        "trends", Repository.path("datasets/sample/athlete-01/wellness.csv"), "hrv_rmssd_ms", "--window", "60",
        "--json",
      ],
      environment: ["VELOSCORE_JSON_PRECISION": "full"])
    let fullTrend = try #require(
      (try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])?["trend"] as? [String: Any])
    #expect(isClose(fullTrend["slope"] as! Double, 0.00465591178272405, rel: 1e-9))
    let missing = try veloscore("trends", Repository.path("datasets/sample/athlete-01/daily.csv"), "nope")
    #expect(missing.status == 65 && missing.stderr.contains("no nope column"))
  }
}

@Suite struct WeekCLITests {
  @Test func weekReport() throws {
    let csv =
      "start_time,sport,duration,distance_km,calories,tss\n2026-11-16T06:30:00+01:00,ride,1:30:00,42,900,80\n2026-11-17T23:30:00-05:00,run,0:45:00,9,550,45\n"
    let file = try writeTemporary(csv, name: "workouts.csv").path
    let r = try veloscore("week", file, "--tz", "America/New_York", "--goal", "2", "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(object["activeDays"] as? Int == 2 && object["goalMet"] as? Bool == true)
    // The 23:30 run in New York counts on Tuesday 17th, local time.
    #expect(
      (object["activeWeekdays"] as? [Bool]) == [false, true, true, false, false, false, false]
        || (object["activeWeekdays"] as? [Bool]) == [true, true, false, false, false, false, false])
    let totals = try #require((object["totals"] as? [String: Any])?["thisWeek"] as? [String: Any])
    #expect(totals["distanceMeters"] as? Int == 51_000 && totals["durationSeconds"] as? Int == 8100)
    #expect(try veloscore("week", file, "--goal", "9").status == 64)
    #expect(try veloscore("week", file, "--tz", "Mars/Olympus").status == 64)
  }
}

/// The rows of a list document (`{"items": [...], "schemaVersion": 1}`), or nil
/// when the JSON is not one.
func listItems(_ data: Data) -> [[String: Any]]? {
  guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    object["schemaVersion"] as? Int == 2
  else { return nil }
  return object["items"] as? [[String: Any]]
}
