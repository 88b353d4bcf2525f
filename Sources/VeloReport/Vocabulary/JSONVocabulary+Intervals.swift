/// Terms of an activity's efforts (intervals) and of structured workouts.
extension JSONVocabulary {
  static let intervals: [JSONTerm] = [
    .init(
      "intervals", .array, items: .object,
      "The activity's sustained efforts, in time order (ActivityIntervals: the rule is in intervalDetection)."),
    .init(
      "intervalSets", .array, items: .object,
      "Repeated efforts done as one set: similar length, intensity and recoveries."),
    .init(
      "intervalDetection", .object, "How the efforts were found: the channel, the level held and the rule's lengths."),
    .init("channel", .string, "The stream the efforts were found on: power, speed or heartRate."),
    .init(
      "level", .number, unit: "W, m/s or bpm (the channel's)", decimals: 3,
      "The value an effort holds: thresholdFraction × the channel's threshold."),
    .init(
      "thresholdFraction", .number, decimals: 3,
      "The fraction of the channel's threshold (FTP, threshold speed or LTHR) an effort holds."),
    .init("minimumSeconds", .integer, unit: "s", "The shortest effort counted."),
    .init("maximumDipSeconds", .integer, unit: "s", "The longest dip inside an effort that is bridged."),
    .init("averagePowerPercentOfFTP", .number, unit: "% FTP", decimals: 1, "Average power as a percentage of FTP."),
    .init(
      "heartRateDriftBpm", .number, unit: "bpm", decimals: 1,
      "Mean heart rate of the effort's second half less that of its first (efforts of 60 s or more)."),
    .init(
      "wPrimeExpendedJoules", .number, unit: "J", decimals: 0,
      "Work above critical power (FTP when no CP is set) during the effort: what it took from W′."),
    .init(
      "recoverySeconds", .number, unit: "s", decimals: 0,
      "Time from an effort's end to the next one's start (a set's: the median)."),
    .init("recoveryAveragePower", .number, unit: "W", decimals: 1, "Mean power over the recovery after the effort."),
    .init("firstInterval", .integer, "1-based number of the set's first effort in intervals."),
    .init("intervalCount", .integer, "Efforts in the set."),
    .init(
      "workout", .object,
      "A structured workout: name, sport and workoutSteps (the JSON form `workout` commands, plans and the API read)."),
    .init(
      "workoutSteps", .array, items: .object,
      "A workout's steps in order: a step (a length and a target), or {repeat, workoutSteps} done repeat times."),
    .init("repeat", .integer, "How many times the steps beside it are done in order (1–99)."),
    .init("target", .object, "What a step holds: kind, low, and high for a band or a ramp's end."),
    .init(
      "low", .number, unit: "the target kind's (% FTP, W, % LTHR, bpm, s/km, % pace, RPE)", decimals: 2,
      "A target's value, or its band's bottom, or where its ramp starts."),
    .init("high", .number, unit: "the target kind's", decimals: 2, "A band's top, or where a ramp ends."),
    .init("ramp", .boolean, "Whether the target moves from low to high over the step (else a band)."),
    .init("intensity", .string, "What a workout step is for: warmup, active, recovery, rest or cooldown."),
    .init("cadence", .number, unit: "rpm", decimals: 0, "A cadence to hold."),
    .init("text", .string, "The workout as text: one item a line, as `workout` reads it back."),
    .init(
      "planned", .object,
      "What the workout costs done as prescribed: durationSeconds, intensityFactor, load (hours × IF² × 100), or what is missing."
    ),
    .init("missing", .string, "Why a planned figure could not be computed: the threshold a step needs."),
    .init(
      "plannedWorkouts", .array, items: .object,
      "The week's structured workouts: date, sport, planned load and duration, text, and the activity graded with its complianceScore."
    ),
    .init(
      "workoutCompliance", .object,
      "How the activity followed the structured workout planned for its day (WorkoutCompliance): where it started, each graded step, the score."
    ),
    .init(
      "offsetSeconds", .integer, unit: "s",
      "Where the planned workout was found to start in the activity, from its first sample."),
    .init(
      "gradedSteps", .array, items: .object,
      "The workout's steps with a target on the graded channel, in the order done (repeats written out)."),
    .init(
      "complianceScore", .number, unit: "%", decimals: 1,
      "Planned-seconds weighted mean of the graded steps' time in target, 0–100."),
    .init(
      "executedSeconds", .integer, unit: "s", "Seconds of the step the activity covered (less when it ended early)."),
    .init(
      "targetValue", .number, unit: "the channel's (W, m/s, bpm)", decimals: 2,
      "A step's target: its band's middle (a ramp's mean)."),
    .init(
      "targetLow", .number, unit: "the channel's (W, m/s, bpm)", decimals: 2, "The bottom of a step's target band."),
    .init("targetHigh", .number, unit: "the channel's (W, m/s, bpm)", decimals: 2, "The top of a step's target band."),
    .init(
      "executedAverage", .number, unit: "the channel's (W, m/s, bpm)", decimals: 2,
      "The executed mean over the step's covered seconds."),
    .init("averagePercentOfTarget", .number, unit: "%", decimals: 1, "executedAverage as a percentage of targetValue."),
    .init(
      "timeInTargetPercent", .number, unit: "%", decimals: 1,
      "Share of the step's planned seconds in target (active: inside the band; warm-up, recovery, rest, cool-down: at or below its top)."
    ),
  ]
}
