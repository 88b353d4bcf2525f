import Foundation
import Testing
import VeloScore
import _VeloTestSupport

@testable import VeloIO

/// The thresholds a FIT file stores: the session's `threshold_power` (the FTP
/// the device scored the ride with) before `zones_target`'s FTP.
@Suite struct FITStoredSettingsTests {
  /// A 60 s ride with `zones_target` FTP `zonesFTP` and a session whose `threshold_power` is `sessionFTP` (0xFFFF: invalid).
  func ride(zonesFTP: UInt16, sessionFTP: UInt16) throws -> FITActivity {
    var w = FITTestWriter()
    w.define(local: 0, global: 0, fields: [(0, 1, 0x00), (4, 4, 0x86)])  // file_id: type, time_created
    w.data(local: 0, [4] + le32(1_000_000_000))
    // zones_target: max HR, LTHR, FTP
    w.define(local: 1, global: 7, fields: [(1, 1, 0x02), (2, 1, 0x02), (3, 2, 0x84)])
    w.data(local: 1, [185, 165] + le16(zonesFTP))
    w.define(local: 2, global: 20, fields: [(253, 4, 0x86), (7, 2, 0x84)])  // record: timestamp, power
    for s in 0..<60 { w.data(local: 2, le32(1_000_000_000 + UInt32(s)) + le16(200)) }
    // session: start_time, sport, threshold_power
    w.define(local: 3, global: 18, fields: [(2, 4, 0x86), (5, 1, 0x00), (45, 2, 0x84)])
    w.data(local: 3, le32(1_000_000_000) + [2] + le16(sessionFTP))
    let file = try ActivityFile.parse(bytes: w.file(), file: "ride.fit")
    return try #require(file.fit)
  }

  @Test func theSessionsThresholdPowerIsTheStoredFTP() throws {
    let fit = try ride(zonesFTP: 250, sessionFTP: 270)
    #expect(fit.sessions.first?.thresholdPower == 270)
    #expect(fit.storedSettings.ftp == 270)
    #expect(fit.storedSettings.lthr == 165 && fit.storedSettings.maxHeartRate == 185)
  }

  @Test func zonesTargetWhenTheSessionHasNone() throws {
    #expect(try ride(zonesFTP: 250, sessionFTP: 0xFFFF).storedSettings.ftp == 250)
    // 0 is "not set" on devices: the zones' FTP stands.
    #expect(try ride(zonesFTP: 250, sessionFTP: 0).storedSettings.ftp == 250)
  }
}
