import VeloKernels

/// Settings of the Performance Management Chart (Banister-style fitness/fatigue).
public struct PMCParameters: Sendable, Equatable, Codable {
  /// How a time constant τ (days) becomes the daily smoothing factor α.
  public enum Decay: String, Sendable, CaseIterable, Codable {
    /// `α = 1 − e^(−1/τ)`: the exact discretisation of the impulse–response
    /// model; GoldenCheetah (`PMCData.cpp`) and TrainingPeaks use it. Default.
    case exponential
    /// `α = 1/τ`: the simpler form found in some spreadsheets and apps.
    case reciprocal
  }

  /// Which day's CTL and ATL form today's balance.
  public enum Balance: String, Sendable, CaseIterable, Codable {
    /// `TSB_d = CTL_{d−1} − ATL_{d−1}`: form going into day d, before its
    /// workout (GoldenCheetah and TrainingPeaks default). Default.
    case yesterday
    /// `TSB_d = CTL_d − ATL_d` (GoldenCheetah's "show SB today" preference).
    case today
  }

  /// Chronic time constant τ_CTL in days (default 42).
  public var ctlDays: Double = 42
  /// Acute time constant τ_ATL in days (default 7).
  public var atlDays: Double = 7
  /// CTL on the day before the series starts (TSS/day).
  public var ctlStart: Double = 0
  /// ATL on the day before the series starts (TSS/day).
  public var atlStart: Double = 0
  public var decay: Decay = .exponential
  public var balance: Balance = .yesterday
  /// Ramp rate window in days: `ramp_d = CTL_d − CTL_{d−rampDays}`.
  public var rampDays: Int = 7

  public init() {}

  /// Smoothing factor α for a time constant τ (days) under ``decay``.
  public func alpha(timeConstant tau: Double) -> Double {
    precondition(tau >= 1, "PMC time constant must be at least 1 day, got \(tau)")
    switch decay {
    case .exponential: return 1 - _exp(-1 / tau)
    case .reciprocal: return 1 / tau
    }
  }
}

/// The Performance Management Chart over a daily load series.
///
/// With daily load `L_d` (TSS) and `α = 1 − e^(−1/τ)` (see ``PMCParameters/Decay``):
///
///     CTL_d = CTL_{d−1} + α_CTL · (L_d − CTL_{d−1})      (fitness, TSS/day)
///     ATL_d = ATL_{d−1} + α_ATL · (L_d − ATL_{d−1})      (fatigue, TSS/day)
///     TSB_d = CTL_{d−1} − ATL_{d−1}                      (form; or today's, see Balance)
///     ramp_d = CTL_d − CTL_{d−7}                         (TSS/day per week)
///
/// Today's load is included in today's CTL and ATL (GoldenCheetah `PMCData.cpp`,
/// Banister 1975 impulse–response model as popularised by Coggan). Values before
/// the first day are the configured start values; the ramp for `d < 7` is measured
/// from the start value. GoldenCheetah's ramp uses τ_ATL days rather than a fixed
/// 7; set `rampDays` to match it.
public struct PerformanceManagement: Sendable, Equatable {
  public var start: LocalDate
  public var parameters: PMCParameters
  public var load: [Double]
  public var ctl: [Double]
  public var atl: [Double]
  public var tsb: [Double]
  public var rampRate: [Double]

  /// - Complexity: O(days). Computed by ``PerformanceManagementBatch`` with one athlete.
  public init(_ daily: DailyLoad, parameters: PMCParameters = PMCParameters()) {
    self.start = daily.start
    self.parameters = parameters
    load = daily.load
    let batch = PerformanceManagementBatch(
      load: SeriesBatch(count: 1, length: daily.load.count, values: daily.load), parameters: parameters)
    ctl = batch.ctl.values
    atl = batch.atl.values
    tsb = batch.tsb.values
    rampRate = batch.rampRate.values
  }

  /// Series already computed (a library's stored daily rows), taken as they are.
  init(
    start: LocalDate, parameters: PMCParameters, load: [Double], ctl: [Double], atl: [Double], tsb: [Double],
    rampRate: [Double]
  ) {
    (self.start, self.parameters, self.load, self.ctl, self.atl, self.tsb, self.rampRate) = (
      start, parameters, load, ctl, atl, tsb, rampRate
    )
  }

  public var dates: [LocalDate] { (0..<load.count).map { start.adding(days: $0) } }
}
