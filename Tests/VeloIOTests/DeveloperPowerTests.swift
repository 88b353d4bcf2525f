import Foundation
import Testing
import VeloIO
import VeloScore
import _VeloTestSupport

/// Power a Connect IQ app (Stryd) wrote as a developer field is the power
/// stream when the records hold no native power, and the reader says so.
/// Expected values: Garmin's SDK (Tests/Oracles/developer_power_oracle.py).
@Suite struct DeveloperPowerTests {
  struct Expected: Decodable { var records: Int, mean: Double, max: Double }

  @Test func strydPowerOnARunIsReadAndSaid() throws {
    let oracle = try Repository.oracle("developer_power_oracle.json", as: [String: Expected].self)
    for (name, expected) in oracle {
      let file = try ActivityFile.read(path: Repository.path(name))
      #expect(file.fit?.developerPowerField == "Power")
      #expect(file.warnings.first == "power read from the developer field 'Power' (the records hold no native power)")
      let power = (file.streams.power ?? []).filter { !$0.isNaN }
      #expect(power.count == expected.records)
      #expect(isClose(power.reduce(0, +) / Double(power.count), expected.mean, rel: 1e-12))
      #expect(power.max() == expected.max)
      // Scored as any power file: NP and the rest come from it.
      let summary = ActivitySummary(streams: file.streams, settings: AthleteSettings(), sport: "running")
      #expect(summary.power?.metrics.normalizedPower != nil)
    }
  }

  @Test func formPowerIsNotPowerAndNativePowerWins() throws {
    // Stryd's own FIT file: native power, and "Form Power" as a developer field.
    let stryd = try ActivityFile.read(
      path: Repository.path("datasets/devices/python-fitparse/developer-types-sample.fit"))
    #expect(stryd.fit?.developerPowerField == nil)
    #expect(stryd.fit?.developerFieldNames.contains("Form Power") == true)
    #expect(stryd.streams.power != nil)
  }
}
