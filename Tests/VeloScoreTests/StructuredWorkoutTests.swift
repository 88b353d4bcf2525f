import Foundation
import Testing
import VeloScore
import _VeloTestSupport

@Suite struct StructuredWorkoutTests {
  typealias Step = StructuredWorkout.Step
  typealias Target = StructuredWorkout.Target
  static let oracle = try! Repository.oracle("workout_oracle.json", as: WorkoutOracle.self)

  @Test func theIssuesExampleReadsAsSteps() throws {
    let w = try StructuredWorkout(text: "10m 55%\n5x 4m 108% 3m 55%\n10m 50%")
    #expect(
      w.steps == [
        .step(Step(durationSeconds: 600, target: Target(kind: .percentFTP, low: 55))),
        .repeated(
          count: 5,
          steps: [
            Step(durationSeconds: 240, target: Target(kind: .percentFTP, low: 108)),
            Step(intensity: .recovery, durationSeconds: 180, target: Target(kind: .percentFTP, low: 55)),
          ]),
        .step(Step(durationSeconds: 600, target: Target(kind: .percentFTP, low: 50))),
      ])
    #expect(w.flattened.count == 12)
  }

  @Test func blocksCommasCuesAndEveryTargetKind() throws {
    let w = try StructuredWorkout(
      text: """
        Warmup 15m ramp 40-75% 85rpm
        Main set 3x
        - 8m 105-95%
        - 4m Z1

        1km 4:30/km, 400mtr 1:40/100m; 2mi 7:15/mi
        30s 350w, 1h30m 75% LTHR, 20m 150-160bpm
        10m RPE 6, 5m 95% pace, 4m30s Z2 HR
        Cooldown 10m
        """)
    let steps = w.steps
    #expect(steps.count == 12)
    #expect(
      steps[0]
        == .step(
          Step(
            label: "Warmup", intensity: .warmup, durationSeconds: 900,
            target: Target(kind: .percentFTP, low: 40, high: 75, ramp: true), cadence: 85)))
    #expect(
      steps[1]
        == .repeated(
          count: 3,
          steps: [
            Step(durationSeconds: 480, target: Target(kind: .percentFTP, low: 95, high: 105)),
            Step(intensity: .recovery, durationSeconds: 240, target: Target(kind: .percentFTP, low: 40, high: 55)),
          ]))
    #expect(steps[2] == .step(Step(distanceMeters: 1000, target: Target(kind: .pace, low: 270))))
    #expect(steps[3] == .step(Step(distanceMeters: 400, target: Target(kind: .pace, low: 1000))))
    if case .step(let s) = steps[4] {
      #expect(s.distanceMeters.map { isClose($0, 3218.688) } == true)
      #expect(s.target.map { isClose($0.low, 435 * 1000 / 1609.344) } == true)
    } else {
      Issue.record("expected a step")
    }
    #expect(steps[5] == .step(Step(durationSeconds: 30, target: Target(kind: .watts, low: 350))))
    #expect(steps[6] == .step(Step(durationSeconds: 5400, target: Target(kind: .percentLTHR, low: 75))))
    #expect(steps[7] == .step(Step(durationSeconds: 1200, target: Target(kind: .heartRate, low: 150, high: 160))))
    #expect(steps[8] == .step(Step(durationSeconds: 600, target: Target(kind: .rpe, low: 6))))
    #expect(steps[9] == .step(Step(durationSeconds: 300, target: Target(kind: .percentThresholdPace, low: 95))))
    #expect(steps[10] == .step(Step(durationSeconds: 270, target: Target(kind: .percentLTHR, low: 81, high: 89))))
    #expect(steps[11] == .step(Step(label: "Cooldown", intensity: .cooldown, durationSeconds: 600)))
  }

  @Test(arguments: [
    ("10m 55%\n5x 4q 108%", 2, 4, "'4q' is not a length"),
    ("108% 10m", 1, 1, "expected a length such as '10m' or '30s' before the target '108%'"),
    ("10m 400%", 1, 5, "expected % FTP in 1…300, got '400%'"),
    ("10m ramp 55%", 1, 10, "expected a ramp's two ends"),
    ("0s 50%", 1, 1, "expected a length above 0 s and at most 24 h"),
    ("25h", 1, 1, "expected a length above 0 s and at most 24 h"),
    ("Main set 4x\n\n10m", 1, 1, "expected steps after the repeat '4x'"),
    ("10m 55% 60%", 1, 9, "expected one target per step"),
    ("4m 25h", 1, 4, "expected a length above 0 s"),
    ("30m30h 50%", 1, 1, "expected hours, then minutes, then seconds"),
    ("10m 5:0/km", 1, 5, "expected a pace such as 4:30/km"),
    ("10m RPE 11", 1, 5, "expected RPE in 0…10"),
    ("10m Z9", 1, 5, "expected a zone Z1…Z7"),
    ("", 1, 1, "expected at least one step"),
    ("100x 1m 100%", 1, 1, "'100x' is not a length"),
    ("Main set 3x\n- 8m 95%\n- 2x 1m 120% 1m 50%", 3, 3, "repeats inside repeats are not supported"),
  ])
  func mistakesAreNamedWithLineAndColumn(_ text: String, line: Int, column: Int, message: String) {
    do {
      _ = try StructuredWorkout(text: text)
      Issue.record("'\(text)' was accepted")
    } catch {
      #expect(error.line == line && error.column == column, "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test func aHugeRepeatIsRefusedNotExpanded() {
    #expect(throws: WorkoutTextError.self) {
      try StructuredWorkout(text: "99x " + Array(repeating: "1s 50%", count: 20).joined(separator: " "))
    }
    #expect(throws: WorkoutTextError.self) { try StructuredWorkout(text: "99x 20m 50% 20m 60%") }
  }

  @Test(arguments: oracle.cases)
  func textRoundTrips(_ c: WorkoutOracle.Case) throws {
    let w = try StructuredWorkout(text: c.text)
    #expect(try StructuredWorkout(text: w.text) == w, "\(w.text)")
  }

  @Test func jsonRoundTripsAndBadValuesAreNamed() throws {
    let w = try StructuredWorkout(
      text: "Warmup 10m ramp 40-70%\n5x 4m 108% 3m 55%\n1km 4:00/km\n10m", name: "VO2", sport: "cycling")
    let data = try JSONEncoder().encode(w)
    #expect(try JSONDecoder().decode(StructuredWorkout.self, from: data) == w)
    #expect(w.problem == nil)
    func problem(_ json: String) throws -> String? {
      try JSONDecoder().decode(StructuredWorkout.self, from: Data(json.utf8)).problem
    }
    #expect(try problem(#"{"workoutSteps": []}"#) == "workoutSteps: expected at least one step")
    #expect(
      try problem(#"{"workoutSteps": [{"durationSeconds": -5}]}"#)?.hasPrefix(
        "workoutSteps[0].durationSeconds: expected above 0") == true)
    #expect(
      try problem(#"{"workoutSteps": [{"repeat": 0, "workoutSteps": [{"durationSeconds": 5}]}]}"#)
        == "workoutSteps[0].repeat: expected 1–99, got 0")
    #expect(
      try problem(
        #"{"workoutSteps": [{"repeat": 2, "workoutSteps": [{"durationSeconds": 5, "target": {"kind": "watts", "low": 1e19}}]}]}"#
      )?
      .hasPrefix("workoutSteps[0].workoutSteps[0].target.low: expected") == true)
    #expect(
      try problem(#"{"workoutSteps": [{"durationSeconds": 60, "distanceMeters": 100}]}"#)?.contains("not both") == true)
    #expect(
      try problem(#"{"workoutSteps": [{"repeat": 99, "workoutSteps": [{"durationSeconds": 3600}]}]}"#)?.contains(
        "at most 24 h") == true)
    // Unknown fields are refused by name, at every level.
    for json in [
      #"{"steps": []}"#, #"{"workoutSteps": [{"durationSeconds": 60, "power": 200}]}"#,
      #"{"workoutSteps": [{"durationSeconds": 60, "target": {"kind": "watts", "low": 200, "hi": 250}}]}"#,
      #"{"workoutSteps": [{"repeat": 2, "workoutSteps": [{"durationSeconds": 60}], "rest": 30}]}"#,
    ] {
      #expect(throws: DecodingError.self) { try JSONDecoder().decode(StructuredWorkout.self, from: Data(json.utf8)) }
    }
  }

  @Test(arguments: oracle.cases)
  func plannedLoadMatchesNumpy(_ c: WorkoutOracle.Case) throws {
    let w = try StructuredWorkout(text: c.text)
    let planned = w.plannedLoad(settings: Self.oracle.athlete)
    #expect(planned.missing == nil)
    #expect(planned.durationSeconds.map { isClose($0, c.durationSeconds, rel: 1e-12) } == true)
    #expect(
      planned.intensityFactor.map { isClose($0, c.intensityFactor, rel: 1e-11) } == true,
      "\(String(describing: planned.intensityFactor))")
    #expect(planned.load.map { isClose($0, c.load, rel: 1e-11) } == true)
  }

  @Test func aMissingThresholdIsNamed() throws {
    let w = try StructuredWorkout(text: "10m 55%\n20m 250w")
    let planned = w.plannedLoad(settings: AthleteSettings())
    #expect(planned.load == nil)
    #expect(planned.missing == "step 2 (250w) needs an FTP")
    let run = try StructuredWorkout(text: "1km 95% pace")
    #expect(run.plannedLoad(settings: AthleteSettings()).missing?.contains("threshold pace") == true)
  }
}
