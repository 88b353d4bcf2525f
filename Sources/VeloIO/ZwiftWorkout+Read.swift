import Foundation
import VeloScore

extension ZwiftWorkout {
  /// A `.zwo` file read back: fractions of FTP as % FTP (of threshold pace,
  /// for `sportType` run), `IntervalsT` as a repeat of two steps, `Warmup` and
  /// `Cooldown` with their intensity, `FreeRide` and `MaxEffort` as open steps.
  /// Text events (`textevent`) are skipped. Errors name the line and column.
  public static func decode(_ data: Data, file: String) throws(WorkoutFileError) -> StructuredWorkout {
    var reader = Reader()
    do {
      try XMLScanner.scan(data, into: &reader)
    } catch {
      throw WorkoutFileError(
        file: file,
        message: "line \(error.position.line), column \(error.position.column): "
          + (error.malformed ? "not well-formed XML: " : "") + error.message)
    }
    guard reader.sawRoot else {
      throw WorkoutFileError(file: file, message: "expected a Zwift workout_file root element")
    }
    let workout = StructuredWorkout(name: reader.name, sport: reader.run ? "running" : "cycling", steps: reader.items)
    if let problem = workout.problem { throw WorkoutFileError(file: file, message: problem) }
    return workout
  }

  struct Reader: XMLEventHandler {
    var sawRoot = false
    var inWorkout = false
    var run = false
    var name: String?
    var items: [StructuredWorkout.Item] = []
    var text = ""
    var path: [String] = []

    mutating func startElement(_ element: String, attributes: [(name: String, value: String)]) throws(XMLRefusal) {
      path.append(element)
      text = ""
      if path.count == 1 {
        guard element == "workout_file" else {
          throw XMLRefusal(message: "expected a Zwift workout_file root element, got '\(element)'")
        }
        sawRoot = true
        return
      }
      if path.count == 2, element == "workout" { inWorkout = true }
      guard inWorkout, path.count == 3 else { return }
      guard items.count < StructuredWorkout.maximumSteps else {
        throw XMLRefusal(message: "more than \(StructuredWorkout.maximumSteps) steps")
      }
      var a: [String: String] = [:]
      for (k, v) in attributes { a[k.lowercased()] = v }
      func value(_ key: String) throws(XMLRefusal) -> Double? {
        guard let text = a[key.lowercased()] else { return nil }
        guard let v = Double(text), v.isFinite else {
          throw XMLRefusal(message: "\(element) \(key): expected a number, got '\(text)'")
        }
        return v
      }
      func required(_ key: String) throws(XMLRefusal) -> Double {
        guard let v = try value(key) else { throw XMLRefusal(message: "\(element): expected a \(key) attribute") }
        return v
      }
      let kind: StructuredWorkout.Target.Kind = run ? .percentThresholdPace : .percentFTP
      /// Zwift's fraction as a percentage, to 1e-4 % (0.55 × 100 is 55.000000000000007 in binary).
      func percent(_ fraction: Double) -> Double { (fraction * 1e6).rounded() / 1e4 }
      func target(_ fraction: Double) -> StructuredWorkout.Target { .init(kind: kind, low: percent(fraction)) }
      func step(
        _ seconds: Double, _ t: StructuredWorkout.Target?, _ intensity: StructuredWorkout.Intensity? = nil,
        cadence: Double?
      ) -> StructuredWorkout.Step {
        StructuredWorkout.Step(intensity: intensity, durationSeconds: seconds, target: t, cadence: cadence)
      }
      let cadence = try value("Cadence")
      switch element {
      case "SteadyState":
        var power = try value("Power") ?? .nan
        if power.isNaN { power = (try required("PowerLow") + required("PowerHigh")) / 2 }
        items.append(.step(step(try required("Duration"), target(power), cadence: cadence)))
      case "Warmup", "Cooldown", "Ramp":
        let low = try required("PowerLow")
        let high = try required("PowerHigh")
        let intensity: StructuredWorkout.Intensity? =
          element == "Warmup" ? .warmup : element == "Cooldown" ? .cooldown : nil
        let t =
          low == high
          ? target(low) : StructuredWorkout.Target(kind: kind, low: percent(low), high: percent(high), ramp: true)
        items.append(.step(step(try required("Duration"), t, intensity, cadence: cadence)))
      case "IntervalsT":
        let repeats = try required("Repeat")
        guard repeats >= 1, repeats <= 99, repeats == repeats.rounded() else {
          throw XMLRefusal(message: "IntervalsT Repeat: expected 1–99, got \(repeats)")
        }
        let on = step(try required("OnDuration"), target(try required("OnPower")), cadence: cadence)
        let off = step(
          try required("OffDuration"), target(try required("OffPower")), .recovery, cadence: try value("CadenceResting")
        )
        items.append(.repeated(count: Int(repeats), steps: [on, off]))
      case "FreeRide", "MaxEffort":
        items.append(.step(step(try required("Duration"), nil, cadence: cadence)))
      case "textevent", "TextEvent": break
      default:
        throw XMLRefusal(
          message:
            "unknown workout element '\(element)' (expected SteadyState, Warmup, Cooldown, Ramp, IntervalsT or FreeRide)"
        )
      }
    }

    mutating func endElement(_ element: String) throws(XMLRefusal) {
      if path.count == 2, element == "name" {
        name = text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(200).description
      }
      if path.count == 2, element == "sportType" {
        run = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == "run"
      }
      if path.count == 2, element == "workout" { inWorkout = false }
      path.removeLast()
    }

    mutating func text(_ piece: String) {
      if text.count < 1_000 { text += piece }
    }
  }
}
