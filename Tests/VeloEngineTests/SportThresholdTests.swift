import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// A running FTP is not a cycling FTP: per-sport thresholds in files, options and the library.
@Suite struct SportThresholdTests {
  /// A run (10 min at 350 W) then a ride (10 min at 200 W), each after a
  /// `sport` message and a `zones_target` of its own: the watch's running FTP
  /// 400 W and LTHR 170, its cycling FTP 250 W and LTHR 160.
  static func duathlonBytes() -> [UInt8] {
    let t0: UInt32 = 1_000_000_000
    var w = FITTestWriter()
    w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id
    w.data(local: 0, [4] + le32(t0))
    w.define(local: 1, global: 12, fields: [(0, 1, 0x00), (1, 1, 0x00)])  // sport: sport, sub_sport
    w.define(local: 2, global: 7, fields: [(2, 1, 0x02), (3, 2, 0x84)])  // zones_target: LTHR, FTP
    w.define(local: 3, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])  // record: timestamp, power
    // session
    w.define(local: 4, global: 18, fields: [(253, 4, 0x86), (2, 4, 0x86), (5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86)])
    for (k, (sport, lthr, ftp, watts)) in [(UInt8(1), UInt8(170), UInt16(400), UInt16(350)), (2, 160, 250, 200)]
      .enumerated()
    {
      let start = t0 + UInt32(k * 600)
      w.data(local: 1, [sport, 0])
      w.data(local: 2, [lthr] + le16(ftp))
      for s in 0..<600 { w.data(local: 3, le32(start + UInt32(s)) + le16(watts)) }
      w.data(local: 4, le32(start + 599) + le32(start) + [sport] + le32(600_000) + le32(600_000))
    }
    return w.file()
  }

  static func duathlon() throws -> ActivityFile { try ActivityFile.parse(bytes: duathlonBytes(), file: "duathlon.fit") }

  /// TSS of `seconds` at constant `watts` with `ftp`: s · P · IF / (FTP · 3600) · 100.
  static func tss(_ watts: Double, _ ftp: Double, seconds: Double = 600) -> Double {
    seconds * watts * (watts / ftp) / (ftp * 3600) * 100
  }

  @Test func eachSessionIsScoredWithItsSportsZones() throws {
    let scoring = FileScoring(try Self.duathlon())
    let sessions = scoring.sessions
    #expect(sessions.map(\.sport) == ["running", "cycling"])
    let run = scoring.settings(for: sessions[0])
    let ride = scoring.settings(for: sessions[1])
    #expect(run.ftp == 400 && run.lthr == 170)
    #expect(ride.ftp == 250 && ride.lthr == 160)
    let runTSS = try #require(scoring.summary(of: sessions[0]).power?.metrics.trainingStressScore)
    let rideTSS = try #require(scoring.summary(of: sessions[1]).power?.metrics.trainingStressScore)
    #expect(abs(runTSS - Self.tss(350, 400)) < 1e-9 && abs(rideTSS - Self.tss(200, 250)) < 1e-9)
    // --session 1 keeps the run's own settings.
    #expect(try scoring.selecting(session: 1).settings.ftp == 400)
  }

  @Test func optionsForEverySportAreNotARunnersFTPInAMultisportFile() throws {
    // --ftp 280 beside --sport-threshold running:ftp=380: the ride takes 280, the run 380.
    var general = AthleteSettings()
    var running = AthleteSettings()
    general.ftp = 280
    running.ftp = 380
    let scoring = FileScoring(try Self.duathlon(), options: general, sportOptions: ["running": running])
    #expect(scoring.settings(for: scoring.sessions[0]).ftp == 380)
    #expect(scoring.settings(for: scoring.sessions[1]).ftp == 280)
    // --ftp alone: the ride's; the run keeps the watch's running FTP.
    let bikeOnly = FileScoring(try Self.duathlon(), options: general)
    #expect(bikeOnly.settings(for: bikeOnly.sessions[0]).ftp == 400)
    #expect(bikeOnly.settings(for: bikeOnly.sessions[1]).ftp == 280)
  }

  @Test func theLibraryKeepsThresholdsPerSport() throws {
    let store = try AthleteStore(directory: try makeTemporaryDirectory().appendingPathComponent("lib"), create: true)
    let athlete = try store.addAthlete(Athlete(name: "tri", timeZone: "UTC"), thresholds: [.ftp: 260, .lthr: 165])
    try store.setThreshold(athleteId: athlete.id!, kind: .ftp, value: 390, sport: "running")
    try store.setThreshold(
      athleteId: athlete.id!, kind: .lthr, value: 172, from: LocalDate(year: 2026, month: 6, day: 1), sport: "running")
    let t = try store.thresholds(athleteId: athlete.id!)
    let may = LocalDate(year: 2026, month: 5, day: 1)
    let july = LocalDate(year: 2026, month: 7, day: 1)
    #expect(t.settings(on: july, sex: nil, sport: "cycling").ftp == 260)
    #expect(t.settings(on: july, sex: nil, sport: "running").ftp == 390)
    #expect(t.settings(on: may, sex: nil, sport: "running").lthr == 165)  // the run's own LTHR starts in June
    #expect(t.settings(on: july, sex: nil, sport: "running").lthr == 172)
    #expect(t.settings(on: july, sex: nil, sport: "swimming").ftp == 260)
    // A general FTP never scores a run.
    let other = try store.addAthlete(Athlete(name: "cyclist", timeZone: "UTC"), thresholds: [.ftp: 260])
    #expect(try store.thresholds(athleteId: other.id!).settings(on: july, sex: nil, sport: "running").ftp == nil)
    // Ingest scores each leg with its sport's values from the library before the file's.
    let dir = try makeTemporaryDirectory()
    let path = dir.appendingPathComponent("duathlon.fit").path
    try Data(Self.duathlonBytes()).write(to: URL(fileURLWithPath: path))
    _ = try store.ingest(paths: [path], athlete: athlete)
    let legs = try store.activities(athleteId: athlete.id!)
    #expect(legs.map(\.sport) == ["running", "cycling"])
    #expect(
      abs((legs[0].load ?? 0) - Self.tss(350, 390)) < 1e-6 && abs((legs[1].load ?? 0) - Self.tss(200, 260)) < 1e-6)
  }
}
