import VeloIO
import VeloScore

extension ActivityDetailReport: DocumentReport {
  static let channelColors = ["#c0392b", "#8e44ad", "#1f6fb2", "#16a085", "#7f8c8d", "#d68910"]

  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    let m = activity.powerMetrics
    // The timer and the distance of the metrics (`activity`'s own), the same figures every format shows.
    var figures: [(String, String)] = [("Sport", sport ?? "n/a"), ("Timer", clock(activity.shownTimerSeconds ?? 0))]
    if let distance = activity.distanceMeters ?? laps.compactMap(\.distanceMeters).reduce(nil, { ($0 ?? 0) + $1 }) {
      figures.append(("Distance", fixed(distance / 1000, 2, unit: " km")))
    }
    figures += [("NP", fixed(m?.normalizedPower, 0, unit: " W")), ("IF", fixed(m?.intensityFactor, 2)),
                ("Load", activity.load.map { "\(fixed($0.value, 0)) (\($0.source.rawValue))" } ?? "n/a"),
                ("Avg HR", fixed(activity.heartRate?.average, 0, unit: " bpm"))]
    s.append(.figures(figures))
    if let table = activity.sessionTable {
      s.append(.heading("Sessions (each scored alone; the figures above are the whole file's)"))
      s.append(.table(headers: table.headers, rows: table.rows))
    }

    s.append(.heading("Over time"))
    // The prescription behind the trace it was graded on.
    let compliance = activity.workoutCompliance
    let panels = channels.enumerated().map { i, c in
      SVGChart.Panel(
        title: "\(c.name) (\(c.unit))", color: Self.channelColors[i % Self.channelColors.count], values: c.values.map { $0 ?? .nan },
        targets: compliance.map { Self.prescription($0, on: c) } ?? [])
    }
    let marks = (activity.intervals?.intervals ?? []).enumerated().map { k, i in
      SVGChart.Mark(
        start: Double(i.startSeconds), end: Double(i.startSeconds + i.durationSeconds),
        title: "Effort \(k + 1) · \(clock(i.startSeconds)), \(clock(i.durationSeconds))"
          + (i.averagePower.map { " · \(fixed($0, 0)) W" } ?? "") + (i.averagePowerPercentOfFTP.map { " (\(fixed($0, 0)) % FTP)" } ?? ""))
    }
    s.append(.chart(svg: SVGChart.panels(panels, seconds: seconds, title: "\(source): channels over elapsed time", marks: marks),
                    text: channels.map { c in "\(c.name.padding(toLength: 17, withPad: " ", startingAt: 0)) \(sparkline(stride(from: 0, to: c.values.count, by: max(1, c.values.count / 60)).map { c.values[$0] ?? .nan }))" }.joined(separator: "\n")))
    s.append(.paragraph("Each point is the mean of \(fixed(pointSeconds, 0)) s of samples; gaps are pauses (no samples)."
      + (wPrimeBalanceUnavailable.map { " W′ balance: n/a (\($0))." } ?? "")))

    if let rule = activity.intervalRule {
      s.append(.heading("Intervals"))
      if let table = activity.intervalTable {
        s.append(.table(headers: table.headers, rows: table.rows))
        s.append(.paragraph("Found on \(rule); shaded and numbered on the chart above."))
        for line in activity.intervalSetLines { s.append(.paragraph("Set: \(line)")) }
      } else {
        s.append(.paragraph("None found (\(rule))."))
      }
    }

    if let line = activity.complianceLine, let table = activity.complianceTable {
      s.append(.heading("Planned workout"))
      s.append(.paragraph(line + "; the prescription is drawn in grey behind the trace above."))
      s.append(.table(headers: table.headers, rows: table.rows))
    }

    if !laps.isEmpty {
      s.append(.heading("Laps (\(lapSource == "device" ? "the device's" : lapSource))"))
      let pace = sport == "running"
      s.append(.table(headers: ["lap", "start", "time", "km", "avg W", "NP", "avg HR", pace ? "pace /km" : "km/h", "TSS", "share"], rows: laps.map { l in
        ["\(l.index)", clock(l.startSeconds), clock(l.durationSeconds), fixed(l.distanceMeters.map { $0 / 1000 }, 2), fixed(l.averagePower, 0),
         fixed(l.normalizedPower, 0), fixed(l.averageHeartRate, 0),
         pace ? (l.averageSpeed.flatMap { $0 > 0.5 ? clock(1000 / $0) : nil } ?? "n/a") : fixed(l.averageSpeed.map { $0 * 3.6 }, 1),
         fixed(l.tss, 1), fixed(l.tssShare.map { $0 * 100 }, 0, unit: " %")]
      }))
      s.append(.paragraph("Lap TSS is the lap's own: duration × NP² ÷ FTP² ÷ 36 (n/a without an FTP or under 30 s); share is of the laps' sum."))
    }

    for z in zones where z.seconds.reduce(0, +) > 0 {
      s.append(.heading("Time in \(z.kind) zones"))
      s.append(.chart(svg: SVGChart.stackedBars([.init(name: "", color: z.kind == "power" ? "#c0392b" : z.kind == "pace" ? "#1f6fb2" : "#8e44ad", values: z.seconds.map { Double($0) / 60 })],
                                                x: .labels(z.names.map { $0.hasPrefix("Z") ? String($0.prefix { $0 != " " }) : $0 }, title: "zone (names in the table)"), yTitle: "minutes", title: "Time in \(z.kind) zones"),
                      text: ""))
      s.append(.table(headers: ["zone", "time", "%"], rows: zip(z.names, z.seconds).map { name, sec in
        [name, clock(Double(sec)), fixed(Double(sec) / Double(max(1, z.seconds.reduce(0, +))) * 100, 0)]
      }))
    }

    if !peaks.isEmpty {
      s.append(.heading("Peak power"))
      s.append(.table(headers: ["duration", "this activity", "best of 90 days before", "best before (all time)"], rows: peaks.map { p in
        func against(_ best: Double?) -> String {
          guard let best else { return "n/a" }
          return fixed(best, 0, unit: " W") + (p.watts > best ? " (new best)" : "")
        }
        return [duration(p.seconds), fixed(p.watts, 0, unit: " W"), against(p.best90Days), against(p.bestAllTime)]
      }))
      if curve.count > 1 {
        s.append(.chart(svg: SVGChart.powerCurve(curve.map { (Double($0.seconds), $0.watts) }, previous: seasonCurve.map { (Double($0.seconds), $0.watts) },
                                                 weightKg: nil, names: ("this activity", "best of the 365 days before", ""), title: "Mean-max power"),
                        text: ""))
      }
    }

    if let d = activity.device, !d.isEmpty {
      s.append(.heading("The device's numbers beside ours"))
      s.append(.table(headers: ["", "device", "veloscore"], rows: [
        ["NP", fixed(d.normalizedPower, 0, unit: " W"), fixed(m?.normalizedPower, 0, unit: " W")],
        ["IF", fixed(d.intensityFactor, 3), fixed(m?.intensityFactor, 3)],
        ["TSS", fixed(d.trainingStressScore, 1), fixed(m?.trainingStressScore, 1)],
        ["average power", fixed(d.averagePower, 0, unit: " W"), fixed(m?.averagePower, 0, unit: " W")],
        ["average HR", fixed(d.averageHeartRate, 0, unit: " bpm"), fixed(activity.heartRate?.average, 0, unit: " bpm")],
        ["timer time", d.timerSeconds.map(clock) ?? "n/a", activity.movingSeconds.map { clock(Double($0)) } ?? "n/a"],
      ]))
    }
    return ReportDocument(title: "Activity: \(source)", subtitle: [date.map { "\($0)" }, sport].compactMap { $0 }.joined(separator: " · "), sections: s)
  }

  /// A graded workout's steps as boxes on `channel`, in its unit; none on a channel it was not graded on.
  static func prescription(_ c: WorkoutCompliance, on channel: Channel) -> [SVGChart.Target] {
    let convert: (Double) -> Double
    switch (c.channel, channel.unit) {
    case (.power, "W") where channel.name.hasPrefix("power"), (.heartRate, "bpm"): convert = { $0 }
    case (.speed, "km/h"): convert = { $0 * 3.6 }
    case (.speed, "min/km"): convert = { 1000 / 60 / $0 }
    default: return []
    }
    return c.gradedSteps.map { s in
      let low = convert(s.targetLow), high = convert(s.targetHigh)
      return SVGChart.Target(
        start: Double(s.startSeconds), end: Double(s.startSeconds + s.durationSeconds), low: low, high: high,
        title: "Step \(s.number) (\(s.intensity.rawValue)) · \(clock(s.durationSeconds)) · target \(fixed(min(low, high), 1))–\(fixed(max(low, high), 1)) \(channel.unit) · \(fixed(s.timeInTargetPercent, 0)) % in target")
    }
  }

  /// The channels as a table: one row per point.
  public var csvRows: [[String]] {
    [["seconds"] + channels.map { "\($0.name) (\($0.unit))" }]
      + seconds.indices.map { i in [fixed(seconds[i], 0)] + channels.map { fixedDecimal($0.values[i], 2, missing: "") } }
  }
}
