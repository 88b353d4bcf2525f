import Foundation
import Testing
import VeloScore

@testable import VeloReport

/// Readings out of date order (a damaged library's index returns them so) give the same
/// document as in order: they were a negative day count and a trap that killed `serve`.
@Suite struct WellnessOrderTests {
  @Test func readingsOutOfOrderAreTheSameDays() throws {
    let start = LocalDate(year: 2026, month: 11, day: 1)
    let readings = (0..<20).map { k -> WellnessReading in
      var r = WellnessReading(date: start.adding(days: k))
      r.rmssd = 50 + Double(k % 5)
      r.restingHeartRate = 52 - Double(k % 3)
      r.sleepHours = 7 + Double(k % 4) / 4
      return r
    }
    let ordered = WellnessReport(source: "ana", readings: readings)
    let reversed = WellnessReport(source: "ana", readings: readings.reversed())
    let shuffled = WellnessReport(source: "ana", readings: [readings[7]] + readings.prefix(7) + readings.dropFirst(8))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let expected = try encoder.encode(ordered)
    #expect(ordered.days.count == 20)
    #expect(try encoder.encode(reversed) == expected && encoder.encode(shuffled) == expected)
  }
}
