import VeloScore

extension ActivityReport {
  /// The climbs section: where each climb starts, its length, gain, gradient,
  /// time, VAM, Strava category and GoldenCheetah rating, power and heart rate
  /// (`Climbs`, which states the rule that finds them).
  func renderClimbs() -> String {
    guard let climbs, !climbs.isEmpty else { return "" }
    var out = "\n" + tr("section.climbs", "\(climbs.count)") + "\n"
    var t = TextTable(
      headers: [
        "km", tr("col.climbLength"), tr("col.gain"), tr("col.grade"), tr("col.time"), "VAM", tr("col.category"),
        tr("col.rating"), "W", tr("col.hr"),
      ],
      alignments: Array(repeating: .right, count: 10))
    t.rows = climbs.prefix(50).map { c in
      [
        fixed(c.startMeters / 1000, 1), fixed(c.lengthMeters / 1000, 2, unit: " km"),
        fixed(c.gainMeters, 0, unit: " m"),
        fixed(c.averageGradePercent, 1, unit: " %"), clock(c.durationSeconds), fixed(c.vam, 0),
        c.climbCategory.map { $0 == .hc ? "HC" : "\($0.rawValue)" } ?? "–", fixed(c.climbRating, 1),
        fixed(c.averagePower, 0), fixed(c.averageHeartRate, 0),
      ]
    }
    out += t.render()
    return out
  }
}
