import Testing
import VeloScore

@Suite struct PaceZonesTests {
  /// Threshold pace 4:00/km (4.1667 m/s). Paces by hand, each held 60 s:
  /// 5:30 (137.5 % → Z1), 5:00 (125 % → Z2), 4:20 (108.3 % → Z3), 4:05 (102.1 % → Z4),
  /// 3:55 (97.9 % → Z5a), 3:40 (91.7 % → Z5b), 3:30 (87.5 % → Z5c), then 60 s standing (no zone).
  @Test func frielsBandsByHand() {
    let paces = [330.0, 300, 260, 245, 235, 220, 210]  // s per km
    var speed: [Double] = []
    var time: [Double] = []
    for (k, p) in paces.enumerated() {
      for s in 0..<60 {
        speed.append(1000 / p)
        time.append(Double(k * 60 + s))
      }
    }
    for s in 0..<60 {
      speed.append(0)
      time.append(Double(420 + s))
    }
    #expect(PaceZones.seconds(speed: speed, time: time, thresholdSpeed: 1000 / 240) == [60, 60, 60, 60, 60, 60, 60])
  }

  @Test func aPauseCountsAtMostTheGapLimit() {
    // Two samples 300 s apart at threshold pace: the first holds 5 s, the last 1 s.
    #expect(PaceZones.seconds(speed: [4, 4], time: [0, 300], thresholdSpeed: 4).reduce(0, +) == 6)
  }
}
