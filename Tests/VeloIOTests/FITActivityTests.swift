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
    let csv = try String(contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/fit/\(name).records.csv"), encoding: .utf8)
    let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) } }
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
          if !ok { Issue.record("\(name) record \(i) \(label): veloscore \(String(describing: mine)), SDK \(expected)"); return }
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
}
