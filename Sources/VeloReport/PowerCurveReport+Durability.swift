import VeloIO
import VeloScore

/// The durability section of `mmp --after-kj`: the ride's best efforts after each amount of work
/// beside its fresh ones (`Durability`).
extension PowerCurveReport {
  /// One amount of work as JSON: the kJ, the second the part after starts (absent: never reached),
  /// its mean-max `values` (W, every duration) and the declines at 1, 5 and 20 minutes.
  struct DurabilityAfter: Encodable {
    var after: Durability.After
    enum CodingKeys: String, CodingKey {
      case kilojoules, startSecond, values, decline1MinPercent, decline5MinPercent, decline20MinPercent
    }
    func encode(to encoder: Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(after.kilojoules, forKey: .kilojoules)
      try c.encodeIfPresent(after.startSecond, forKey: .startSecond)
      try c.encode(after.curve.watts, forKey: .values)
      for (seconds, key) in zip(
        Durability.declineSeconds, [CodingKeys.decline1MinPercent, .decline5MinPercent, .decline20MinPercent])
      {
        try c.encodeIfPresent(after.declinePercent[seconds], forKey: key)
      }
    }
  }

  struct DurabilityDocument: Encodable {
    var afterWork: [DurabilityAfter]
  }

  /// The section's text: a row per duration, fresh then after each amount of work with its decline.
  func renderDurability(_ durability: Durability) -> String {
    var out = "\n" + tr("mmp.durability") + "\n"
    var table = TextTable(
      headers: [tr("col.duration"), tr("mmp.durability.fresh")]
        + durability.after.map { tr("mmp.durability.after", fixed($0.kilojoules, 0)) },
      alignments: [.left, .right] + durability.after.map { _ in .right })
    let rows = [60, 300, 1200, 3600].filter { $0 <= durability.fresh.watts.count }
    table.rows = rows.map { d in
      [duration(d), fixed(durability.fresh.watts[d - 1], 0, unit: " W")]
        + durability.after.map { a in
          guard d <= a.curve.watts.count else { return notAvailable }
          let decline = a.declinePercent[d].map { " (" + fixed(-$0, 1, unit: " %") + ")" } ?? ""
          return fixed(a.curve.watts[d - 1], 0, unit: " W") + decline
        }
    }
    table.rows.append(
      [tr("mmp.durability.from"), clock(0)]
        + durability.after.map { a in a.startSecond.map(clock) ?? tr("mmp.durability.notReached") })
    out += table.render()
    return out
  }
}
