import Testing
import VeloKernels
import VeloScore

@Suite struct AthleteDaysTests {
  func w(_ day: Int, _ sport: String, _ load: Double) -> WorkoutSummary {
    var x = WorkoutSummary(localDate: LocalDate(dayNumber: 100 + day))
    x.sport = sport
    x.load = load
    x.durationSeconds = 3600
    return x
  }

  @Test func calendarWithoutHoles() throws {
    var reading = WellnessReading(date: LocalDate(dayNumber: 102))
    reading.rmssd = 70
    let days = try #require(
      AthleteDays(workouts: [w(0, "ride", 50), w(0, "run", 20), w(3, "ride", 80)], wellness: [reading]))
    #expect(days.count == 4 && days.start == LocalDate(dayNumber: 100))
    #expect(days.load == [70, 0, 0, 80])  // rest days are 0
    #expect(days.loadBySport["ride"] == [50, 0, 0, 80] && days.loadBySport["run"] == [20, 0, 0, 0])
    #expect(days.durationSeconds == [7200, 0, 0, 3600])
    #expect(days.rmssd[2] == 70 && days.rmssd[0].isNaN && days.rmssd[3].isNaN)  // no reading is missing, not 0
    // Per-sport PMC: each sport's chart from its own load.
    let ride = PerformanceManagement(days.dailyLoad(sport: "ride"))
    let all = PerformanceManagement(days.dailyLoad())
    #expect(ride.ctl.last! < all.ctl.last!)
    #expect(days.dailyLoad(sport: "swim").load == [0, 0, 0, 0])
    #expect(AthleteDays(workouts: []) == nil)
  }

  @Test func batchesPadTheSharedCalendar() throws {
    let a = try #require(AthleteDays(workouts: [w(0, "ride", 10), w(1, "ride", 20)]))
    let b = try #require(AthleteDays(workouts: [w(2, "run", 30)]))
    let batch = AthleteDays.batch(
      [a, b], column: \.load, from: LocalDate(dayNumber: 99), through: LocalDate(dayNumber: 102), missing: 0)
    #expect(batch.series(0) == [0, 10, 20, 0] && batch.series(1) == [0, 0, 0, 30])
    let hrv = AthleteDays.batch(
      [a, b], column: \.rmssd, from: LocalDate(dayNumber: 100), through: LocalDate(dayNumber: 101), missing: .nan)
    #expect(hrv.values.allSatisfy { $0.isNaN })
  }
}
