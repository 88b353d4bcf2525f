/// Sample streams of one activity, column by column; every present column has
/// one value per entry of ``time``. A missing reading is `.nan` (not zero).
public struct ActivityStreams: Sendable, Equatable {
  /// Seconds from the start of the recording, non-decreasing (CSV input must
  /// increase strictly; FIT files may repeat a second).
  public var time: [Double]
  /// Watts.
  public var power: [Double]?
  /// Beats per minute.
  public var heartRate: [Double]?
  /// Revolutions (or steps) per minute.
  public var cadence: [Double]?
  /// Metres per second.
  public var speed: [Double]?
  /// Metres from the start.
  public var distance: [Double]?
  /// Metres above sea level.
  public var altitude: [Double]?
  /// Degrees Celsius.
  public var temperature: [Double]?
  /// Road or trail gradient in percent (rise/run × 100), when the device records it.
  public var grade: [Double]?
  /// Degrees north (WGS 84).
  public var latitude: [Double]?
  /// Degrees east (WGS 84).
  public var longitude: [Double]?
  /// Stretches with the timer stopped (auto-pause, a stop button), in the
  /// seconds of ``time``, sorted and not overlapping: from a FIT file's timer
  /// events, or found in a file without them by `detectingPauses(minimumGap:maximumMovement:)`.
  public var pauses: [TimerPause] = []

  public init(
    time: [Double], power: [Double]? = nil, heartRate: [Double]? = nil, cadence: [Double]? = nil,
    speed: [Double]? = nil, distance: [Double]? = nil, altitude: [Double]? = nil,
    temperature: [Double]? = nil, latitude: [Double]? = nil, longitude: [Double]? = nil
  ) {
    self.time = time
    self.power = power
    self.heartRate = heartRate
    self.cadence = cadence
    self.speed = speed
    self.distance = distance
    self.altitude = altitude
    self.temperature = temperature
    self.latitude = latitude
    self.longitude = longitude
  }

  public var sampleCount: Int { time.count }

  /// Heart rate's dropout rule: a gap of up to 60 s between two readings of
  /// the same stretch of running time is interpolated (heart rate changes
  /// slowly, and watches record it as seldom as once a minute: Polar's longest
  /// recording interval is 60 s); a longer gap, and the time before the first
  /// and after the last reading, is no reading, left out of the averages,
  /// zones, TRIMP and hrTSS. It does not follow `--fill-gaps`, a power rule.
  public static let heartRateGapLimit = 60

  /// Canonical column names (as CSV headers) with their key paths, time excluded.
  public static let columns: [(name: String, keyPath: WritableKeyPath<ActivityStreams, [Double]?> & Sendable)] = [
    ("power", \.power), ("heart_rate", \.heartRate), ("cadence", \.cadence), ("speed", \.speed),
    ("distance", \.distance), ("altitude", \.altitude), ("grade", \.grade), ("temperature", \.temperature),
    ("latitude", \.latitude), ("longitude", \.longitude), ("pause_s", \.pauseBefore),
  ]

  /// ``pauses`` as a column, so they travel wherever columns go (CSV, JSON,
  /// the store): at each sample, the seconds the timer was stopped just before
  /// it (pauses ending after the previous sample and by this one), else 0;
  /// `nil` without pauses. Setting it rebuilds ``pauses`` as (t − v, t): the
  /// same paused seconds before every sample, so the same 1 Hz grid.
  public var pauseBefore: [Double]? {
    get {
      guard !pauses.isEmpty, !time.isEmpty else { return nil }
      var out = [Double](repeating: 0, count: time.count)
      let ends = pauses.sorted { $0.end < $1.end }
      var k = 0
      for i in time.indices {
        while k < ends.count, ends[k].end <= time[i] {
          if i > 0, ends[k].end > time[i - 1] { out[i] += ends[k].seconds }
          k += 1
        }
      }
      return out.contains { $0 > 0 } ? out : nil
    }
    set {
      guard let newValue, newValue.count == time.count else {
        pauses = []
        return
      }
      pauses = newValue.indices.compactMap { i in
        let v = newValue[i]
        return v > 0 && v.isFinite && time[i].isFinite ? TimerPause(start: time[i] - v, end: time[i]) : nil
      }
    }
  }

  /// The present columns by canonical name, in ``columns`` order (time excluded).
  public var presentColumns: [(name: String, values: [Double])] {
    Self.columns.compactMap { column in self[keyPath: column.keyPath].map { (column.name, $0) } }
  }

  /// `time` and the present columns by canonical name, a non-finite value as
  /// `nil` (no reading): the JSON form of the streams (`convert --to json`,
  /// export archives).
  public var nullableColumns: [String: [Double?]] {
    Dictionary(
      uniqueKeysWithValues: ([("time", time)] + presentColumns.map { ($0.name, $0.values) }).map { name, values in
        (name, values.map { $0.isFinite ? $0 : nil })
      })
  }

  /// Streams from ``nullableColumns`` (`nil` → NaN; unknown names ignored);
  /// `nil` without a `time` column.
  public init?(nullableColumns columns: [String: [Double?]]) {
    guard let time = columns["time"] else { return nil }
    self.init(time: time.map { $0 ?? .nan })
    for c in Self.columns {
      if let values = columns[c.name] { self[keyPath: c.keyPath] = values.map { $0 ?? .nan } }
    }
  }
}

/// A stretch with the timer stopped, seconds of the recording (`start < end`).
public struct TimerPause: Sendable, Equatable, Codable {
  public var start: Double
  public var end: Double
  public init(start: Double, end: Double) {
    self.start = start
    self.end = end
  }
  public var seconds: Double { end - start }
}

/// How paused time enters the 1 Hz grid.
public enum PauseHandling: String, Sendable, CaseIterable, Codable {
  /// Paused stretches are not seconds of the ride: samples and grid skip them
  /// (timer time), and rolling windows restart after each pause. The default;
  /// what the device's own NP and TSS count.
  case remove
  /// Paused stretches count as 0 W seconds (stopped time), as recorded time
  /// with gaps filled by zeros. veloscore ≤ 0.2's rule.
  case zero
}

/// A power stream on a 1 Hz grid and what it took to put it there.
public struct PowerGrid: Sendable, Equatable {
  /// Watts, one value per second from the first sample; stopped time is 0.
  public var power: [Double]
  /// Seconds with no reading between the first and the last reading (time
  /// gaps, empty or NaN cells, longer than the interpolation limit) that were
  /// set to the `missing` value: 0 W for power (stopped).
  public var filledSeconds: Int
  /// The seconds from the first to the last reading; the seconds outside it
  /// (a sensor paired late, a power meter or strap that died) hold `missing`
  /// and are not part of the channel: metrics run over this range only.
  /// Empty without readings.
  public var readingSeconds: Range<Int> = 0..<0
  /// Seconds of the grid without a reading before the first or after the last
  /// one (outside ``readingSeconds``).
  public var unreadSeconds: Int { power.count - readingSeconds.count }
  /// Seconds that held more than one reading (sub-second recording), averaged.
  public var mergedSeconds: Int
  /// Samples left out: a time before the first sample, not finite, or more
  /// than ``PowerGrid/maximumSeconds`` after the first (corrupt timestamps).
  public var droppedSamples: Int
  /// Seconds filled by linear interpolation across a short gap (see `maxGap`).
  public var interpolatedSeconds = 0
  /// Grid indices where a stretch of running time begins: `[0]` plus one after
  /// each removed pause. Rolling windows do not reach across them.
  public var segmentStarts: [Int] = [0]
  /// Seconds of paused time left out, and samples recorded inside pauses (dropped).
  public var pausedSeconds = 0.0
  public var pausedSamples = 0

  /// ``power`` over ``readingSeconds`` and ``segmentStarts`` counted from its
  /// start: what a channel's metrics run over.
  public var readingPart: (values: [Double], segmentStarts: [Int]) {
    let r = readingSeconds
    let starts = segmentStarts.filter { $0 > r.lowerBound && $0 < r.upperBound }.map { $0 - r.lowerBound }
    return (Array(power[r]), [0] + starts)
  }

  /// The longest span a grid covers: 31 days.
  public static let maximumSeconds = 31 * 86_400

  /// The default dropout rule: inside running time, a run of up to 25 s
  /// without a reading is interpolated linearly between the readings on
  /// either side; a longer run is stopped time (0 W). 25 s follows
  /// GoldenCheetah's FIT import, which interpolates "smart recording" gaps
  /// shorter than 25 s (`src/FileIO/FitRideFile.cpp`); Garmin devices record
  /// at most every few seconds when smart recording is on, so such gaps are
  /// riding, not stops. Settable per call (`--fill-gaps`); 0 is the strict rule.
  public static let standardGapInterpolation = 25

  public init(power: [Double], filledSeconds: Int, mergedSeconds: Int, droppedSamples: Int = 0) {
    self.power = power
    self.filledSeconds = filledSeconds
    self.mergedSeconds = mergedSeconds
    self.droppedSamples = droppedSamples
  }
}

extension ActivityStreams {
  /// Puts ``power`` on a 1 Hz grid.
  ///
  /// Policy: sample times are rounded to the nearest second from the first
  /// sample (halves up); several readings in one second are averaged; paused
  /// time is cut out (see ``oneHertzGrid(_:missing:interpolatingGapsUpTo:pauses:)``);
  /// a dropout of up to `maxGap` seconds is interpolated, and a longer run of
  /// seconds with no reading counts as 0 W, i.e. stopped time, which is how
  /// GoldenCheetah's NP treats stored zeros. Samples
  /// that cannot be placed (see ``PowerGrid/droppedSamples``) are left out. The
  /// counts are reported so callers can show how much was touched.
  /// - Returns: `nil` when there is no power column.
  /// - Complexity: O(n + duration), duration at most 31 days.
  public func powerOnOneHertzGrid(
    interpolatingGapsUpTo maxGap: Int = PowerGrid.standardGapInterpolation, pauses handling: PauseHandling = .remove
  ) -> PowerGrid? {
    guard let power else { return nil }
    return oneHertzGrid(power, missing: 0, interpolatingGapsUpTo: maxGap, pauses: handling)
  }

  /// Any column on the same 1 Hz grid as `powerOnOneHertzGrid()`; seconds
  /// without a reading hold `missing` (NaN for heart rate, speed: not a zero).
  ///
  /// - Parameter values: the column, one value per sample of ``time``.
  /// - Parameter missing: what a second without a reading holds (0 W for power, NaN elsewhere).
  /// - Parameter maxGap: runs of at most this many seconds without a reading,
  ///   between two readings of the same stretch of running time, are filled
  ///   by linear interpolation (counted in ``PowerGrid/interpolatedSeconds``);
  ///   longer gaps, and the seconds just after a pause, stay `missing`
  ///   (stopped). Default ``PowerGrid/standardGapInterpolation`` (25 s);
  ///   0 interpolates nothing.
  /// - Parameter handling: with `.remove` (default) the seconds of ``pauses``
  ///   are cut out of the timeline (timer time): a sample at time t lands at
  ///   t minus the paused time before it, samples inside a pause are dropped
  ///   (``PowerGrid/pausedSamples``), and ``PowerGrid/segmentStarts`` marks where
  ///   each stretch after a pause begins. `.zero` ignores ``pauses``.
  public func oneHertzGrid(
    _ values: [Double], missing: Double, interpolatingGapsUpTo maxGap: Int = PowerGrid.standardGapInterpolation,
    pauses handling: PauseHandling = .remove
  ) -> PowerGrid {
    precondition(values.count == time.count, "column has \(values.count) values for \(time.count) times")
    guard let t0 = time.first(where: { $0.isFinite }) else {
      return PowerGrid(power: [], filledSeconds: 0, mergedSeconds: 0, droppedSamples: time.count)
    }
    // Pauses after the first sample, sorted and merged, with the paused time before each.
    var cuts: [TimerPause] = []
    if handling == .remove {
      for p in pauses.filter({ $0.end > t0 && $0.start < $0.end && $0.start.isFinite && $0.end.isFinite }).sorted(by: {
        $0.start < $1.start
      }) {
        let clipped = TimerPause(start: max(p.start, t0), end: p.end)
        if let last = cuts.last, clipped.start <= last.end {
          cuts[cuts.count - 1].end = max(last.end, clipped.end)
        } else {
          cuts.append(clipped)
        }
      }
    }
    var removedBefore = [0.0]
    for p in cuts { removedBefore.append(removedBefore.last! + p.seconds) }
    /// Running time of `t` (paused time before it removed): `nil` inside a pause.
    /// O(log pauses) by binary search.
    func running(_ t: Double) -> Double? {
      var lo = 0
      var hi = cuts.count  // first cut with start >= t
      while lo < hi {
        let mid = (lo + hi) / 2
        if cuts[mid].start < t { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0, t < cuts[lo - 1].end { return nil }
      return t - removedBefore[lo]
    }
    func second(_ t: Double) -> Int? {
      guard let r = running(t) else { return nil }
      let k = (r - t0).rounded()
      guard k.isFinite, k >= 0, k < Double(PowerGrid.maximumSeconds) else { return nil }
      return Int(k)
    }
    let seconds = (time.lazy.compactMap(second).max() ?? 0) + 1
    var sum = [Double](repeating: 0, count: seconds)
    var count = [Int32](repeating: 0, count: seconds)
    var dropped = 0
    var paused = 0
    for i in 0..<time.count {
      guard let k = second(time[i]) else {
        if time[i].isFinite, running(time[i]) == nil { paused += 1 } else { dropped += 1 }
        continue
      }
      guard !values[i].isNaN else { continue }
      sum[k] += values[i]
      count[k] += 1
    }
    var filled = 0
    var merged = 0
    var interpolated = 0
    for k in 0..<seconds where count[k] > 1 {
      sum[k] /= Double(count[k])
      merged += 1
    }
    let starts = Set(cuts.compactMap { p in second(p.end) }.filter { $0 > 0 && $0 < seconds }).sorted()
    var firstReading = -1
    var lastReading = -1
    var nextStart = 0  // index into starts of the first start after lastReading
    for k in 0..<seconds where count[k] > 0 {
      let gap = k - lastReading - 1
      while nextStart < starts.count, starts[nextStart] <= lastReading { nextStart += 1 }
      let acrossPause = nextStart < starts.count && starts[nextStart] <= k
      if lastReading < 0 {
        for j in 0..<k { sum[j] = missing }  // before the first reading: not part of the channel
        firstReading = k
      } else if gap > 0 {
        if gap <= maxGap && !acrossPause {
          let a = sum[lastReading]
          let b = sum[k]
          for j in 1...gap { sum[lastReading + j] = a + (b - a) * Double(j) / Double(gap + 1) }
          interpolated += gap
        } else {
          for j in (lastReading + 1)..<k { sum[j] = missing }
          filled += gap
        }
      }
      lastReading = k
    }
    for j in (lastReading + 1)..<seconds { sum[j] = missing }  // after the last reading, likewise
    var grid = PowerGrid(power: sum, filledSeconds: filled, mergedSeconds: merged, droppedSamples: dropped)
    grid.readingSeconds = firstReading < 0 ? 0..<0 : firstReading..<(lastReading + 1)
    grid.interpolatedSeconds = interpolated
    grid.pausedSamples = paused
    grid.pausedSeconds = removedBefore.last!
    grid.segmentStarts = [0] + starts
    return grid
  }
}
