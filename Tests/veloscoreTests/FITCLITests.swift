import Foundation
import Testing
import _VeloTestSupport

@Suite struct FITCLITests {
  let ride = Repository.path("datasets/fit/4078723797.fit")

  @Test func activityReadsFITWithTheStoredFTP() throws {
    let r = try veloscore("activity", ride, "--json")
    #expect(r.status == 0)
    #expect(r.stderr.contains("using the FTP stored in the file, 200 W"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(
      ((object["power"] as? [String: Any])?["metrics"] as? [String: Any])?["functionalThresholdPower"] as? Double == 200
        && object["metrics"] == nil)
    let explicit = try veloscore("activity", ride, "--ftp", "280")
    #expect(explicit.status == 0 && explicit.stderr.isEmpty)
  }

  @Test func dumpPrintsEveryMessage() throws {
    let r = try veloscore("fit", "dump", ride)
    #expect(r.status == 0)
    let oracle = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/fit/4078723797.fit.raw.txt"), encoding: .utf8)
    #expect(r.stdout.split(separator: "\n").count == oracle.split(separator: "\n").count)
    let named = try veloscore("fit", "dump", "--names", ride)
    let records = named.stdout.split(separator: "\n").filter { $0.hasPrefix("record|") }
    #expect(records.count == 8357)
    // Field names from the FIT profile, as Garmin's SDK names them.
    #expect(records[0].contains("|timestamp=") && records[0].contains("|power=") && records[0].contains("|heart_rate="))
    let info = try veloscore("fit", "info", ride)
    #expect(info.stdout.contains("Sport cycling   Start"), "\(info.stdout.prefix(200))")
  }

  @Test func infoSummarises() throws {
    let r = try veloscore("fit", "info", ride, "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(object["samples"] as? Int == 8357)
    // ISO 8601 at the file's own UTC offset (+2 h), beside the Unix seconds.
    #expect(
      object["start"] as? String == "2019-09-20T16:10:03+02:00" && object["startEpochSeconds"] as? Int == 1_568_988_603)
    #expect((object["columns"] as? [String])?.contains("power") == true)
  }

  @Test func corruptFileNamesTheByteAndLenientReadsOn() throws {
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ride)))
    bytes = Array(bytes.prefix(50_000))
    let file = try writeTemporary("", name: "cut.fit")
    try Data(bytes).write(to: file)
    let strict = try veloscore("fit", "info", file.path)
    #expect(strict.status == 65)
    #expect(strict.stderr.contains("cut.fit: byte 50000: file is truncated"))
    // The hints name --lenient, which reads the records before the damage.
    let activity = try veloscore("activity", file.path, "--ftp", "250")
    #expect(activity.status == 65 && activity.stderr.contains("'veloscore activity "), "\(activity.stderr)")
    #expect(activity.stderr.contains(" --lenient' reads the records before the damage"), "\(activity.stderr)")
    let lenient = try veloscore("activity", file.path, "--lenient", "--ftp", "250")
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("warning:"))
    #expect(lenient.stdout.contains("Normalized Power"))
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--ftp", "250", "--library", lib)
    let ingest = try veloscore("ingest", file.path, "--library", lib)
    #expect(ingest.status == 65 && ingest.stdout.contains("1 FIT file is cut short"), "\(ingest.stdout)")
    let read = try veloscore("ingest", file.path, "--lenient", "--library", lib)
    #expect(read.status == 0 && read.stdout.contains("1 added"), "\(read.stdout)")
    // Each warning names its file once.
    #expect(
      !read.stderr.contains("cut.fit: \(file.path)") && !read.stderr.contains("cut.fit: cut.fit"), "\(read.stderr)")
  }

  @Test func fitWithoutPowerScoresHeartRate() throws {
    let r = try veloscore(
      "activity", Repository.path("datasets/fit/4801048867.fit"), "--max-hr", "190", "--rest-hr", "50", "--lthr", "165",
      "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(object["metrics"] == nil)
    #expect(object["load"] is Double && object["loadSource"] as? String == "heartRate")
    let bare = try veloscore("activity", Repository.path("datasets/fit/4801048867.fit"))
    // No thresholds at all: an estimated, tagged load instead of none (0 in the PMC).
    // (The text wraps at 80 columns: read it as one line.)
    let prose = bare.stdout.replacingOccurrences(of: "\n", with: " ")
    #expect(
      bare.status == 0
        && prose.contains("(heart rate, estimated: age assumed 35; max HR estimated 184 bpm from age 35"),
      "\(bare.stdout)")
    let rpe = try veloscore("activity", Repository.path("datasets/fit/4801048867.fit"), "--rpe", "5", "--json")
    #expect(rpe.stdout.contains("\"rpe\""))
    #expect(try veloscore("activity", Repository.path("datasets/fit/4801048867.fit"), "--rpe", "11").status == 64)
  }
}

@Suite struct ConvertCLITests {
  @Test(arguments: ["datasets/fit/4078723797.fit", "datasets/tracks/activity_5039744860.tcx"])
  func csvRoundTripScoresTheSame(path: String) throws {
    let dir = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let csv = dir.appendingPathComponent("out.csv").path
    #expect(try veloscore("convert", Repository.path(path), "--to", "csv", "--out", csv).status == 0)
    let direct = try veloscore("activity", Repository.path(path), "--ftp", "250")
    let viaCSV = try veloscore("activity", csv, "--ftp", "250")
    #expect(direct.status == 0 && viaCSV.status == 0)
    // Our metrics; the FIT file's device table (absent in the CSV) is left out.
    let metrics = { (text: String) -> [Substring] in
      var inDevice = false
      return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        if line.hasPrefix("device vs veloscore") { inDevice = true }
        if line.isEmpty { inDevice = false }
        return !inDevice && (line.contains(" W") || line.contains("TSS"))
      }
    }
    #expect(metrics(direct.stdout) == metrics(viaCSV.stdout))
  }

  @Test func jsonHasColumnsAndNulls() throws {
    let r = try veloscore("convert", Repository.path("datasets/tracks/activity_5039744860.gpx"), "--to", "json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "gpx")
    #expect(object["samples"] as? Int == 96)
    #expect((object["series"] as? [String: Any])?["heart_rate"] != nil)
  }
}

@Suite struct PowerCLITests {
  let ride = Repository.path("datasets/fit/4078723797.fit")

  @Test func activityShowsPeaksZonesAndWPrimeBalance() throws {
    let r = try veloscore("activity", ride, "--ftp", "280", "--cp", "290", "--wprime", "20000", "--json")
    #expect(r.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let power = try #require(object["power"] as? [String: Any])
    #expect((power["peaks"] as? [[String: Any]])?.count == 5)
    #expect((power["zones"] as? [[String: Any]])?.count == 7)
    let wbal = try #require(power["wPrimeBalance"] as? [String: Any])
    #expect(wbal["model"] as? String == "integral")
    let text = try veloscore("activity", ride, "--ftp", "280")
    #expect(
      text.stdout.contains("Peak power") && text.stdout.contains("Z4 Threshold") && !text.stdout.contains("W'bal"))
    #expect(try veloscore("activity", ride, "--wprime", "20000").status == 64)
  }

  @Test func mmpCurveAsCSVHasEveryDuration() throws {
    let r = try veloscore("mmp", ride, "--csv")
    #expect(r.status == 0)
    let lines = r.stdout.split(separator: "\n")
    #expect(lines.first == "duration_s,watts,start_s")
    #expect(lines.count == 8357 + 1)
    #expect(lines[1].hasPrefix("1,1022.00,"))
    let text = try veloscore("mmp", ride)
    #expect(text.stdout.contains("Morton 3-parameter") && text.stdout.contains("work–time"))
    #expect(try veloscore("mmp", ride, "--csv", "--json").status == 64)
    let hr = try veloscore("mmp", ride, "--stream", "heart-rate", "--csv")
    #expect(hr.status == 0 && hr.stdout.hasPrefix("duration_s,heart_rate,start_s\n1,190.00,"))
    #expect(try veloscore("mmp", Repository.path("datasets/fit/4801048867.fit")).status == 65)  // no power
  }

  @Test func fillGapsIsReportedAndBounded() throws {
    let sample = Repository.path("datasets/sample/athlete-01/rides/2026-11-22.csv")
    let r = try veloscore("activity", sample, "--ftp", "239", "--fill-gaps", "25")
    #expect(r.status == 0 && r.stdout.contains("of short gaps filled by linear interpolation"))
    #expect(try veloscore("activity", sample, "--ftp", "239", "--fill-gaps", "-1").status == 64)
  }
}

/// The heart-rate mean-max counted stops as 0 bpm (a 1 h best under the ride's
/// average) and its JSON called the values `watts`.
@Suite struct HeartRateCurveTests {
  @Test func heartRateBestsAreNeverBelowTheAverage() throws {
    let file = Repository.path("datasets/fit/4801048867.fit")
    let r = try veloscore("mmp", file, "--stream", "heart-rate", "--json")
    let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(doc["watts"] == nil && doc["unit"] as? String == "bpm")
    let values = try #require(doc["values"] as? [Double])
    let activity = try #require(
      try JSONSerialization.jsonObject(with: Data(try veloscore("activity", file, "--json").stdout.utf8))
        as? [String: Any])
    let average = try #require((activity["heartRate"] as? [String: Any])?["average"] as? Double)
    // The average is printed to 0.1 bpm.
    #expect(values[3599] >= average - 0.05 && values.last! >= average - 0.05, "\(values[3599]) vs \(average)")
    let power = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try veloscore("mmp", Repository.path("datasets/fit/4078723797.fit"), "--json").stdout.utf8))
        as? [String: Any])
    #expect(power["values"] != nil && power["unit"] as? String == "W" && power["watts"] == nil)
  }
}

/// A multisport FIT file (run, transition, row) is one activity per session,
/// each with its sport and its own samples.
@Suite struct MultisportTests {
  @Test func oneActivityPerSession() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "tri", "--library", lib)
    let r = try veloscore(
      "ingest", Repository.path("datasets/fit/6471559601_ACTIVITY.fit"), "--athlete", "tri", "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("1 added (3 activities"), "\(r.stdout)")
    let list = try veloscore("activities", "--library", lib, "--json")
    let rows = try #require(listItems(Data(list.stdout.utf8)))
    #expect(rows.compactMap { $0["sport"] as? String } == ["running", "transition", "rowing"])
    // Each leg's own seconds, as the file's sessions time them (24.6, 11.8, 23.2 s).
    #expect(rows.compactMap { ($0["durationSeconds"] as? NSNumber)?.intValue } == [24, 12, 24])
  }
}

/// A Strava bulk export folder (activities.csv + activities/*.fit.gz|gpx) is
/// an athlete's history: its files and its hand-logged rows, once.
@Suite struct StravaExportTests {
  @Test func exportFolderIngestsFilesAndManualRows() throws {
    let root = try makeTemporaryDirectory().appendingPathComponent("export")
    let activities = root.appendingPathComponent("activities")
    try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
    let gzip = Process()
    gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
    gzip.arguments = [
      "-c", "gzip -c '\(Repository.path("datasets/fit/4078723797.fit"))' > '\(activities.path)/111.fit.gz'",
    ]
    try gzip.run()
    gzip.waitUntilExit()
    try FileManager.default.copyItem(
      atPath: Repository.path("datasets/tracks/activity_5039744860.gpx"),
      toPath: activities.appendingPathComponent("222.gpx").path)
    let header =
      "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance"
    let csv = """
      \(header)
      111,"Sep 20, 2019, 2:10:03 PM",Ride,Ride,,8356,57.57,,,false,,,activities/111.fit.gz,,,8356,8100,57570.0
      222,"Jun 1, 2020, 2:52:40 PM",Morning Ride,Ride,,127,0.67,,,false,,,activities/222.gpx,,,127,95,670.0
      333,"Nov 3, 2026, 6:00:00 AM",Stretching,Yoga,,3600,0,,,false,,,,,,3600,3600,0
      444,"Nov 4, 2026, 6:00:00 AM",Lost,Run,,1800,5,,,false,,,activities/444.fit,,,1800,1800,5000

      """
    try Data(csv.utf8).write(to: root.appendingPathComponent("activities.csv"))
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let r = try veloscore("ingest", root.path, "--athlete", "ana", "--library", lib)
    #expect(
      r.status == 0 && r.stdout.contains("3 added (3 activities") && r.stderr.contains("444.fit: not in the export"),
      "\(r.stdout) \(r.stderr)")
    let list = try veloscore("activities", "--library", lib, "--json")
    let rows = try #require(listItems(Data(list.stdout.utf8)))
    #expect(rows.compactMap { $0["date"] as? String } == ["2019-09-20", "2020-06-01", "2026-11-03"])
    #expect(rows.compactMap { $0["sport"] as? String } == ["cycling", "cycling", "yoga"])
    #expect((rows[2]["durationSeconds"] as? NSNumber)?.intValue == 3600)
    let again = try veloscore("ingest", root.path, "--athlete", "ana", "--library", lib)
    #expect(again.stdout.contains("0 added") && again.stdout.contains("3 duplicates"), "\(again.stdout)")
  }

  /// The export as Strava's download gives it: a zip, read as the folder it holds.
  @Test func theExportAsAZipIsReadAsItsFolder() throws {
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let zip = Repository.path("datasets/zip/strava-export.zip")
    let r = try veloscore("ingest", zip, "--athlete", "ana", "--library", lib)
    #expect(r.status == 0 && r.stdout.contains("2 added (2 activities"), "\(r.stdout) \(r.stderr)")
    let sources = try veloscore("sources", "--library", lib, "--json")
    #expect(sources.stdout.contains("strava-export.zip/activities/111.fit.gz"), "\(sources.stdout)")
    let list = try veloscore("activities", "--library", lib, "--json")
    let rows = try #require(listItems(Data(list.stdout.utf8)))
    #expect(rows.compactMap { $0["sport"] as? String } == ["cycling", "yoga"])
  }
}
