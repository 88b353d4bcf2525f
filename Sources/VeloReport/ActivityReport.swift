import Foundation
import VeloScore

/// One activity's metrics, ready to render.
public struct ActivityReport: Report, Sendable {
  public var source: String
  /// Power metrics of a report built from metrics alone; with ``power`` they
  /// live there (JSON: `power.metrics`), never twice. Read ``powerMetrics``.
  public private(set) var metrics: ActivityMetrics?
  /// Power metrics, wherever they are held; absent without power readings.
  public var powerMetrics: ActivityMetrics? { power?.metrics ?? metrics }
  /// Seconds with no power reading, counted as 0 W (see `PowerGrid`).
  public var filledSeconds: Int
  /// Seconds that held several readings, averaged.
  public var mergedSeconds: Int
  /// Peaks, zones, xPower, W′ balance (absent in reports built from metrics only).
  public var power: PowerSummary?
  public var sport: String?
  /// Metres covered (`ActivitySummary/distanceMeters`).
  public var distanceMeters: Double?
  /// Seconds on the 1 Hz grid the metrics ran over (`ActivitySummary/durationSeconds`).
  public var durationSeconds: Int?
  /// The timer as the device counts it (`ActivitySummary/timerSeconds`).
  public var timerSeconds: Double?
  /// The timer to show: the device's count, else (a report built from metrics alone) the grid's seconds.
  var shownTimerSeconds: Double? { timerSeconds ?? durationSeconds.map(Double.init) }
  public var heartRate: ActivitySummary.HeartRate?
  public var running: ActivitySummary.Running?
  public var swim: SwimSummary?
  /// HRV of the file's beat-to-beat intervals (`ActivitySummary/beatToBeat`).
  public var beatToBeat: BeatToBeatAnalysis?
  /// The climbs of the altitude profile (`ActivitySummary/climbs`).
  public var climbs: [Climb]?
  /// Time in the three intensity zones and the polarization index (`ActivitySummary/intensityDistribution`).
  public var intensityDistribution: IntensityDistribution?
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
  /// The sustained efforts and their sets (`ActivityIntervals`).
  public var intervals: ActivityIntervals?
  /// How the activity followed the workout planned for its day (a library activity).
  public var workoutCompliance: WorkoutCompliance?
  /// A library activity's identity, for the human headings (JSON keeps ``source``).
  public var storedAs: StoredIdentity?
  /// What reading or scoring the file left out or tolerated (samples dropped,
  /// readings out of range, stored thresholds ignored): a file's as it is
  /// read, a library activity's as stored at ingest. In JSON always; in text
  /// for a library activity (a file's are printed when it is read).
  public var warnings: [String] = []
  /// Where each threshold the load rests on came from, by kind (`ftp`, `lthr`,
  /// `maxHeartRate`, …): `option` (given for this scoring), `athlete` (the
  /// athlete's settings on the day) or `file` (stored in the activity file).
  public var settingSources: [String: String] = [:]

  public struct StoredIdentity: Sendable {
    public var athlete: String
    public var id: Int64
    public var date: LocalDate
    public var name: String?
    /// The local hour it started at (0–23), for a name when it has none.
    public var localHour: Int?
    /// A workout-list row: its totals only.
    public var totalsOnly = false
  }

  /// "Morning ride", "Carrera vespertina": a name from the sport and the local
  /// hour (5–11 morning, 12–17 afternoon, 18–21 evening, else night), as
  /// Strava and Garmin Connect name what the athlete did not.
  static func generatedName(sport: String?, localHour: Int) -> String {
    let part =
      (5...11).contains(localHour)
      ? "morning" : (12...17).contains(localHour) ? "afternoon" : (18...21).contains(localHour) ? "evening" : "night"
    let known = ["cycling", "running", "swimming", "walking", "hiking", "rowing", "strength"]
    return tr("activityName.\(known.contains(sport ?? "") ? sport! : "other").\(part)")
  }

  /// What people read as the activity's heading: "ana · Morning ride · Tue 1 Dec 2026 · cycling"
  /// for a library activity (its id without a name), a file's name (never its folder path).
  var headline: String {
    guard let s = storedAs else { return source.split(separator: "/").last.map(String.init) ?? source }
    let given = s.name.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
    let name = given ?? s.localHour.map { Self.generatedName(sport: sport, localHour: $0) + " #\(s.id)" } ?? "#\(s.id)"
    return
      ([s.athlete, name, s.date.fullDate] + (sport.map { [sportLabel($0)] } ?? [])
      + (s.totalsOnly ? [tr("activity.totalsOnly")] : []))
      .joined(separator: " · ")
  }

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
    beatToBeat = summary.beatToBeat
    climbs = summary.climbs
    intensityDistribution = summary.intensityDistribution
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
    var out = wrapped(tr("activity.heading", headline), width: 80) + "\n"
    out += times()
    if storedAs != nil {
      for w in warnings { out += wrapped(tr("activity.warning", w), width: 80) + "\n" }
    }
    if let line = thresholdSourcesLine { out += wrapped(line, width: 80) + "\n" }
    guard let m = powerMetrics else {
      return out + renderDevice() + renderSessions() + renderIntervals() + renderCompliance() + renderOtherSections()
    }
    out +=
      tr("activity.ftpLine", m.ftp.map { fixed($0, 0, unit: " W") } ?? tr("activity.noFTP"), m.convention.rawValue)
      + "\n\n"
    var table = TextTable(headers: [tr("col.metric"), tr("col.value")], alignments: [.left, .right])
    table.rows = [
      [tr("metric.averagePower"), fixed(m.averagePower, 1, unit: " W")],
      [tr("metric.maxPower"), fixed(m.maxPower, 0, unit: " W")],
      [tr("metric.np"), fixed(m.normalizedPower, 1, unit: " W")],
      [tr("metric.if"), fixed(m.intensityFactor, 3)],
      [tr("metric.tss"), fixed(m.trainingStressScore, 1)],
      [tr("metric.vi"), fixed(m.variabilityIndex, 3)],
      [tr("metric.work"), fixed(m.workKilojoules, 1, unit: " kJ")],
    ]
    if let p = power {
      table.rows.insert([tr("metric.xPower"), fixed(p.xPower, 1, unit: " W")], at: 3)
      if let bs = p.bikeScore { table.rows.append(["BikeScore", fixed(bs, 1)]) }
      if let w = p.wPrimeBalance {
        table.rows.append([
          tr(
            "metric.wbalMinimum", label("wbalModel", w.model.rawValue), fixed(w.criticalPower, 0),
            fixed(w.wPrime / 1000, 1)), fixed(w.minimum.map { $0 / 1000 }, 1, unit: " kJ"),
        ])
        table.rows.append([tr("metric.matches"), String(w.matchesBurned)])
      }
    }
    out += table.render()
    if let p = power {
      out += "\n" + tr("section.peakPower") + "\n"
      var peaks = TextTable(headers: [tr("col.duration"), tr("col.watts")], alignments: [.left, .right])
      peaks.rows = p.peaks.map { [duration($0.seconds), fixed($0.watts, 0, unit: " W")] }
      out += peaks.render()
      if !p.zones.isEmpty {
        out += "\n" + tr("section.powerZones", fixed(m.ftp, 0)) + "\n"
        var zones = TextTable(
          headers: [tr("col.zone"), tr("col.from"), tr("col.time"), tr("col.share")],
          alignments: [.left, .right, .right, .right])
        let total = max(1, p.zones.reduce(0) { $0 + $1.seconds })
        zones.rows = p.zones.map {
          [
            label("zoneName", $0.name), fixed($0.fromWatts, 0, unit: " W"), clock($0.seconds),
            fixed(100 * Double($0.seconds) / Double(total), 1, unit: " %"),
          ]
        }
        out += zones.render()
      }
      if p.flaggedSamples > 0 {
        out += "\n" + wrapped(tr("note.spikes", "\(p.flaggedSamples)", fixed(p.spikeLimit, 0)), width: 80) + "\n"
      }
      if let none = p.noPowerSeconds, none > 0 {
        out += "\n" + wrapped(tr("note.noPower", "\(none)", "\(p.metrics.durationSeconds)"), width: 80) + "\n"
      }
    }
    if filledSeconds > 0 || mergedSeconds > 0 {
      out += "\n" + wrapped(tr("note.filledMerged", "\(filledSeconds)", "\(mergedSeconds)"), width: 80) + "\n"
    }
    if m.normalizedPower == nil {
      out += "\n" + wrapped(tr("note.npNeeds30s"), width: 80) + "\n"
    }
    return out + renderDevice() + renderSessions() + renderIntervals() + renderCompliance() + renderOtherSections()
  }

  /// Elapsed, timer and moving time, and what happened to paused time.
  func times() -> String {
    var parts: [String] = []
    if let e = elapsedSeconds { parts.append(tr("time.elapsed", clock(e))) }
    if pauseHandling == .remove, let t = timerSeconds.flatMap({ Int(checked: $0.rounded()) }) {
      parts.append(tr("time.timer", clock(t)))
    } else if let d = durationSeconds ?? powerMetrics?.durationSeconds {
      parts.append(pauseHandling == .remove ? tr("time.timer", clock(d)) : tr("time.recorded", clock(d)))
    }
    if let m = movingSeconds { parts.append(tr("time.moving", clock(m))) }
    var out =
      tr(
        "activity.sportDistance", sport.map(sportLabel) ?? notAvailable,
        distanceMeters.map { fixed($0 / 1000, 2, unit: " km") } ?? notAvailable) + "\n"
    out += parts.isEmpty ? "" : tr("activity.time", parts.joined(separator: "   ")) + "\n"
    if let gain = elevationGain, let loss = elevationLoss {
      out += tr("activity.elevation", fixed(gain, 0), fixed(loss, 0)) + "\n"
    }
    if pausedSeconds > 0 {
      out +=
        (pauseHandling == .remove
          ? tr("activity.pausedRemoved", clock(pausedSeconds)) : tr("activity.pausedZero", clock(pausedSeconds))) + "\n"
    }
    return out
  }

  /// The device's stored NP, IF, TSS beside ours, with the difference.
  func renderDevice() -> String {
    guard let d = device, !d.isEmpty else { return "" }
    var t = TextTable(
      headers: [tr("device.heading"), tr("device.device"), "veloscore", tr("device.difference")],
      alignments: [.left, .right, .right, .right])
    func row(_ name: String, _ theirs: Double?, _ ours: Double?, _ digits: Int) {
      guard let theirs else { return }
      let diff =
        ours.map { o in theirs == 0 ? notAvailable : fixed(100 * (o - theirs) / theirs, 1, unit: " %") } ?? notAvailable
      t.rows.append([name, fixed(theirs, digits), fixed(ours, digits), diff])
    }
    row(tr("device.np"), d.normalizedPower, powerMetrics?.normalizedPower, 1)
    row(tr("device.if"), d.intensityFactor, powerMetrics?.intensityFactor, 3)
    row("TSS", d.trainingStressScore, powerMetrics?.trainingStressScore, 1)
    row(tr("device.averagePower"), d.averagePower, powerMetrics?.averagePower, 1)
    row(tr("device.averageHR"), d.averageHeartRate, heartRate?.average, 1)
    row(tr("device.timer"), d.timerSeconds, shownTimerSeconds, 0)
    row(tr("device.elapsed"), d.elapsedSeconds, elapsedSeconds.map(Double.init), 0)
    row(tr("device.ascent"), d.totalAscent, elevationGain, 0)
    row(tr("device.calories"), d.calories, calories, 0)
    return t.rows.isEmpty ? "" : "\n" + t.render()
  }

  /// Heart rate, running, calories and the load used for the PMC.
  func renderOtherSections() -> String {
    var out = ""
    if let h = heartRate {
      out += "\n" + tr("section.heartRate") + "\n"
      var t = TextTable(headers: [tr("col.metric"), tr("col.value")], alignments: [.left, .right])
      t.rows = [[tr("metric.averageMax"), "\(fixed(h.average, 0)) / \(fixed(h.max, 0)) bpm"]]
      if let v = h.banisterTRIMP { t.rows.append(["TRIMP (Banister)", fixed(v, 1)]) }
      if let v = h.hrTSS { t.rows.append(["hrTSS", fixed(v, 1)]) }
      if let v = h.edwardsTRIMP { t.rows.append(["TRIMP (Edwards)", fixed(v, 1)]) }
      if let v = h.luciaTRIMP { t.rows.append(["TRIMP (Lucia, VT1 = 0.9 LTHR)", fixed(v, 1)]) }
      if let v = h.efficiencyFactor { t.rows.append([tr("metric.ef"), fixed(v, 2)]) }
      if let v = h.decouplingPercent { t.rows.append([tr("metric.decoupling"), fixed(v, 1, unit: " %")]) }
      out += t.render()
      if !h.zoneNames.isEmpty {
        var z = TextTable(headers: [tr("col.hrZone"), tr("col.time")], alignments: [.left, .right])
        z.rows = zip(h.zoneNames, h.zoneSeconds).map { [label("zoneName", $0), clock($1)] }
        out += "\n" + z.render()
      }
    }
    out += renderBeatToBeat()
    out += renderIntensity()
    out += renderClimbs()
    if let r = running {
      out += "\n" + tr("section.running") + "\n"
      var t = TextTable(headers: [tr("col.metric"), tr("col.value")], alignments: [.left, .right])
      t.rows = [[tr("metric.averagePace"), pace(r.averageSpeed)], [tr("metric.ngp"), pace(r.normalizedGradedSpeed)]]
      if let v = r.rTSS { t.rows.append(["rTSS", fixed(v, 1)]) }
      if let v = r.averageGradeAdjustedSpeed { t.rows.append([tr("metric.gap"), pace(v)]) }
      if let v = r.runningEfficiencyFactor { t.rows.append([tr("metric.runEF"), fixed(v, 2)]) }
      if let v = r.paceDecouplingPercent { t.rows.append([tr("metric.decoupling"), fixed(v, 1, unit: " %")]) }
      if let v = r.runningEffectiveness { t.rows.append([tr("metric.runningEffectiveness"), fixed(v, 3)]) }
      out += t.render()
      if let splits = r.kilometerSplits, splits.count > 1 {
        var k = TextTable(
          headers: ["km", tr("col.time"), tr("metric.pace"), tr("col.gradedPace"), tr("col.hr")],
          alignments: [.right, .right, .right, .right, .right])
        k.rows = splits.prefix(60).map { s in
          [
            s.distanceMeters < 1000 ? fixed(Double(s.kilometer - 1) + s.distanceMeters / 1000, 2) : "\(s.kilometer)",
            clock(Int(s.durationSeconds)), paceText(s.paceSecondsPerKm), paceText(s.gradeAdjustedPaceSecondsPerKm),
            fixed(s.averageHeartRate, 0),
          ]
        }
        out += "\n" + k.render()
      }
    }
    if let s = swim {
      out += "\n" + tr("section.swimming", fixed(s.poolLength, 1)) + "\n"
      var t = TextTable(headers: [tr("col.metric"), tr("col.value")], alignments: [.left, .right])
      t.rows = [
        [tr("metric.lengths"), "\(s.activeLengths) / \(s.restLengths)"],
        [tr("metric.distance"), fixed(s.distance, 0, unit: " m")],
        [tr("metric.swimmingTime"), clock(s.movingSeconds)],
        [
          tr("metric.pace"),
          s.pacePer100m.flatMap { Int(checked: $0.rounded()) }.map {
            "\($0 / 60):\($0 % 60 < 10 ? "0" : "")\($0 % 60) /100 m"
          } ?? notAvailable,
        ],
        [tr("metric.strokes"), fixed(s.strokes, 0)], [tr("metric.swolf"), fixed(s.averageSWOLF, 1)],
        ["sTSS", s.sTSS.map { fixed($0, 1) } ?? tr("metric.sTSSNeeds")],
      ]
      out += t.render()
    }
    if interpolatedSeconds > 0 { out += wrapped(tr("note.interpolated", "\(interpolatedSeconds)"), width: 80) + "\n" }
    if let c = calories {
      out +=
        "\n" + tr("activity.calories", fixed(c, 0), caloriesSource.map(modelSentence) ?? tr("activity.estimate")) + "\n"
    }
    if let l = load {
      out +=
        wrapped(
          tr(
            "activity.pmcLoad", fixed(l.value, 1),
            label("loadSource", l.source.rawValue)
              + (l.estimate.map { tr("activity.estimated", modelSentence($0)) } ?? "")), width: 80) + "\n"
    } else {
      out += wrapped(tr("activity.pmcLoadNone"), width: 80) + "\n"
    }
    return out
  }
}

/// `"4:10 /km"` from m/s.
/// Seconds per kilometre as "m:ss /km", n/a without a value.
func paceText(_ secondsPerKm: Double?) -> String {
  guard let secondsPerKm, secondsPerKm.isFinite, secondsPerKm > 0 else { return notAvailable }
  return pace(1000 / secondsPerKm)
}

func pace(_ speed: Double?) -> String {
  guard let speed, let seconds = RunningLoad.pace(speed: speed), let s = Int(checked: seconds.rounded()) else {
    return notAvailable
  }
  return "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60) /km"
}
