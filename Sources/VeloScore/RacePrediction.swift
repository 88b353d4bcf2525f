import VeloKernels

/// Race-time predictions from one performance (a race or a best effort).
public enum RacePrediction {
  /// Riegel's endurance formula: `T₂ = T₁ · (D₂/D₁)^1.06` (P. S. Riegel,
  /// "Athletic records and human endurance", *American Scientist* 69:285–290,
  /// 1981). Times in seconds, distances in metres; Riegel fitted it on
  /// 3.5–230 min performances.
  public static func riegel(seconds: Double, meters: Double, toMeters: Double, exponent: Double = 1.06) -> Double? {
    guard seconds > 0, meters > 0, toMeters > 0, seconds.isFinite else { return nil }
    return seconds * _pow(toMeters / meters, exponent)
  }

  /// Daniels–Gilbert oxygen cost of running at `v` m/min, ml/kg/min:
  /// `VO₂ = −4.60 + 0.182258·v + 0.000104·v²` (J. Daniels and J. Gilbert,
  /// *Oxygen Power*, 1979; *Daniels' Running Formula*, 3rd ed., 2014).
  public static func oxygenCost(metersPerMinute v: Double) -> Double { -4.60 + 0.182258 * v + 0.000104 * v * v }

  /// The fraction of VO₂max sustainable for `minutes`:
  /// `0.8 + 0.1894393·e^(−0.012778·t) + 0.2989558·e^(−0.1932605·t)` (same source).
  public static func sustainableFraction(minutes t: Double) -> Double {
    0.8 + 0.1894393 * _exp(-0.012778 * t) + 0.2989558 * _exp(-0.1932605 * t)
  }

  /// Daniels' VDOT of a performance: oxygen cost of its pace over the fraction
  /// sustainable for its duration (ml/kg/min). `nil` outside 1–600 min or for
  /// paces whose cost is not positive.
  public static func vdot(seconds: Double, meters: Double) -> Double? {
    guard seconds.isFinite, meters.isFinite, seconds >= 60, seconds <= 36_000, meters > 0 else { return nil }
    let minutes = seconds / 60
    let cost = oxygenCost(metersPerMinute: meters / minutes)
    guard cost > 0 else { return nil }
    return cost / sustainableFraction(minutes: minutes)
  }

  /// The time (s) at which a performance over `meters` has VDOT `vdot`: the
  /// root of `vdot(t, D) = vdot` by bisection on 1–600 min (the ratio falls
  /// as t grows). `nil` when the root is outside that span.
  public static func time(forVDOT target: Double, meters: Double) -> Double? {
    guard target.isFinite, target > 0, meters > 0 else { return nil }
    // The ratio itself, also where the cost is not positive (very slow paces), for a bracket.
    func ratio(_ seconds: Double) -> Double {
      oxygenCost(metersPerMinute: meters / (seconds / 60)) / sustainableFraction(minutes: seconds / 60)
    }
    var lo = 60.0
    var hi = 36_000.0
    guard ratio(lo) >= target, ratio(hi) <= target else { return nil }
    for _ in 0..<200 where hi - lo > 1e-9 {
      let mid = (lo + hi) / 2
      if ratio(mid) > target { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// Metres of a race distance written as a number with a unit or a name:
  /// `5k`, `10 km`, `21.0975k`, `1mi`, `400m`, `5000` (metres), `half`,
  /// `marathon`, and Spanish `medio maratón`/`maratón`.
  public static func meters(_ text: String) -> Double? {
    let t = text.lowercased().replacingOccurrences(of: " ", with: "")
    let named: [String: Double] = [
      "marathon": 42_195, "maratón": 42_195, "maraton": 42_195, "half": 21_097.5, "halfmarathon": 21_097.5,
      "mediomaratón": 21_097.5, "mediomaraton": 21_097.5, "medio": 21_097.5,
    ]
    if let m = named[t] { return m }
    for (suffix, scale) in [("km", 1000.0), ("k", 1000), ("mi", 1609.344), ("m", 1)] where t.hasSuffix(suffix) {
      return Double(t.dropLast(suffix.count)).flatMap { $0 > 0 && $0 * scale <= 1_000_000 ? $0 * scale : nil }
    }
    return Double(t).flatMap { $0 > 0 && $0 <= 1_000_000 ? $0 : nil }
  }

  /// Seconds of a time written `h:mm:ss` or `mm:ss`, or as a number with its
  /// unit (`2700s`, `45min`, `3.5h`). A bare number is refused: `10k=45` could
  /// be 45 minutes or 45 seconds, and guessing predicted a 3-minute marathon.
  public static func seconds(_ text: String) -> Double? {
    let t = text.lowercased().replacingOccurrences(of: " ", with: "")
    var total: Double?
    if t.contains(":") {
      let parts = t.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
      guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else {
        return nil
      }
      if parts.dropFirst().contains(where: { $0! >= 60 }) { return nil }
      total = parts.reduce(0) { $0 * 60 + $1! }
    } else {
      for (suffix, scale) in [("min", 60.0), ("h", 3600), ("s", 1)] where t.hasSuffix(suffix) {
        total = Double(t.dropLast(suffix.count)).flatMap { $0.isFinite && $0 >= 0 ? $0 * scale : nil }
        break
      }
    }
    guard let total, total > 0, total <= 1_209_600 else { return nil }
    return total
  }

  /// World-record average speeds (m/s) by distance, men's outdoor records as
  /// of 2025 (World Athletics): 100 m 9.58 s, 400 m 43.03, 800 m 1:40.91,
  /// 1500 m 3:26.00, 5000 m 12:35.36, 10,000 m 26:11.00, half marathon 57:30,
  /// marathon 2:00:35, 100 km 6:05:35 (IAU).
  static let recordSpeeds: [(meters: Double, speed: Double)] = [
    (100, 100 / 9.58), (400, 400 / 43.03), (800, 800 / 100.91), (1500, 1500 / 206.0), (5000, 5000 / 755.36),
    (10_000, 10_000 / 1571.0), (21_097.5, 21_097.5 / 3450.0), (42_195, 42_195 / 7235.0), (100_000, 100_000 / 21_935.0),
  ]

  /// Slowest average accepted as a run or race: 1.0 m/s (3.6 km/h, a slow walk).
  public static let slowestSpeed = 1.0

  /// Why a performance cannot be a real run: faster than the world record at
  /// its distance (interpolated in log distance between the records above;
  /// beyond them, the nearest), or slower than ``slowestSpeed``; `nil` when plausible.
  public static func implausibility(seconds: Double, meters: Double) -> String? {
    guard seconds > 0, meters > 0 else { return "a time and a distance above 0 are needed" }
    let speed = meters / seconds
    if speed < slowestSpeed {
      return "an average of \(Self.kmh(speed)) km/h is slower than walking (at least \(Self.kmh(slowestSpeed)) km/h)"
    }
    let record = recordSpeed(meters: meters)
    if speed > record {
      return
        "an average of \(Self.kmh(speed)) km/h is faster than the world record over that distance (\(Self.kmh(record)) km/h)"
    }
    return nil
  }

  /// The world-record average speed at `meters`, interpolated in log distance.
  static func recordSpeed(meters: Double) -> Double {
    let table = recordSpeeds
    if meters <= table[0].meters { return table[0].speed }
    if meters >= table[table.count - 1].meters { return table[table.count - 1].speed }
    let k = table.firstIndex { $0.meters >= meters }!
    let (a, b) = (table[k - 1], table[k])
    let f = (_log(meters) - _log(a.meters)) / (_log(b.meters) - _log(a.meters))
    return a.speed + f * (b.speed - a.speed)
  }

  /// km/h to 0.1 for a sentence; a speed no clock gives (a distance over a
  /// subnormal time: +∞) is said as such, never converted to an Int (a trap).
  static func kmh(_ metersPerSecond: Double) -> String {
    let v = (metersPerSecond * 36).rounded() / 10
    guard v.isFinite, abs(v) < 1e12 else { return v.isNaN ? "n/a" : v > 0 ? "over 10¹²" : "under −10¹²" }
    return v == v.rounded() ? String(Int(v)) : String(v)
  }
}
