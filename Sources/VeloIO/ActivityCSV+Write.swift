import VeloScore

extension ActivityCSV {
  /// Writes streams in the format ``parse(bytes:file:)`` reads back: the header
  /// lists `time` and each present column's canonical name; missing readings are
  /// empty cells. Decimals: time 0–3 as needed (`timeDecimals`), power/heart
  /// rate/cadence 0, speed 3, distance/altitude/temperature 1, latitude/longitude 7
  /// (about 1 cm).
  public static func render(_ s: ActivityStreams, timeDecimals: Int = 0) -> String {
    let columns: [(String, [Double]?, Int)] = [
      ("power", s.power, 0), ("heart_rate", s.heartRate, 0), ("cadence", s.cadence, 0),
      ("speed", s.speed, 3), ("distance", s.distance, 1), ("altitude", s.altitude, 1),
      ("temperature", s.temperature, 1), ("latitude", s.latitude, 7), ("longitude", s.longitude, 7),
    ]
    let present = columns.compactMap { name, values, decimals in values.map { (name, $0, decimals) } }
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
