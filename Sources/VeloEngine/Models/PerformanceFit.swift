import VeloKernels
import VeloScore

/// Fitting Banister's model to measured performances (`veloscore banister`):
/// the measurements placed on the days of a daily load series.
public struct PerformanceFit: Sendable {
  public var fit: BanisterModel.Fit
  /// The model's performance for every day of the load series.
  public var predicted: [Double]
  /// Measured values by day index of the load series.
  public var measured: [Int: Double]

  /// - Parameters:
  ///   - load: the daily load series.
  ///   - performances: measured values on consecutive days from `start` (NaN: not measured).
  /// - Throws: `BanisterModel`'s reason when the fit is not possible (too few
  ///   measurements inside the load's days, a load that does not vary).
  public init(load: DailyLoad, performances: (start: LocalDate, values: [Double])) throws(FitUnavailable) {
    let offset = performances.start.dayNumber - load.start.dayNumber
    let points = performances.values.enumerated().compactMap { i, v in v.isNaN ? nil : (day: i + offset, value: v) }
    fit = try BanisterModel.fitting(load: load.load, performances: points)
    predicted = fit.model.predict(load.load)
    measured = Dictionary(points.map { ($0.day, $0.value) }, uniquingKeysWith: { a, _ in a })
  }
}
