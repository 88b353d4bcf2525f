import VeloKernels
/// What a track without timer events or odometer needs derived from the
/// samples it has: pauses from still gaps, distance and speed from positions,
/// elevation gain and loss from altitude.
extension ActivityStreams {
  /// A gap in the recording at least this long (s), and at least
  /// ``pauseGapIntervals`` times the recording's median interval (smart
  /// recording writes a sample every few seconds while moving)…
  public static let pauseGapSeconds = 10.0
  public static let pauseGapIntervals = 10.0
  /// …across which the athlete's average speed was at most this (m/s, about
  /// 1 km/h: a stop, not a slow climb) is a pause.
  public static let pauseMaximumSpeed = 0.3

  /// The streams with ``pauses`` found where a file has no timer events: every
  /// gap between consecutive samples of at least `minimumGap` seconds (default:
  /// the larger of ``pauseGapSeconds`` and ``pauseGapIntervals`` × the median
  /// interval) across which the distance (or, without it, the position) grew
  /// at no more than `maximumSpeed` on average. The pause starts a second after
  /// the last sample before the gap, as an auto-pausing device's timer stops.
  /// Tuned on the FIT corpus's records with their timer events set aside,
  /// against the devices' `total_timer_time` (docs/device-corpus.md). Without
  /// distance or position nothing can tell a stop from a sensor dropout, so no
  /// pause is found. Existing pauses are kept.
  public func detectingPauses(minimumGap: Double? = nil, maximumSpeed: Double = pauseMaximumSpeed) -> ActivityStreams {
    guard pauses.isEmpty, time.count > 1 else { return self }
    let threshold = minimumGap ?? Swift.max(Self.pauseGapSeconds, Self.pauseGapIntervals * medianInterval)
    var out = self
    for i in 1..<time.count {
      let gap = time[i] - time[i - 1]
      guard gap.isFinite, gap >= threshold, gap > 1 else { continue }
      var moved: Double?
      if let d = distance, d[i].isFinite, d[i - 1].isFinite {
        moved = abs(d[i] - d[i - 1])
      } else if let lat = latitude, let lon = longitude, lat[i].isFinite, lon[i].isFinite, lat[i - 1].isFinite,
        lon[i - 1].isFinite
      {
        moved = Geodesy.distance(latitude1: lat[i - 1], longitude1: lon[i - 1], latitude2: lat[i], longitude2: lon[i])
      }
      if let moved, moved <= maximumSpeed * gap { out.pauses.append(TimerPause(start: time[i - 1] + 1, end: time[i])) }
    }
    return out
  }

  /// The median time between consecutive samples (s), to 0.1 s (a histogram:
  /// linear in the samples); intervals of 60 s or more count as 60.
  var medianInterval: Double {
    var counts = [Int](repeating: 0, count: 601)
    var n = 0
    for i in time.indices.dropFirst() {
      let gap = time[i] - time[i - 1]
      guard gap.isFinite, gap >= 0 else { continue }
      counts[Swift.min(600, Int((gap * 10).rounded()))] += 1
      n += 1
    }
    var seen = 0
    for (bucket, c) in counts.enumerated() {
      seen += c
      if 2 * seen >= n { return Double(bucket) / 10 }
    }
    return 1
  }

  /// Swimming slower than this (m/s, 8:20 per 100 m) is resting or drifting.
  public static let swimMovingSpeed = 0.2

  /// Seconds of moving judged by the distance channel: the time between
  /// consecutive samples (none straddling a pause) over which the distance grew
  /// at `minimumSpeed` or more. For swims without pool lengths (open water, TCX
  /// and GPX swims), whose sparse samples carry no speed or cadence: a 66-minute
  /// pool swim exported to TCX was "moving 0:00:15" by the 1 Hz speed rule.
  /// `nil` without a distance channel.
  public func movingSecondsByDistance(minimumSpeed: Double = swimMovingSpeed) -> Double? {
    guard let d = distance, d.count == time.count, d.contains(where: \.isFinite) else { return nil }
    var moving = 0.0
    var last: Int?  // the last sample with a distance
    for i in time.indices where d[i].isFinite && time[i].isFinite {
      defer { last = i }
      guard let j = last else { continue }
      let dt = time[i] - time[j]
      guard dt > 0, !pauses.contains(where: { $0.start < time[i] && $0.end > time[j] }) else { continue }
      if d[i] - d[j] >= minimumSpeed * dt { moving += dt }
    }
    return moving
  }

  /// The streams with ``distance`` (cumulative haversine metres, ``Geodesy``)
  /// and ``speed`` (m/s over each step) derived from latitude/longitude when
  /// the file records positions only (GPX). A sample without a position keeps
  /// the distance so far and has no speed. Recorded columns are never replaced.
  /// - Parameter breaks: indices where a new track segment begins (GPX
  ///   `trkseg`): the straight line from the fix before it is not distance
  ///   covered, and the first fix after it has no speed.
  public func derivingDistanceFromPositions(breaks: [Int] = []) -> ActivityStreams {
    guard let lat = latitude, let lon = longitude, lat.count == time.count else { return self }
    let breaks = Set(breaks)
    var out = self
    var total = 0.0
    var last: (Double, Double, Double)?  // time, lat, lon of the last fix
    var distance = [Double](repeating: .nan, count: time.count)
    var speed = [Double](repeating: .nan, count: time.count)
    var broken = false  // a segment break since the last fix
    for i in time.indices {
      if breaks.contains(i) { broken = true }
      guard lat[i].isFinite, lon[i].isFinite, abs(lat[i]) <= 90, abs(lon[i]) <= 180 else {
        distance[i] = last == nil ? .nan : total
        continue
      }
      if broken, last != nil {  // across a segment break: no step, no speed
        broken = false
        distance[i] = total
        last = (time[i], lat[i], lon[i])
        continue
      }
      broken = false
      if let (t, a, b) = last {
        let step = Geodesy.distance(latitude1: a, longitude1: b, latitude2: lat[i], longitude2: lon[i])
        total += step
        let dt = time[i] - t
        if dt > 0 { speed[i] = step / dt }
      } else {
        speed[i] = 0
      }
      distance[i] = total
      last = (time[i], lat[i], lon[i])
    }
    if out.distance == nil { out.distance = distance }
    if out.speed == nil { out.speed = speed }
    return out
  }

  /// The samples with `from ≤ time < to`, their times and pauses shifted so
  /// `from` is 0: one leg of a multisport recording.
  public func slice(from: Double, to: Double) -> ActivityStreams {
    let keep = time.indices.filter { time[$0] >= from && time[$0] < to }
    var out = ActivityStreams(time: keep.map { time[$0] - from })
    for column in Self.columns where column.name != "pause_s" {
      if let values = self[keyPath: column.keyPath] { out[keyPath: column.keyPath] = keep.map { values[$0] } }
    }
    out.pauses = pauses.filter { $0.end > from && $0.start < to }
      .map { TimerPause(start: max($0.start, from) - from, end: min($0.end, to) - from) }
    return out
  }

  /// Total ascent and descent in metres from ``altitude``: the altitude is first
  /// smoothed by a centred moving average over 5 samples (GPS and barometric noise
  /// would otherwise add metres on flat roads), then only changes beyond a 1 m
  /// hysteresis count — the method Strava and GoldenCheetah use in spirit (their
  /// exact filters differ: expect a few percent between tools).
  /// - Returns: `nil` without altitude.
  public func elevationGainAndLoss(window: Int = 5, hysteresis: Double = 1) -> (gain: Double, loss: Double)? {
    guard let altitude else { return nil }
    let valid = altitude.filter(\.isFinite)
    guard valid.count > 1 else { return nil }
    let smoothed = centredMean(valid, window: window)
    var gain = 0.0
    var loss = 0.0
    var reference = smoothed[0]
    for a in smoothed.dropFirst() {
      if a - reference >= hysteresis {
        gain += a - reference
        reference = a
      } else if reference - a >= hysteresis {
        loss += reference - a
        reference = a
      }
    }
    return (gain, loss)
  }
}
