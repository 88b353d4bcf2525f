import VeloKernels
import VeloScore

/// Generates a realistic 1 Hz ride for a planned session: warm-up, the main set
/// of its kind, cool-down, AR(1) pedalling noise, coasting stretches (real zeros),
/// and sensor dropouts (rows missing from the recording, i.e. time gaps).
public enum SyntheticRide {
  /// - Returns: streams with time, power, heart rate, cadence, speed, distance,
  ///   altitude and temperature.
  public static func make(
    _ session: PlannedSession, athlete: SyntheticAthlete, using rng: inout SeededGenerator
  ) -> ActivityStreams {
    let seconds = max(600, Int(session.minutes * 60))
    let targets = targetPower(session, seconds: seconds, ftp: athlete.ftp)
    var s = ActivityStreams(
      time: [], power: [], heartRate: [], cadence: [], speed: [], distance: [], altitude: [], temperature: [])
    s.time.reserveCapacity(seconds)
    var noise = 0.0
    var coastLeft = 0
    var dropoutLeft = 0
    var heartRate = athlete.restingHeartRate + 20
    var speed = 0.0
    var distance = 0.0
    let temperatureStart = rng.uniform(8, 24)
    for t in 0..<seconds {
      let target = targets[t]
      noise = 0.85 * noise + rng.normal(sd: 0.035)
      if coastLeft == 0, target < 1.0 * athlete.ftp, rng.chance(1.0 / 400) { coastLeft = Int(rng.uniform(4, 40)) }
      var power = coastLeft > 0 ? 0 : max(0, target * (1 + noise)).rounded()
      if coastLeft > 0 { coastLeft -= 1 }
      if power > 0, rng.chance(0.02) { power = (power * rng.uniform(0.6, 1.4)).rounded() }
      let hrTarget =
        athlete.restingHeartRate
        + (athlete.lthr - athlete.restingHeartRate) * _pow(max(target, 1) / athlete.ftp, 0.9)
        + 0.03 * Double(t) / 60
      heartRate += (min(hrTarget, athlete.maxHeartRate) - heartRate) / 40
      speed = power > 0 ? flatSpeed(power: power, mass: athlete.weight + 9) : speed * 0.995
      distance += speed
      if dropoutLeft == 0, rng.chance(1.0 / 1500) { dropoutLeft = Int(rng.uniform(1, 7)) }
      if dropoutLeft > 0 {
        dropoutLeft -= 1
        continue
      }
      s.time.append(Double(t))
      s.power!.append(power)
      s.heartRate!.append((heartRate + rng.normal(sd: 0.6)).rounded())
      s.cadence!.append(power > 0 ? (rng.normal(mean: session.kind == .intervals ? 94 : 87, sd: 3)).rounded() : 0)
      s.speed!.append(speed)
      s.distance!.append(distance)
      s.altitude!.append(200 + 40 * _sin(Double(t) / 900) + 15 * _sin(Double(t) / 170))
      s.temperature!.append(temperatureStart + 4 * Double(t) / Double(seconds))
    }
    return s
  }

  /// Target watts per second for the session's structure.
  static func targetPower(_ session: PlannedSession, seconds: Int, ftp: Double) -> [Double] {
    let warm = min(600, seconds / 5)
    let cool = min(480, seconds / 6)
    let mainLength = seconds - warm - cool
    var target = [Double](repeating: 0, count: seconds)
    for t in 0..<seconds {
      let fraction: Double
      if t < warm {
        fraction = 0.5 + 0.2 * Double(t) / Double(warm)
      } else if t >= seconds - cool {
        fraction = 0.5
      } else {
        let m = t - warm
        switch session.kind {
        case .intervals:
          // 5 min on at ~110 % FTP, 3 min easy, repeated.
          fraction = m % 480 < 300 && m < mainLength - 300 ? 1.10 : 0.55
        case .tempo:
          fraction = m % 1500 < 1200 ? 0.86 : 0.6
        default:
          fraction = session.intensity * 0.97
        }
      }
      target[t] = fraction * ftp
    }
    return target
  }

  /// Steady speed on flat road (m/s) where rolling and air resistance absorb
  /// the power: `P = v·(Crr·m·g) + ½·ρ·CdA·v³` with Crr 0.004, ρ 1.2 kg/m³,
  /// CdA 0.32 m², solved by Newton's method.
  static func flatSpeed(power: Double, mass: Double) -> Double {
    let rolling = 0.004 * mass * 9.81
    let air = 0.5 * 1.2 * 0.32
    var v = 8.0
    for _ in 0..<8 {
      let f = air * v * v * v + rolling * v - power
      v -= f / (3 * air * v * v + rolling)
    }
    return v
  }
}
