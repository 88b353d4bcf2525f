import VeloKernels

/// What an activity's beat-to-beat (RR) intervals say: time-domain HRV
/// (``BeatIntervals``) and DFA α1 over the session, with the heart rates where
/// α1 crosses 0.75 and 0.5 — estimates of the aerobic (HRVT1) and anaerobic
/// (HRVT2) thresholds.
///
/// α1 (`DetrendedFluctuation`, boxes of 4…16 beats) is computed on the
/// cleaned intervals of 2-minute windows of beat time, one starting every 30 s;
/// a window scores when it holds at least 64 beats and at most 5 % of them were
/// artefacts (α1 is biased upwards by uncorrected artefacts and by heavy
/// correction alike: Rogers, Giles, Draper, Mourot & Gronwald 2021, *Sensors*
/// 21(3):821). α1 is then fitted against the windows' mean heart rate by least
/// squares, and each threshold is the heart rate where the line crosses its
/// value: 0.75 for HRVT1 (Rogers, Giles, Draper, Hoos & Gronwald 2021,
/// *Front. Physiol.* 11:596567) and 0.5 for HRVT2 (Rogers et al. 2021,
/// *Front. Physiol.* 12:669218). A crossing is given only when the line falls
/// (slope < 0), the scored windows reach both sides of the value and the
/// crossing lies within their heart rates (never extrapolated): a steady ride
/// that never leaves the low-intensity zone gives none. The method was
/// validated on ramp tests; on other sessions it is an indication.
///
/// Intervals of which more than half repeat the one before exactly are not beats
/// but a device's resampling (on 12 real files: 2–20 % repeat in recordings of
/// beats, 72–86 % in the others); their rMSSD (successive differences mostly 0),
/// SDNN and α1 (a flat profile) are meaningless and not given: ``repeatedPercent`` says why.
public struct BeatToBeatAnalysis: Sendable, Equatable, Codable {
  /// Intervals recorded.
  public var beats: Int
  /// Share of intervals replaced as artefacts, percent.
  public var artefactPercent: Double
  /// Share of successive intervals equal to the one before, percent.
  public var repeatedPercent: Double
  /// ms, over the whole session (exercise lowers it: not a morning reading).
  public var rmssd: Double?
  public var sdnn: Double?
  /// 60,000 / mean NN interval, bpm.
  public var meanHeartRate: Double?
  /// Windows scored for α1.
  public var alpha1Windows: Int
  /// Mean α1 of the scored windows.
  public var alpha1Mean: Double?
  /// α1 ≈ intercept + slope · HR, least squares over the scored windows (slope per bpm).
  public var alpha1Slope: Double?
  public var alpha1Intercept: Double?
  /// The fit's coefficient of determination, 0…1.
  public var alpha1RSquared: Double?
  /// Heart rate where the fitted α1 is 0.75 (HRVT1), bpm.
  public var aerobicThresholdHeartRate: Double?
  /// Heart rate where the fitted α1 is 0.5 (HRVT2), bpm.
  public var anaerobicThresholdHeartRate: Double?

  /// One window of beat time and its α1.
  public struct Window: Sendable, Equatable {
    /// Seconds of beat time from the first beat to the window's start.
    public var start: Double
    public var beats: Int
    public var artefacts: Int
    public var meanHeartRate: Double
    /// `nil` when the window does not score (too few beats, too many artefacts).
    public var alpha1: Double?
  }

  public static let windowSeconds = 120.0
  public static let stepSeconds = 30.0
  public static let minimumBeats = 64
  public static let maximumArtefactShare = 0.05
  public static let boxSizes = 4...16
  /// Above this share of repeated intervals the intervals are a device's resampling: no α1.
  public static let maximumRepeatedShare = 0.5
  public static let aerobicAlpha1 = 0.75
  public static let anaerobicAlpha1 = 0.5

  /// The whole windows of `intervals` (a beat belongs to a window when it ends
  /// after the window's start and no later than its end), each scored or not.
  /// - Complexity: O(N · 13 · window / step): about 4·13 passes over the beats.
  public static func windows(_ intervals: BeatIntervals) -> [Window] {
    let nn = intervals.cleaned
    guard !nn.isEmpty, !nn[0].isNaN else { return [] }
    var ends: [Double] = []  // seconds from the first beat's start to each beat's end
    ends.reserveCapacity(nn.count)
    var t = 0.0
    for v in nn {
      t += v / 1000
      ends.append(t)
    }
    var out: [Window] = []
    var first = 0
    var start = 0.0
    while start + windowSeconds <= t {  // whole windows only
      while first < ends.count && ends[first] <= start { first += 1 }
      var last = first
      while last < ends.count && ends[last] <= start + windowSeconds { last += 1 }
      let slice = Array(nn[first..<last])
      let artefacts = intervals.isArtefact[first..<last].reduce(0) { $0 + ($1 ? 1 : 0) }
      if !slice.isEmpty {
        let scores = slice.count >= minimumBeats && Double(artefacts) <= maximumArtefactShare * Double(slice.count)
        out.append(
          Window(
            start: start, beats: slice.count, artefacts: artefacts,
            meanHeartRate: 60_000 / (slice.reduce(0, +) / Double(slice.count)),
            alpha1: scores ? DetrendedFluctuation.alpha(slice, boxSizes: boxSizes) : nil))
      }
      start += stepSeconds
    }
    return out
  }

  /// The analysis of `milliseconds` (the file's RR intervals); `nil` with fewer than two.
  public init?(milliseconds: [Double]) {
    guard milliseconds.count >= 2 else { return nil }
    let intervals = BeatIntervals(milliseconds: milliseconds)
    beats = milliseconds.count
    artefactPercent = 100 * intervals.artefactShare
    rmssd = intervals.rmssd
    sdnn = intervals.sdnn
    meanHeartRate = intervals.meanHeartRate
    let repeated = zip(milliseconds, milliseconds.dropFirst()).filter { $0 == $1 }.count
    repeatedPercent = 100 * Double(repeated) / Double(milliseconds.count - 1)
    guard repeatedPercent <= 100 * Self.maximumRepeatedShare else {
      // Successive differences of resampled intervals are mostly 0: no rMSSD, SDNN or α1 from them.
      (rmssd, sdnn, alpha1Windows) = (nil, nil, 0)
      return
    }
    let scored = Self.windows(intervals).compactMap { w in w.alpha1.map { (hr: w.meanHeartRate, alpha1: $0) } }
    alpha1Windows = scored.count
    alpha1Mean = scored.isEmpty ? nil : scored.reduce(0) { $0 + $1.alpha1 } / Double(scored.count)
    guard scored.count >= 3, let fit = try? LinearFit.fitting(x: scored.map(\.hr), y: scored.map(\.alpha1)) else {
      return
    }
    (alpha1Slope, alpha1Intercept, alpha1RSquared) = (fit.slope, fit.intercept, fit.rSquared)
    let values = scored.map(\.alpha1)
    let rates = scored.map(\.hr)
    func crossing(_ target: Double) -> Double? {
      guard fit.slope < 0, values.contains(where: { $0 >= target }), values.contains(where: { $0 < target }) else {
        return nil
      }
      let hr = (target - fit.intercept) / fit.slope
      return (rates.min()!...rates.max()!).contains(hr) ? hr : nil
    }
    aerobicThresholdHeartRate = crossing(Self.aerobicAlpha1)
    anaerobicThresholdHeartRate = crossing(Self.anaerobicAlpha1)
  }
}
