import Testing
import VeloScore
import _VeloTestSupport

@Suite struct RacePredictionTests {
  /// Daniels' published VDOT table (Daniels' Running Formula, 3rd ed., Table 5.1),
  /// VDOT 50: 5 km 19:57, 10 km 41:21, half 1:31:35, marathon 3:10:49. The
  /// table rounds; the formulas give these within 0.2 %.
  @Test func vdotMatchesDanielsTable() throws {
    for (meters, published) in [(5000.0, 1197.0), (10_000, 2481), (21_097.5, 5495), (42_195, 11_449)] {
      let t = try #require(RacePrediction.time(forVDOT: 50, meters: meters))
      #expect(abs(t - published) / published < 0.002, "\(meters) m: \(t) s vs \(published) s")
    }
    // And back: a 20:00 5 km is VDOT 49.8 in the table.
    #expect(abs(try #require(RacePrediction.vdot(seconds: 1200, meters: 5000)) - 49.8) < 0.05)
    // Round trip through the root finder.
    let v = try #require(RacePrediction.vdot(seconds: 2700, meters: 10_000))
    #expect(abs(try #require(RacePrediction.time(forVDOT: v, meters: 10_000)) - 2700) < 1e-6)
  }

  /// Riegel's worked use: a 20:00 5 km predicts 20·(42.195/5)^1.06 min for the marathon.
  @Test func riegelFormula() throws {
    let t = try #require(RacePrediction.riegel(seconds: 1200, meters: 5000, toMeters: 42_195))
    #expect(isClose(t, 11_509.320715113950, rel: 1e-12))  // python: 1200*(42195/5000)**1.06
    #expect(RacePrediction.riegel(seconds: 0, meters: 5000, toMeters: 10_000) == nil)
  }

  @Test func distancesAndTimesAsWritten() {
    #expect(
      RacePrediction.meters("10k") == 10_000 && RacePrediction.meters("10 km") == 10_000
        && RacePrediction.meters("Marathon") == 42_195)
    #expect(
      RacePrediction.meters("medio maratón") == 21_097.5 && RacePrediction.meters("1mi") == 1609.344
        && RacePrediction.meters("400m") == 400)
    #expect(
      RacePrediction.meters("far") == nil && RacePrediction.meters("-5k") == nil
        && RacePrediction.meters("1e300") == nil)
    #expect(
      RacePrediction.seconds("3:30:00") == 12_600 && RacePrediction.seconds("45:00") == 2700
        && RacePrediction.seconds("90s") == 90)
    #expect(RacePrediction.seconds("45min") == 2700 && RacePrediction.seconds("3.5h") == 12_600)
    // A bare number names no unit: `10k=45` predicted a 3-minute marathon from 45 seconds.
    #expect(RacePrediction.seconds("45") == nil && RacePrediction.seconds("90") == nil)
    #expect(
      RacePrediction.seconds("1:75") == nil && RacePrediction.seconds("a:b") == nil && RacePrediction.seconds("") == nil
    )
    #expect(
      RacePrediction.vdot(seconds: 30, meters: 5000) == nil && RacePrediction.time(forVDOT: .nan, meters: 5000) == nil)
  }

  /// `10k=4:50:00` gave VDOT 2.2 without a word; `10k=45` a 3-minute marathon.
  @Test func implausiblePerformancesAreNamed() {
    // World records (World Athletics): 10,000 m 26:11 = 22.9 km/h; marathon 2:00:35 = 21.0 km/h.
    #expect(
      RacePrediction.implausibility(seconds: 45, meters: 10_000)?.contains("faster than the world record") == true)
    // 23.1 km/h
    #expect(RacePrediction.implausibility(seconds: 26 * 60, meters: 10_000)?.contains("world record") == true)
    #expect(RacePrediction.implausibility(seconds: 27 * 60, meters: 10_000) == nil)  // 22.2 km/h
    #expect(
      RacePrediction.implausibility(seconds: 4 * 3600 + 50 * 60, meters: 10_000)?.contains("slower than walking")
        == true)  // 2.1 km/h
    #expect(RacePrediction.implausibility(seconds: 45 * 60, meters: 10_000) == nil)
    // A distance over a subnormal time is an infinite speed: said, never converted to an Int (the API once crashed on it).
    #expect(
      RacePrediction.implausibility(seconds: .leastNonzeroMagnitude, meters: 9_999_999)?.contains(
        "an average of over 10¹² km/h is faster than the world record") == true)
    #expect(
      RacePrediction.implausibility(seconds: 1_209_600, meters: .leastNonzeroMagnitude)?.contains("slower than walking")
        == true)
    #expect(RacePrediction.implausibility(seconds: 3 * 3600 + 30 * 60, meters: 42_195) == nil)
    // 21.1 > 21.0 km/h
    #expect(RacePrediction.implausibility(seconds: 7200, meters: 42_195)?.contains("world record") == true)
  }
}
