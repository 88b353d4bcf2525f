import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

@Suite struct ActivityMetricsTests {
  @Test func constantRideAtFTPScoresExactly100() throws {
    let m = ActivityMetrics(power1Hz: Array(repeating: 250, count: 3600), ftp: 250)
    let np = try #require(m.normalizedPower)
    #expect(isClose(np, 250, rel: 1e-12))
    #expect(isClose(m.intensityFactor!, 1, rel: 1e-12))
    #expect(isClose(m.trainingStressScore!, 100, rel: 1e-12))
    #expect(isClose(m.variabilityIndex!, 1, rel: 1e-12))
    #expect(isClose(m.workKilojoules, 900, rel: 1e-15))
  }

  @Test(arguments: [100.0, 180, 333])
  func constantPowerGivesNPEqualToPower(watts: Double) {
    for convention in [NormalizedPowerConvention.coggan] {
      let m = ActivityMetrics(power1Hz: Array(repeating: watts, count: 1800), ftp: 250, convention: convention)
      #expect(isClose(m.normalizedPower!, watts, rel: 1e-12))
      #expect(isClose(m.intensityFactor!, watts / 250, rel: 1e-12))
      // 30 min at IF: TSS = 0.5 h · IF² · 100
      #expect(isClose(m.trainingStressScore!, 0.5 * (watts / 250) * (watts / 250) * 100, rel: 1e-12))
    }
  }

  @Test func shortOrEmptyRides() {
    let short = ActivityMetrics(power1Hz: Array(repeating: 200, count: 29), ftp: 250)
    #expect(short.normalizedPower == nil && short.trainingStressScore == nil)
    #expect(short.averagePower == 200)
    let gc = ActivityMetrics(power1Hz: Array(repeating: 200, count: 29), ftp: 250, convention: .goldenCheetah)
    #expect(gc.normalizedPower != nil)
    let empty = ActivityMetrics(power1Hz: [], ftp: 250)
    #expect(empty.averagePower == nil && empty.workKilojoules == 0 && empty.maxPower == nil)
    let zeros = ActivityMetrics(power1Hz: Array(repeating: 0, count: 60), ftp: 250)
    #expect(zeros.variabilityIndex == nil && zeros.normalizedPower == 0)
  }

  @Test func matchesPandasOracleOnEveryFixture() throws {
    let oracle = try ActivityOracle.load()
    #expect(oracle.cases.count >= 10)
    for c in oracle.cases {
      let streams = try ActivityCSV.read(path: Repository.path(c.file))
      let grid = try #require(streams.powerOnOneHertzGrid())
      #expect(grid.power.count == c.seconds, "\(c.file)")
      if let filled = c.filledSeconds { #expect(grid.filledSeconds == filled, "\(c.file)") }
      if let interpolated = c.interpolatedSeconds { #expect(grid.interpolatedSeconds == interpolated, "\(c.file)") }
      if let merged = c.mergedSeconds { #expect(grid.mergedSeconds == merged, "\(c.file)") }
      for (convention, expected) in [(NormalizedPowerConvention.coggan, c.coggan), (.goldenCheetah, c.goldenCheetah)] {
        let m = ActivityMetrics(power1Hz: grid.power, ftp: c.ftp, convention: convention)
        #expect(isClose(m.averagePower!, c.average, rel: 1e-12), "\(c.file)")
        #expect(m.maxPower == c.max, "\(c.file)")
        #expect(isClose(m.workKilojoules, c.workKilojoules, rel: 1e-12), "\(c.file)")
        #expect(isClose(m.normalizedPower!, expected.np, rel: 1e-11), "\(c.file) \(convention)")
        #expect(isClose(m.intensityFactor!, expected.if, rel: 1e-11), "\(c.file) \(convention)")
        #expect(isClose(m.trainingStressScore!, expected.tss, rel: 1e-11), "\(c.file) \(convention)")
        #expect(isClose(m.variabilityIndex!, expected.vi, rel: 1e-11), "\(c.file) \(convention)")
      }
    }
  }
}
