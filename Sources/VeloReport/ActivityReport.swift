import VeloScore

/// One activity's power metrics, ready to render.
public struct ActivityReport: Report, Sendable {
  public var source: String
  public var metrics: ActivityMetrics
  /// Seconds with no power reading, counted as 0 W (see ``PowerGrid``).
  public var filledSeconds: Int
  /// Seconds that held several readings, averaged.
  public var mergedSeconds: Int

  public init(source: String, metrics: ActivityMetrics, grid: PowerGrid) {
    self.source = source
    self.metrics = metrics
    filledSeconds = grid.filledSeconds
    mergedSeconds = grid.mergedSeconds
  }

  public func renderText() -> String {
    let m = metrics
    var out = "Activity  \(source)\n"
    out += "Duration  \(clock(m.durationSeconds))   FTP \(fixed(m.ftp, 0, unit: " W"))   NP convention: \(m.convention.rawValue)\n\n"
    var table = TextTable(headers: ["metric", "value"], alignments: [.left, .right])
    table.rows = [
      ["Average power", fixed(m.averagePower, 1, unit: " W")],
      ["Max power", fixed(m.maxPower, 0, unit: " W")],
      ["Normalized Power (NP)", fixed(m.normalizedPower, 1, unit: " W")],
      ["Intensity Factor (IF)", fixed(m.intensityFactor, 3)],
      ["Training Stress Score (TSS)", fixed(m.trainingStressScore, 1)],
      ["Variability Index (VI)", fixed(m.variabilityIndex, 3)],
      ["Work", fixed(m.workKilojoules, 1, unit: " kJ")],
    ]
    out += table.render()
    if filledSeconds > 0 || mergedSeconds > 0 {
      out += "\nNote: \(filledSeconds) s without a power reading counted as 0 W (stopped); \(mergedSeconds) s with several readings averaged.\n"
    }
    if m.normalizedPower == nil {
      out += "\nNote: NP, IF, TSS need at least 30 s of samples.\n"
    }
    return out
  }
}
