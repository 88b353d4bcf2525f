import VeloScore

extension ActivityReport {
  /// What was looked for, as one line: "power ≥ 264 W (88 % of FTP) for 30 s or more, dips of 10 s bridged".
  var intervalRule: String? {
    guard let i = intervals else { return nil }
    let level: String
    let of: String
    switch i.channel {
    case .power: (level, of) = (fixed(i.level, 0, unit: " W"), "FTP")
    case .speed: (level, of) = (pace(i.level), tr("intervals.thresholdPace"))
    case .heartRate: (level, of) = (fixed(i.level, 0, unit: " bpm"), "LTHR")
    }
    return tr(
      "intervals.rule", tr("channel.\(i.channel.rawValue)"), level, fixed(i.intensity * 100, 0), of,
      "\(i.minimumSeconds)", "\(i.maximumDipSeconds)")
  }

  /// Header and one row per effort, shared by the text and document renderers.
  var intervalTable: (headers: [String], rows: [[String]])? {
    guard let list = intervals?.intervals, !list.isEmpty else { return nil }
    let power = list.contains { $0.averagePower != nil }
    let heartRate = list.contains { $0.averageHeartRate != nil }
    let run = intervals?.channel == .speed
    var headers = ["#", tr("col.start"), tr("col.time")]
    if power { headers += [tr("col.avgW"), "NP", "% FTP", "W′ kJ"] }
    if run { headers.append(tr("col.pace")) }
    if heartRate { headers += [tr("col.hr"), tr("col.drift")] }
    headers.append(tr("col.recovery"))
    let rows = list.enumerated().map { k, i in
      var row = ["\(k + 1)", clock(i.startSeconds), clock(i.durationSeconds)]
      if power {
        row += [
          fixed(i.averagePower, 0), fixed(i.normalizedPower, 0), fixed(i.averagePowerPercentOfFTP, 0),
          fixed(i.wPrimeExpendedJoules.map { $0 / 1000 }, 1),
        ]
      }
      if run { row.append(pace(i.averageSpeed)) }
      if heartRate { row += [fixed(i.averageHeartRate, 0), fixed(i.heartRateDriftBpm, 0, unit: " bpm")] }
      row.append(i.recoverySeconds.map { clock($0) } ?? "")
      return row
    }
    return (headers, rows)
  }

  /// One line per set: "5 × 4:00 at 108 % FTP (324 W), recoveries 3:00 — efforts 2–6".
  var intervalSetLines: [String] {
    (intervals?.sets ?? []).map { s in
      let at: String
      if let share = s.averagePowerPercentOfFTP {
        at = tr("intervals.atShare", fixed(share, 0), fixed(s.averagePower, 0, unit: " W"))
      } else if let watts = s.averagePower {
        at = tr("intervals.atWatts", fixed(watts, 0, unit: " W"))
      } else {
        at = ""
      }
      let last = s.firstInterval + s.intervalCount - 1
      return tr(
        "intervals.set", "\(s.intervalCount)", clock(s.durationSeconds), at, clock(s.recoverySeconds),
        "\(s.firstInterval)", "\(last)")
    }
  }

  /// The efforts as a table with their sets, or a line saying none was found.
  func renderIntervals() -> String {
    guard let rule = intervalRule else { return "" }
    guard let table = intervalTable else { return "\n" + wrapped(tr("intervals.none", rule), width: 80) + "\n" }
    var t = TextTable(headers: table.headers, alignments: Array(repeating: .right, count: table.headers.count))
    t.rows = table.rows
    var out = "\n" + wrapped(tr("intervals.heading", rule), width: 80) + "\n" + t.render()
    for line in intervalSetLines { out += wrapped(tr("intervals.setLine", line), width: 80) + "\n" }
    return out
  }
}
