import Testing

@testable import VeloScore

/// A day's time and distance sum what its activities give; a day whose
/// activities all lack one has none — unknown, not 0 — and a day without
/// activities has 0 (issue 54: 526 days of strength and swims without a
/// distance were 0 m in batch's days table).
@Suite struct DailyTotalsTests {
  @Test func aDayWithoutAnyDistanceHasNoneAndARestDayHasZero() {
    let monday = LocalDate(year: 2026, month: 3, day: 2)
    var inputs = DailyMetrics.Inputs(start: monday, through: monday.adding(days: 3))
    // Monday: a strength session without distance. Tuesday: rest.
    inputs.add(date: monday, load: 30, durationSeconds: 2400, distanceMeters: nil, cardioLoad: nil)
    // Wednesday: a 10 km run and a strength session without distance.
    inputs.add(date: monday.adding(days: 2), load: 60, durationSeconds: 3000, distanceMeters: 10_000, cardioLoad: nil)
    inputs.add(date: monday.adding(days: 2), load: 20, durationSeconds: nil, distanceMeters: nil, cardioLoad: nil)
    // Thursday: a session logged with a load only, then a ride.
    inputs.add(date: monday.adding(days: 3), load: 40, durationSeconds: nil, distanceMeters: nil, cardioLoad: nil)
    inputs.add(date: monday.adding(days: 3), load: 50, durationSeconds: 3600, distanceMeters: 30_000, cardioLoad: nil)
    let days = DailyMetrics.compute(inputs, sex: nil)
    #expect(days.map(\.distanceMeters) == [nil, 0, 10_000, 30_000])
    #expect(days.map(\.durationSeconds) == [2400, 0, 3000, 3600])
    #expect(days.map(\.activityCount) == [1, 0, 2, 2])
    #expect(days.map(\.load) == [30, 0, 80, 90])
  }

  @Test func theRuleStepByStep() {
    typealias I = DailyMetrics.Inputs
    #expect(I.accumulate(0, nil, firstOfDay: true).isNaN)
    #expect(I.accumulate(.nan, nil, firstOfDay: false).isNaN)
    #expect(I.accumulate(.nan, 5, firstOfDay: false) == 5)
    #expect(I.accumulate(5, nil, firstOfDay: false) == 5)
    #expect(I.accumulate(5, 2, firstOfDay: false) == 7)
    #expect(I.accumulate(0, 2, firstOfDay: true) == 2)
  }
}
