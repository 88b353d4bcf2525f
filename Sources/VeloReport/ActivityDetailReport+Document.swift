import VeloIO
import VeloScore

extension ActivityDetailReport: DocumentReport {
  static let channelColors = ["#c0392b", "#8e44ad", "#1f6fb2", "#16a085", "#7f8c8d", "#d68910"]

  public var document: ReportDocument {
    var s: [ReportDocument.Section] = []
    let m = activity.powerMetrics
    // The timer and the distance of the metrics (`activity`'s own), the same figures every format shows.
    var figures: [(String, String)] = [
      (tr("figure.sport"), sport.map(sportLabel) ?? notAvailable),
      (tr("figure.timer"), clock(activity.shownTimerSeconds ?? 0)),
    ]
    if let moving = activity.movingSeconds { figures.append((tr("figure.moving"), clock(moving))) }
    if let distance = activity.distanceMeters ?? laps.compactMap(\.distanceMeters).reduce(nil, { ($0 ?? 0) + $1 }) {
      figures.append((tr("figure.distance"), fixed(distance / 1000, 2, unit: " km")))
    }
    figures += [
      ("NP", fixed(m?.normalizedPower, 0, unit: " W")), ("IF", fixed(m?.intensityFactor, 2)),
      (
        tr("figure.load"),
        activity.load.map { "\(fixed($0.value, 0)) (\(label("loadSource", $0.source.rawValue)))" } ?? notAvailable
      ),
      (tr("figure.avgHR"), fixed(activity.heartRate?.average, 0, unit: " bpm")),
    ]
    s.append(.figures(figures))
    if let notes, !notes.isEmpty { s.append(.paragraph(notes)) }
    if let table = activity.sessionTable {
      s.append(.heading(tr("detail.sessions")))
      s.append(.table(headers: table.headers, rows: table.rows))
    }

    s.append(.heading(tr("detail.overTime")))
    // The prescription behind the trace it was graded on.
    let compliance = activity.workoutCompliance
    let panels = channels.enumerated().map { i, c in
      let values = c.values.map { $0 ?? .nan }
      // A pace is drawn faster-up over the run's own span; a stop or a walk beyond it is a gap.
      return SVGChart.Panel(
        title: "\(label("channelName", c.name)) (\(c.unit))", color: Self.channelColors[i % Self.channelColors.count],
        values: values, targets: compliance.map { Self.prescription($0, on: c) } ?? [], inverted: c.name == "pace",
        range: c.name == "pace" ? Self.paceRange(values) : nil)
    }
    let marks = (activity.intervals?.intervals ?? []).enumerated().map { k, i in
      SVGChart.Mark(
        start: Double(i.startSeconds), end: Double(i.startSeconds + i.durationSeconds),
        title: tr("detail.effortMark", "\(k + 1)", clock(i.startSeconds), clock(i.durationSeconds))
          + (i.averagePower.map { " · \(fixed($0, 0)) W" } ?? "")
          + (i.averagePowerPercentOfFTP.map { " (\(fixed($0, 0)) % FTP)" } ?? ""))
    }
    s.append(
      .chart(
        svg: SVGChart.panels(panels, seconds: seconds, title: tr("detail.channelsTitle", displayName), marks: marks),
        text: channels.map { c in
          "\(label("channelName", c.name).padding(toLength: 17, withPad: " ", startingAt: 0)) \(sparkline(stride(from: 0, to: c.values.count, by: max(1, (c.values.count + 59) / 60)).map { c.values[$0] ?? .nan }))"
        }.joined(separator: "\n")))
    s.append(
      .paragraph(
        tr("detail.pointNote", fixed(pointSeconds, 0))
          + (wPrimeBalanceUnavailable.map { _ in " " + tr("detail.wbalUnavailable") } ?? "")))

    if let rule = activity.intervalRule {
      s.append(.heading(tr("detail.intervals")))
      if let table = activity.intervalTable {
        s.append(.table(headers: table.headers, rows: table.rows))
        s.append(.paragraph(tr("detail.intervalsFound", rule)))
        for line in activity.intervalSetLines { s.append(.paragraph(tr("intervals.setLine", line))) }
      } else {
        s.append(.paragraph(tr("detail.intervalsNone", rule)))
      }
    }

    if let line = activity.complianceLine, let table = activity.complianceTable {
      s.append(.heading(tr("detail.plannedWorkout")))
      s.append(.paragraph(tr("detail.complianceNote", line)))
      s.append(.table(headers: table.headers, rows: table.rows))
    }

    if !laps.isEmpty {
      s.append(.heading(tr("detail.laps", label("lapSource", lapSource))))
      let pace = sport == "running"
      s.append(
        .table(
          headers: [
            tr("col.lap"), tr("col.start"), tr("col.time"), "km", tr("col.avgW"), "NP", tr("col.avgHR"),
            pace ? tr("col.pacePerKm") : "km/h", "TSS", tr("col.share"),
          ],
          rows: laps.map { l in
            [
              "\(l.index)", clock(l.startSeconds), clock(l.durationSeconds),
              fixed(l.distanceMeters.map { $0 / 1000 }, 2), fixed(l.averagePower, 0),
              fixed(l.normalizedPower, 0), fixed(l.averageHeartRate, 0),
              pace
                ? (l.averageSpeed.flatMap { $0 > 0.5 ? clock(1000 / $0) : nil } ?? notAvailable)
                : fixed(l.averageSpeed.map { $0 * 3.6 }, 1),
              fixed(l.tss, 1), fixed(l.tssShare.map { $0 * 100 }, 0, unit: " %"),
            ]
          }))
      s.append(.paragraph(tr("detail.lapNote")))
    }

    for z in zones where z.seconds.reduce(0, +) > 0 {
      let title = tr("detail.zonesTitle.\(z.kind)")
      s.append(.heading(title))
      s.append(
        .chart(
          svg: SVGChart.stackedBars(
            [
              .init(
                name: "", color: z.kind == "power" ? "#c0392b" : z.kind == "pace" ? "#1f6fb2" : "#8e44ad",
                values: z.seconds.map { Double($0) / 60 })
            ],
            x: .labels(
              z.names.map { $0.hasPrefix("Z") ? String($0.prefix { $0 != " " }) : label("zoneName", $0) },
              title: tr("axis.zone")), yTitle: tr("axis.minutes"), unit: "min", title: title),
          text: ""))
      s.append(
        .table(
          headers: [tr("col.zone"), tr("col.time"), "%"],
          rows: zip(z.names, z.seconds).map { name, sec in
            [
              label("zoneName", name), clock(Double(sec)),
              fixed(Double(sec) / Double(max(1, z.seconds.reduce(0, +))) * 100, 0),
            ]
          }))
    }

    if !peaks.isEmpty {
      s.append(.heading(tr("section.peakPower")))
      s.append(
        .table(
          headers: [tr("col.duration"), tr("col.thisActivity"), tr("col.best90"), tr("col.bestAllTime")],
          rows: peaks.map { p in
            func against(_ best: Double?) -> String {
              guard let best else { return notAvailable }
              return fixed(best, 0, unit: " W") + (p.watts > best ? " " + tr("detail.newBest") : "")
            }
            return [duration(p.seconds), fixed(p.watts, 0, unit: " W"), against(p.best90Days), against(p.bestAllTime)]
          }))
      if curve.count > 1 {
        s.append(
          .chart(
            svg: SVGChart.powerCurve(
              curve.map { (Double($0.seconds), $0.watts) },
              previous: seasonCurve.map { (Double($0.seconds), $0.watts) },
              weightKg: nil, names: (tr("curve.thisActivity"), tr("curve.best365Before"), ""), title: tr("curve.title")),
            text: ""))
      }
    }

    if let d = activity.device, !d.isEmpty {
      s.append(.heading(tr("detail.deviceHeading")))
      s.append(
        .table(
          headers: ["", tr("device.device"), "veloscore"],
          rows: [
            ["NP", fixed(d.normalizedPower, 0, unit: " W"), fixed(m?.normalizedPower, 0, unit: " W")],
            ["IF", fixed(d.intensityFactor, 3), fixed(m?.intensityFactor, 3)],
            ["TSS", fixed(d.trainingStressScore, 1), fixed(m?.trainingStressScore, 1)],
            [tr("detail.averagePower"), fixed(d.averagePower, 0, unit: " W"), fixed(m?.averagePower, 0, unit: " W")],
            [
              tr("detail.averageHR"), fixed(d.averageHeartRate, 0, unit: " bpm"),
              fixed(activity.heartRate?.average, 0, unit: " bpm"),
            ],
            [tr("detail.timerTime"), d.timerSeconds.map(clock) ?? notAvailable, clock(activity.shownTimerSeconds)],
            [
              tr("detail.elapsedTime"), d.elapsedSeconds.map(clock) ?? notAvailable,
              clock(activity.elapsedSeconds.map(Double.init)),
            ],
          ]))
    }
    return ReportDocument(
      title: tr("detail.title", displayName),
      subtitle: [date.map(\.fullDate), sport.map(sportLabel)].compactMap { $0 }.joined(separator: " · "), sections: s)
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
      let low = convert(s.targetLow)
      let high = convert(s.targetHigh)
      return SVGChart.Target(
        start: Double(s.startSeconds), end: Double(s.startSeconds + s.durationSeconds), low: low, high: high,
        title: tr(
          "detail.stepMark", "\(s.number)", tr("stepKind.\(s.intensity.rawValue)"), clock(s.durationSeconds),
          "\(fixed(min(low, high), 1))–\(fixed(max(low, high), 1)) \(channel.unit)", fixed(s.timeInTargetPercent, 0)))
    }
  }

  /// The channels as a table: one row per point.
  public var csvRows: [[String]] {
    [["seconds"] + channels.map { "\($0.name) (\($0.unit))" }]
      + seconds.indices.map { i in [fixed(seconds[i], 0)] + channels.map { fixedDecimal($0.values[i], 2, missing: "") }
      }
  }
}

extension ActivityDetailReport {
  /// The span of a run's pace worth drawing, min/km: from 5 % faster than its 2nd percentile
  /// to 15 % slower than its 90th (at least a minute either way of the median), so a
  /// 4–6 min/km run fills the band and a stop does not stretch the axis to 30 min/km.
  static func paceRange(_ values: [Double]) -> ClosedRange<Double>? {
    let sorted = values.filter { $0.isFinite && $0 > 0 }.sorted()
    guard sorted.count >= 10 else { return nil }
    func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(p * Double(sorted.count - 1)))] }
    let median = percentile(0.5)
    let low = min(percentile(0.02) * 0.95, median - 1)
    let high = max(percentile(0.9) * 1.15, median + 1)
    return max(0, low)...high
  }
}
