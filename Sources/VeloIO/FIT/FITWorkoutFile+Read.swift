import VeloScore

extension FITWorkoutFile {
  /// A FIT workout file read back (``encode(_:settings:created:file:)``'s
  /// layout, and the devices' and Garmin Connect's). Targets come back as FIT
  /// states them: % FTP, W, bpm, pace (s/km); zone targets as the zone's band
  /// (Coggan's for power; Friel's % LTHR for heart rate).
  /// - Throws: ``WorkoutFileError`` for a file that is not a workout, a step
  ///   FIT allows but veloscore cannot hold (an open-ended or heart-rate-ended
  ///   step, a nested repeat), or a workout out of range (`StructuredWorkout/problem`).
  public static func decode(_ bytes: [UInt8], file: String) throws -> StructuredWorkout {
    var type: Int?
    var name: String?
    var sport: String?
    var steps: [(index: Int, fields: [UInt8: FITValue])] = []
    _ = try FITDecoder(file: file).decode(bytes) { m in
      switch m.globalNumber {
      case fileID: type = m.integer(0)
      case workoutMessage:
        if case .string(let s)? = m.value(8) { name = s }
        sport = m.integer(4).map { FITProfile.activitySport($0) }
      case stepMessage:
        guard steps.count < StructuredWorkout.maximumSteps else {
          throw WorkoutFileError(file: file, message: "more than \(StructuredWorkout.maximumSteps) steps")
        }
        var fields: [UInt8: FITValue] = [:]
        for f in m.fields { fields[f.number] = f.value }
        steps.append((m.integer(254) ?? steps.count, fields))
      default: break
      }
    }
    guard type == 5 else {
      throw WorkoutFileError(
        file: file, message: "expected a FIT workout file (file_id type 5), got type \(type.map(String.init) ?? "none")"
      )
    }
    var items: [(first: Int, item: StructuredWorkout.Item)] = []
    for (index, fields) in steps.sorted(by: { $0.index < $1.index }) {
      func int(_ n: UInt8) -> Int? { fields[n]?.number.flatMap { $0.isFinite && abs($0) < 1e12 ? Int($0) : nil } }
      let stepName = "step \(index)"
      if int(1) == 6 {
        guard let from = int(2), let count = int(4), (1...99).contains(count) else {
          throw WorkoutFileError(file: file, message: "\(stepName): expected a repeat's first step and a count 1–99")
        }
        var inner: [StructuredWorkout.Step] = []
        while let last = items.last, last.first >= from {
          guard case .step(let s) = last.item else {
            throw WorkoutFileError(file: file, message: "\(stepName): repeats inside repeats are not supported")
          }
          inner.insert(s, at: 0)
          items.removeLast()
        }
        guard !inner.isEmpty else { throw WorkoutFileError(file: file, message: "\(stepName): a repeat of no steps") }
        items.append((from, .repeated(count: count, steps: inner)))
        continue
      }
      items.append((index, .step(try step(fields, int: int, at: stepName, file: file))))
    }
    let workout = StructuredWorkout(name: name, sport: sport, steps: items.map(\.item))
    if let problem = workout.problem { throw WorkoutFileError(file: file, message: problem) }
    return workout
  }

  static func step(_ fields: [UInt8: FITValue], int: (UInt8) -> Int?, at stepName: String, file: String) throws
    -> StructuredWorkout.Step
  {
    var step = StructuredWorkout.Step()
    if case .string(let s)? = fields[0], !s.isEmpty { step.label = s }
    switch (int(1), int(2)) {
    case (0, let ms?): step.durationSeconds = Double(ms) / 1000
    case (1, let cm?): step.distanceMeters = Double(cm) / 100
    default:
      throw WorkoutFileError(
        file: file,
        message:
          "\(stepName): only steps of a time or a distance can be read (duration_type \(int(1).map(String.init) ?? "none"))"
      )
    }
    var notes: String?
    if case .string(let s)? = fields[8] { notes = s }
    let low = int(5).map(Double.init)
    let high = int(6).map(Double.init)
    let zone = int(4) ?? 0
    switch int(3) {
    case 4?:
      if zone > 0 {
        step.target = StructuredWorkout.Target.zone(min(zone, 7), heartRate: false)
      } else if let low, let high {
        step.target = low >= 1000 ? band(.watts, low - 1000, high - 1000) : band(.percentFTP, low, high)
      }
    case 1?:
      if zone > 0 {
        step.target = StructuredWorkout.Target.zone(min(zone, 7), heartRate: true)
      } else if let low, let high {
        guard low >= 100 else {
          throw WorkoutFileError(
            file: file, message: "\(stepName): % of max heart rate targets are not read; expected bpm (value + 100)")
        }
        step.target = band(.heartRate, low - 100, high - 100)
      }
    case 0?:
      if let low, let high, low > 0, high > 0 { step.target = band(.pace, 1_000_000 / high, 1_000_000 / low) }
    default:
      if let n = notes, n.hasPrefix("RPE "), let v = Double(n.dropFirst(4)) { step.target = .init(kind: .rpe, low: v) }
    }
    if let n = notes, n.hasPrefix("ramp"), var t = step.target, let high = t.high {
      if n == "ramp down" { (t.low, t.high) = (high, t.low) }
      t.ramp = true
      step.target = t
    }
    let intensities = Dictionary(uniqueKeysWithValues: intensityNumbers.map { ($0.value, $0.key) })
    step.intensity = int(7).flatMap { intensities[UInt8(clamping: $0)] }.flatMap { $0 == .active ? nil : $0 }
    if int(19) == 3, let c = int(21) { step.cadence = Double(c) }
    return step
  }

  /// One value when both ends agree, else a band.
  static func band(_ kind: StructuredWorkout.Target.Kind, _ low: Double, _ high: Double) -> StructuredWorkout.Target {
    .init(kind: kind, low: low, high: low == high ? nil : high)
  }
}
