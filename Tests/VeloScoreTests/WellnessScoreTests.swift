import Foundation
import Testing
import VeloScore
import _VeloTestSupport

@Suite struct DayStrainTests {
  func trace(minutes: Int, bpm: Double, step: Double = 1) -> (times: [Double], hr: [Double]) {
    let n = Int(Double(minutes * 60) / step)
    return ((0..<n).map { Double($0) * step }, Array(repeating: bpm, count: n))
  }

  @Test func workedExampleAndAnchors() throws {
    // 60 min at x = 0.74 of heart-rate reserve (male) ≈ 11.5.
    let rest = 50.0
    let max = 190.0
    let t = trace(minutes: 60, bpm: rest + 0.74 * (max - rest))
    let s = try #require(DayStrain.score(times: t.times, heartRate: t.hr, rest: rest, max: max, sex: .male))
    #expect(abs(s - 11.47) < 0.05)
    // 24 h at max HR is exactly 21; under 30 % of reserve is 0.
    #expect(isClose(DayStrain.scale(load: 1440 * 0.64 * exp(1.92), sex: .male), 21, rel: 1e-12))
    let easy = trace(minutes: 120, bpm: rest + 0.29 * (max - rest))
    #expect(DayStrain.score(times: easy.times, heartRate: easy.hr, rest: rest, max: max, sex: nil) == 0)
    let short = trace(minutes: 9, bpm: 180)
    #expect(DayStrain.score(times: short.times, heartRate: short.hr, rest: rest, max: max, sex: .male) == nil)
  }

  @Test func properties() throws {
    let rest = 50.0
    let max = 190.0
    func s(_ minutes: Int, _ bpm: Double, step: Double = 1) -> Double {
      let t = trace(minutes: minutes, bpm: bpm, step: step)
      return DayStrain.score(times: t.times, heartRate: t.hr, rest: rest, max: max, sex: .female)!
    }
    #expect(s(30, 150) <= s(30, 160) && s(30, 160) <= s(60, 160))  // monotone in HR and duration
    #expect(s(1440, 250) <= 21 && s(10, 0) >= 0)  // bounds
    #expect(abs(s(60, 160) - s(60, 160, step: 5)) < 0.1)  // 1 Hz vs 5 s
    // A 3-hour gap between two readings counts as 5 minutes at most.
    let gapTimes: [Double] = [0, 10_800] + (1...600).map { 10_800 + Double($0) }
    let noGapTimes: [Double] = [0, 300] + (1...600).map { 300 + Double($0) }
    let flat: [Double] = Array(repeating: 160, count: 602)
    let gap = try #require(DayStrain.score(times: gapTimes, heartRate: flat, rest: rest, max: max, sex: .male))
    let noGap = try #require(DayStrain.score(times: noGapTimes, heartRate: flat, rest: rest, max: max, sex: .male))
    #expect(isClose(gap, noGap, rel: 1e-12))  // the 3 h before the second reading count as 5 min
    // Concave and sub-additive.
    let a = s(30, 165)
    let b = s(45, 165)
    let ab = s(75, 165)
    #expect(Swift.max(a, b) <= ab && ab <= a + b)
    #expect(s(60, 165) - s(30, 165) < s(30, 165) - s(0 + 10, 165) + 10)
  }
}

@Suite struct SleepPerformanceTests {
  @Test func strainAnchorAndBounds() {
    let n = SleepPerformance.nights(asleep: [7.0, 0, 12], strain: [15, 5, 21])
    #expect(isClose(n[0].need - 7.6, 37.0 / 60, rel: 1e-12))  // strain 15 adds 37 min
    #expect(n[1].performance == 0 && n[2].performance == 100)
    #expect(n.allSatisfy { ($0.performance ?? 0) >= 0 && ($0.performance ?? 0) <= 100 })
  }

  @Test func monotoneAndTonightNeverChangesTonightsNeed() {
    let base = SleepPerformance.nights(
      asleep: Array(repeating: 7.0, count: 20), strain: Array(repeating: 10, count: 20))
    var more = Array(repeating: Optional(7.0), count: 20)
    more[19] = 8
    let moreSleep = SleepPerformance.nights(asleep: more, strain: Array(repeating: 10, count: 20))
    #expect(moreSleep[19].need == base[19].need)
    #expect(moreSleep[19].performance! >= base[19].performance!)
    var harder = Array(repeating: Optional(10.0), count: 20)
    harder[19] = 18
    #expect(
      SleepPerformance.nights(asleep: Array(repeating: 7.0, count: 20), strain: harder)[19].performance! <= base[19]
        .performance!)
  }

  @Test func debtDecaysByLambdaAndNeedsHistory() {
    // Sleep exactly the need each night, except one night 1 h short.
    var asleep: [Double?] = []
    var nights: [SleepPerformance.Night] = []
    for t in 0..<20 {
      nights = SleepPerformance.nights(asleep: asleep + [nil], strain: Array(repeating: nil, count: t + 1))
      asleep.append(nights[t].need - (t == 10 ? 1 : 0))
    }
    let all = SleepPerformance.nights(asleep: asleep, strain: Array(repeating: nil, count: 20))
    #expect(isClose(all[11].debt, 1, rel: 1e-9))
    #expect(all.allSatisfy { $0.debt >= 0 })
    #expect(!SleepPerformance.nights(asleep: [6, 6, 6], strain: [nil, nil, nil])[2].debtReliable)
  }

  /// 7.4 h every night against 7.6 h: the debt was measured against a need that
  /// held the debt need (growth λ + ¼ > 1) and ran to the cap (need 9.6 h,
  /// performance 77 % after 30 nights). Measured against B + strain need it
  /// settles at the closed-form fixed point D = s/(1 − λ).
  @Test func constantShortfallSettlesAtTheFixedPoint() throws {
    let nights = SleepPerformance.nights(
      asleep: Array(repeating: 7.4, count: 90), strain: Array(repeating: nil, count: 90))
    let lambda = exp(-0.25)
    let debt = 0.2 / (1 - lambda)  // 0.9039 h
    let need = 7.6 + 0.25 * debt  // 7.826 h
    for night in [nights[30], nights[89]] {
      #expect(abs(night.debt - debt) < 0.01 && abs(night.need - need) < 0.01)
      #expect(abs(night.performance! - 100 * 7.4 / need) < 0.2)
    }
    #expect(isClose(nights[89].debt, debt, rel: 1e-9) && isClose(nights[89].need, need, rel: 1e-9))
    #expect(isClose(nights[89].performance!, 94.555, abs: 0.01))
    // Naps and strain move the base the debt is measured against, the debt need never does.
    let strained = SleepPerformance.nights(
      asleep: Array(repeating: 7.4, count: 90), strain: Array(repeating: 15, count: 90))
    #expect(isClose(strained[89].debt, (0.2 + 37.0 / 60) / (1 - lambda), rel: 1e-9))
  }
}

@Suite struct RecoveryScoreTests {
  /// 40 days of baseline readings with a little scatter, then today's values.
  func days(rmssd: Double = 60, rhr: Double = 50, rr: Double = 15, count: Int = 41) -> [WellnessReading?] {
    (0..<count).map { d in
      var r = WellnessReading(date: LocalDate(dayNumber: d))
      let wiggle = Double((d * 7) % 5) - 2  // −2…2, median 0
      r.rmssd = rmssd * exp(0.03 * wiggle)
      r.restingHeartRate = rhr + wiggle
      r.respiratoryRate = rr + 0.1 * wiggle
      return r
    }
  }

  func score(_ readings: [WellnessReading?], sleep: Double? = 85) -> RecoveryScore {
    RecoveryScore(
      day: readings.count - 1, readings: readings, sleepPerformance: Array(repeating: sleep, count: readings.count))
  }

  @Test func baselineDayScores50() {
    var r = days()
    for d in 34...40 {
      r[d]!.rmssd = 60
      r[d]!.restingHeartRate = 50
      r[d]!.respiratoryRate = 15
    }
    let s = score(r)
    #expect(s.score == 50 && s.state == .scored)
  }

  @Test func boundsMonotonicityAndInvariance() {
    func with(_ change: (inout WellnessReading) -> Void, sleep: Double? = 85) -> Int {
      var r = days()
      change(&r[40]!)
      return score(r, sleep: sleep).score!
    }
    #expect(
      (0...100).contains(
        with(
          {
            $0.rmssd = 1e-3
            $0.restingHeartRate = 200
          }, sleep: 0)))
    #expect(
      (0...100).contains(
        with(
          {
            $0.rmssd = 1e6
            $0.restingHeartRate = 20
          }, sleep: 100)))
    #expect(with({ $0.rmssd = 50 }) <= with({ $0.rmssd = 70 }))
    #expect(with({ $0.restingHeartRate = 56 }) <= with({ $0.restingHeartRate = 48 }))
    #expect(with({ $0.respiratoryRate = 17 }) <= with({ $0.respiratoryRate = 15 }))
    #expect(with({ _ in }, sleep: 60) <= with({ _ in }, sleep: 95))
    // Scaling every rMSSD or shifting every resting HR leaves the score unchanged.
    var scaled = days()
    var shifted = days()
    for d in 0...40 {
      scaled[d]!.rmssd! *= 1.7
      shifted[d]!.restingHeartRate! += 6
    }
    #expect(score(scaled).score == score(days()).score && score(shifted).score == score(days()).score)
  }

  @Test func insufficientBaselineAndWarmUp() {
    #expect(score(days(count: 14)).state == .insufficientBaseline)  // 13 nights before today
    #expect(score(days(count: 14)).score == nil)
    #expect(score(days(count: 20)).state == .warmingUp)
    var noToday = days()
    noToday[40]!.rmssd = nil
    #expect(score(noToday).state == .insufficientBaseline)
  }
}

/// One kind of HRV per history: SDNN only when no day has an rMSSD, never both in one baseline.
@Suite struct RecoveryHRVKindTests {
  static func history(_ set: (inout WellnessReading, Double) -> Void) -> [WellnessReading?] {
    (0..<40).map { i in
      var r = WellnessReading(date: LocalDate(year: 2026, month: 9, day: 1).adding(days: i))
      set(&r, 60 + 8 * sin(Double(i)) + Double(i % 5))
      r.restingHeartRate = 50 + Double(i % 3)
      return r
    }
  }

  @Test func aHistoryOfSDNNIsScoredOnItsOwnBaseline() {
    let sdnn = Self.history { r, v in r.sdnn = v }
    let asRMSSD = Self.history { r, v in r.rmssd = v }
    let none = [Double?](repeating: nil, count: 40)
    #expect(RecoveryScore.hrvKind(of: sdnn) == .sdnn && RecoveryScore.hrvKind(of: asRMSSD) == .rmssd)
    let scored = RecoveryScore.series(readings: sdnn, sleepPerformance: none)
    #expect(scored == RecoveryScore.series(readings: asRMSSD, sleepPerformance: none))
    #expect(scored.last?.score != nil)
    #expect(RecoveryScore(day: 39, readings: sdnn, sleepPerformance: none) == scored[39])
  }

  @Test func anRMSSDHistoryIgnoresItsSDNN() {
    var both = Self.history { r, v in r.rmssd = v }
    for i in both.indices { both[i]?.sdnn = 200 - Double(i) }  // a very different measure
    let rmssdOnly = Self.history { r, v in r.rmssd = v }
    let none = [Double?](repeating: nil, count: 40)
    #expect(
      RecoveryScore.series(readings: both, sleepPerformance: none)
        == RecoveryScore.series(readings: rmssdOnly, sleepPerformance: none))
    #expect(RecoveryScore.hrvKind(of: [nil, nil]) == nil)
  }
}
