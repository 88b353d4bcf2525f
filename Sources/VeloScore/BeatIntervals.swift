import VeloKernels

/// Beat-to-beat (RR) intervals, ms, cleaned of artefacts, and their time-domain
/// heart-rate variability.
///
/// Artefacts, in two steps (each found on the intervals as the step before left them):
/// 1. **Range**: an interval outside 300…2000 ms (a heart rate above 200 or below
///    30 bpm) is an artefact, first replaced as below.
/// 2. **Local median**: an interval differing by more than 20 % from the median of
///    the 11 intervals centred on it (fewer at the ends) is an artefact. A median,
///    not the mean of the two neighbours (Karlsson et al. 2012), so that the
///    normal beats beside a missed or extra one are not taken for artefacts too;
///    the local-median comparison is the threshold rule of Kubios (Tarvainen,
///    Niskanen, Lipponen, Ranta-aho & Karjalainen 2014, *Comput. Methods Programs
///    Biomed.* 113:210–220) with a relative threshold, as HRV4Training and Elite
///    HRV describe theirs.
///
/// Each artefact is replaced by linear interpolation over the beat index between
/// the nearest kept intervals (before the first kept one, by it; after the last,
/// by it), as `pandas.Series.interpolate` does, which the tests compare with
/// (`rolling(11, center=True, min_periods=1).median()` for the medians).
///
///     rMSSD = √( mean (NN_{i+1} − NN_i)² )           ms
///     SDNN  = √( Σ (NN_i − mean NN)² / (N − 1) )      ms
///
/// (Task Force of the ESC and NASPE 1996, *Circulation* 93:1043–1065.)
public struct BeatIntervals: Sendable, Equatable {
  /// The intervals as recorded, ms.
  public var recorded: [Double]
  /// The intervals with artefacts replaced (NN intervals), ms.
  public var cleaned: [Double]
  /// Whether each interval was replaced.
  public var isArtefact: [Bool]

  /// Plausible intervals, ms (200 down to 30 bpm).
  public static let plausible = 300.0...2000.0
  /// Intervals in the local median, and the share of it an interval may differ by.
  public static let medianSpan = 11
  public static let medianShare = 0.2

  /// Cleans `milliseconds` (non-finite values count as artefacts).
  public init(milliseconds: [Double]) {
    recorded = milliseconds
    var values = milliseconds.map { Self.plausible.contains($0) ? $0 : Double.nan }
    var artefact = values.map(\.isNaN)
    values = Self.interpolated(values)
    var kept = values
    if !values.isEmpty, !values[0].isNaN {
      let half = Self.medianSpan / 2
      var window: [Double] = []
      window.reserveCapacity(Self.medianSpan)
      for i in values.indices {
        window.removeAll(keepingCapacity: true)
        window.append(contentsOf: values[max(0, i - half)...min(values.count - 1, i + half)])
        let median = selectMedian(&window)!
        if abs(values[i] - median) > Self.medianShare * median {
          kept[i] = .nan
          artefact[i] = true
        }
      }
    }
    cleaned = Self.interpolated(kept)
    isArtefact = artefact
  }

  /// NaNs replaced by linear interpolation over the index; leading ones by the first
  /// value, trailing ones by the last; all NaN stays all NaN.
  static func interpolated(_ values: [Double]) -> [Double] {
    guard let first = values.firstIndex(where: { !$0.isNaN }) else { return values }
    var out = values
    for i in 0..<first { out[i] = values[first] }
    var previous = first
    for i in (first + 1)..<max(first + 1, values.count) where !values[i].isNaN {
      if i - previous > 1 {
        let step = (values[i] - values[previous]) / Double(i - previous)
        for k in (previous + 1)..<i { out[k] = values[previous] + step * Double(k - previous) }
      }
      previous = i
    }
    for i in (previous + 1)..<max(previous + 1, values.count) { out[i] = values[previous] }
    return out
  }

  /// Intervals replaced.
  public var artefacts: Int { isArtefact.reduce(0) { $0 + ($1 ? 1 : 0) } }
  /// Share of intervals replaced, 0…1.
  public var artefactShare: Double { recorded.isEmpty ? 0 : Double(artefacts) / Double(recorded.count) }

  /// rMSSD of the cleaned intervals, ms; `nil` below two intervals or when every one is an artefact.
  public var rmssd: Double? {
    guard cleaned.count >= 2, !cleaned[0].isNaN else { return nil }
    var sum = 0.0
    for i in 1..<cleaned.count {
      let d = cleaned[i] - cleaned[i - 1]
      sum += d * d
    }
    return (sum / Double(cleaned.count - 1)).squareRoot()
  }

  /// SDNN of the cleaned intervals (sample standard deviation), ms.
  public var sdnn: Double? {
    guard cleaned.count >= 2, !cleaned[0].isNaN else { return nil }
    let mean = cleaned.reduce(0, +) / Double(cleaned.count)
    let sum = cleaned.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    return (sum / Double(cleaned.count - 1)).squareRoot()
  }

  /// Mean heart rate of the cleaned intervals, bpm (60,000 / mean NN).
  public var meanHeartRate: Double? {
    guard !cleaned.isEmpty, !cleaned[0].isNaN else { return nil }
    return 60_000 / (cleaned.reduce(0, +) / Double(cleaned.count))
  }
}
