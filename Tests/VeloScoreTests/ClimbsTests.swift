import Testing

@testable import VeloScore

/// Climbs on a generated ride whose climbs are known by construction: a rider
/// at 5 m/s over a profile of straight gradients, each second's altitude the
/// profile's at its distance, with ±0.3 m of alternating noise.
@Suite struct ClimbsTests {
  /// (metres, gradient %) legs, ridden in order.
  static let legs: [(Double, Double)] = [
    (2000, 0),  // flat
    (3000, 6),  // climb A: 180 m
    (2000, -4),  // descent
    (1000, 0),
    (750, 8), (150, -2), (750, 8),  // climb B: 120 m with a 3 m dip inside (one climb)
    (1500, 0),
    (200, 5),  // a 10 m bump: too short
    (1000, 0),
    (400, 10),  // 40 m in 400 m: steep but short
    (1500, -2.5),
    (2500, 2),  // 50 m at 2 %: too gentle
    (500, 0),
  ]

  static func ride() -> (altitude: [Double], distance: [Double], power: [Double]) {
    var altitude: [Double] = []
    var distance: [Double] = []
    var power: [Double] = []
    var metres = 0.0
    var height = 500.0
    for (length, grade) in legs {
      var covered = 0.0
      while covered < length {
        let step = min(5, length - covered)
        covered += step
        metres += step
        height += step * grade / 100
        let second = altitude.count
        altitude.append(height + (second % 2 == 0 ? 0.3 : -0.3))
        distance.append(metres)
        power.append(grade > 0 ? 280 : 150)
      }
    }
    return (altitude, distance, power)
  }

  @Test func theKnownClimbsAreFoundWithTheirGainAndVAM() throws {
    let (altitude, distance, power) = Self.ride()
    let climbs = Climbs.find(altitude: altitude, distance: distance, power: power)
    #expect(climbs.count == 2, "\(climbs.map { ($0.startMeters, $0.lengthMeters, $0.gainMeters) })")
    let a = try #require(climbs.first)
    // Climb A: from 2,000 m, 3,000 m long, 180 m up in 600 s: VAM 1,080 m/h, 6 %.
    #expect(abs(a.startMeters - 2000) <= 30 && abs(a.lengthMeters - 3000) <= 40)
    #expect(abs(a.gainMeters - 180) <= 1.5)
    #expect(abs(a.vam - 1080) / 1080 <= 0.02)
    #expect(abs(a.averageGradePercent - 6) <= 0.1)
    // Strava: 3,000 m × 6 % = 18,000 → Cat 3; GoldenCheetah: 180² / 3 / 1000 = 10.8.
    #expect(a.climbCategory == .cat3 && abs(a.climbScore - 18_000) / 18_000 <= 0.02 && abs(a.climbRating - 10.8) <= 0.2)
    #expect(abs((a.averagePower ?? 0) - 280) <= 3 && a.averageHeartRate == nil)
    let b = try #require(climbs.last)
    // Climb B: 8,000 m on, 1,650 m with its dip, 60 − 3 + 60 = 117 m up in 330 s: 1,276 m/h.
    #expect(abs(b.startMeters - 8000) <= 30 && abs(b.lengthMeters - 1650) <= 40)
    #expect(abs(b.gainMeters - 117) <= 1.5)
    #expect(abs(b.vam - 117 * 3600 / 330) / (117 * 3600 / 330) <= 0.03)
  }

  @Test func theRulesThresholds() {
    #expect(Climb.Category(score: 7_999) == nil && Climb.Category(score: 8_000) == .cat4)
    #expect(Climb.Category(score: 16_000) == .cat3 && Climb.Category(score: 32_000) == .cat2)
    #expect(Climb.Category(score: 64_000) == .cat1 && Climb.Category(score: 80_000) == .hc)
    // No altitude readings, or a flat road: no climbs.
    let flat = [Double](repeating: 100, count: 600)
    #expect(Climbs.find(altitude: flat, distance: (0..<600).map { Double($0) * 5 }).isEmpty)
    #expect(Climbs.find(altitude: [.nan, .nan], distance: [0, 5]).isEmpty)
  }

  @Test func aRideSummaryCarriesItsClimbs() throws {
    let (altitude, distance, power) = Self.ride()
    var streams = ActivityStreams(time: altitude.indices.map(Double.init))
    streams.altitude = altitude
    streams.distance = distance
    streams.power = power
    var settings = AthleteSettings()
    settings.ftp = 250
    let summary = ActivitySummary(streams: streams, settings: settings, sport: "cycling")
    #expect(summary.climbs?.count == 2)
    var swim = streams
    swim.power = nil
    #expect(ActivitySummary(streams: swim, settings: AthleteSettings(), sport: "open water swimming").climbs == nil)
  }
}
