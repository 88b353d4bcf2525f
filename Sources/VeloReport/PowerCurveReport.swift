import Foundation
import VeloIO
import VeloScore

/// The mean-maximal curve of one ride (power with critical-power fits, or
/// heart rate / speed without).
public struct PowerCurveReport: Report, Sendable {
  public var source: String
  /// "power", "heart_rate" or "speed".
  public var stream = "power"
  /// Unit of the values: "W", "bpm" or "m/s".
  public var unit = "W"
  /// `values[d − 1]`: the best mean over d seconds, every duration, in `unit`
  /// (JSON: `values`, with `unit`; schema 1 named them `watts` for power).
  public var values: [Double]
  public var starts: [Int]
  public var fits: [CriticalPowerFit]
  /// Models that could not be fitted, with the reason (model name → reason).
  public var unavailableFits: [String: String] = [:]
  /// The best efforts after given amounts of work (`mmp --after-kj`), when asked.
  public var durability: Durability?

  public init(source: String, curve: PowerCurve) {
    self.source = source
    values = curve.watts
    starts = curve.starts
    fits = []
    for model in CriticalPowerFit.Model.allCases {
      do { fits.append(try CriticalPowerFit.fitting(curve, model: model)) } catch {
        unavailableFits[model.rawValue] = error.reason
      }
    }
  }

  /// A non-power curve: no model fits.
  public init(source: String, curve: PowerCurve, stream: String, unit: String) {
    self.source = source
    values = curve.watts
    starts = curve.starts
    fits = []
    self.stream = stream
    self.unit = unit
  }

  /// Schema 2: `values` whatever the stream (`watts` is a number elsewhere), `effortStartSeconds` where each best effort starts.
  enum CodingKeys: String, CodingKey {
    case source, stream, unit, values, effortStartSeconds, fits, unavailableFits, durability
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(source, forKey: .source)
    try c.encode(stream, forKey: .stream)
    try c.encode(unit, forKey: .unit)
    try c.encode(values, forKey: .values)
    try c.encode(starts, forKey: .effortStartSeconds)
    try c.encode(fits, forKey: .fits)
    try c.encode(unavailableFits, forKey: .unavailableFits)
    try c.encodeIfPresent(
      durability.map { DurabilityDocument(afterWork: $0.after.map(DurabilityAfter.init)) }, forKey: .durability)
  }

  /// Durations shown in the text table.
  static let textDurations = [
    1, 2, 5, 10, 15, 20, 30, 60, 120, 180, 300, 480, 600, 1200, 1800, 2700, 3600, 5400, 7200, 10800, 14400,
  ]

  public func renderText() -> String {
    var out = tr("mmp.heading", label("stream", stream), source, "\(values.count)") + "\n\n"
    var table = TextTable(
      headers: [tr("col.duration"), unit, tr("col.startsAt")], alignments: [.left, .right, .right])
    table.rows = Self.textDurations.filter { $0 <= values.count }.map { d in
      [duration(d), fixed(values[d - 1], unit == "m/s" ? 2 : 0), clock(starts[d - 1])]
    }
    out += table.render()
    guard stream == "power" else { return out }
    out += "\n" + tr("mmp.models") + "\n"
    var models = TextTable(
      headers: [tr("col.model"), tr("col.window"), "CP", "W'", "Pmax", "R²", "eFTP"],
      alignments: [.left, .left, .right, .right, .right, .right, .right])
    models.rows = fits.map { f in
      [
        label("cpModel", f.model.rawValue), "\(f.fromSeconds)–\(f.toSeconds) s",
        fixed(f.criticalPower, 1, unit: " W") + (f.criticalPowerStandardError.map { " ±" + fixed($0, 1) } ?? ""),
        fixed(f.wPrime / 1000, 2, unit: " kJ"), fixed(f.pMax, 0, unit: " W"), fixed(f.rSquared, 4),
        fixed(f.estimatedFTP, 0, unit: " W"),
      ]
    }
    out += models.render()
    for (model, reason) in unavailableFits.sorted(by: { $0.key < $1.key }) {
      out += tr("mmp.unavailable", label("cpModel", model), reason) + "\n"
    }
    out += "\n" + tr("mmp.note") + "\n"
    if let durability { out += renderDurability(durability) }
    return out
  }

  /// `duration_s,<stream>,start_s`, one line per duration (`watts` for power).
  public func renderCSV() -> String {
    var out = "duration_s,\(stream == "power" ? "watts" : stream),start_s\n"
    for d in values.indices { out += "\(d + 1),\(fixedDecimal(values[d], 2)),\(starts[d])\n" }
    return out
  }
}
