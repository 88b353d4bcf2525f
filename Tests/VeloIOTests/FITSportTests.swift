import Testing

@testable import VeloIO

/// Every FIT sport by name (raw numbers such as "sport 4" for indoor rowing were shown before).
@Suite struct FITSportTests {
  @Test func sportsAndSubSportsByName() {
    // (sport, sub_sport) → name; the numbers are the FIT profile's `sport` and `sub_sport` values.
    let cases: [(Int, Int?, String)] = [
      (1, nil, "running"), (2, 6, "cycling"), (5, 17, "swimming"), (11, nil, "walking"), (17, nil, "hiking"),
      (15, nil, "rowing"),
      (3, nil, "transition"), (0, nil, "other"),
      (4, 14, "rowing"), (4, 1, "running"), (4, 6, "cycling"), (4, 15, "elliptical"), (4, nil, "fitness_equipment"),
      (10, 20, "strength"), (10, nil, "training"),
      (37, nil, "stand_up_paddleboarding"), (12, nil, "cross_country_skiing"), (250, nil, "sport_250"),
    ]
    for (sport, subSport, name) in cases {
      #expect(
        FITProfile.activitySport(sport, subSport: subSport) == name,
        "sport \(sport) sub_sport \(String(describing: subSport))")
    }
  }
}
