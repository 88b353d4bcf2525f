import Testing
import VeloScore

@Suite struct ActivityStreamsTests {
  @Test func gridFillsGapsAveragesDuplicatesAndSkipsMissing() throws {
    let s = ActivityStreams(time: [10, 11, 11.4, 14, 15], power: [100, 200, 300, .nan, 50])
    let grid = try #require(s.powerOnOneHertzGrid())
    #expect(grid.power == [100, 250, 0, 0, 0, 50])
    #expect(grid.filledSeconds == 3)  // 12, 13 and 14 (NaN)
    #expect(grid.mergedSeconds == 1)
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
