import Foundation
import VeloScore

/// Structured workouts as Zwift workout files (`.zwo`, XML): a `workout_file`
/// with `name`, `sportType` (bike or run) and a `workout` of elements, each a
/// duration in seconds and power as a fraction of FTP (of threshold pace for
/// runs), as Zwift's workout editor writes them:
/// `SteadyState Power`, `Warmup`/`Cooldown`/`Ramp PowerLow PowerHigh`,
/// `IntervalsT Repeat OnDuration OffDuration OnPower OffPower`,
/// `FreeRide` (no target); `Cadence` on any.
///
/// Zwift has no bands, distances or heart-rate targets: a band is written as
/// its middle, watts as a fraction of FTP, a repeat of more than two steps
/// written out; a distance or heart-rate step cannot be written.
public enum ZwiftWorkout {
  /// The `.zwo` text of `workout`. `settings.ftp` turns watts into fractions of FTP.
  public static func encode(_ workout: StructuredWorkout, settings: AthleteSettings, file: String)
    throws(WorkoutFileError) -> String
  {
    if let problem = workout.problem { throw WorkoutFileError(file: file, message: problem) }
    let run = workout.sport == "running"
    var out = "<workout_file>\n  <author>veloscore</author>\n  <name>\(xml(workout.name ?? "Workout"))</name>\n"
    out += "  <sportType>\(run ? "run" : "bike")</sportType>\n  <workout>\n"
    func fraction(_ t: StructuredWorkout.Target, _ v: Double) throws(WorkoutFileError) -> Double {
      switch t.kind {
      case .percentFTP, .percentThresholdPace: return v / 100
      case .watts:
        guard let ftp = settings.ftp else {
          throw WorkoutFileError(
            file: file, message: "a target in watts needs an FTP to be written as Zwift's fraction of FTP")
        }
        return v / ftp
      case .pace:
        guard let speed = settings.thresholdSpeed else {
          throw WorkoutFileError(
            file: file, message: "a pace target needs a threshold pace to be written as Zwift's fraction of it")
        }
        return 1000 / v / speed
      case .percentLTHR, .heartRate, .rpe:
        throw WorkoutFileError(
          file: file,
          message: "Zwift workouts have no \(t.kind.unit) targets; '\(StructuredWorkout.text(t))' cannot be written")
      }
    }
    func attributes(_ step: StructuredWorkout.Step) throws(WorkoutFileError) -> String {
      guard let seconds = step.durationSeconds else {
        throw WorkoutFileError(file: file, message: "Zwift workouts have no distance steps; give the step a duration")
      }
      var a = "Duration=\"\(number(seconds))\""
      if let c = step.cadence { a += " Cadence=\"\(number(c))\"" }
      return a
    }
    func element(_ step: StructuredWorkout.Step) throws(WorkoutFileError) -> String {
      let a = try attributes(step)
      guard let t = step.target else { return "<FreeRide \(a)/>" }
      if t.isRamp, let high = t.high {
        let tag = step.intensity == .warmup ? "Warmup" : step.intensity == .cooldown ? "Cooldown" : "Ramp"
        return
          "<\(tag) \(a) PowerLow=\"\(number(try fraction(t, t.low)))\" PowerHigh=\"\(number(try fraction(t, high)))\"/>"
      }
      let power = number(try fraction(t, t.middle))
      if step.intensity == .warmup || step.intensity == .cooldown {
        let tag = step.intensity == .warmup ? "Warmup" : "Cooldown"
        return "<\(tag) \(a) PowerLow=\"\(power)\" PowerHigh=\"\(power)\"/>"
      }
      return "<SteadyState \(a) Power=\"\(power)\"/>"
    }
    for item in workout.steps {
      switch item {
      case .step(let step): out += "    " + (try element(step)) + "\n"
      case .repeated(let count, let inner):
        if inner.count == 2, let on = inner[0].target, let off = inner[1].target, !on.isRamp, !off.isRamp,
          let onSeconds = inner[0].durationSeconds, let offSeconds = inner[1].durationSeconds
        {
          var a = "Repeat=\"\(count)\" OnDuration=\"\(number(onSeconds))\" OffDuration=\"\(number(offSeconds))\""
          a +=
            " OnPower=\"\(number(try fraction(on, on.middle)))\" OffPower=\"\(number(try fraction(off, off.middle)))\""
          if let c = inner[0].cadence { a += " Cadence=\"\(number(c))\"" }
          if let c = inner[1].cadence { a += " CadenceResting=\"\(number(c))\"" }
          out += "    <IntervalsT \(a)/>\n"
        } else {
          for _ in 0..<count { for step in inner { out += "    " + (try element(step)) + "\n" } }
        }
      }
    }
    return out + "  </workout>\n</workout_file>\n"
  }

  static func number(_ v: Double) -> String {
    let rounded = (v * 1e6).rounded() / 1e6
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
  }

  static func xml(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case _ where c.value < 0x20: out += " "
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
