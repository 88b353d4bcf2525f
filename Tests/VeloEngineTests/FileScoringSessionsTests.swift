import Foundation
import Testing
import VeloEngine
import VeloIO
import _VeloTestSupport

/// A multisport file is shown whole and session by session; `--session N`
/// scores one alone. The device's own session values (Garmin's SDK,
/// Tests/Oracles/device_oracle.json) say which session is which.
@Suite struct FileScoringSessionsTests {
  let path = Repository.path("datasets/devices/python-fitparse/sample_mulitple_header.fit")

  @Test func aTriathlonIsMultisportWithFiveSessionsEachScoredAlone() throws {
    let scoring = FileScoring(try ActivityFile.read(path: path))
    #expect(scoring.sport == "multisport")
    let lines = try #require(scoring.sessionLines)
    #expect(lines.map(\.sport) == ["swimming", "transition", "cycling", "transition", "running"])
    #expect(lines.map(\.number) == [1, 2, 3, 4, 5])
    // The bike leg's 40.91 km (the device: 40,909 m), not the file's cumulative 52.5 km.
    #expect(lines[2].distanceMeters.map { abs($0 - 40_909.42) < 0.005 * 40_909.42 } == true)
    #expect(scoring.report(source: "t").sessions?.count == 5)
  }

  @Test func oneSessionAloneHasItsSportSamplesAndDeviceTotals() throws {
    let bike = try FileScoring(try ActivityFile.read(path: path)).selecting(session: 3)
    #expect(bike.sport == "cycling")
    #expect(bike.sessionLines == nil)
    let report = bike.report(source: "t")
    #expect(report.device?.distanceMeters == 40_909.42)
    #expect(report.timerSeconds.map { abs($0 - 4_422.1) < 4 } == true)
    #expect(report.sessions == nil)
  }

  @Test func aSessionTheFileDoesNotHaveIsABadRequestNamingTheCount() throws {
    let scoring = FileScoring(try ActivityFile.read(path: path))
    let failure = try #require(throws: Failure.self) { try scoring.selecting(session: 9) }
    #expect(failure.kind == .badRequest)
    #expect(failure.message == "the FIT file has 5 sessions; --session 9 is not one of them")
    for absurd in [0, -1, Int.min, Int.max] {
      #expect(throws: Failure.self) { try scoring.selecting(session: absurd) }
    }
    let single = FileScoring(try ActivityFile.read(path: Repository.path("datasets/fit/4078723797.fit")))
    #expect(single.sessionLines == nil)
    #expect(try single.selecting(session: 1).summary == single.summary)
  }
}
