import VeloScore

extension WellnessReport {
  /// The nights' stages, blood oxygen and skin temperature, when any listed day has one:
  /// a table of its own, so that the readings table keeps to 80 columns.
  func renderSleepStages(_ listed: ArraySlice<Day>) -> String {
    let readings = listed.compactMap(\.reading)
    let stages = readings.contains { $0.deepSleepHours != nil || $0.remSleepHours != nil || $0.lightSleepHours != nil }
    let oxygen = readings.contains { $0.spo2 != nil }
    let skin = readings.contains { $0.skinTemperature != nil }
    let deviation = readings.contains { $0.skinTemperatureDeviation != nil }
    guard stages || oxygen || skin || deviation else { return "" }
    var headers = [tr("col.date")]
    if stages { headers += [tr("wellness.col.deep"), tr("wellness.col.rem"), tr("wellness.col.light")] }
    if oxygen { headers.append("SpO₂ %") }
    if skin { headers.append(tr("wellness.col.skin")) }
    if deviation { headers.append("Δ °C") }
    var t = TextTable(headers: headers, alignments: [.left] + Array(repeating: .right, count: headers.count - 1))
    t.rows = listed.filter { $0.reading != nil }.map { d in
      let r = d.reading!
      var row = [d.date.description]
      if stages { row += [fixed(r.deepSleepHours, 1), fixed(r.remSleepHours, 1), fixed(r.lightSleepHours, 1)] }
      if oxygen { row.append(fixed(r.spo2, 1)) }
      if skin { row.append(fixed(r.skinTemperature, 1)) }
      if deviation { row.append(fixed(r.skinTemperatureDeviation, 2)) }
      return row
    }
    return "\n" + tr("wellness.nights") + "\n" + t.render()
  }
}
