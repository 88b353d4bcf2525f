import Foundation
import VeloIO
import VeloScore
import _VeloTestSupport

/// Decoded `Tests/Oracles/activity_oracle.json` (written by activity_oracle.py).
struct ActivityOracle: Decodable {
  struct Convention: Decodable {
    var np: Double
    var `if`: Double
    var tss: Double
    var vi: Double
  }

  struct Case: Decodable {
    var file: String
    var ftp: Double
    var seconds: Int
    var average: Double
    var max: Double
    var workKilojoules: Double
    var coggan: Convention
    var goldenCheetah: Convention
    var filledSeconds: Int?
    var interpolatedSeconds: Int?
    var mergedSeconds: Int?

    /// The oracle's keys (Tests/Oracles/activity_oracle.py writes snake case).
    enum CodingKeys: String, CodingKey {
      case file, ftp, seconds, average, max, coggan, goldenCheetah
      case workKilojoules = "work_kj"
      case filledSeconds = "filled_seconds"
      case interpolatedSeconds = "interpolated_seconds"
      case mergedSeconds = "merged_seconds"
    }
  }

  var cases: [Case]

  static func load() throws -> ActivityOracle {
    try Repository.oracle("activity_oracle.json", as: ActivityOracle.self)
  }
}

/// Decoded `Tests/Oracles/pmc_oracle.json` (written by pmc_oracle.py).
struct PMCOracle: Decodable {
  struct Params: Decodable {
    var ctlDays: Double
    var atlDays: Double
    var ctlStart: Double
    var atlStart: Double
    var decay: String
    var balance: String
  }

  struct Case: Decodable {
    var file: String
    var params: Params
    var start: String
    var load: [Double]
    var ctl: [Double]
    var atl: [Double]
    var tsb: [Double]
    var ramp: [Double]
    var ctlTrendPerDay28: Double

    var parameters: PMCParameters {
      var p = PMCParameters()
      p.ctlDays = params.ctlDays
      p.atlDays = params.atlDays
      p.ctlStart = params.ctlStart
      p.atlStart = params.atlStart
      p.decay = PMCParameters.Decay(rawValue: params.decay)!
      p.balance = PMCParameters.Balance(rawValue: params.balance)!
      return p
    }
  }

  var cases: [Case]

  static func load() throws -> PMCOracle {
    try Repository.oracle("pmc_oracle.json", as: PMCOracle.self)
  }
}
