import VeloScore

extension ActivityCSV {
  /// Writes streams in the format ``parse(bytes:file:)`` reads back: the header
  /// lists `time` and each present column's canonical name; missing readings are
  /// empty cells. Decimals: time 0–3 as needed (`timeDecimals`), power/heart
  /// rate/cadence 0, speed 3, distance/altitude/temperature 1, latitude/longitude 7
  /// (about 1 cm).
  public static func render(_ s: ActivityStreams, timeDecimals: Int = 0) -> String {
    let decimals = ["power": 0, "heart_rate": 0, "cadence": 0, "speed": 3, "grade": 2, "latitude": 7, "longitude": 7]
    let present = s.presentColumns.map { ($0.name, $0.values, decimals[$0.name] ?? 1) }
    var out = "time" + present.map { "," + $0.0 }.joined() + "\n"
    out.reserveCapacity(s.sampleCount * (8 + 7 * present.count))
    for i in 0..<s.sampleCount {
      out += fixedDecimal(s.time[i], timeDecimals)
      for (_, values, decimals) in present {
        out += ","
        out += fixedDecimal(values[i], decimals)
      }
      out += "\n"
    }
    return out
  }
}
