import Testing
import VeloScore

/// Energy estimates against published worked examples and device values.
@Suite struct CaloriesTests {
  @Test func keytelMatchesItsPublishedWorkedExample() throws {
    // clevercalculator.com's Keytel guide: a 75 kg man, 35 years, 150 bpm for 30 min ≈ 441 kcal.
    let kcal = try #require(
      Calories.fromHeartRate(heartRate1Hz: Array(repeating: 150, count: 1800), weightKg: 75, age: 35, sex: .male))
    #expect(abs(kcal - 441.0) < 0.1)
    // The women's equation, by hand (Python): (−20.4022 + 0.4472·140 − 0.1263·60 + 0.074·30) / 4.184 · 45 = 396.31.
    let her = try #require(
      Calories.fromHeartRate(heartRate1Hz: Array(repeating: 140, count: 2700), weightKg: 60, age: 30, sex: .female))
    #expect(abs(her - 396.31) < 0.01)
  }

  @Test func heartRateEnergyNeverFallsBelowRestAndSkipsMissingReadings() throws {
    // 45 bpm: Keytel's fit is negative; resting metabolism (1 kcal/kg/h) is the floor.
    let resting = try #require(
      Calories.fromHeartRate(heartRate1Hz: Array(repeating: 45, count: 3600), weightKg: 70, age: 35, sex: .male))
    #expect(abs(resting - 70) < 1e-9)
    // Half the seconds missing: they count at the others' rate.
    let gappy = try #require(
      Calories.fromHeartRate(
        heartRate1Hz: (0..<1800).map { $0 % 2 == 0 ? 150 : .nan }, weightKg: 75, age: 35, sex: .male))
    #expect(abs(gappy - 441.0) < 0.1)
    #expect(Calories.fromHeartRate(heartRate1Hz: [.nan, 0], weightKg: 70, age: 35, sex: .male) == nil)
  }

  @Test func aRunCostsAKilocaloriePerKilogramAndKilometre() {
    // Garmin's Forerunner 965 stored 770 kcal for 11.233 km at 69 kg (datasets/devices/fit-parser/garmin-stamina.fit).
    #expect(abs(Calories.running(distanceMeters: 11_233, weightKg: 69) - 775.1) < 0.1)
  }

  @Test func theEstimateTakesTheFirstRuleItsDataAllows() throws {
    var athlete = AthleteSettings()
    athlete.weight = 70
    let hr = Array(repeating: 150.0, count: 1800)
    func estimate(run: Bool, work: Double? = nil, meters: Double? = nil, hr: [Double]? = nil, _ s: AthleteSettings)
      -> Calories.Estimate?
    {
      Calories.estimate(
        sport: run ? "running" : "cycling", isRun: run, seconds: 1800, workKilojoules: work, distanceMeters: meters,
        heartRate1Hz: hr, settings: s)
    }
    // A run with distance: its cost, even with running power.
    #expect(estimate(run: true, work: 500, meters: 6000, hr: hr, athlete)?.kcal == 420)
    // A ride with power: its work, weight or not.
    #expect(abs((estimate(run: false, work: 500, hr: hr, AthleteSettings())?.kcal ?? 0) - 500 / (0.24 * 4.184)) < 1e-9)
    // Running power without the runner's weight is no estimate at all: vendors' running powers differ.
    #expect(estimate(run: true, work: 500, meters: 6000, AthleteSettings()) == nil)
    // Heart rate: age and sex assumed, and said.
    let byHeartRate = try #require(estimate(run: false, hr: hr, athlete))
    #expect(byHeartRate.source == "heart rate (Keytel 2005), age assumed 35, sex assumed male")
    #expect(abs(byHeartRate.kcal - (-55.0969 + 0.6309 * 150 + 0.1988 * 70 + 0.2017 * 35) / 4.184 * 30) < 1e-9)
    athlete.age = 50
    athlete.sex = .female
    #expect(estimate(run: false, hr: hr, athlete)?.source == "heart rate (Keytel 2005)")
    // Weight alone: the sport's MET.
    #expect(estimate(run: false, athlete) == Calories.Estimate(kcal: 7.5 * 70 * 0.5, source: "MET 7.5"))
  }
}
