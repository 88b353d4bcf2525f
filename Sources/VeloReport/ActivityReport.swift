import VeloScore

/// One activity's power metrics, ready to render.
public struct ActivityReport: Report, Sendable {
  public var source: String
  public var metrics: ActivityMetrics
  /// Seconds with no power reading, counted as 0 W (see ``PowerGrid``).
  public var filledSeconds: Int
  /// Seconds that held several readings, averaged.
  public var mergedSeconds: Int
  /// Peaks, zones, xPower, W′ balance (absent in reports built from metrics only).
  public var power: PowerSummary?

  public init(source: String, metrics: ActivityMetrics, grid: PowerGrid) {
    self.source = source
    self.metrics = metrics
    filledSeconds = grid.filledSeconds
    mergedSeconds = grid.mergedSeconds
  }

  public init(source: String, summary: PowerSummary, grid: PowerGrid) {
    self.init(source: source, metrics: summary.metrics, grid: grid)
    power = summary
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
    if let p = power {
      table.rows.insert(["xPower (Skiba)", fixed(p.xPower, 1, unit: " W")], at: 3)
      if let bs = p.bikeScore { table.rows.append(["BikeScore", fixed(bs, 1)]) }
      if let w = p.wPrimeBalance {
        table.rows.append(["W'bal minimum (\(w.model.rawValue), CP \(fixed(w.criticalPower, 0)) W, W' \(fixed(w.wPrime / 1000, 1)) kJ)", fixed(w.minimum.map { $0 / 1000 }, 1, unit: " kJ")])
        table.rows.append(["Matches burned (< 70 % W')", String(w.matchesBurned)])
      }
    }
    out += table.render()
    if let p = power {
      out += "\nPeak power\n"
      var peaks = TextTable(headers: ["duration", "watts"], alignments: [.left, .right])
      peaks.rows = p.peaks.map { [duration($0.seconds), fixed($0.watts, 0, unit: " W")] }
      out += peaks.render()
      out += "\nTime in zones (Coggan, FTP \(fixed(m.ftp, 0)) W)\n"
      var zones = TextTable(headers: ["zone", "from", "time", "share"], alignments: [.left, .right, .right, .right])
      let total = max(1, p.zones.reduce(0) { $0 + $1.seconds })
      zones.rows = p.zones.map { [$0.name, fixed($0.fromWatts, 0, unit: " W"), clock($0.seconds), fixed(100 * Double($0.seconds) / Double(total), 1, unit: " %")] }
      out += zones.render()
      if p.flaggedSamples > 0 {
        out += "\nNote: \(p.flaggedSamples) samples above \(fixed(p.spikeLimit, 0)) W or below 0 W flagged as spikes and counted as 0 W.\n"
      }
    }
    if filledSeconds > 0 || mergedSeconds > 0 {
      out += "\nNote: \(filledSeconds) s without a power reading counted as 0 W (stopped); \(mergedSeconds) s with several readings averaged.\n"
    }
    if m.normalizedPower == nil {
      out += "\nNote: NP, IF, TSS need at least 30 s of samples.\n"
    }
    return out
  }
}
