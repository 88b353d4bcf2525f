import Testing
import VeloScore

@Suite struct ActivityStreamsTests {
  @Test func gridFillsGapsAveragesDuplicatesAndSkipsMissing() throws {
    let s = ActivityStreams(time: [10, 11, 11.4, 14, 15], power: [100, 200, 300, .nan, 50])
    let grid = try #require(s.powerOnOneHertzGrid(interpolatingGapsUpTo: 0))
    #expect(grid.power == [100, 250, 0, 0, 0, 50])
    #expect(grid.filledSeconds == 3)  // 12, 13 and 14 (NaN)
    #expect(grid.mergedSeconds == 1)
    // The default rule interpolates the 3 s dropout: 250 → 50 in 4 steps.
    let standard = try #require(s.powerOnOneHertzGrid())
    #expect(
      standard.power == [100, 250, 200, 150, 100, 50] && standard.interpolatedSeconds == 3
        && standard.filledSeconds == 0)
  }

  @Test func halfSecondsRoundUp() throws {
    let grid = try #require(ActivityStreams(time: [0, 0.5, 1.5], power: [10, 20, 30]).powerOnOneHertzGrid())
    #expect(grid.power == [10, 20, 30])
  }

  @Test func unplaceableSamplesAreDroppedNotTrapped() throws {
    let s = ActivityStreams(time: [5, 6, 4, .nan, 5 + 40 * 86_400, 7], power: [1, 2, 3, 4, 5, 6])
    let grid = try #require(s.powerOnOneHertzGrid())
    #expect(grid.power == [1, 2, 6])
    #expect(grid.droppedSamples == 3)
  }

  @Test func noPowerColumnOrNoSamples() throws {
    #expect(ActivityStreams(time: [0, 1]).powerOnOneHertzGrid() == nil)
    #expect(try #require(ActivityStreams(time: [], power: []).powerOnOneHertzGrid()).power.isEmpty)
  }
}

@Suite struct GapPolicyTests {
  @Test func shortGapsInterpolateLongOnesStop() throws {
    let s = ActivityStreams(time: [0, 1, 4, 5, 20], power: [100, 100, 160, 170, 50])
    let strict = try #require(s.powerOnOneHertzGrid(interpolatingGapsUpTo: 0))
    #expect(
      strict.power[2] == 0 && strict.power[3] == 0 && strict.filledSeconds == 16 && strict.interpolatedSeconds == 0)
    let smart = try #require(s.powerOnOneHertzGrid(interpolatingGapsUpTo: 5))
    #expect(smart.power[2] == 120 && smart.power[3] == 140)  // 100 → 160 over 3 steps
    #expect(smart.interpolatedSeconds == 2 && smart.filledSeconds == 14)  // 6…19 is too long
    #expect(smart.power[10] == 0)
    let hr = s.oneHertzGrid([120, 121, 130, 131, 90], missing: .nan, interpolatingGapsUpTo: 5)
    #expect(hr.power[2] == 124 && hr.power[3] == 127 && hr.power[7].isNaN)
    // Default: 25 s. The 14 s gap is a dropout; 26 s without a reading is a stop.
    #expect(try #require(s.powerOnOneHertzGrid()).interpolatedSeconds == 16)
    let long = try #require(ActivityStreams(time: [0, 1, 28], power: [100, 100, 100]).powerOnOneHertzGrid())
    #expect(long.filledSeconds == 26 && long.interpolatedSeconds == 0 && long.power[14] == 0)
    let limit = try #require(ActivityStreams(time: [0, 26], power: [100, 100]).powerOnOneHertzGrid())
    #expect(limit.interpolatedSeconds == PowerGrid.standardGapInterpolation && limit.power[13] == 100)
  }

  /// A dropout next to a pause is not bridged: the readings on either side belong
  /// to different stretches of running time.
  @Test func interpolationNeverReachesAcrossAPause() throws {
    var s = ActivityStreams(time: [0, 1, 2, 60, 65, 66], power: [100, 100, 100, 300, 300, 300])
    s.pauses = [TimerPause(start: 3, end: 60)]  // 3…60 paused: 60 lands on second 3
    let grid = try #require(s.powerOnOneHertzGrid())
    #expect(grid.segmentStarts == [0, 3])
    #expect(Array(grid.power.prefix(4)) == [100, 100, 100, 300])
    #expect(grid.power[4] == 300 && grid.interpolatedSeconds == 4)  // 61…64 inside the second stretch
    var late = ActivityStreams(time: [0, 1, 2, 62, 63], power: [100, 100, 100, 300, 300])
    late.pauses = [TimerPause(start: 3, end: 60)]  // restarted at 60, first reading at 62
    let lateGrid = try #require(late.powerOnOneHertzGrid())
    #expect(
      lateGrid.segmentStarts == [0, 3] && lateGrid.power[3] == 0 && lateGrid.power[4] == 0
        && lateGrid.filledSeconds == 2)
  }

  @Test func nullableColumnsRoundTripWithMissingReadingsAsNil() throws {
    let s = ActivityStreams(time: [0, 1, 2], power: [200, .nan, 210], heartRate: [120, 121, .infinity])
    let columns = s.nullableColumns
    #expect(Set(columns.keys) == ["time", "power", "heart_rate"])
    #expect(columns["power"] == [200, nil, 210] && columns["heart_rate"] == [120, 121, nil])
    let back = try #require(ActivityStreams(nullableColumns: columns.merging(["unknown": [1, 2, 3]]) { a, _ in a }))
    #expect(back.time == [0, 1, 2] && back.cadence == nil)
    #expect(back.power?[0] == 200 && back.power?[1].isNaN == true && back.heartRate?[2].isNaN == true)
    #expect(ActivityStreams(nullableColumns: ["power": [1]]) == nil)
  }
}
