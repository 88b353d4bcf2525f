import Foundation
import Testing
import VeloIO
import _VeloTestSupport

/// Parity with Garmin's official decoder (garmin-fit-sdk, see Tests/Oracles/fit_oracle.py).
@Suite struct FITParityTests {
  static let files = [
    "2020-06-01-16-52-40.fit", "4078723797.fit", "4801048867.fit", "6449921903_ACTIVITY.fit", "6471559601_ACTIVITY.fit",
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Repository.root.appendingPathComponent("datasets/fit/\(name)")))
  }

  @Test(arguments: files)
  func everyFieldOfEveryMessageMatchesTheSDK(name: String) throws {
    let (mine, summary) = try FITDump.lines(Self.bytes(name), file: name, grouped: true)
    let expected = try String(
      contentsOf: Repository.root.appendingPathComponent("Tests/Oracles/fit/\(name).raw.txt"), encoding: .utf8
    )
    .split(separator: "\n").map(String.init)
    #expect(summary.warnings.isEmpty)
    #expect(mine.count == expected.count, "\(name): \(mine.count) messages, SDK \(expected.count)")
    var mismatches = 0
    for (i, (a, b)) in zip(mine, expected).enumerated() where a != b {
      mismatches += 1
      if mismatches <= 3 { Issue.record("\(name) message \(i):\n  veloscore \(a)\n  SDK       \(b)") }
    }
    #expect(mismatches == 0, "\(name): \(mismatches) messages differ")
  }
}
