/// What a track without timer events or odometer needs derived from the
/// samples it has: pauses from still gaps, distance and speed from positions,
/// elevation gain and loss from altitude.
extension ActivityStreams {
  /// A gap in the recording at least this long (s)…
  public static let pauseGapSeconds = 30.0
  /// …across which the athlete moved at most this far (m) is a pause.
  public static let pauseMovementMeters = 10.0

  /// The streams with ``pauses`` found where a file has no timer events: every
  /// gap between consecutive samples of at least `minimumGap` seconds across
  /// which the distance (or, without it, the position) changed by at most
  /// `maximumMovement` metres. Without distance or position nothing can tell a
  /// stop from a sensor dropout, so no pause is found. Existing pauses are kept.
  public func detectingPauses(minimumGap: Double = pauseGapSeconds, maximumMovement: Double = pauseMovementMeters) -> ActivityStreams {
    guard pauses.isEmpty, time.count > 1 else { return self }
    var out = self
    for i in 1..<time.count {
      let gap = time[i] - time[i - 1]
      guard gap.isFinite, gap >= minimumGap else { continue }
      var moved: Double?
      if let d = distance, d[i].isFinite, d[i - 1].isFinite {
        moved = abs(d[i] - d[i - 1])
      } else if let lat = latitude, let lon = longitude, lat[i].isFinite, lon[i].isFinite, lat[i - 1].isFinite, lon[i - 1].isFinite {
        moved = Geodesy.distance(latitude1: lat[i - 1], longitude1: lon[i - 1], latitude2: lat[i], longitude2: lon[i])
      }
      if let moved, moved <= maximumMovement { out.pauses.append(TimerPause(start: time[i - 1], end: time[i])) }
    }
    return out
  }

  /// The streams with ``distance`` (cumulative haversine metres, ``Geodesy``)
  /// and ``speed`` (m/s over each step) derived from latitude/longitude when
  /// the file records positions only (GPX). A sample without a position keeps
  /// the distance so far and has no speed. Recorded columns are never replaced.
  public func derivingDistanceFromPositions() -> ActivityStreams {
    guard let lat = latitude, let lon = longitude, lat.count == time.count else { return self }
    var out = self
    var total = 0.0
    var last: (Double, Double, Double)?  // time, lat, lon of the last fix
    var distance = [Double](repeating: .nan, count: time.count)
    var speed = [Double](repeating: .nan, count: time.count)
    for i in time.indices {
      guard lat[i].isFinite, lon[i].isFinite, abs(lat[i]) <= 90, abs(lon[i]) <= 180 else {
        distance[i] = last == nil ? .nan : total
        continue
      }
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
    let half = window / 2
    var smoothed: [Double] = []
    smoothed.reserveCapacity(valid.count)
    for i in valid.indices {
      let lo = max(0, i - half), hi = min(valid.count - 1, i + half)
      smoothed.append(valid[lo...hi].reduce(0, +) / Double(hi - lo + 1))
    }
    var gain = 0.0, loss = 0.0
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
