import VeloScore

/// A workout that cannot be written to, or read from, a device's file: what and why.
public struct WorkoutFileError: Error, Equatable, CustomStringConvertible {
  public var file: String
  public var message: String
  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }
  public var description: String { "\(file): \(message)" }
}

/// Structured workouts as FIT workout files (file_id type 5, one `workout`
/// message, then `workout_step` messages), as Garmin, Wahoo and Hammerhead
/// devices load them. Field numbers and values are the FIT profile's (Garmin
/// FIT SDK 21.x `Profile.xlsx`: workout 26, workout_step 27):
/// - a time step: duration_type 0, duration_value in ms; distance: 1, in cm;
/// - targets: power (4) with custom values 0–1000 = % FTP, W + 1000; heart rate
///   (1), bpm + 100; speed (0) in mm/s; open (2). % LTHR and % threshold pace are
///   written in bpm and speed from the athlete's thresholds (FIT has no such
///   target); an RPE target is an open step whose notes say "RPE 6";
/// - a ramp is written as its band with notes "ramp" ("ramp down" when it falls;
///   FIT has no ramp target), and read back as a ramp;
/// - a step's cadence is its secondary target (cadence, 3);
/// - a repeat is a step after its steps: duration_type 6
///   (repeat_until_steps_cmplt), duration_value the first repeated step's
///   message_index, target_value the count.
public enum FITWorkoutFile {
  static let fileID: UInt16 = 0, workoutMessage: UInt16 = 26, stepMessage: UInt16 = 27

  /// The FIT bytes of `workout`.
  /// - Parameters:
  ///   - workout: the structured workout to write.
  ///   - settings: LTHR for % LTHR targets, threshold speed for % threshold pace.
  ///   - created: Unix seconds of `time_created`.
  ///   - file: the workout's name in errors.
  public static func encode(_ workout: StructuredWorkout, settings: AthleteSettings, created: Int, file: String)
    throws(WorkoutFileError) -> [UInt8]
  {
    if let problem = workout.problem { throw WorkoutFileError(file: file, message: problem) }
    var e = FITEncoder()
    let fitTime = UInt32(clamping: max(0, created - FITProfile.epochOffset))
    e.message(
      fileID, local: 0, [.enumeration(0, 5), .uint16(1, 255), .uint16(2, 0), .uint32z(3, 1), .uint32(4, fitTime)])
    var steps: [[FITEncoder.Field]] = []
    for item in workout.steps {
      switch item {
      case .step(let step): steps.append(try fields(step, settings: settings, file: file))
      case .repeated(let count, let inner):
        let first = steps.count
        for step in inner { steps.append(try fields(step, settings: settings, file: file)) }
        steps.append([.enumeration(1, 6), .uint32(2, UInt32(first)), .uint32(4, UInt32(count))])
      }
    }
    var header: [FITEncoder.Field] = [.enumeration(4, sportNumber(workout.sport)), .uint16(6, UInt16(steps.count))]
    if let name = workout.name { header.append(.string(8, name)) }
    e.message(workoutMessage, local: 1, header)
    for (index, step) in steps.enumerated() {
      e.message(stepMessage, local: 2, [.uint16(254, UInt16(index))] + step)
    }
    return e.file()
  }

  /// The FIT `sport` of a canonical sport name; 0 (generic) for one FIT does not name.
  static func sportNumber(_ sport: String?) -> UInt8 {
    guard let sport else { return 0 }
    let name = sport.replacingOccurrences(of: " ", with: "_")
    return FITProfile.sportNames.first { $0.value == name && $0.key < 255 }.map { UInt8($0.key) } ?? 0
  }

  static let intensityNumbers: [StructuredWorkout.Intensity: UInt8] = [
    .active: 0, .rest: 1, .warmup: 2, .cooldown: 3, .recovery: 4,
  ]

  static func fields(_ step: StructuredWorkout.Step, settings: AthleteSettings, file: String) throws(WorkoutFileError)
    -> [FITEncoder.Field]
  {
    var out: [FITEncoder.Field] = []
    if let label = step.label { out.append(.string(0, label)) }
    if let s = step.durationSeconds {
      out += [.enumeration(1, 0), .uint32(2, UInt32((s * 1000).rounded()))]
    } else if let m = step.distanceMeters {
      out += [.enumeration(1, 1), .uint32(2, UInt32((m * 100).rounded()))]
    }
    var notes: String?
    if let t = step.target {
      let low = t.high.map { Swift.min(t.low, $0) } ?? t.low
      let high = t.high.map { Swift.max(t.low, $0) } ?? t.low
      func need(_ what: String) -> WorkoutFileError {
        WorkoutFileError(
          file: file,
          message:
            "the target '\(StructuredWorkout.text(t))' needs \(what) to be written to FIT (FIT states heart rate in bpm and pace as speed)"
        )
      }
      let custom: (type: UInt8, low: Double, high: Double)?
      switch t.kind {
      case .percentFTP: custom = (4, low, high)
      case .watts: custom = (4, low + 1000, high + 1000)
      case .heartRate: custom = (1, low + 100, high + 100)
      case .percentLTHR:
        guard let lthr = settings.lthr else { throw need("an LTHR") }
        custom = (1, low / 100 * lthr + 100, high / 100 * lthr + 100)
      case .pace: custom = (0, 1_000_000 / high, 1_000_000 / low)  // the slower pace is the lower speed
      case .percentThresholdPace:
        guard let speed = settings.thresholdSpeed else { throw need("a threshold pace") }
        custom = (0, speed * low * 10, speed * high * 10)
      case .rpe:
        custom = nil
        notes = "RPE " + StructuredWorkout.text(t).dropFirst(4)
      }
      if let c = custom {
        out += [
          .enumeration(3, c.type), .uint32(4, 0), .uint32(5, UInt32(c.low.rounded())),
          .uint32(6, UInt32(c.high.rounded())),
        ]
        if t.isRamp { notes = t.high! < t.low ? "ramp down" : "ramp" }
      } else {
        out.append(.enumeration(3, 2))
      }
    } else {
      out.append(.enumeration(3, 2))
    }
    out.append(.enumeration(7, intensityNumbers[step.resolvedIntensity]!))
    if let notes { out.append(.string(8, notes)) }
    if let c = step.cadence {
      out += [.enumeration(19, 3), .uint32(21, UInt32(c.rounded())), .uint32(22, UInt32(c.rounded()))]
    }
    return out
  }
}
