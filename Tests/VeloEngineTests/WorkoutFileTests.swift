import Foundation
import Testing
import VeloEngine
import VeloIO
import VeloScore
import _VeloTestSupport

/// Workouts typed as text, to FIT and Zwift files and back; the FIT files as
/// Garmin's SDK reads them (Tests/Oracles/workout_fit_oracle.json, by
/// workout_fit_oracle.py from the committed files this test checks byte for byte).
@Suite struct WorkoutFileTests {
  struct Written: Decodable {
    var integrity: Bool
    var errors: [String]
    var fileType: String
    var workout: [String: JSONValue]
    var steps: [[String: JSONValue]]
  }

  /// A JSON scalar as the SDK wrote it.
  enum JSONValue: Decodable, Equatable {
    case number(Double)
    case text(String)
    case null
    init(from decoder: Decoder) throws {
      let c = try decoder.singleValueContainer()
      if c.decodeNil() {
        self = .null
      } else if let v = try? c.decode(Double.self) {
        self = .number(v)
      } else {
        self = .text(try c.decode(String.self))
      }
    }
    var number: Double? { if case .number(let v) = self { v } else { nil } }
    var text: String? { if case .text(let v) = self { v } else { nil } }
  }

  static let oracle = try! Repository.oracle("workout_oracle.json", as: WorkoutOracle.self)
  static let created = 1_795_000_000

  static func workout(_ c: WorkoutOracle.Case) throws -> StructuredWorkout {
    try StructuredWorkout(text: c.text, name: c.name, sport: c.name == "run pace" ? "running" : "cycling")
  }

  static func fitFile(_ c: WorkoutOracle.Case) -> String {
    "Tests/Oracles/fit/workout-\(c.name.replacingOccurrences(of: " ", with: "-")).fit"
  }

  @Test(arguments: oracle.cases)
  func fitBytesAreTheOnesGarminsSDKRead(_ c: WorkoutOracle.Case) throws {
    let bytes = try WorkoutFiles.write(
      try Self.workout(c), as: .fit, settings: Self.oracle.athlete, created: Self.created, file: "w.fit")
    let path = Repository.path(Self.fitFile(c))
    if ProcessInfo.processInfo.environment["VELOSCORE_WRITE_WORKOUT_FIT"] != nil {
      try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
    #expect(
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes,
      "run VELOSCORE_WRITE_WORKOUT_FIT=1 and workout_fit_oracle.py")
  }

  @Test(arguments: oracle.cases)
  func garminsSDKReadsEachStepAsMeant(_ c: WorkoutOracle.Case) throws {
    let all = try Repository.oracle("workout_fit_oracle.json", as: [String: Written].self)
    let read = try #require(all[(Self.fitFile(c) as NSString).lastPathComponent])
    let w = try Self.workout(c)
    #expect(read.integrity && read.errors.isEmpty && read.fileType == "workout")
    #expect(read.workout["wkt_name"]?.text == c.name)
    #expect(read.workout["sport"]?.text == w.sport)
    var expected: [(step: StructuredWorkout.Step?, repeat: (count: Int, from: Int)?)] = []
    for item in w.steps {
      switch item {
      case .step(let s): expected.append((s, nil))
      case .repeated(let n, let inner):
        let from = expected.count
        expected += inner.map { ($0, nil) }
        expected.append((nil, (n, from)))
      }
    }
    try #require(read.steps.count == expected.count)
    #expect(read.workout["num_valid_steps"]?.number == Double(expected.count))
    for (k, (got, want)) in zip(read.steps, expected).enumerated() {
      #expect(got["message_index"]?.number == Double(k))
      if let r = want.repeat {
        #expect(got["duration_type"]?.text == "repeat_until_steps_cmplt")
        #expect(got["repeat_steps"]?.number == Double(r.count) && got["duration_step"]?.number == Double(r.from))
        continue
      }
      let s = want.step!
      if let seconds = s.durationSeconds { #expect(got["duration_time"]?.number == seconds, "step \(k)") }
      if let meters = s.distanceMeters {
        #expect(got["duration_distance"]?.number.map { abs($0 - meters) < 0.01 } == true, "step \(k)")
      }
      #expect(got["intensity"]?.text == s.resolvedIntensity.rawValue, "step \(k)")
      if let label = s.label { #expect(got["wkt_step_name"]?.text == label) }
      guard let t = s.target else {
        #expect(got["target_type"]?.text == "open")
        continue
      }
      let lo = min(t.low, t.high ?? t.low)
      let hi = max(t.low, t.high ?? t.low)
      switch t.kind {
      case .percentFTP:
        #expect(got["target_type"]?.text == "power")
        #expect(
          got["custom_target_power_low"]?.number == lo.rounded()
            && got["custom_target_power_high"]?.number == hi.rounded(), "step \(k)")
      case .watts:
        #expect(
          got["custom_target_power_low"]?.number == lo + 1000 && got["custom_target_power_high"]?.number == hi + 1000)
      case .heartRate:
        #expect(got["target_type"]?.text == "heart_rate")
        #expect(
          got["custom_target_heart_rate_low"]?.number == lo + 100
            && got["custom_target_heart_rate_high"]?.number == hi + 100)
      case .percentLTHR:
        #expect(got["custom_target_heart_rate_low"]?.number == (lo / 100 * 170 + 100).rounded())
      case .pace, .percentThresholdPace:
        #expect(got["target_type"]?.text == "speed")
        let speed = t.kind == .pace ? 1000 / t.low : 1000 / 255 * t.low / 100
        #expect(got["custom_target_speed_low"]?.number.map { abs($0 - speed) < 0.001 } == true, "step \(k)")
      case .rpe:
        #expect(
          got["target_type"]?.text == "open" && got["notes"]?.text == "RPE \(StructuredWorkout.text(t).dropFirst(4))")
      }
      if t.isRamp { #expect(got["notes"]?.text?.hasPrefix("ramp") == true) }
    }
  }

  @Test(arguments: oracle.cases)
  func textRoundTripsThroughFIT(_ c: WorkoutOracle.Case) throws {
    let w = try Self.workout(c)
    let bytes = try WorkoutFiles.write(w, as: .fit, settings: Self.oracle.athlete, created: Self.created, file: "w.fit")
    let back = try WorkoutFiles.parse(bytes, file: "w.fit", format: .fit)
    if ["run pace", "heart rate"].contains(c.name) {
      // FIT states these as speed (mm/s) and whole bpm: the same workout in its units, the same load
      // to that rounding (75 % of LTHR 170 = 127.5 bpm is written as 128).
      let a = w.plannedLoad(settings: Self.oracle.athlete)
      let b = back.plannedLoad(settings: Self.oracle.athlete)
      #expect(isClose(a.load!, b.load!, rel: c.name == "heart rate" ? 1e-2 : 1e-3), "\(a.load!) \(b.load!)")
      #expect(isClose(a.durationSeconds!, b.durationSeconds!, rel: 1e-4))
      #expect(back.flattened.count == w.flattened.count)
    } else {
      #expect(back == w)
    }
  }

  @Test func textRoundTripsThroughZwift() throws {
    for c in Self.oracle.cases where ["vo2", "ramps", "watts"].contains(c.name) {
      let w = try Self.workout(c)
      let bytes = try WorkoutFiles.write(
        w, as: .zwo, settings: Self.oracle.athlete, created: Self.created, file: "w.zwo")
      let back = try WorkoutFiles.parse(bytes, file: "w.zwo", format: .zwo)
      if c.name == "vo2" { #expect(back == w) }
      // Zwift holds no cues and no bands (a band is its middle): the same seconds and load.
      #expect(back.flattened.map(\.durationSeconds) == w.flattened.map(\.durationSeconds))
      let a = w.plannedLoad(settings: Self.oracle.athlete)
      let b = back.plannedLoad(settings: Self.oracle.athlete)
      #expect(isClose(a.load!, b.load!, rel: 1e-9), "\(c.name)")
    }
  }

  @Test func whatAFormatCannotHoldIsNamed() throws {
    let hr = try StructuredWorkout(text: "20m 75% LTHR")
    #expect(throws: Failure.self) {
      try WorkoutFiles.write(hr, as: .fit, settings: AthleteSettings(), created: 0, file: "a.fit")
    }
    do {
      _ = try WorkoutFiles.write(hr, as: .zwo, settings: Self.oracle.athlete, created: 0, file: "a.zwo")
      Issue.record("written")
    } catch {
      #expect(error.kind == .invalidInput && error.message.contains("Zwift workouts have no % LTHR targets"))
    }
    // An activity file is not a workout; broken XML is located.
    let ride = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: Repository.path("datasets/fit/2020-06-01-16-52-40.fit"))))
    #expect(throws: Failure.self) { try WorkoutFiles.parse(ride, file: "ride.fit", format: .fit) }
    do {
      _ = try WorkoutFiles.parse(
        Array("<workout_file>\n<workout><SteadyState Duration=\"x\" Power=\"0.5\"/></workout></workout_file>".utf8),
        file: "w.zwo", format: .zwo)
      Issue.record("read")
    } catch {
      #expect(error.message.hasPrefix("w.zwo: line 2, column"), "\(error.message)")
      #expect(error.message.contains("expected a number"))
    }
    #expect(WorkoutFiles.format(path: "x.txt", bytes: Array("{\"workoutSteps\": []}".utf8)) == .text)
    #expect(WorkoutFiles.format(path: "x", bytes: Array(" {".utf8)) == .json)
  }
}
