import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@Suite struct FITActivityTests {
  /// Record streams equal the SDK's scaled, component-expanded record values
  /// (Tests/Oracles/fit/<file>.records.csv from garmin-fit-sdk).
  @Test(arguments: FITParityTests.files)
  func recordStreamsMatchTheSDK(name: String) throws {
    let activity = try FITActivity.read(FITParityTests.bytes(name), file: name)
    let csv = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/fit/\(name).records.csv"), encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    }
    let s = activity.streams
    #expect(s.sampleCount == rows.count)
    guard let first = rows.first, let t0 = first[0] else { return }
    #expect(activity.startTime == Int(t0) + 631_065_600)
    let columns: [(Int, [Double]?, String)] = [
      (1, s.power, "power"), (2, s.heartRate, "heart_rate"), (3, s.cadence, "cadence"), (4, s.speed, "speed"),
      (5, s.distance, "distance"), (6, s.altitude, "altitude"), (7, s.latitude, "lat"), (8, s.longitude, "lon"),
      (9, s.temperature, "temperature"),
    ]
    for (i, row) in rows.enumerated() {
      #expect(s.time[i] == row[0]! - t0)
      for (k, column, label) in columns {
        let expected = row[k]
        let mine = column?[i]
        if let expected {
          let ok = mine.map { isClose($0, expected, rel: 1e-12, abs: 1e-9) } ?? false
          if !ok {
            Issue.record("\(name) record \(i) \(label): veloscore \(String(describing: mine)), SDK \(expected)")
            return
          }
        } else {
          #expect(mine == nil || mine!.isNaN, "\(name) record \(i) \(label)")
        }
      }
    }
  }

  @Test func contextOfARealRide() throws {
    let a = try FITActivity.read(FITParityTests.bytes("4078723797.fit"), file: "4078723797.fit")
    #expect(a.sport == 2)  // cycling
    #expect(a.fileType == 4)  // activity
    #expect(a.sessions.count == 1 && a.laps.count == 1)
    #expect(a.functionalThresholdPower != nil)
    #expect(!a.devices.isEmpty)
    #expect(a.messageCounts[20] == 8357)
    let session = try #require(a.sessions.first)
    #expect(session.elapsedSeconds! >= session.timerSeconds!)
    let grid = try #require(a.streams.powerOnOneHertzGrid())
    #expect(grid.power.count >= 3600)
  }

  /// `activity.local_timestamp` gives the offset when within ±14 h; a zero one
  /// (printed as "local offset -16396576 min" before) leaves it unset, so the
  /// athlete's zone applies.
  @Test func localOffsetOnlyWhenPlausible() throws {
    func file(local: (UInt32) -> UInt32) throws -> FITActivity {
      var w = FITTestWriter()
      let start: UInt32 = 1_100_000_000  // FIT epoch seconds (2024-11-08 UTC)
      w.define(local: 0, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])
      for i in 0..<3 { w.data(local: 0, le32(start + UInt32(i)) + le16(200)) }
      w.define(local: 1, global: 34, fields: [(253, 4, 0x86), (5, 4, 0x86)])
      w.data(local: 1, le32(start + 2) + le32(local(start + 2)))
      return try FITActivity.read(w.file(), file: "t.fit")
    }
    #expect(try file { $0 + 9 * 3600 }.localOffsetSeconds == 32_400)
    #expect(try file { $0 - 5 * 3600 - 1800 }.localOffsetSeconds == -19_800)
    #expect(try file { _ in 0 }.localOffsetSeconds == nil)
    #expect(try file { $0 + 15 * 3600 }.localOffsetSeconds == nil)
    // The offset decides the day: 23:00 UTC with +09:00 is the next day, whatever the athlete's zone.
    let berlin = try AthleteTimeZone(identifier: "Europe/Berlin")
    let lateUTC = 1_795_042_800.0  // 2026-11-18T23:00:00Z
    #expect(berlin.localDate(unix: lateUTC, knownOffsetSeconds: 32_400) == LocalDate(year: 2026, month: 11, day: 19))
    #expect(berlin.localDate(unix: lateUTC, knownOffsetSeconds: nil) == LocalDate(year: 2026, month: 11, day: 19))
    #expect(
      berlin.localDate(unix: lateUTC - 3600, knownOffsetSeconds: -5 * 3600) == LocalDate(year: 2026, month: 11, day: 18)
    )
  }
}

/// Strava and Garmin exports hold `.fit.gz`, `.tcx.gz`, `.gpx.gz` (a `.fit.gz`
/// was read as a CSV: "a quoted cell is not closed").
@Suite struct GzipTests {
  /// Runs `command` with /bin/sh (gzip makes the test files).
  func shell(_ command: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    try process.run()
    process.waitUntilExit()
  }

  @Test func compressedExportsReadAsWhatTheyHold() throws {
    let dir = try makeTemporaryDirectory()
    for name in [
      "datasets/fit/4078723797.fit", "datasets/tracks/activity_5039744860.gpx",
      "datasets/tracks/activity_5039744860.tcx",
    ] {
      let plain = Repository.root.appendingPathComponent(name)
      let target = dir.appendingPathComponent(plain.lastPathComponent + ".gz")
      try shell("gzip -c '\(plain.path)' > '\(target.path)'")
      let a = try ActivityFile.read(path: plain.path)
      let b = try ActivityFile.read(path: target.path)
      #expect(
        a.format == b.format && a.streams.nullableColumns == b.streams.nullableColumns && a.startTime == b.startTime,
        "\(name)")
      // A truncated stream is an error naming the file and the byte, never a crash.
      let bytes = try [UInt8](Data(contentsOf: target))
      #expect(throws: GzipError.self) { try Gzip.decompress(Array(bytes.prefix(bytes.count / 2)), file: "t.gz") }
    }
    #expect(throws: GzipError.self) { try Gzip.decompress([0x1F, 0x8B, 0, 0, 0], file: "bad.gz") }
    #expect(DatasetFolder.isActivityFile("123.FIT.gz") && !DatasetFolder.isActivityFile("notes.txt.gz"))
  }

  /// A bomb was refused only after inflating 1 GiB (~2 GB RSS per 10–15 MB
  /// upload). Now one may inflate 64× its size (at least 1 MiB, at most 128 MiB).
  @Test func aZipBombStopsAtItsBudget() throws {
    let dir = try makeTemporaryDirectory()
    let target = dir.appendingPathComponent("bomb.fit.gz")
    try shell("head -c 50000000 /dev/zero | gzip -9 > '\(target.path)'")
    let bytes = try [UInt8](Data(contentsOf: target))
    #expect(bytes.count < 100_000 && Gzip.budget(compressedCount: bytes.count) == 64 * bytes.count)
    #expect(Gzip.budget(compressedCount: 1000) == 1 << 20)
    #expect(Gzip.budget(compressedCount: 4 << 20) == 128 << 20 && Gzip.budget(compressedCount: 1 << 20) == 64 << 20)
    #expect(Gzip.budget(compressedCount: Int.max) == Gzip.maximumOutputBytes)
    do {
      _ = try ActivityFile.parse(bytes: bytes, file: "bomb.fit.gz")
      Issue.record("a 50 MB bomb was inflated")
    } catch let e as GzipError {
      #expect(
        e.description.hasPrefix("bomb.fit.gz: decompresses to more than ")
          && e.description.contains("at most 64×, up to 128 MiB"), "\(e)")
    }
    // Real exports inflate within budget (GPX 9.7×, TCX 13×).
    let tcx = Repository.root.appendingPathComponent("datasets/tracks/activity_5039744860.tcx")
    let packed = dir.appendingPathComponent("t.tcx.gz")
    try shell("gzip -9 -c '\(tcx.path)' > '\(packed.path)'")
    #expect(try ActivityFile.read(path: packed.path).format == .tcx)
  }
}

/// Pool and open-water swims with HRM-Swim/HRM-Tri store heart rate in `hr`
/// messages, not in records: merged onto the records as Garmin's SDK does.
@Suite struct SwimHeartRateTests {
  struct Oracle: Decodable { var heartRate: [Double?] }

  @Test func hrMessagesAreMergedLikeTheReferenceDecoder() throws {
    let name = "Tests/Oracles/fit/swim-hr-synthetic.fit"
    let fit = try FITActivity.read(Array(Data(contentsOf: Repository.root.appendingPathComponent(name))), file: name)
    let expected = try Repository.oracle("swim_hr_oracle.json", as: Oracle.self).heartRate
    let hr = try #require(fit.streams.heartRate)
    #expect(hr.count == expected.count)
    for (i, e) in expected.enumerated() {
      if let e { #expect(hr[i] == e, "record \(i)") } else { #expect(hr[i].isNaN, "record \(i)") }
    }
    #expect(fit.messageCounts[132] == 38)  // the anchor and 37 messages of 8 readings
  }
}

/// Swimming as a sport: lengths, pool length, strokes, SWOLF, pace, moving time
/// from active lengths and sTSS, against an independent computation (swim_oracle.py).
@Suite struct PoolSwimTests {
  struct Oracle: Decodable {
    var pool: Double, threshold: Double, activeLengths: Int, restLengths: Int, distance: Double, seconds: Double
    var pace: Double, strokes: Double, swolf: Double, sTSS: Double
  }

  @Test func lengthsGiveSwimMetricsAndLoad() throws {
    let o = try Repository.oracle("swim_oracle.json", as: Oracle.self)
    let name = "Tests/Oracles/fit/pool-swim-synthetic.fit"
    let fit = try FITActivity.read(Array(Data(contentsOf: Repository.root.appendingPathComponent(name))), file: name)
    #expect(fit.poolLength == o.pool && fit.lengths.count == o.activeLengths + o.restLengths)
    var settings = AthleteSettings()
    settings.thresholdSwimPace = o.threshold
    let summary = ActivitySummary(
      streams: fit.streams, settings: settings, sport: "swimming", swimLengths: fit.lengths, poolLength: fit.poolLength)
    let s = try #require(summary.swim)
    #expect(s.activeLengths == o.activeLengths && s.restLengths == o.restLengths && s.distance == o.distance)
    #expect(isClose(s.movingSeconds, o.seconds, rel: 1e-12) && isClose(s.pacePer100m!, o.pace, rel: 1e-12))
    #expect(s.strokes == o.strokes && isClose(s.averageSWOLF!, o.swolf, rel: 1e-12))
    #expect(isClose(s.sTSS!, o.sTSS, rel: 1e-12) && summary.load?.source == .swim && summary.load?.value == s.sTSS)
    #expect(summary.movingSeconds == Int(o.seconds.rounded()))  // rest at the wall is not moving
  }
}
