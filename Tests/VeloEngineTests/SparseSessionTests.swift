import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloPipeline
import VeloScore
import VeloStore
import _VeloTestSupport

/// A session its records cannot time (a SwimRun's swim leg of one or two
/// records) takes the timer and distance its session message stores, and says
/// so; it was stored as 0 s and 0 m.
@Suite struct SparseSessionTests {
  /// A 600-s run of 600 records, then a swim whose session stores 168 s and
  /// 114 m over 2 records.
  static func swimRunBytes() -> [UInt8] {
    let t0: UInt32 = 1_000_000_000
    var w = FITTestWriter()
    w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id
    w.data(local: 0, [4] + le32(t0))
    w.define(local: 3, global: 20, fields: [(253, 4, 0x86), (3, 1, 0x02)])  // record: timestamp, heart rate
    // session: timestamp, start_time, sport, elapsed, timer (ms), distance (cm)
    w.define(
      local: 4, global: 18,
      fields: [(253, 4, 0x86), (2, 4, 0x86), (5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)])
    for s in 0..<600 { w.data(local: 3, le32(t0 + UInt32(s)) + [140]) }
    w.data(local: 4, le32(t0 + 599) + le32(t0) + [1] + le32(600_000) + le32(600_000) + le32(180_000))
    let swim = t0 + 600
    w.data(local: 3, le32(swim) + [120])
    w.data(local: 3, le32(swim + 1) + [121])
    w.data(local: 4, le32(swim + 168) + le32(swim) + [5] + le32(168_000) + le32(168_000) + le32(11_400))
    return w.file()
  }

  @Test func aSwimLegOfTwoRecordsKeepsTheDevicesTimerAndDistance() throws {
    let file = try ActivityFile.parse(bytes: Self.swimRunBytes(), file: "swimrun.fit")
    let scoring = FileScoring(file)
    let lines = try #require(scoring.sessionLines)
    #expect(lines.map(\.sport) == ["running", "swimming"])
    #expect(lines[1].timerSeconds == 168 && lines[1].distanceMeters == 114)

    let dir = try makeTemporaryDirectory()
    let path = dir.appendingPathComponent("swimrun.fit").path
    try Data(Self.swimRunBytes()).write(to: URL(fileURLWithPath: path))
    let library = try AthleteStore(directory: dir.appendingPathComponent("lib"), create: true)
    let athlete = try library.addAthlete(Athlete(name: "ana", timeZone: "UTC"))
    var ingest = LibraryIngest(library: Library(library), athlete: "ana")
    _ = try ingest.run([path])
    let stored = try library.activities(athleteId: athlete.id!, ActivityFilter())
    let swim = try #require(stored.first { $0.sport == "swimming" })
    #expect(swim.durationSeconds == 168 && swim.distanceMeters == 114)
    #expect(
      swim.warningList.contains {
        $0 == "2 records for a session of 168 s, 114 m: its timer and distance are the device's (its session message)"
      }, "\(swim.warningList)")
    // A rescore (a threshold set) keeps them: the session is stored with the activity.
    try library.setThreshold(athleteId: athlete.id!, kind: .maxHeartRate, value: 190)
    let rescored = try #require(
      try library.activities(athleteId: athlete.id!, ActivityFilter()).first { $0.id == swim.id })
    #expect(rescored.durationSeconds == 168 && rescored.distanceMeters == 114)
  }
}
