import Testing
import VeloIO

@Suite struct FixedDecimalTests {
  @Test func formats() {
    #expect(fixedDecimal(3.14159, 2) == "3.14")
    #expect(fixedDecimal(2.5, 0) == "3")
    #expect(fixedDecimal(-2.5, 0) == "-3")
    #expect(fixedDecimal(0.05, 1) == "0.1")
    #expect(fixedDecimal(-0.0001, 2) == "0.00")
    #expect(fixedDecimal(1234567.891, 1) == "1234567.9")
    #expect(fixedDecimal(7, 3) == "7.000")
    #expect(fixedDecimal(0.007, 3) == "0.007")
  }

  @Test func missingValues() {
    #expect(fixedDecimal(nil, 2) == "")
    #expect(fixedDecimal(.nan, 2, missing: "n/a") == "n/a")
    #expect(fixedDecimal(.infinity, 0) == "")
  }
}
