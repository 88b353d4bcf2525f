import VeloKernels

/// The Performance Management Chart for many athletes at once over the same
/// days (see ``PerformanceManagement`` for the model and conventions; the
/// single-athlete chart is this with one athlete).
public struct PerformanceManagementBatch: Sendable {
  public var parameters: PMCParameters
  /// Daily load, athletes × days (``SeriesBatch`` layout).
  public var load: SeriesBatch
  public var ctl: SeriesBatch
  public var atl: SeriesBatch
  public var tsb: SeriesBatch
  public var rampRate: SeriesBatch

  /// - Parameters:
  ///   - ctlStart, atlStart: per-athlete values before day 0 (default: the
  ///     parameters' start values for everyone).
  /// - Complexity: O(athletes × days), inner loops across athletes.
  public init(load: SeriesBatch, parameters: PMCParameters = PMCParameters(), ctlStart: [Double]? = nil, atlStart: [Double]? = nil) {
    self.parameters = parameters
    self.load = load
    let n = load.count, d = load.length
    let ctl0 = ctlStart ?? Array(repeating: parameters.ctlStart, count: n)
    let atl0 = atlStart ?? Array(repeating: parameters.atlStart, count: n)
    let ctl = load.ewma(alpha: parameters.alpha(timeConstant: parameters.ctlDays), seeds: ctl0)
    let atl = load.ewma(alpha: parameters.alpha(timeConstant: parameters.atlDays), seeds: atl0)
    var tsb = SeriesBatch(count: n, length: d, repeating: 0)
    var ramp = SeriesBatch(count: n, length: d, repeating: 0)
    let back = parameters.rampDays
    for t in 0..<d {
      for s in 0..<n {
        let i = t * n + s
        switch parameters.balance {
        case .today: tsb.values[i] = ctl.values[i] - atl.values[i]
        case .yesterday: tsb.values[i] = t == 0 ? ctl0[s] - atl0[s] : ctl.values[i - n] - atl.values[i - n]
        }
        ramp.values[i] = ctl.values[i] - (t >= back ? ctl.values[i - back * n] : ctl0[s])
      }
    }
    self.ctl = ctl
    self.atl = atl
    self.tsb = tsb
    rampRate = ramp
  }
}
