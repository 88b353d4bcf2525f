import VeloScore

/// One activity's metrics, ready to render.
public struct ActivityReport: Report, Sendable {
  public var source: String
  /// Power metrics; absent without power readings.
  public var metrics: ActivityMetrics?
  /// Seconds with no power reading, counted as 0 W (see ``PowerGrid``).
  public var filledSeconds: Int
  /// Seconds that held several readings, averaged.
  public var mergedSeconds: Int
  /// Peaks, zones, xPower, W′ balance (absent in reports built from metrics only).
  public var power: PowerSummary?
  public var sport: String?
  public var durationSeconds: Int?
  public var heartRate: ActivitySummary.HeartRate?
  public var running: ActivitySummary.Running?
  public var calories: Double?
  public var caloriesSource: String?
  public var load: TrainingLoad?
  public var movingSeconds: Int?
  /// Seconds filled by interpolation across short gaps.
  public var interpolatedSeconds = 0

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

  public init(source: String, summary: ActivitySummary, grid: PowerGrid?) {
    self.source = source
    metrics = summary.power?.metrics
    power = summary.power
    filledSeconds = grid?.filledSeconds ?? 0
    mergedSeconds = grid?.mergedSeconds ?? 0
    sport = summary.sport
    durationSeconds = summary.durationSeconds
    heartRate = summary.heartRate
    running = summary.running
    calories = summary.calories
    caloriesSource = summary.caloriesSource
    load = summary.load
    movingSeconds = summary.movingSeconds
    interpolatedSeconds = grid?.interpolatedSeconds ?? 0
  }

  public func renderText() -> String {
    var out = "Activity  \(source)\n"
    guard let m = metrics else {
      out += "Duration  \(clock(durationSeconds ?? 0))" + (sport.map { "   Sport \($0)" } ?? "") + "\n"
      return out + renderOtherSections()
    }
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
    return out + renderOtherSections()
  }

  /// Heart rate, running, calories and the load used for the PMC.
  func renderOtherSections() -> String {
    var out = ""
    if let h = heartRate {
      out += "\nHeart rate\n"
      var t = TextTable(headers: ["metric", "value"], alignments: [.left, .right])
      t.rows = [["Average / max", "\(fixed(h.average, 0)) / \(fixed(h.max, 0)) bpm"]]
      if let v = h.banisterTRIMP { t.rows.append(["TRIMP (Banister)", fixed(v, 1)]) }
      if let v = h.hrTSS { t.rows.append(["hrTSS", fixed(v, 1)]) }
      if let v = h.edwardsTRIMP { t.rows.append(["TRIMP (Edwards)", fixed(v, 1)]) }
      if let v = h.luciaTRIMP { t.rows.append(["TRIMP (Lucia, VT1 = 0.9 LTHR)", fixed(v, 1)]) }
      if let v = h.efficiencyFactor { t.rows.append(["Efficiency Factor (NP/HR)", fixed(v, 2)]) }
      if let v = h.decouplingPercent { t.rows.append(["Pa:HR decoupling", fixed(v, 1, unit: " %")]) }
      out += t.render()
      if !h.zoneNames.isEmpty {
        var z = TextTable(headers: ["HR zone", "time"], alignments: [.left, .right])
        z.rows = zip(h.zoneNames, h.zoneSeconds).map { [$0, clock($1)] }
        out += "\n" + z.render()
      }
    }
    if let r = running {
      out += "\nRunning\n"
      var t = TextTable(headers: ["metric", "value"], alignments: [.left, .right])
      t.rows = [["Average pace", pace(r.averageSpeed)], ["Normalized graded pace", pace(r.normalizedGradedSpeed)]]
      if let v = r.rTSS { t.rows.append(["rTSS", fixed(v, 1)]) }
      out += t.render()
    }
    if let moving = movingSeconds { out += "\nMoving time  \(clock(moving))\n" }
    if interpolatedSeconds > 0 { out += "Note: \(interpolatedSeconds) s of short gaps filled by linear interpolation.\n" }
    if let c = calories { out += "\nCalories  \(fixed(c, 0)) kcal (\(caloriesSource ?? "estimate"))\n" }
    if let l = load {
      out += "Load for the PMC  \(fixed(l.value, 1)) (\(l.source.rawValue))\n"
    } else {
      out += "Load for the PMC  none: needs power + FTP, HR + LTHR/max/rest, pace + threshold, or --rpe\n"
    }
    return out
  }
}

/// `"4:10 /km"` from m/s.
func pace(_ speed: Double?) -> String {
  guard let speed, let seconds = RunningLoad.pace(speed: speed) else { return "n/a" }
  let s = Int(seconds.rounded())
  return "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60) /km"
}
