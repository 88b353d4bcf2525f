import Testing
import VeloScore

/// The door: readings and settings outside ``InputLimits`` never reach scoring.
@Suite struct PlausibleInputTests {
  @Test func readingsOutsideTheirRangeAreDroppedAndCounted() {
    var s = ActivityStreams(time: [0, 1, 2, 3, 4, 5])
    s.heartRate = [0, 150, 1e19, .nan, 300, 19]
    s.power = [100, 3_001, -1, .infinity, 0, 3_000]
    s.latitude = [45, 91, -90, 0, 0, 0]
    s.cadence = [90, 90]  // shorter than time: padded with no readings
    let dropped = s.dropImplausibleReadings()
    #expect(dropped.counts == ["heart_rate": 3, "power": 3, "latitude": 1])
    #expect(s.heartRate!.map { $0.isNaN } == [true, false, true, true, true, true])  // 0 bpm is no reading, uncounted
    #expect(s.power!.enumerated().filter { !$0.element.isNaN }.map(\.offset) == [0, 4, 5])
    #expect(s.cadence!.count == 6 && s.cadence![2].isNaN)
    #expect(dropped.warnings.contains("3 heart_rate readings outside 20…250 bpm dropped"))
    #expect(dropped.warnings.contains("1 latitude reading outside -90…90 ° dropped"))
  }

  @Test func settingsOutsideTheirRangeAreAbsent() {
    var s = AthleteSettings()
    s.lthr = 0
    s.maxHeartRate = 3
    s.ftp = 250
    s.thresholdSpeed = 1000 / 60.0  // 60 s/km: faster than any runner
    let notes = s.dropImplausibleValues(source: "the file")
    #expect(s.lthr == nil && s.maxHeartRate == nil && s.ftp == 250 && s.thresholdSpeed == nil)
    #expect(notes.count == 2 && notes[0] == "maxHeartRate 3.0 from the file ignored: outside 80…240", "\(notes)")
  }

  /// Command line > library > file, value by value, each layer checked.
  @Test func resolutionTakesEachValueFromTheFirstPlausibleLayer() {
    var option = AthleteSettings()
    var library = AthleteSettings()
    var file = AthleteSettings()
    option.ftp = 260
    library.ftp = 250
    library.lthr = 0  // damaged: absent
    file.lthr = 168
    file.maxHeartRate = 1e19
    file.weight = 70
    let (s, notes) = AthleteSettings.resolved([
      ("the command line", option), ("the library", library), ("the file", file),
    ])
    #expect(s.ftp == 260 && s.lthr == 168 && s.maxHeartRate == nil && s.weight == 70)
    #expect(notes == ["maxHeartRate 1e+19 from the file ignored: outside 80…240"])
  }

  /// ThresholdEstimate took any highest reading as max HR; it now takes none:
  /// Tanaka's 208 − 0.7 × age at the athlete's age, or at 35 (said) unknown.
  @Test func anEstimateNeverRestsOnTheWorkoutsReadings() {
    let e = ThresholdEstimate.heartRate(AthleteSettings(), age: nil)
    #expect(e?.settings.maxHeartRate == 208 - 0.7 * 35 && e?.settings.lthr == 0.89 * (208 - 0.7 * 35))
    #expect(e?.notes.first == "age assumed 35")
    #expect(ThresholdEstimate.heartRate(AthleteSettings(), age: 50)?.settings.maxHeartRate == 208 - 0.7 * 50)
    #expect(ThresholdEstimate.heartRate(AthleteSettings(), age: 400) == nil)
  }
}

/// Times out of order: a lone garbage timestamp far ahead, or a step back.
@Suite struct TimeOrderTests {
  @Test func aLoneJumpAheadAndStepsBackAreDropped() {
    var spike = ActivityStreams(time: [0, 1, 2, 2_600_000, 3, 4], power: [100, 100, 100, 100, 100, 100])
    #expect(spike.dropImplausibleReadings().counts["time"] == 1)
    #expect(spike.time.filter(\.isFinite) == [0, 1, 2, 3, 4])
    #expect(spike.powerOnOneHertzGrid()?.power.count == 5)

    var back = ActivityStreams(time: [10, 11, 12, 9, 13])
    #expect(back.dropImplausibleReadings().counts["time"] == 1)
    #expect(back.time.filter(\.isFinite) == [10, 11, 12, 13])

    // In order (repeats allowed): nothing dropped.
    var fine = ActivityStreams(time: [0, 1, 1, 2, 5, 6])
    #expect(fine.dropImplausibleReadings().counts["time"] == nil)
  }

  /// A run of garbage timestamps ahead (an Edge 500's 14 records 2.2 years on)
  /// loses only itself: the records after it stay. Of two equally short ways
  /// to put the times in order, the one that keeps the earlier sample wins.
  @Test func aRunAheadLosesOnlyItself() {
    let ahead = 68_342_403.0
    var run = ActivityStreams(time: [0, 1, 2] + (3...16).map { ahead + Double($0) } + (17...40).map(Double.init))
    #expect(run.dropImplausibleReadings().counts["time"] == 14)
    #expect(run.time.filter(\.isFinite) == [0, 1, 2] + (17...40).map(Double.init))

    // The fewest go: after a run of four ahead, the one record back in time is dropped, not the four.
    var late = ActivityStreams(time: [0, 1, 2, 1000, 1001, 1002, 1003, 3])
    #expect(late.dropImplausibleReadings().counts["time"] == 1)
    #expect(late.time.filter(\.isFinite) == [0, 1, 2, 1000, 1001, 1002, 1003])

    var tie = ActivityStreams(time: [0, 1, 2, 3, 2.5, 4])
    #expect(tie.dropImplausibleReadings().counts["time"] == 1)
    #expect(tie.time.filter(\.isFinite) == [0, 1, 2, 3, 4])
  }
}
