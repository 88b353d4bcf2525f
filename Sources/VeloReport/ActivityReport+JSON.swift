import VeloScore

/// Schema 2: an activity's load is the number `load` beside `loadSource` (and
/// `loadEstimate`, what was estimated), as in
/// `activities` and the API's lists (it was an object `{value, source}`).
extension ActivityReport {
  enum CodingKeys: String, CodingKey {
    case source, metrics, filledSeconds, mergedSeconds, power, sport, distanceMeters, durationSeconds, timerSeconds,
      heartRate
    case running, swim, beatToBeat, intensityDistribution, climbs, elevationGain, elevationLoss, calories,
      caloriesSource, load, loadSource,
      loadEstimate,
      movingSeconds
    case interpolatedSeconds, elapsedSeconds, pausedSeconds, pauseHandling, device, sessions
    case intervals, intervalSets, intervalDetection, workoutCompliance, warnings, settingSources
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(source, forKey: .source)
    try c.encodeIfPresent(metrics, forKey: .metrics)
    try c.encode(filledSeconds, forKey: .filledSeconds)
    try c.encode(mergedSeconds, forKey: .mergedSeconds)
    try c.encodeIfPresent(power, forKey: .power)
    try c.encodeIfPresent(sport, forKey: .sport)
    try c.encodeIfPresent(distanceMeters, forKey: .distanceMeters)
    try c.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
    try c.encodeIfPresent(timerSeconds, forKey: .timerSeconds)
    try c.encodeIfPresent(heartRate, forKey: .heartRate)
    try c.encodeIfPresent(running, forKey: .running)
    try c.encodeIfPresent(swim, forKey: .swim)
    try c.encodeIfPresent(beatToBeat, forKey: .beatToBeat)
    try c.encodeIfPresent(intensityDistribution, forKey: .intensityDistribution)
    try c.encodeIfPresent(climbs, forKey: .climbs)
    try c.encodeIfPresent(elevationGain, forKey: .elevationGain)
    try c.encodeIfPresent(elevationLoss, forKey: .elevationLoss)
    try c.encodeIfPresent(calories, forKey: .calories)
    try c.encodeIfPresent(caloriesSource, forKey: .caloriesSource)
    try c.encodeLoad(load, value: .load, source: .loadSource, estimate: .loadEstimate)
    try c.encodeIfPresent(movingSeconds, forKey: .movingSeconds)
    try c.encode(interpolatedSeconds, forKey: .interpolatedSeconds)
    try c.encodeIfPresent(elapsedSeconds, forKey: .elapsedSeconds)
    try c.encode(pausedSeconds, forKey: .pausedSeconds)
    try c.encode(pauseHandling, forKey: .pauseHandling)
    try c.encodeIfPresent(device, forKey: .device)
    try c.encodeIfPresent(sessions, forKey: .sessions)
    if let intervals {
      try c.encode(intervals.intervals, forKey: .intervals)
      try c.encode(intervals.sets, forKey: .intervalSets)
      try c.encode(IntervalDetection(intervals), forKey: .intervalDetection)
    }
    try c.encodeIfPresent(workoutCompliance, forKey: .workoutCompliance)
    try c.encode(warnings, forKey: .warnings)
    try c.encode(settingSources, forKey: .settingSources)
  }

  /// How the efforts were found: the channel, its level and the fraction of the threshold.
  struct IntervalDetection: Encodable {
    var channel: ActivityIntervals.Channel
    var level: Double
    var thresholdFraction: Double
    var minimumSeconds: Int
    var maximumDipSeconds: Int
    init(_ i: ActivityIntervals) {
      channel = i.channel
      level = i.level
      thresholdFraction = i.intensity
      minimumSeconds = i.minimumSeconds
      maximumDipSeconds = i.maximumDipSeconds
    }
  }
}

extension ActivityReport.Session {
  enum CodingKeys: String, CodingKey {
    case number, sport, timerSeconds, distanceMeters, normalizedPower, averageHeartRate, load, loadSource, loadEstimate
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(number, forKey: .number)
    try c.encodeIfPresent(sport, forKey: .sport)
    try c.encodeIfPresent(timerSeconds, forKey: .timerSeconds)
    try c.encodeIfPresent(distanceMeters, forKey: .distanceMeters)
    try c.encodeIfPresent(normalizedPower, forKey: .normalizedPower)
    try c.encodeIfPresent(averageHeartRate, forKey: .averageHeartRate)
    try c.encodeLoad(load, value: .load, source: .loadSource, estimate: .loadEstimate)
  }
}

extension KeyedEncodingContainer {
  /// A load as three fields: the TSS-scale number, its source, what was estimated.
  mutating func encodeLoad(_ load: TrainingLoad?, value: Key, source: Key, estimate: Key) throws {
    try encodeIfPresent(load?.value, forKey: value)
    try encodeIfPresent(load?.source.rawValue, forKey: source)
    try encodeIfPresent(load?.estimate, forKey: estimate)
  }
}
