/// Deterministic pseudo-random test data (an LCG; tests only need variety, not quality).
public func testSignal(count: Int, seed: UInt64 = 42, range: ClosedRange<Double> = 0...400) -> [Double] {
  var state = seed
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let unit = Double(state >> 11) * 0x1p-53
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }
}
