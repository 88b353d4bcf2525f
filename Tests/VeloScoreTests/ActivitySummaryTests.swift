import Testing
import VeloScore
import _VeloTestSupport

@Suite struct ActivitySummaryTests {
  let hour = ActivityStreams(
    time: (0..<3600).map(Double.init), power: Array(repeating: 250, count: 3600),
    heartRate: Array(repeating: 165, count: 3600), speed: Array(repeating: 4, count: 3600))

  @Test func missingInputsLeaveMetricsAbsent() {
    let bare = ActivitySummary(streams: hour, settings: AthleteSettings())
    #expect(bare.power == nil)  // no FTP
    #expect(bare.heartRate?.average == 165 && bare.heartRate?.hrTSS == nil && bare.heartRate?.banisterTRIMP == nil)
    #expect(bare.running == nil)  // not a run
    #expect(bare.calories == nil && bare.load == nil)
  }

  @Test func everySourceAtThresholdScores100() throws {
    var a = AthleteSettings()
    a.ftp = 250
    a.lthr = 165
    a.maxHeartRate = 190
    a.restingHeartRate = 50
    a.thresholdSpeed = 4
    let s = ActivitySummary(streams: hour, settings: a, isRun: true)
    #expect(isClose(try #require(s.power?.metrics.trainingStressScore), 100, rel: 1e-9))
    #expect(isClose(try #require(s.heartRate?.hrTSS), 100, rel: 1e-9))
    #expect(isClose(try #require(s.running?.rTSS), 100, rel: 1e-9))
    #expect(s.load?.source == .power)
    #expect(isClose(try #require(s.calories), 900 / (0.24 * 4.184), rel: 1e-12))
    var noPower = hour
    noPower.power = nil
    #expect(ActivitySummary(streams: noPower, settings: a, isRun: true).load?.source == .heartRate)
    noPower.heartRate = nil
    #expect(ActivitySummary(streams: noPower, settings: a, isRun: true).load?.source == .pace)
    a.weight = 70
    let met = ActivitySummary(streams: noPower, settings: a, sport: "running", isRun: true)
    #expect(met.calories == 9.8 * 70)
  }
}
