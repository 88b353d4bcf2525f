import Testing
import VeloScore

@Suite struct PaceTextTests {
  @Test func formsAndUnits() {
    #expect(PaceText.seconds("255", per: 1000) == 255)
    #expect(PaceText.seconds("4:15", per: 1000) == 255)
    #expect(PaceText.seconds(" 4:15/KM ", per: 1000) == 255)
    #expect(PaceText.seconds("8:00/mi", per: 1000) == 480 * 1000 / 1609.344)
    #expect(PaceText.seconds("1:35/100m", per: 100) == 95 && PaceText.seconds("1:35", per: 100) == 95)
    #expect(PaceText.seconds("2:00/500m", per: 100) == 24)
    for bad in ["", "4m15", "4:5", "-255", "4:15/lap", "inf", "1:60:00x"] {
      #expect(PaceText.seconds(bad, per: 1000) == nil, "\(bad)")
    }
  }
}
