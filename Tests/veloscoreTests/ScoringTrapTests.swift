import Foundation
import Testing
import _VeloTestSupport

/// The audit's traps after the parsers: a value parsed correctly that trapped
/// in scoring (exit 132, and a dead server). Each runs the whole path through
/// the binary: read, resolve settings, score, store, report.
@Suite struct ScoringTrapTests {
  /// 600 s of heart rate at 150 bpm with one reading of `spike` at 300 s, as CSV, GPX and TCX.
  func heartRateFiles(spike: String) throws -> [URL] {
    let dir = try makeTemporaryDirectory()
    let values = (0..<600).map { $0 == 300 ? spike : String(140 + $0 % 20) }
    let csv = "time,heart_rate\n" + values.enumerated().map { "\($0),\($1)\n" }.joined()
    func clock(_ s: Int) -> String {
      "2026-01-05T07:\(s / 60 < 10 ? "0" : "")\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)Z"
    }
    let gpx =
      "<gpx><trk><type>running</type><trkseg>"
      + values.enumerated().map {
        #"<trkpt lat="1" lon="\#(2 + Double($0) * 0.00003)"><time>\#(clock($0))</time><extensions><hr>\#($1)</hr></extensions></trkpt>"#
      }.joined()
      + "</trkseg></trk></gpx>"
    let tcx =
      #"<TrainingCenterDatabase><Activities><Activity Sport="Running"><Lap><Track>"#
      + values.enumerated().map {
        "<Trackpoint><Time>\(clock($0))</Time><DistanceMeters>\(Double($0) * 3)</DistanceMeters><HeartRateBpm><Value>\($1)</Value></HeartRateBpm></Trackpoint>"
      }.joined()
      + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>"
    var urls: [URL] = []
    for (name, text) in [("2026-01-05.csv", csv), ("2026-01-05.gpx", gpx), ("2026-01-05.tcx", tcx)] {
      let url = dir.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      urls.append(url)
    }
    return urls
  }

  /// `Int(observedMax.rounded())` trapped on 9.3e18 whenever heart-rate
  /// thresholds were estimated: the CLI exited 132 and an upload killed `serve`.
  @Test func aHeartRateOf1e19IsDroppedAtTheDoor() throws {
    for file in try heartRateFiles(spike: "1e19") {
      let r = try veloscore("activity", file.path, "--json")
      #expect(r.status == 0, "\(file.lastPathComponent): \(r.status) \(r.stderr)")
      #expect(
        r.stderr.contains("1 heart_rate reading outside 20…250 bpm dropped"), "\(file.lastPathComponent): \(r.stderr)")
      // The estimate rests on no reading of the workout: Tanaka at the assumed age.
      #expect(
        r.stdout.contains("max HR estimated 184 bpm from age 35 (Tanaka 2001)"),
        "\(file.lastPathComponent): \(r.stdout.prefix(600))")
    }
    // The README's athlete: an FTP, no heart-rate thresholds; ingest estimates them.
    let lib = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--ftp", "250", "--library", lib)
    for file in try heartRateFiles(spike: "1e19") {
      let r = try veloscore("ingest", file.path, "--athlete", "ana", "--library", lib)
      #expect(
        r.status == 0 && r.stdout.contains("1 added"), "\(file.lastPathComponent): \(r.status) \(r.stdout) \(r.stderr)")
      #expect(
        r.stderr.contains("\(file.lastPathComponent): 1 heart_rate reading outside 20…250 bpm dropped"), "\(r.stderr)")
    }
    for command in [["activity", "1"], ["report", "activity", "2", "--format", "html"], ["report", "weekly"]] {
      let r = try veloscore(command + ["--library", lib])
      #expect(r.status == 0, "\(command): \(r.status) \(r.stderr)")
    }
  }

  /// A GPX heart rate of 300 bpm became the athlete's estimated max HR.
  @Test func anImplausibleReadingNeverBecomesAThreshold() throws {
    for file in try heartRateFiles(spike: "300") {
      let r = try veloscore("activity", file.path, "--json")
      #expect(
        r.status == 0 && !r.stdout.contains("300 bpm") && r.stdout.contains("max HR estimated 184 bpm from age 35"),
        "\(file.lastPathComponent): \(r.stdout.prefix(600))")
    }
  }

  /// A FIT ride of 600 s (power 200 W, heart rate 150 bpm) whose `zones_target`
  /// stores `maxHR` and `lthr` (uint8, 0xFF = invalid) and FTP.
  func fitWithStoredZones(maxHR: UInt8, lthr: UInt8, ftp: UInt16 = 0xFFFF) throws -> URL {
    var w = FITTestWriter()
    w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id: type, time_created
    w.data(local: 0, [4] + le32(1_000_000_000))
    w.define(local: 1, global: 7, fields: [(1, 1, 0x02), (2, 1, 0x02), (3, 2, 0x84)])  // zones_target
    w.data(local: 1, [maxHR, lthr] + le16(ftp))
    // record: timestamp, heart_rate, power
    w.define(local: 2, global: 20, fields: [(253, 4, 0x86), (3, 1, 0x02), (7, 2, 0x84)])
    for s in 0..<600 { w.data(local: 2, le32(1_000_000_000 + UInt32(s)) + [150] + le16(200)) }
    let url = try makeTemporaryDirectory().appendingPathComponent("zones.fit")
    try Data(w.file()).write(to: url)
    return url
  }

  /// `threshold_heart_rate = 0` (Garmin watches on %-max-HR zones) or
  /// `max_heart_rate = 0` made every zone edge 0 and trapped `binCounts`:
  /// 6 of 57 real files crashed `activity` and `report activity`.
  @Test func zeroThresholdsAFileStoresAreAbsent() throws {
    for (maxHR, lthr) in [(UInt8(0), UInt8(0)), (0, 165), (185, 0)] {
      let file = try fitWithStoredZones(maxHR: maxHR, lthr: lthr)
      for command in [
        ["activity", file.path], ["activity", file.path, "--json"],
        ["report", "activity", file.path, "--format", "html"],
      ] {
        let r = try veloscore(command)
        #expect(r.status == 0, "max \(maxHR) lthr \(lthr) \(command): \(r.status) \(r.stderr)")
        #expect(!r.stderr.contains("ignored"), "0 means absent, said nowhere: \(r.stderr)")
      }
    }
  }

  /// A stored max HR of 3 bpm was accepted; an FTP of 5,000 W too. Out of
  /// range, a file's value is ignored with a warning and the option's wins.
  @Test func implausibleStoredThresholdsAreIgnoredWithAWarning() throws {
    let file = try fitWithStoredZones(maxHR: 3, lthr: 250, ftp: 5000)
    let r = try veloscore("activity", file.path, "--json")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("warning: maxHeartRate 3.0 from the file ignored: outside 80…240"), "\(r.stderr)")
    #expect(r.stderr.contains("warning: lthr 250.0 from the file ignored: outside 60…230"), "\(r.stderr)")
    #expect(r.stderr.contains("warning: ftp 5000.0 from the file ignored: outside 30…700"), "\(r.stderr)")
    #expect(!r.stdout.contains("\"intensityFactor\""), "no FTP, no IF: \(r.stdout.prefix(400))")
    let withOption = try veloscore("activity", file.path, "--ftp", "250", "--json")
    #expect(
      withOption.status == 0 && withOption.stdout.contains("\"intensityFactor\" : 0.8"),
      "\(withOption.stdout.prefix(800))")
    // The options obey the same table as `athlete set`.
    let high = try veloscore("activity", file.path, "--ftp", "1500")
    #expect(
      high.status == 64 && high.stderr.contains("'--ftp' must be between 30 and 700, got 1,500."), "\(high.stderr)")
  }

  /// Archives: columns of unequal length trapped on an index, a time of 1e300
  /// on a Double→Int; the staging folder (mode 0755) stayed behind.
  @Test func hostileArchiveSamplesAreRefusedAndNothingIsLeftBehind() throws {
    let tmp = try makeTemporaryDirectory()
    let lib = tmp.appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", lib)
    let cases = [
      (#""time":[0,1,2],"power":[100,100]"#, "activities[0].samples.'power': 2 values for 3 times"),
      (#""time":[0,1e300],"power":[100,100]"#, "activities[0].samples.time[1]: expected seconds from the start"),
      (#""power":[100,100]"#, "activities[0].samples: no 'time' column"),
    ]
    for (samples, message) in cases {
      let archive = tmp.appendingPathComponent("a.json")
      let json =
        #"{"format":"veloscore-athlete","schemaVersion":1,"athlete":{"name":"ana","timeZone":"UTC","weeklyGoal":3},"thresholds":[],"activities":[{"date":"2026-01-05","sport":"cycling","durationSeconds":60,"samples":{\#(samples)},"startTime":1767596400}],"wellness":[]}"#
      try Data(json.utf8).write(to: archive)
      let staging = try makeTemporaryDirectory()
      let r = try veloscore(["ingest", archive.path, "--library", lib], environment: ["TMPDIR": staging.path])
      #expect(r.status == 65 && r.stderr.contains(message), "\(r.status) \(r.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: staging.path).isEmpty)
    }
    #expect(try veloscore("athlete", "list", "--library", lib).stdout.contains("ana") == false, "nothing written")
  }
}
