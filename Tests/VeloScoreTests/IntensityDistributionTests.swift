import Foundation
import Testing

@testable import VeloScore

/// Three intensity zones and Treff et al.'s polarization index, on series whose
/// counts are known, and the index on worked distributions computed by hand.
@Suite struct IntensityDistributionTests {
  @Test func thePolarizationIndexAsTreffDefinesIt() throws {
    // 80 / 5 / 15 %: log10(0.80 / 0.05 × 0.15 × 100) = log10(240).
    #expect(abs(try #require(IntensityDistribution.polarizationIndex([800, 50, 150])) - log10(240)) < 1e-12)
    // Threshold-heavy 60 / 30 / 10 %: log10(0.6 / 0.3 × 0.1 × 100) = log10(20), not polarized (< 2).
    #expect(abs(try #require(IntensityDistribution.polarizationIndex([60, 30, 10])) - log10(20)) < 1e-12)
    // No zone 2: it counts as 0.01 — log10(0.9 / 0.01 × 0.1 × 100) = log10(900).
    #expect(abs(try #require(IntensityDistribution.polarizationIndex([90, 0, 10])) - log10(900)) < 1e-12)
    // No time above the second threshold, or no time at all: none.
    #expect(IntensityDistribution.polarizationIndex([90, 10, 0]) == nil)
    #expect(IntensityDistribution.polarizationIndex([0, 0, 0]) == nil)
  }

  @Test func secondsFallInTheZonesOfTheirAnchors() throws {
    // Power, FTP 300: LT1 225 W. 10 s at 150, 5 at 225 (zone 2: from LT1), 5 at 300 (zone 2: up to FTP), 4 at 301.
    let watts =
      [Double](repeating: 150, count: 10) + Array(repeating: 225, count: 5) + Array(repeating: 300, count: 5)
      + Array(repeating: 301, count: 4) + [.nan, .nan]
    let p = try #require(IntensityDistribution.power(watts, ftp: 300))
    #expect(p.intensitySeconds == [10, 10, 4] && p.basis == .power)
    #expect(p.firstThreshold == 225 && p.secondThreshold == 300)
    // Heart rate, LTHR 170: VT1 153. Without LTHR, max 200: 164 and 174.
    let hr: [Double] = [120, 152.9, 153, 170, 171, .nan]
    #expect(
      try #require(IntensityDistribution.heartRate(hr, lthr: 170, maxHeartRate: nil)).intensitySeconds == [2, 2, 1])
    let byMax = try #require(IntensityDistribution.heartRate(hr, lthr: nil, maxHeartRate: 200))
    #expect(byMax.firstThreshold == 164 && byMax.secondThreshold == 174 && byMax.intensitySeconds == [3, 2, 0])
    #expect(byMax.polarizationIndex == nil)
    #expect(IntensityDistribution.heartRate(hr, lthr: nil, maxHeartRate: nil) == nil)
    #expect(IntensityDistribution.power([.nan], ftp: 250) == nil && IntensityDistribution.power(watts, ftp: nil) == nil)
    #expect(IntensityDistribution.power(watts, ftp: .infinity) == nil)
  }
}
