/// Terms of an activity's efforts (intervals) and of structured workouts.
extension JSONVocabulary {
  static let intervals: [JSONTerm] = [
    .init("intervals", .array, items: .object, "The activity's sustained efforts, in time order (ActivityIntervals: the rule is in intervalDetection)."),
    .init("intervalSets", .array, items: .object, "Repeated efforts done as one set: similar length, intensity and recoveries."),
    .init("intervalDetection", .object, "How the efforts were found: the channel, the level held and the rule's lengths."),
    .init("channel", .string, "The stream the efforts were found on: power, speed or heartRate."),
    .init("level", .number, unit: "W, m/s or bpm (the channel's)", decimals: 3, "The value an effort holds: intensity × the channel's threshold."),
    .init("intensity", .number, decimals: 3, "A fraction of a threshold (FTP, threshold speed or LTHR)."),
    .init("minimumSeconds", .integer, unit: "s", "The shortest effort counted."),
    .init("maximumDipSeconds", .integer, unit: "s", "The longest dip inside an effort that is bridged."),
    .init("averagePowerPercentOfFTP", .number, unit: "% FTP", decimals: 1, "Average power as a percentage of FTP."),
    .init("heartRateDriftBpm", .number, unit: "bpm", decimals: 1, "Mean heart rate of the effort's second half less that of its first (efforts of 60 s or more)."),
    .init("wPrimeExpendedJoules", .number, unit: "J", decimals: 0, "Work above critical power (FTP when no CP is set) during the effort: what it took from W′."),
    .init("recoverySeconds", .number, unit: "s", decimals: 0, "Time from an effort's end to the next one's start (a set's: the median)."),
    .init("recoveryAveragePower", .number, unit: "W", decimals: 1, "Mean power over the recovery after the effort."),
    .init("firstInterval", .integer, "1-based number of the set's first effort in intervals."),
    .init("intervalCount", .integer, "Efforts in the set."),
  ]
}
