/// A pool swim from its lengths (the FIT `length` messages a watch writes).
///
/// - distance = active lengths × pool length; moving time = the active
///   lengths' timer time (rest at the wall is not swimming);
/// - pace per 100 m = moving time / distance × 100;
/// - SWOLF per length = strokes + seconds (lower is more efficient; Garmin's
///   definition), averaged over active lengths with strokes;
/// - sTSS (TrainingPeaks, "Swim Training Stress Score"): normalized swim speed
///   NSS = distance / moving time, IF = NSS / threshold swim speed, and
///   sTSS = IF³ × hours × 100 — cubed, not squared, because drag in water
///   grows with the cube of speed. One hour at threshold pace = 100.
public struct SwimSummary: Sendable, Equatable, Codable {
  public struct Length: Sendable, Equatable, Codable {
    /// Seconds the timer ran for the length.
    public var seconds: Double
    public var strokes: Double?
    /// `false` for a rest ("idle") length.
    public var active: Bool
    /// When the length began, seconds on the records' clock (FIT `length.start_time`); `nil` when unknown.
    public var start: Double?
    public init(seconds: Double, strokes: Double?, active: Bool, start: Double? = nil) {
      self.seconds = seconds
      self.strokes = strokes
      self.active = active
      self.start = start
    }
  }

  /// A pool swim's timer as the device runs it: from the first length's start
  /// to the last one's end, less the timer's stops inside (``TimerPause``s on
  /// the same clock), so rests count whether the device writes them as idle
  /// lengths or as laps between lengths (the lengths alone would leave those
  /// out). Without length start times: the lengths' own seconds summed.
  /// Measured on the corpus: FR735XT 4,371.9 s (device 4,371.6), fēnix 3
  /// 3,486.2 s (3,485.3), FR910XT 1,365.5 s (1,373.9; its lengths sum to 1,613.4).
  /// `nil` without lengths.
  public static func timerSeconds(lengths: [Length], pauses: [TimerPause]) -> Double? {
    let timed = lengths.filter { $0.seconds.isFinite && $0.seconds >= 0 }
    guard !timed.isEmpty else { return nil }
    let sum = timed.reduce(0) { $0 + $1.seconds }
    let spans = timed.compactMap { l in l.start.flatMap { $0.isFinite ? ($0, $0 + l.seconds) : nil } }
    guard spans.count == timed.count, let first = spans.map(\.0).min(), let last = spans.map(\.1).max(),
      last > first
    else { return sum }
    let stopped = pauses.reduce(0.0) { $0 + max(0, min($1.end, last) - max($1.start, first)) }
    return max(0, last - first - stopped)
  }

  /// Metres.
  public var poolLength: Double
  /// The lengths it was computed from (kept so a stored swim can be rescored).
  public var lengths: [Length]
  public var activeLengths: Int
  public var restLengths: Int
  /// Metres.
  public var distance: Double
  public var movingSeconds: Double
  public var strokes: Double?
  /// Seconds per 100 m.
  public var pacePer100m: Double?
  public var averageSWOLF: Double?
  public var sTSS: Double?

  /// - Parameter lengths: the pool lengths as the device recorded them (idle ones are rests).
  /// - Parameter poolLength: metres.
  /// - Parameter thresholdPace: threshold swim pace, seconds per 100 m (`nil`: no sTSS).
  public init?(lengths: [Length], poolLength: Double, thresholdPace: Double? = nil) {
    guard poolLength > 0, poolLength.isFinite, !lengths.isEmpty else { return nil }
    let active = lengths.filter { $0.active && $0.seconds > 0 && $0.seconds.isFinite }
    self.poolLength = poolLength
    self.lengths = lengths
    activeLengths = active.count
    restLengths = lengths.count - active.count
    distance = Double(active.count) * poolLength
    movingSeconds = active.reduce(0) { $0 + $1.seconds }
    let strokeCounts = active.compactMap(\.strokes)
    strokes = strokeCounts.isEmpty ? nil : strokeCounts.reduce(0, +)
    // Drill lengths (kick, no strokes counted) have no SWOLF: a 0-stroke length is left out, as the device does.
    let swolf = active.compactMap { l in l.strokes.flatMap { $0 > 0 ? $0 + l.seconds : nil } }
    averageSWOLF = swolf.isEmpty ? nil : swolf.reduce(0, +) / Double(swolf.count)
    if distance > 0, movingSeconds > 0 {
      pacePer100m = movingSeconds / distance * 100
      if let thresholdPace, thresholdPace > 0 {
        let intensity = (distance / movingSeconds) / (100 / thresholdPace)
        sTSS = intensity * intensity * intensity * movingSeconds / 3600 * 100
      }
    }
  }
}
