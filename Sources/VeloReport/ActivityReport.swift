import VeloScore

/// One activity's metrics, ready to render.
public struct ActivityReport: Report, Sendable {
  public var source: String
  /// Power metrics of a report built from metrics alone; with ``power`` they
  /// live there (JSON: `power.metrics`), never twice. Read ``powerMetrics``.
  public private(set) var metrics: ActivityMetrics?
  /// Power metrics, wherever they are held; absent without power readings.
  public var powerMetrics: ActivityMetrics? { power?.metrics ?? metrics }
  /// Seconds with no power reading, counted as 0 W (see ``PowerGrid``).
  public var filledSeconds: Int
  /// Seconds that held several readings, averaged.
  public var mergedSeconds: Int
  /// Peaks, zones, xPower, W′ balance (absent in reports built from metrics only).
  public var power: PowerSummary?
  public var sport: String?
  /// Metres covered (``ActivitySummary/distanceMeters``).
  public var distanceMeters: Double?
  /// Seconds on the 1 Hz grid the metrics ran over (``ActivitySummary/durationSeconds``).
  public var durationSeconds: Int?
  /// The timer as the device counts it (``ActivitySummary/timerSeconds``).
  public var timerSeconds: Double?
  /// The timer to show: the device's count, else (a report built from metrics alone) the grid's seconds.
  var shownTimerSeconds: Double? { timerSeconds ?? durationSeconds.map(Double.init) }
  public var heartRate: ActivitySummary.HeartRate?
  public var running: ActivitySummary.Running?
  public var swim: SwimSummary?
  public var elevationGain: Double?
  public var elevationLoss: Double?
  public var calories: Double?
  public var caloriesSource: String?
  public var load: TrainingLoad?
  public var movingSeconds: Int?
  /// Seconds filled by interpolation across short gaps.
  public var interpolatedSeconds = 0
  /// First to last sample (s), the timer's stopped seconds and how they were treated.
  public var elapsedSeconds: Int?
  public var pausedSeconds = 0
  public var pauseHandling: PauseHandling = .remove
  /// The recording device's own values (FIT session), when the file has them.
  public var device: DeviceValues?
  /// A multisport file's sessions, each scored alone; `nil` for one session.
  public var sessions: [Session]?
  /// The sustained efforts and their sets (``ActivityIntervals``).
  public var intervals: ActivityIntervals?
  /// How the activity followed the workout planned for its day (a library activity).
  public var workoutCompliance: WorkoutCompliance?

  public init(source: String, metrics: ActivityMetrics, grid: PowerGrid) {
    self.source = source
    self.metrics = metrics
    filledSeconds = grid.filledSeconds
    mergedSeconds = grid.mergedSeconds
  }

  public init(source: String, summary: PowerSummary, grid: PowerGrid) {
    self.init(source: source, metrics: summary.metrics, grid: grid)
    power = summary
    self.metrics = nil
  }

  public init(source: String, summary: ActivitySummary, grid: PowerGrid?) {
    self.source = source
    power = summary.power
    filledSeconds = grid?.filledSeconds ?? 0
    mergedSeconds = grid?.mergedSeconds ?? 0
    sport = summary.sport
    durationSeconds = summary.durationSeconds
    timerSeconds = summary.timerSeconds
    heartRate = summary.heartRate
    running = summary.running
    swim = summary.swim
    distanceMeters = summary.distanceMeters
    elevationGain = summary.elevationGain
    elevationLoss = summary.elevationLoss
    calories = summary.calories
    caloriesSource = summary.caloriesSource
    load = summary.load
    movingSeconds = summary.movingSeconds
    interpolatedSeconds = grid?.interpolatedSeconds ?? 0
    elapsedSeconds = summary.elapsedSeconds
    pausedSeconds = summary.pausedSeconds
    pauseHandling = summary.pauseHandling
    intervals = summary.intervals
  }

  public func renderText() -> String {
    var out = "Activity  \(source)\n"
    out += times()
    guard let m = powerMetrics else {
      return out + renderDevice() + renderSessions() + renderIntervals() + renderCompliance() + renderOtherSections()
    }
    out += "FTP \(m.ftp.map { fixed($0, 0, unit: " W") } ?? "none (IF, TSS and zones need one: --ftp)")   NP convention: \(m.convention.rawValue)\n\n"
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
      if !p.zones.isEmpty {
        out += "\nTime in zones (Coggan, FTP \(fixed(m.ftp, 0)) W)\n"
        var zones = TextTable(headers: ["zone", "from", "time", "share"], alignments: [.left, .right, .right, .right])
        let total = max(1, p.zones.reduce(0) { $0 + $1.seconds })
        zones.rows = p.zones.map { [$0.name, fixed($0.fromWatts, 0, unit: " W"), clock($0.seconds), fixed(100 * Double($0.seconds) / Double(total), 1, unit: " %")] }
        out += zones.render()
      }
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
    return out + renderDevice() + renderSessions() + renderIntervals() + renderCompliance() + renderOtherSections()
  }

  /// Elapsed, timer and moving time, and what happened to paused time.
  func times() -> String {
    var parts: [String] = []
    if let e = elapsedSeconds { parts.append("elapsed \(clock(e))") }
    if pauseHandling == .remove, let t = timerSeconds.flatMap({ Int(checked: $0.rounded()) }) {
      parts.append("timer \(clock(t))")
    } else if let d = durationSeconds ?? powerMetrics?.durationSeconds {
      parts.append(pauseHandling == .remove ? "timer \(clock(d))" : "recorded \(clock(d))")
    }
    if let m = movingSeconds { parts.append("moving \(clock(m))") }
    var out = "Sport \(sport ?? "n/a")   Distance \(distanceMeters.map { fixed($0 / 1000, 2, unit: " km") } ?? "n/a")\n"
    out += parts.isEmpty ? "" : "Time  " + parts.joined(separator: "   ") + "\n"
    if let gain = elevationGain, let loss = elevationLoss {
      out += "Elevation  +\(fixed(gain, 0)) m / −\(fixed(loss, 0)) m (5-sample mean, 1 m hysteresis)\n"
    }
    if pausedSeconds > 0 {
      out += pauseHandling == .remove
        ? "Paused \(clock(pausedSeconds)): not counted (--pauses zero counts it as 0 W)\n"
        : "Paused \(clock(pausedSeconds)): counted as 0 W seconds (--pauses zero)\n"
    }
    return out
  }

  /// The device's stored NP, IF, TSS beside ours, with the difference.
  func renderDevice() -> String {
    guard let d = device, !d.isEmpty else { return "" }
    var t = TextTable(headers: ["device vs veloscore", "device", "veloscore", "difference"], alignments: [.left, .right, .right, .right])
    func row(_ name: String, _ theirs: Double?, _ ours: Double?, _ digits: Int) {
      guard let theirs else { return }
      let diff = ours.map { o in theirs == 0 ? "n/a" : fixed(100 * (o - theirs) / theirs, 1, unit: " %") } ?? "n/a"
      t.rows.append([name, fixed(theirs, digits), fixed(ours, digits), diff])
    }
    row("Normalized Power (W)", d.normalizedPower, powerMetrics?.normalizedPower, 1)
    row("Intensity Factor", d.intensityFactor, powerMetrics?.intensityFactor, 3)
    row("TSS", d.trainingStressScore, powerMetrics?.trainingStressScore, 1)
    row("Average power (W)", d.averagePower, powerMetrics?.averagePower, 1)
    row("Average heart rate (bpm)", d.averageHeartRate, heartRate?.average, 1)
    row("Timer time (s)", d.timerSeconds, shownTimerSeconds, 0)
    row("Elapsed time (s)", d.elapsedSeconds, elapsedSeconds.map(Double.init), 0)
    row("Ascent (m)", d.totalAscent, elevationGain, 0)
    row("Calories (kcal)", d.calories, calories, 0)
    return t.rows.isEmpty ? "" : "\n" + t.render()
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
    if let s = swim {
      out += "\nSwimming (pool \(fixed(s.poolLength, 1)) m)\n"
      var t = TextTable(headers: ["metric", "value"], alignments: [.left, .right])
      t.rows = [
        ["Lengths (active / rest)", "\(s.activeLengths) / \(s.restLengths)"], ["Distance", fixed(s.distance, 0, unit: " m")],
        ["Swimming time", clock(s.movingSeconds)],
        ["Pace", s.pacePer100m.flatMap { Int(checked: $0.rounded()) }.map { "\($0 / 60):\($0 % 60 < 10 ? "0" : "")\($0 % 60) /100 m" } ?? "n/a"],
        ["Strokes", fixed(s.strokes, 0)], ["SWOLF (strokes + seconds per length)", fixed(s.averageSWOLF, 1)],
        ["sTSS", s.sTSS.map { fixed($0, 1) } ?? "n/a (needs --threshold-swim-pace)"],
      ]
      out += t.render()
    }
    if interpolatedSeconds > 0 { out += "Note: \(interpolatedSeconds) s of short gaps filled by linear interpolation.\n" }
    if let c = calories { out += "\nCalories  \(fixed(c, 0)) kcal (\(caloriesSource ?? "estimate"))\n" }
    if let l = load {
      out += "Load for the PMC  \(fixed(l.value, 1)) (\(l.source.rawValue)\(l.estimate.map { ", estimated: \($0)" } ?? ""))\n"
    } else {
      out += "Load for the PMC  none: needs power + FTP, HR + LTHR/max/rest, pace + threshold, or --rpe\n"
    }
    return out
  }
}

/// `"4:10 /km"` from m/s.
func pace(_ speed: Double?) -> String {
  guard let speed, let seconds = RunningLoad.pace(speed: speed), let s = Int(checked: seconds.rounded()) else { return "n/a" }
  return "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60) /km"
}
