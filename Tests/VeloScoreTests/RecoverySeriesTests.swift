import Testing
import VeloKernels

@testable import VeloScore

/// The sliding baselines give, day by day, the same recovery as building each
/// day's baseline from its 60-day window (the definition).
@Suite struct RecoverySeriesTests {
  @Test func theSeriesIsEachDaysRecovery() {
    var rng = SeededGenerator(seed: 11)
    let start = LocalDate(year: 2025, month: 1, day: 1)
    let readings: [WellnessReading?] = (0..<400).map { t in
      if Int.random(in: 0..<9, using: &rng) == 0 { return nil }  // a day without readings
      var r = WellnessReading(date: start.adding(days: t))
      r.rmssd = Int.random(in: 0..<15, using: &rng) == 0 ? nil : Double.random(in: 20...120, using: &rng).rounded()
      r.restingHeartRate = Int.random(in: 0..<5, using: &rng) == 0 ? nil : Double(Int.random(in: 40...60, using: &rng))
      r.respiratoryRate = t < 100 ? nil : Double.random(in: 12...18, using: &rng)
      return r
    }
    let sleep: [Double?] = readings.indices.map { $0 % 3 == 0 ? nil : 70 + Double($0 % 30) }
    let series = RecoveryScore.series(readings: readings, sleepPerformance: sleep)
    let byDay = readings.indices.map { RecoveryScore(day: $0, readings: readings, sleepPerformance: sleep) }
    #expect(series == byDay)
    #expect(series.filter { $0.state == .scored }.count > 250 && series.contains { $0.respiratoryRate != nil })
  }
}
