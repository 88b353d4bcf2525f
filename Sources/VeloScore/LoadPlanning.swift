import VeloKernels

/// Forward projection of CTL/ATL/TSB from a planned daily load, and the
/// inverse: the constant daily load that reaches a target.
///
/// Both rest on the PMC being linear in the load: with today's state fixed,
/// any metric at day k of a constant plan L is `m(L) = m(0) + L·(m(1) − m(0))`,
/// so one target is met by solving a linear equation (no iteration).
public struct LoadPlanning: Sendable {
  public var parameters: PMCParameters
  /// CTL and ATL at the end of the last completed day.
  public var ctl: Double
  public var atl: Double

  public init(ctl: Double, atl: Double, parameters: PMCParameters = PMCParameters()) {
    self.ctl = ctl
    self.atl = atl
    self.parameters = parameters
  }

  /// The state after a known history.
  public init(history: PerformanceManagement) {
    self.init(
      ctl: history.ctl.last ?? history.parameters.ctlStart, atl: history.atl.last ?? history.parameters.atlStart,
      parameters: history.parameters)
  }

  /// CTL/ATL/TSB for each planned day (TSB by the parameters' balance convention).
  public func project(_ planned: [Double]) -> PerformanceManagementBatch {
    var p = parameters
    p.ctlStart = ctl
    p.atlStart = atl
    return PerformanceManagementBatch(
      load: SeriesBatch(count: 1, length: planned.count, values: planned), parameters: p)
  }

  public enum Metric: String, Sendable, CaseIterable, Codable {
    case ctl, atl
    /// Form going into the day after the last planned day: CTL − ATL at its end.
    case tsbAfter
  }

  /// The constant daily load over `days` days that makes `metric` equal
  /// `target` at the end of the last day; `nil` when no load ≥ 0 reaches it
  /// (e.g. a TSB target above what full rest gives).
  public func constantLoad(reaching target: Double, metric: Metric, days: Int) -> Double? {
    precondition(days >= 1, "plan at least one day")
    let atZero = constantLoadValue(0, metric: metric, days: days)
    let slope = constantLoadValue(1, metric: metric, days: days) - atZero
    guard slope != 0 else { return nil }
    let load = (target - atZero) / slope
    return load >= 0 ? load : nil
  }

  /// The loads (≥ 0) that keep `metric` inside `range` at the end of `days`
  /// days of constant training; `nil` when none do.
  public func constantLoadRange(keeping range: ClosedRange<Double>, metric: Metric, days: Int) -> ClosedRange<Double>? {
    let atZero = constantLoadValue(0, metric: metric, days: days)
    let slope = constantLoadValue(1, metric: metric, days: days) - atZero
    guard slope != 0 else { return range.contains(atZero) ? 0...Double.infinity : nil }
    let a = (range.lowerBound - atZero) / slope
    let b = (range.upperBound - atZero) / slope
    let lo = max(0, min(a, b))
    let hi = max(a, b)
    return lo <= hi ? lo...hi : nil
  }

  /// `metric` at the end of `days` days of constant `load`.
  public func constantLoadValue(_ load: Double, metric: Metric, days: Int) -> Double {
    precondition(days >= 1, "plan at least one day")
    let p = project(Array(repeating: load, count: days))
    switch metric {
    case .ctl: return p.ctl.values[days - 1]
    case .atl: return p.atl.values[days - 1]
    case .tsbAfter: return p.ctl.values[days - 1] - p.atl.values[days - 1]
    }
  }
}
