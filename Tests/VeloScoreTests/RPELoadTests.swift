import Testing
import VeloScore

/// Session RPE on the TSS scale (issue 30, item 2). Expected values by hand
/// (Python) from Friel's TSS-per-hour table and TSS = hours × IF² × 100.
@Suite struct RPELoadTests {
  @Test func theTableAndItsInterpolation() {
    #expect(RPELoad.tssPerHour(rpe: 6) == 70 && RPELoad.tssPerHour(rpe: 10) == 140 && RPELoad.tssPerHour(rpe: 0) == 0)
    #expect(
      RPELoad.tssPerHour(rpe: 6.5) == 75 && RPELoad.tssPerHour(rpe: 7.25) == 85 && RPELoad.tssPerHour(rpe: 0.5) == 10)
    #expect(abs(RPELoad.intensityFactor(rpe: 6) - 0.8366600265340756) < 1e-15 && RPELoad.intensityFactor(rpe: 8) == 1)
    // Out of range or not a number: clamped, never a trap.
    #expect(
      RPELoad.tssPerHour(rpe: 11) == 140 && RPELoad.tssPerHour(rpe: -1) == 0 && RPELoad.tssPerHour(rpe: .nan) == 0)
    #expect(RPELoad.load(rpe: 6, seconds: 3600) == 70 && RPELoad.load(rpe: 6, seconds: -5) == 0)
  }

  /// Four hand-logged sessions, 2 h 45 min in all, made a 915 "TSS" week.
  @Test func aWeekOfHandLoggedSessionsIsOnTheTSSScale() {
    let week: [(minutes: Double, rpe: Double)] = [(45, 6), (30, 5), (45, 7), (45, 4)]
    let foster = week.reduce(0) { $0 + RPELoad.fosterLoad(rpe: $1.rpe, minutes: $1.minutes) }
    let tss = week.reduce(0) { $0 + RPELoad.load(rpe: $1.rpe, seconds: $1.minutes * 60) }
    #expect(foster == 915)
    #expect(abs(tss - 180) < 1e-9)
  }
}
