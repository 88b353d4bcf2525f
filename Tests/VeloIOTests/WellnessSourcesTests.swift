import Testing
import VeloIO
import VeloScore

/// Wellness exports as their apps write them (the field lists of intervals.icu's wellness CSV, Oura's
/// API and HRV4Training's export): every value read in the unit stated, every other column named.
/// intervals.icu's resting HR, sleep and respiration were dropped without a word; Oura's API names and
/// HRV4Training's file were "no wellness columns" / "no date column".
@Suite struct WellnessSourcesTests {
  func read(_ text: String) throws -> (readings: [WellnessReading], warnings: [String]) {
    try WellnessCSV.parseReporting(bytes: Array(text.utf8), file: "w.csv")
  }

  @Test func intervalsICU() throws {
    let (r, w) = try read(
      "date,restingHR,hrv,hrvSDNN,sleepSecs,sleepScore,respiration,spO2,readiness\n2026-11-20,48,72.5,81,27000,84,14.2,97,70\n"
    )
    let day = try #require(r.first)
    #expect(day.restingHeartRate == 48 && day.rmssd == 72.5 && day.sleepHours == 7.5 && day.respiratoryRate == 14.2)
    #expect(day.subjective == ["readiness": 70])
    // An SDNN is not an rMSSD: kept as the day's SDNN, never read as one.
    #expect(day.sdnn == 81 && day.spo2 == 97)
    #expect(w.count == 1 && w[0].hasPrefix("columns not used: 'sleepScore'"), "\(w)")
  }

  @Test func ouraAPINames() throws {
    let (r, w) = try read(
      "day,average_hrv,lowest_heart_rate,average_breath,total_sleep_duration,time_in_bed,score\n2026-11-20,61,47,14.8,26400,28800,82\n"
    )
    let day = try #require(r.first)
    #expect(day.rmssd == 61 && day.restingHeartRate == 47 && day.respiratoryRate == 14.8)
    #expect(day.sleepHours == 26_400.0 / 3600 && day.inBedHours == 8)
    #expect(w.first?.hasPrefix("columns not used: 'score'") == true, "\(w)")
  }

  @Test func hrv4Training() throws {
    let (r, w) = try read(
      "timestamp_measurement,HR,AVNN,SDNN,rMSSD,pNN50,LF,HF,HRV4T_Recovery_Points\n2026-11-20 07:05:11,52,1150,70,68,40,900,1200,7.8\n"
    )
    let day = try #require(r.first)
    #expect(day.date == LocalDate(year: 2026, month: 11, day: 20) && day.rmssd == 68 && day.restingHeartRate == 52)
    #expect(day.sdnn == 70)
    #expect(w.first?.hasPrefix("columns not used: 'AVNN', 'pNN50', 'LF', 'HF', 'HRV4T_Recovery_Points'") == true)
  }

  @Test func everyColumnOfOurOwnLayoutIsRead() throws {
    let (r, w) = try read(
      "date,hrv_rmssd_ms,resting_hr_bpm,respiratory_rate_bpm,sleep_hours\n2026-11-20,70,48,14,7.5\n")
    #expect(r.count == 1 && w.isEmpty)
  }

  /// WHOOP's cycles with their sleep stages, blood oxygen and skin temperature; Oura's API stages (s) and
  /// temperature deviation.
  @Test func sleepStagesOxygenAndSkinTemperature() throws {
    let (whoop, w) = try read(
      "Cycle start time,Wake onset,Heart rate variability (ms),Skin temp (celsius),Blood oxygen %,Light sleep duration (min),Deep (SWS) duration (min),REM duration (min),Awake duration (min)\n2026-10-10 23:40:00,2026-10-11 06:55:00,64,33.8,95.6,210,95,102,28\n"
    )
    let night = try #require(whoop.first)
    #expect(night.date == LocalDate(year: 2026, month: 10, day: 11))
    #expect(night.lightSleepHours == 3.5 && night.deepSleepHours == 95.0 / 60 && night.remSleepHours == 1.7)
    #expect(night.spo2 == 95.6 && night.skinTemperature == 33.8)
    #expect(w.first?.hasPrefix("columns not used: 'Awake duration (min)'") == true, "\(w)")
    let (oura, _) = try read(
      "day,average_hrv,deep_sleep_duration,rem_sleep_duration,light_sleep_duration,temperature_deviation\n2026-11-20,61,5400,6300,14400,-0.31\n"
    )
    let day = try #require(oura.first)
    #expect(day.deepSleepHours == 1.5 && day.remSleepHours == 1.75 && day.lightSleepHours == 4)
    #expect(day.skinTemperatureDeviation == -0.31)
    #expect(throws: CSVError.self) { try read("date,spo2\n2026-11-20,12\n") }
  }
}
