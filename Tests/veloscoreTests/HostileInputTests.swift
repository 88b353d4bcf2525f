import Foundation
import GRDB
import Testing
import _VeloTestSupport

/// Each reproduction of the hostile-input audit, through the CLI: bad input is
/// exit 65 (or 64/66) with file, line and column — never a crash (exit 132),
/// never a write outside the target, never a flood of output.
@Suite struct HostileInputTests {
  /// A new library (only `init` creates one; `ingest` into a missing path is an error).
  func library() throws -> String {
    let path = try makeTemporaryDirectory().appendingPathComponent("lib").path
    _ = try veloscore("init", "--library", path)
    return path
  }

  @Test func invalidUTF8InAnXMLNameIsAnErrorNotATrap() throws {
    let dir = try makeTemporaryDirectory()
    let bad = dir.appendingPathComponent("bad.gpx")
    try Data([UInt8]("<gpx><a".utf8) + [0xDD] + [UInt8]("/></gpx>".utf8)).write(to: bad)
    let r = try veloscore("activity", bad.path, "--ftp", "250")
    #expect(
      r.status == 65 && r.stderr.contains("bad.gpx:1:8: not well-formed XML: invalid UTF-8 (byte 0xDD)"),
      "\(r.status) \(r.stderr)")
    // Inside an ingest it fails that file, not the run.
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let ride = Repository.path("datasets/sample/athlete-01/workouts.csv")
    let ingest = try veloscore("ingest", bad.path, ride, "--athlete", "ana", "--library", lib)
    #expect(
      ingest.status == 65 && ingest.stdout.contains("1 added") && ingest.stdout.contains("1 failed"), "\(ingest.stdout)"
    )
    // Entities are never defined from a DOCTYPE (no expansion), and are named.
    let bomb = dir.appendingPathComponent("bomb.gpx")
    try Data("<!DOCTYPE g [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;\">]>\n<gpx>&b;</gpx>".utf8).write(to: bomb)
    let b = try veloscore("activity", bomb.path)
    #expect(b.status == 65 && b.stderr.contains("bomb.gpx:2:6: not well-formed XML: unknown entity &b;"), "\(b.stderr)")
  }

  @Test func hugeAndNonFiniteValuesAreRefusedWithTheirCell() throws {
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let file = try writeTemporary("date,sport,duration,tss\n2026-01-05,Run,1e308,50\n", name: "w.csv")
    let r = try veloscore("ingest", file.path, "--athlete", "ana", "--library", lib)
    #expect(
      r.status == 65 && r.stderr.contains("w.csv:2 (column 'duration'): expected 0…1,209,600, found '1e+308'"),
      "\(r.stderr)")
    let load = try writeTemporary("date,tss\n2026-01-05,1e308\n2026-01-05,1e308\n", name: "load.csv")
    let p = try veloscore("pmc", load.path)
    #expect(p.status == 65 && p.stderr.contains("load.csv:2 (column 'tss'): expected 0…10,000"), "\(p.stderr)")
  }

  /// A row stored before the limits (or by another tool) must not crash reads.
  @Test func readsSurviveAStoredRowBeyondAnyClock() throws {
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let file = try writeTemporary(
      "date,sport,duration,tss\n2026-01-05,Run,3600,50\n2026-01-06,Run,1800,30\n", name: "w.csv")
    #expect(try veloscore("ingest", file.path, "--athlete", "ana", "--library", lib).status == 0)
    let db = try DatabaseQueue(path: lib + "/library.sqlite")
    try db.write { db in
      try db.execute(sql: "UPDATE activity SET durationSeconds = 1e308, load = 1e308")
      try db.execute(sql: "UPDATE athlete SET dirtyFrom = '2026-01-05'")
    }
    try db.close()
    for command in [
      ["activities"], ["activity", "1"], ["report", "weekly"], ["week"], ["pmc"],
      ["report", "season", "--format", "md"],
    ] {
      let r = try veloscore(command + ["--library", lib])
      #expect(r.status == 0, "\(command): \(r.status) \(r.stderr)")
    }
  }

  @Test func thresholdsOutOfRangeNameTheirCell() throws {
    let dir = try makeTemporaryDirectory()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("ana"), withIntermediateDirectories: true)
    try Data("id,ftp\nana,0\n".utf8).write(to: dir.appendingPathComponent("athletes.csv"))
    let lib = try library()
    let roster = try veloscore("ingest", dir.path, "--library", lib)
    #expect(
      roster.status == 65 && roster.stderr.contains("athletes.csv:2 (column 'ftp'): expected 30…700, found '0.0'"),
      "\(roster.stderr)")
    let batch = try veloscore("batch", dir.path, "--out", dir.appendingPathComponent("out").path)
    #expect(batch.status == 65 && batch.stderr.contains("(column 'ftp'): expected 30…700"), "\(batch.stderr)")
    try Data("id,ftp\nana,250\n".utf8).write(to: dir.appendingPathComponent("athletes.csv"))
    try Data("kind,from,value\nlthr,2026-01-01,-5\n".utf8).write(to: dir.appendingPathComponent("ana/thresholds.csv"))
    let dated = try veloscore("ingest", dir.path, "--library", lib)
    #expect(
      dated.status == 65 && dated.stderr.contains("thresholds.csv:2 (column 'value'): expected lthr in 60…230"),
      "\(dated.stderr)")
  }

  /// Names that become paths: a GPX sport `../../../../x` and archive names
  /// never write outside the target; a 10,240-character name is refused up front.
  @Test func namesNeverLeaveTheTargetFolder() throws {
    let dir = try makeTemporaryDirectory()
    let gpx = dir.appendingPathComponent("2026-01-05.gpx")
    try Data(
      """
      <gpx><trk><type>../../../../x</type><trkseg>
      <trkpt lat="1" lon="2"><time>2026-01-05T07:00:00Z</time></trkpt><trkpt lat="1.001" lon="2"><time>2026-01-05T07:00:05Z</time></trkpt>
      </trkseg></trk></gpx>
      """.utf8
    ).write(to: gpx)
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    #expect(try veloscore("ingest", gpx.path, "--athlete", "ana", "--library", lib).status == 0)
    let out = dir.appendingPathComponent("sandbox/out")
    #expect(try veloscore("export", "--out", out.path, "--library", lib).status == 0)
    let written = (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String]) ?? []
    #expect(
      written.allSatisfy {
        $0.hasPrefix("sandbox/out") || $0 == "sandbox" || $0 == "2026-01-05.gpx" || $0.hasPrefix("lib")
      }, "\(written)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x").path))

    let long = String(repeating: "a", count: 10_240)
    let add = try veloscore("athlete", "add", long, "--library", lib)
    #expect(
      add.status == 64 && add.stderr.contains("at most 64 characters") && add.stderr.count < 600,
      "\(add.stderr.prefix(300))")
    for name in ["../../../../escaped", long] {
      let archive = dir.appendingPathComponent("evil.json")
      let json =
        #"{"format":"veloscore-athlete","schemaVersion":1,"athlete":{"name":"\#(name)","timeZone":"UTC","weeklyGoal":3},"thresholds":[],"activities":[{"date":"2026-01-05","sport":"../../../../pwned","durationSeconds":60,"samples":{"time":[0,1],"power":[100,100]},"startTime":1767596400}],"wellness":[]}"#
      try Data(json.utf8).write(to: archive)
      let r = try veloscore("ingest", archive.path, "--library", lib)
      #expect(r.status == 65 && r.stderr.contains("athlete.name:"), "\(r.stderr.prefix(300))")
    }
    let tmp = FileManager.default.temporaryDirectory
    #expect(
      !FileManager.default.fileExists(atPath: tmp.deletingLastPathComponent().appendingPathComponent("escaped").path))
  }

  /// `ingest A20 & ingest all40`: one process exited 65 "athlete already exists"
  /// and athletes 21–40 were lost. Creating an existing athlete is an upsert.
  @Test func concurrentDatasetIngestsLoseNothing() throws {
    let root = try makeTemporaryDirectory()
    func dataset(_ name: String, _ athletes: ClosedRange<Int>) throws -> String {
      let d = root.appendingPathComponent(name)
      var roster = "id,ftp\n"
      for k in athletes {
        let a = String(format: "a%02d", k)
        roster += "\(a),250\n"
        try FileManager.default.createDirectory(at: d.appendingPathComponent(a), withIntermediateDirectories: true)
        try Data("date,sport,duration,tss\n2026-01-0\(1 + k % 9),Ride,3600,\(40 + k)\n".utf8).write(
          to: d.appendingPathComponent("\(a)/workouts.csv"))
      }
      try Data(roster.utf8).write(to: d.appendingPathComponent("athletes.csv"))
      return d.path
    }
    let small = try dataset("small", 1...20)
    let all = try dataset("all", 1...40)
    let lib = try library()
    #expect(try veloscore("init", "--library", lib).status == 0)
    for _ in 0..<2 {
      let group = DispatchGroup()
      nonisolated(unsafe) var results: [CLIResult] = []
      let lock = NSLock()
      for path in [small, all] {
        group.enter()
        DispatchQueue.global().async {
          let r = try? veloscore("ingest", path, "--library", lib)
          lock.withLock { if let r { results.append(r) } }
          group.leave()
        }
      }
      group.wait()
      #expect(results.count == 2 && results.allSatisfy { $0.status == 0 }, "\(results.map { $0.stderr })")
    }
    let list = try veloscore("athlete", "list", "--library", lib, "--json")
    let athletes = try #require(listItems(Data(list.stdout.utf8)))
    #expect(athletes.count == 40)
  }

  /// A 66-byte file dated 0001-01-01 and 9999-12-31 took 19 s, 2.8 GB and printed
  /// 557 MB; a typo year (0205) silently cost 80 MB.
  @Test func implausibleDatesAndSpansAreRefused() throws {
    let far = try writeTemporary("date,tss\n0001-01-01,50\n9999-12-31,50\n", name: "far.csv")
    let r = try veloscore("pmc", far.path, "--json")
    #expect(
      r.status == 65
        && r.stderr.contains(
          "far.csv:2 (column 'date'): expected a date in 1950-01-01…2100-12-31, found '0001-01-01' (a typo in the year?)"
        ), "\(r.stderr)")
    #expect(r.stdout.utf8.count < 1000)
    let span = try writeTemporary("date,tss\n1951-01-01,50\n2026-01-01,50\n", name: "span.csv")
    let s = try veloscore("load", span.path)
    #expect(
      s.status == 65 && s.stderr.contains("27,394 days") == false && s.stderr.contains("at most 18263"), "\(s.stderr)")
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let typo = try writeTemporary("date,sport,duration,tss\n0205-11-03,Run,3600,50\n", name: "typo.csv")
    let i = try veloscore("ingest", typo.path, "--athlete", "ana", "--library", lib)
    #expect(i.status == 65 && i.stderr.contains("typo.csv:2 (column 'date'):"), "\(i.stderr)")
  }

  /// Error messages quote bad values cut short, with control bytes escaped.
  @Test func messagesAreShortAndInert() throws {
    let huge = String(repeating: "x", count: 1_000_000)
    let file = try writeTemporary("date,tss\n2026-01-05,\u{1B}[31m\(huge)\n", name: "ansi.csv")
    let r = try veloscore("pmc", file.path)
    #expect(
      r.status == 65 && r.stderr.count < 400 && !r.stderr.contains("\u{1B}") && r.stderr.contains("\\u{1B}[31m"),
      "\(r.stderr.prefix(400))")
    #expect(r.stderr.contains("more bytes)"))
  }

  @Test func exitCodesFollowTheTable() throws {
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let empty = try makeTemporaryDirectory()
    #expect(try veloscore("ingest", empty.path, "--athlete", "ana", "--library", lib).status == 66)
    #expect(try veloscore("ingest", empty.appendingPathComponent("missing.fit").path, "--library", lib).status == 66)
    let header = try writeTemporary("date,tss\n", name: "header.csv")
    #expect(try veloscore("ingest", header.path, "--athlete", "ana", "--library", lib).status == 65)
    #expect(try veloscore("pmc", header.path).status == 65)
    let full = try veloscore(
      "convert", Repository.path("datasets/sample/athlete-02/rides/2026-11-22.csv"), "--out", "/dev/full")
    #expect(full.status == 74 && full.stderr.contains("disk is full"), "\(full.stderr)")
    let json = try veloscore("pmc", empty.appendingPathComponent("none.csv").path, "--json")
    let doc = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(
      json.status == 66 && doc["exitCode"] as? Int == 66 && (doc["error"] as? String)?.contains("no such file") == true)
  }

  /// A FIT file names its sport: `--sport` fills in only for files that do not.
  @Test func sportOptionDoesNotOverrideTheFile() throws {
    let lib = try library()
    _ = try veloscore("init", "--library", lib)
    _ = try veloscore("athlete", "add", "ana", "--library", lib)
    let fit = Repository.path("datasets/fit/2020-06-01-16-52-40.fit")
    #expect(try veloscore("ingest", fit, "--sport", "running", "--athlete", "ana", "--library", lib).status == 0)
    let list = try veloscore("activities", "--library", lib, "--json")
    #expect(list.stdout.contains("\"sport\" : \"cycling\""), "\(list.stdout.prefix(400))")
  }
}
